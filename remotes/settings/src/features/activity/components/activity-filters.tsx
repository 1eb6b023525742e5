import { ACTIVITY_KINDS, type ActivityKind, type WorkspaceMember } from '@bc/api';
import { Button, Field } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { type ActivityFilters as Filters, NO_ACTIVITY_FILTERS } from '../api/get-activity.ts';

export interface ActivityFiltersProps {
  members: readonly WorkspaceMember[];
  value: Filters;
  onChange: (filters: Filters) => void;
  /** Set when the last day is before the first: shown under it, and nothing is asked. */
  rangeError: string | null;
}

const isKind = (value: string): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(value);

/** Member, kind and days of the activity record; each change applies at once. */
export function ActivityFilters({ members, value, onChange, rangeError }: ActivityFiltersProps) {
  const { t } = useTranslation('settings');
  const set = (next: Partial<Filters>) => onChange({ ...value, ...next });
  const filtered = Object.values(value).some(Boolean);
  return (
    <fieldset className="bc-fieldset bc-activity-filters">
      <legend>{t('activity.filters.title')}</legend>
      <div className="bc-activity-filter-fields">
        <Field label={t('activity.filters.member')}>
          <select value={value.member} onChange={(event) => set({ member: event.target.value })}>
            <option value="">{t('activity.filters.everyone')}</option>
            {members.map((member) => (
              <option key={member.uuid} value={member.uuid}>
                {member.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('activity.filters.kind')}>
          <select
            value={value.kind}
            // A thing's own history belongs to its kind: another kind shows them all again.
            onChange={(event) =>
              set({ kind: isKind(event.target.value) ? event.target.value : '', object: '' })
            }
          >
            <option value="">{t('activity.filters.everything')}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`activity.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('activity.filters.from')}>
          <input
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </Field>
        <Field label={t('activity.filters.to')} error={rangeError}>
          <input
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </Field>
      </div>
      {filtered && (
        <div className="bc-actions">
          <Button onClick={() => onChange(NO_ACTIVITY_FILTERS)}>{t('activity.filters.clear')}</Button>
        </div>
      )}
    </fieldset>
  );
}
