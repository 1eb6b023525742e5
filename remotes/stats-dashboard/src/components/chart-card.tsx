import { Alert, EmptyState, Loading } from '@bc/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a chart's data stands: loading, failed, answered with nothing to draw, or ready. */
export type ChartStatus = 'pending' | 'error' | 'empty' | 'ready';

/** The status of one or more queries feeding a chart; `isEmpty` tells an answer with nothing to draw. */
export function chartStatus(
  queries: readonly { isPending: boolean; isError: boolean }[],
  isEmpty: () => boolean,
): ChartStatus {
  if (queries.some((query) => query.isError)) return 'error';
  if (queries.some((query) => query.isPending)) return 'pending';
  return isEmpty() ? 'empty' : 'ready';
}

export interface ChartCardProps {
  id: string;
  title: string;
  /** The chart's own filters, e.g. the line chart's year. */
  controls?: ReactNode;
  status: ChartStatus;
  /** The chart, its legend and its data table: drawn only when there is data. */
  children?: ReactNode;
  /** Under the chart whatever its status, e.g. a "See all" link. */
  footer?: ReactNode;
}

/**
 * A chart's frame: its title and controls, then the chart; a loading state, the generic error, or the
 * no-data message when the answer truly has nothing to draw.
 */
export function ChartCard({ id, title, controls, status, children, footer }: ChartCardProps) {
  const { t } = useTranslation('common');
  return (
    <section className="bc-card bc-chart-card" aria-labelledby={`${id}-title`} style={{ minWidth: 0 }}>
      <div className="bc-card-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {controls}
      </div>
      {status === 'pending' && <Loading />}
      {status === 'error' && <Alert tone="error">{t('errors.generic')}</Alert>}
      {status === 'empty' && <EmptyState message={t('empty.noData')} />}
      {status === 'ready' && children}
      {footer}
    </section>
  );
}
