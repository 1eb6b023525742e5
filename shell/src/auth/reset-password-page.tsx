import { Link, paths, useNavigate, useParams } from '@bc/router';
import { Alert, apiError, Button, FormActions, FormLayout } from '@bc/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from './api/reset-password.ts';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import type { LoginPageState } from './notices.ts';

/** /auth/reset-password/:token: a new password; success goes to the login page with a notice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const failure = reset.isError ? apiError(reset.error) : null;
  const fields = failure?.status === 422 ? failure.fields : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    reset.mutate(
      {
        token,
        password: String(form.get('password') ?? ''),
        password_confirmation: String(form.get('password_confirmation') ?? ''),
      },
      {
        onSuccess: () =>
          navigate(paths.auth.login.getHref(), {
            replace: true,
            state: { notice: 'passwordReset' } satisfies LoginPageState,
          }),
      },
    );
  };

  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-reset-title">
      <h1 id="bc-reset-title">{t('auth.resetTitle')}</h1>
      {failure && (
        <Alert tone="error">
          {Object.keys(fields).length ? t('auth.checkFields') : (failure.message ?? tc('errors.generic'))}
        </Alert>
      )}
      <form onSubmit={submit}>
        <FormLayout columns={1}>
          <NewPasswordFields errors={fields} passwordLabel={t('auth.newPassword')} />
          <FormActions>
            <Button type="submit" variant="primary" busy={reset.isPending}>
              {t('auth.resetButton')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
      <p className="bc-auth-links">
        <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
      </p>
    </section>
  );
}
