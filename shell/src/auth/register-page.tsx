import { Link } from '@bc/router';
import { Alert, apiError } from '@bc/ui';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignUp } from './api/sign-up.ts';
import { describedBy, FieldError } from './components/field-error.tsx';
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
  const nameId = useId();
  const emailId = useId();
  const privacyId = useId();
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
          <Link to="/auth/login">{t('auth.backToLogin')}</Link>
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
      <form className="bc-form" onSubmit={submit}>
        <div className="bc-field">
          <label htmlFor={nameId}>{t('auth.name')}</label>
          <input
            id={nameId}
            name="name"
            type="text"
            autoComplete="name"
            required
            aria-invalid={fields.name ? true : undefined}
            aria-describedby={describedBy(fields.name && `${nameId}-error`)}
          />
          <FieldError id={`${nameId}-error`} message={fields.name} />
        </div>
        <div className="bc-field">
          <label htmlFor={emailId}>{t('auth.email')}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={describedBy(fields.email && `${emailId}-error`)}
          />
          <FieldError id={`${emailId}-error`} message={fields.email} />
        </div>
        <NewPasswordFields errors={fields} passwordLabel={t('auth.password')} />
        <div className="bc-field bc-field-inline">
          <input id={privacyId} name="privacy" type="checkbox" required />
          <label htmlFor={privacyId}>{t('auth.acceptPrivacy')}</label>
        </div>
        <button type="submit" className="bc-button bc-button-primary" disabled={signUp.isPending}>
          {signUp.isPending ? tc('loading') : t('auth.registerButton')}
        </button>
      </form>
      <p className="bc-auth-links">
        <Link to="/auth/login">{t('auth.haveAccount')}</Link>
      </p>
    </section>
  );
}
