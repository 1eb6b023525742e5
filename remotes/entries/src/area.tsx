import { entriesResources } from '@bc/i18n/namespaces/entries';
import { referenceResources } from '@bc/i18n/namespaces/reference';
import type { AreaDefinition } from '@bc/ui';
import { EntriesRoutes } from './routes.tsx';

export const entriesArea: AreaDefinition = {
  namespace: 'entries',
  resources: entriesResources,
  extraNamespaces: { reference: referenceResources },
  routes: <EntriesRoutes />,
};
