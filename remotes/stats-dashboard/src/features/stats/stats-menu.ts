import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** The stats pages: the yearly summary, the month-over-month tables by label, and the search. */
export function useStatsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('stats-dashboard');
  return [
    { label: t('stats.menuSummary'), to: '/stats' },
    { label: t('stats.menuGraph'), to: '/stats/graph/label' },
    { label: t('stats.menuSearch'), to: '/stats/search' },
  ];
}
