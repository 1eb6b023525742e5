import { Link, paths } from '@bc/router';
import { Alert, apiError, Button, Field, FormActions, FormLayout } from '@bc/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignUp } from './api/sign-up.ts';
import { NewPasswordFields } from './components/new-password-fields.tsx';

/**
 * /auth/register: name, e-mail, password and confirmation with the strength meter, the privacy
 * checkbox. The account must confirm its e-mail before logging in, so success says to check the
 * mailbox instead of signing in.
 */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const signUp = useSignUp();
  const failure = signUp.isError ? apiError(signUp.error) : null;
  const fields = failure?.status === 422 ? failure.fields : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    signUp.mutate({
      name: value('name'),
      email: value('email'),
      password: value('password'),
      password_confirmation: value('password_confirmation'),
    });
  };

  if (signUp.isSuccess) {
    return (
      <section className="bc-card bc-auth-card" aria-labelledby="bc-register-title">
        <h1 id="bc-register-title">{t('auth.registerTitle')}</h1>
        <Alert tone="success">{t('auth.accountCreated')}</Alert>
        <p>
          <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
        </p>
      </section>
    );
  }

  const failureMessage = () => {
    if (!failure) return null;
    if (failure.status === 422) return Object.keys(fields).length ? t('auth.checkFields') : failure.message;
    return failure.message && failure.status !== null && failure.status < 500
      ? failure.message
      : tc('errors.generic');
  };

  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-register-title">
      <h1 id="bc-register-title">{t('auth.registerTitle')}</h1>
      {failure && (
        <div className="bc-alert bc-alert-error" role="alert">
          <strong>{t('auth.registerFailed')}</strong> {failureMessage()}
        </div>
      )}
      <form onSubmit={submit}>
        <FormLayout columns={1}>
          <Field label={t('auth.name')} error={fields.name}>
            <input name="name" type="text" autoComplete="name" required />
          </Field>
          <Field label={t('auth.email')} error={fields.email}>
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <NewPasswordFields errors={fields} passwordLabel={t('auth.password')} />
          <Field label={t('auth.acceptPrivacy')} inline>
            <input name="privacy" type="checkbox" required />
          </Field>
          <FormActions>
            <Button type="submit" variant="primary" busy={signUp.isPending}>
              {t('auth.registerButton')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
      <p className="bc-auth-links">
        <Link to={paths.auth.login.getHref()}>{t('auth.haveAccount')}</Link>
      </p>
    </section>
  );
}
