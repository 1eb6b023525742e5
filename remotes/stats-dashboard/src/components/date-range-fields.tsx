import { useTranslation } from 'react-i18next';
import type { DateRange } from '../utils/date-range.ts';

export interface DateRangeFieldsProps {
  idPrefix: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** From and to dates of a stats filter, `yyyy-MM-dd`. */
export function DateRangeFields({ idPrefix, value, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation('stats-dashboard');
  return (
    <>
      <div className="bc-field">
        <label htmlFor={`${idPrefix}-start`}>{t('filters.from')}</label>
        <input
          id={`${idPrefix}-start`}
          name="start"
          type="date"
          value={value.start}
          max={value.end}
          onChange={(event) => onChange({ ...value, start: event.target.value })}
        />
      </div>
      <div className="bc-field">
        <label htmlFor={`${idPrefix}-end`}>{t('filters.to')}</label>
        <input
          id={`${idPrefix}-end`}
          name="end"
          type="date"
          value={value.end}
          min={value.start}
          onChange={(event) => onChange({ ...value, end: event.target.value })}
        />
      </div>
    </>
  );
}
