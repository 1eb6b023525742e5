import { numberFormat } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';

export interface ChangeRateProps {
  /** The change in whole percent. */
  rate: number;
}

/** A change rate with its arrow: down and green when negative, up and red otherwise. */
export function ChangeRate({ rate }: ChangeRateProps) {
  const { t, i18n } = useTranslation('stats-dashboard');
  const down = rate < 0;
  return (
    <span
      className={down ? 'bc-trend bc-trend-down' : 'bc-trend bc-trend-up'}
      data-trend={down ? 'down' : 'up'}
      style={{ color: down ? 'var(--bc-green)' : 'var(--bc-red)', whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{down ? '↓' : '↑'}</span>{' '}
      <span className="bc-visually-hidden">{down ? t('trend.down') : t('trend.up')}</span>
      {numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(rate)}%
    </span>
  );
}
