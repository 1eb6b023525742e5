import { Field } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearsBack } from '../utils/date-range.ts';

export interface YearSelectProps {
  id: string;
  value: number;
  onChange: (year: number) => void;
}

/** The year of a yearly chart or table: the current year and the 9 before it. */
export function YearSelect({ id, value, onChange }: YearSelectProps) {
  const { t } = useTranslation('stats-dashboard');
  const [years] = useState(() => yearsBack(new Date()));
  return (
    <Field id={id} label={t('filters.year')} className="bc-field-inline">
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </Field>
  );
}
