import { budgetsGoalsResources } from '@bc/i18n/namespaces/budgets-goals';
import { referenceResources } from '@bc/i18n/namespaces/reference';
import type { AreaDefinition } from '@bc/ui';
import { BudgetsGoalsRoutes } from './routes.tsx';

export const budgetsGoalsArea: AreaDefinition = {
  namespace: 'budgets-goals',
  resources: budgetsGoalsResources,
  extraNamespaces: { reference: referenceResources },
  routes: <BudgetsGoalsRoutes />,
};
