import { referenceResources } from '@bc/i18n/namespaces/reference';
import { settingsResources } from '@bc/i18n/namespaces/settings';
import type { AreaDefinition } from '@bc/ui';
import { SettingsRoutes } from './routes.tsx';

export const settingsArea: AreaDefinition = {
  namespace: 'settings',
  resources: settingsResources,
  extraNamespaces: { reference: referenceResources },
  routes: <SettingsRoutes />,
};
