import { ASSISTANCE_MESSAGE_MAX, assistanceRequestSchema } from '@bc/api';
import { Alert, Button, Field, FormActions, FormLayout, useFormProblems } from '@bc/ui';
import { useUserInfo } from '@bc/ui/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useSendAssistance } from '../api/send-assistance.ts';

/**
 * /settings/assistance: a message to the support team, sent with the person's consent; the thanks say
 * where the answer will come.
 */
export function AssistancePage() {
  const { t } = useTranslation('settings');
  const userInfo = useUserInfo();
  const send = useSendAssistance();
  const [thanked, setThanked] = useState(false);
  const problems = useFormProblems(
    (key) => t(`assistance.problems.${key}`, { defaultValue: key }),
    t('assistance.sendFailed'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const request = { message: String(data.get('message') ?? ''), privacy: data.get('privacy') === 'on' };
    // The server's own rules (message, consent) with the same message keys.
    const checked = assistanceRequestSchema.safeParse(request);
    setThanked(false);
    if (!problems.check(checked.success ? [] : checked.error.issues.map((issue) => issue.message))) return;
    send.mutate(request, {
      onSuccess: () => {
        form.reset();
        setThanked(true);
      },
      onError: problems.failed,
    });
  };

  return (
    <SettingsPage title={t('assistance.title')}>
      <form className="bc-card" aria-label={t('assistance.title')} onSubmit={submit} noValidate>
        <FormLayout columns={1}>
          <p>{t('assistance.intro')}</p>
          {thanked && (
            <Alert tone="success">{t('assistance.thanks', { email: userInfo.data?.email ?? '' })}</Alert>
          )}
          {problems.alert}
          <Field id="assistance-message" label={t('assistance.message')}>
            <textarea name="message" rows={6} maxLength={ASSISTANCE_MESSAGE_MAX} />
          </Field>
          <Field id="assistance-privacy" label={t('assistance.privacy')} inline>
            <input type="checkbox" name="privacy" />
          </Field>
          {userInfo.data && (
            <p className="bc-muted">
              {t('assistance.answerAt', { name: userInfo.data.name, email: userInfo.data.email })}
            </p>
          )}
          <FormActions>
            <Button type="submit" variant="primary" busy={send.isPending}>
              {t('assistance.send')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </SettingsPage>
  );
}
