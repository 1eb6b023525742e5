import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** The budgets header (SPEC §2): add opens the form on its settings tab, show the list. */
export function useBudgetsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('budgets-goals');
  return [
    { label: t('menu.add'), to: '/budgets/new?tab=2' },
    { label: t('menu.show'), to: '/budgets' },
  ];
}
