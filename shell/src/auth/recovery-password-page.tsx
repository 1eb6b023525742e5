import { Link, paths } from '@bc/router';
import { Alert, apiError, Button, Field, FormActions, FormLayout } from '@bc/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

/** /auth/recovery-password: mails a link to choose a new password. */
export function RecoveryPasswordPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const request = useRequestPasswordReset();
  const failure = request.isError ? apiError(request.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    request.mutate({ email: String(form.get('email') ?? '') });
  };

  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-recovery-title">
      <h1 id="bc-recovery-title">{t('auth.recoveryTitle')}</h1>
      {request.isSuccess ? (
        <Alert tone="success">{t('auth.recoverySent')}</Alert>
      ) : (
        <>
          <p>{t('auth.recoveryIntro')}</p>
          {failure && <Alert tone="error">{failure.message ?? tc('errors.generic')}</Alert>}
          <form onSubmit={submit}>
            <FormLayout columns={1}>
              <Field label={t('auth.email')}>
                <input name="email" type="email" autoComplete="email" required />
              </Field>
              <FormActions>
                <Button type="submit" variant="primary" busy={request.isPending}>
                  {t('auth.recoveryButton')}
                </Button>
              </FormActions>
            </FormLayout>
          </form>
        </>
      )}
      <p className="bc-auth-links">
        <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
      </p>
    </section>
  );
}
