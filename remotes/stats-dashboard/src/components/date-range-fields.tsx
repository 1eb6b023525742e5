import { STATS_RANGE_MAX_DAYS, STATS_RANGE_MESSAGES, statsRangeProblem } from '@bc/domain';
import { Field } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../utils/date-range.ts';

export interface DateRangeFieldsProps {
  idPrefix: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The id of the message about the range, when there is one. */
  errorId?: string;
}

/** From and to dates of a stats filter, `yyyy-MM-dd`; one message under both tells what is wrong with the range. */
export function DateRangeFields({ idPrefix, value, onChange, errorId }: DateRangeFieldsProps) {
  const { t } = useTranslation('stats-dashboard');
  return (
    <>
      <Field id={`${idPrefix}-start`} label={t('filters.from')} describedBy={errorId}>
        <input
          name="start"
          type="date"
          value={value.start}
          max={value.end || undefined}
          required
          aria-invalid={Boolean(errorId)}
          onChange={(event) => onChange({ ...value, start: event.target.value })}
        />
      </Field>
      <Field id={`${idPrefix}-end`} label={t('filters.to')} describedBy={errorId}>
        <input
          name="end"
          type="date"
          value={value.end}
          min={value.start || undefined}
          required
          aria-invalid={Boolean(errorId)}
          onChange={(event) => onChange({ ...value, end: event.target.value })}
        />
      </Field>
    </>
  );
}

/** The message for a stats range that is not 1 to 365 days with both dates given, or null when it is fine. */
export function useRangeProblem(): (range: DateRange) => string | null {
  const { t } = useTranslation('stats-dashboard');
  return (range) => {
    if (!range.start || !range.end) return t('filters.bothDates');
    const problem = statsRangeProblem(range.start, range.end);
    if (problem === null) return null;
    if (problem === STATS_RANGE_MESSAGES.length)
      return t('filters.rangeLength', { days: STATS_RANGE_MAX_DAYS });
    return t('filters.rangeOrder');
  };
}

export interface DateRangeFilterProps {
  idPrefix: string;
  /** The range the figures show. */
  value: DateRange;
  /** Called with each valid range typed; an invalid one shows its message and is not sent. */
  onApply: (range: DateRange) => void;
}

/** A date-range filter that applies each valid change at once (each change reloads the charts). */
export function DateRangeFilter({ idPrefix, value, onApply }: DateRangeFilterProps) {
  const [draft, setDraft] = useState(value);
  const rangeProblem = useRangeProblem();
  const problem = rangeProblem(draft);
  const errorId = `${idPrefix}-error`;
  return (
    <>
      <DateRangeFields
        idPrefix={idPrefix}
        value={draft}
        errorId={problem ? errorId : undefined}
        onChange={(range) => {
          setDraft(range);
          if (rangeProblem(range) === null) onApply(range);
        }}
      />
      {problem && (
        <p id={errorId} className="bc-field-error" role="alert" style={{ gridColumn: '1 / -1', margin: 0 }}>
          {problem}
        </p>
      )}
    </>
  );
}
