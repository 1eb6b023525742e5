import { EmptyState } from '@bc/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartCardProps {
  id: string;
  title: string;
  /** The chart's own filters, e.g. the line chart's year. */
  controls?: ReactNode;
}

/**
 * A chart's frame: its title and controls, and the no-data message while there is nothing to
 * draw. The stats API does not exist yet, so there is never data: the chart library (nivo) is not
 * loaded at all; it will come through a lazy import once there is something to draw.
 */
export function ChartCard({ id, title, controls }: ChartCardProps) {
  const { t } = useTranslation('common');
  return (
    <section className="bc-card bc-chart-card" aria-labelledby={`${id}-title`}>
      <div className="bc-card-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {controls}
      </div>
      <EmptyState message={t('empty.noData')} />
    </section>
  );
}
