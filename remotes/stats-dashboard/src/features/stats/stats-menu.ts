import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths.ts';

/** The stats pages: the yearly summary, the month-over-month tables by label, and the search. */
export function useStatsMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('stats-dashboard');
  return [
    { label: t('stats.menuSummary'), to: paths.stats.summary.getHref() },
    { label: t('stats.menuGraph'), to: paths.stats.graph.getHref('label') },
    { label: t('stats.menuSearch'), to: paths.stats.search.getHref() },
  ];
}
