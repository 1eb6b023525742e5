import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths.ts';

/** The budgets header: add opens the form on its settings tab, show the list. */
export function useBudgetsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('budgets-goals');
  return [
    { label: t('menu.add'), to: paths.budgets.new.getHref() },
    { label: t('menu.show'), to: paths.budgets.list.getHref() },
  ];
}
