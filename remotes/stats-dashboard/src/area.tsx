import { referenceResources } from '@bc/i18n/namespaces/reference';
import { statsDashboardResources } from '@bc/i18n/namespaces/stats-dashboard';
import type { AreaDefinition } from '@bc/ui';
import { StatsDashboardRoutes } from './routes.tsx';

export const statsDashboardArea: AreaDefinition = {
  namespace: 'stats-dashboard',
  resources: statsDashboardResources,
  extraNamespaces: { reference: referenceResources },
  routes: <StatsDashboardRoutes />,
};
