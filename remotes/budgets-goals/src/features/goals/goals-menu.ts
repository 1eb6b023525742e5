import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths.ts';

/** The goals header: add opens the form, show the list. */
export function useGoalsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('budgets-goals');
  return [
    { label: t('menu.add'), to: paths.goals.new.getHref() },
    { label: t('menu.show'), to: paths.goals.list.getHref() },
  ];
}
