import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

export function useGoalsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('budgets-goals');
  return [
    { label: t('menu.add'), to: '/goals/new' },
    { label: t('menu.show'), to: '/goals' },
  ];
}
