import { Link, useNavigate } from '@bc/router';
import { httpStatus } from '@bc/session';
import { Alert } from '@bc/ui';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from './api/login.ts';

/** Which SPEC §8 message a failed login shows. */
function loginErrorKey(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401 || status === 422) {
    return 'auth.invalidCredentials';
  }
  return 'common:errors.generic';
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const login = useLogin();
  const emailId = useId();
  const passwordId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      { onSuccess: () => navigate('/dashboard') },
    );
  };

  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-login-title">
      <h1 id="bc-login-title">{t('auth.loginTitle')}</h1>
      {login.isError && <Alert tone="error">{t(loginErrorKey(login.error))}</Alert>}
      <form className="bc-form" onSubmit={submit}>
        <div className="bc-field">
          <label htmlFor={emailId}>{t('auth.email')}</label>
          <input id={emailId} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="bc-field">
          <label htmlFor={passwordId}>{t('auth.password')}</label>
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="bc-button bc-button-primary" disabled={login.isPending}>
          {login.isPending ? tc('loading') : t('auth.loginButton')}
        </button>
      </form>
      <p className="bc-auth-links">
        <Link to="/auth/recovery-password">{t('auth.forgotPassword')}</Link>
        <Link to="/auth/register">{t('auth.createAccount')}</Link>
      </p>
      <p className="bc-privacy">{t('auth.privacy')}</p>
    </section>
  );
}
