import type { PlannedEntry } from '@bc/api';
import { PLANNING_VALUES } from '@bc/domain';
import { Field } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-data.ts';
import { isoToDay } from './plan-fields.ts';

/**
 * A plan's schedule, as items of the form's FormLayout: how often, the first day, and the last day (none:
 * for ever), edited as UTC days.
 */
export function PlanningFields({ plan }: { plan?: PlannedEntry | undefined }) {
  const { t } = useTranslation('entries');
  return (
    <>
      <Field label={t('form.planning')}>
        <select id={fieldId('planning')} name="planning" defaultValue={plan?.planning ?? ''} required>
          <option value="">{t('form.choosePlanning')}</option>
          {PLANNING_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`planning.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('form.startDate')}>
        <input
          id={fieldId('start')}
          name="date_time"
          type="date"
          defaultValue={isoToDay(plan?.date_time)}
          required
        />
      </Field>
      <Field label={t('form.endDate')}>
        <input
          id={fieldId('end')}
          name="end_date_time"
          type="date"
          defaultValue={isoToDay(plan?.end_date_time)}
        />
      </Field>
    </>
  );
}
