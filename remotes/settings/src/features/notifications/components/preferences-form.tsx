import type { NotificationPreferences } from '@bc/api';
import { Alert, Button, FormActions, QueryState } from '@bc/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';

const KINDS = [
  { key: 'budgetAlerts', push: 'budget_alerts_push', mail: 'budget_alerts_mail' },
  { key: 'plannedReminders', push: 'planned_reminders_push', mail: 'planned_reminders_mail' },
] as const;

/** Which notifications the person gets, each by push, by e-mail, both or neither. */
export function PreferencesForm() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(
      KINDS.flatMap((kind) => [kind.push, kind.mail]).map((name) => [name, form.get(name) === 'on']),
    ) as NotificationPreferences;
    setSaved(false);
    save.mutate(chosen, { onSuccess: () => setSaved(true) });
  };

  return (
    <section className="bc-card" aria-labelledby="notification-choices-title">
      <h2 id="notification-choices-title">{t('notifications.choices.title')}</h2>
      <QueryState query={preferences}>
        {(current) => (
          <form className="bc-form" aria-labelledby="notification-choices-title" onSubmit={submit}>
            {saved && <Alert tone="success">{t('notifications.choices.saved')}</Alert>}
            {save.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
            {KINDS.map((kind) => (
              <fieldset
                key={kind.key}
                className="bc-fieldset"
                aria-describedby={`notification-hint-${kind.key}`}
              >
                <legend>{t(`notifications.choices.${kind.key}.title`)}</legend>
                <p id={`notification-hint-${kind.key}`} className="bc-muted">
                  {t(`notifications.choices.${kind.key}.hint`)}
                </p>
                <div className="bc-checkboxes">
                  <label className="bc-choice">
                    <input type="checkbox" name={kind.push} defaultChecked={current[kind.push]} />
                    {t('notifications.choices.push')}
                  </label>
                  <label className="bc-choice">
                    <input type="checkbox" name={kind.mail} defaultChecked={current[kind.mail]} />
                    {t('notifications.choices.mail')}
                  </label>
                </div>
              </fieldset>
            ))}
            <FormActions>
              <Button type="submit" variant="primary" busy={save.isPending}>
                {t('notifications.choices.save')}
              </Button>
            </FormActions>
          </form>
        )}
      </QueryState>
    </section>
  );
}
