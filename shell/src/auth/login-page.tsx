import type { TwoFactorRequired } from '@bc/api';
import { Link, Navigate, paths, useLocation, useNavigate } from '@bc/router';
import { Alert, apiError, Button, Field, FormActions, FormLayout, useHydrated } from '@bc/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from './api/login.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { loginNotice } from './notices.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { takeReturnPath } from './return-path.ts';
import { isSignedIn } from './session.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/** Which message a failed login shows. */
function loginErrorKey(error: unknown): string {
  const { status, code } = apiError(error);
  if (code === 'email_not_verified' || status === 403) return 'auth.emailNotVerified';
  if (status === 401 || status === 422) return 'auth.invalidCredentials';
  if (status === 429) return 'auth.tooManyAttempts';
  return 'common:errors.generic';
}

const NOTICE_KEYS = {
  emailConfirmed: 'auth.notices.emailConfirmed',
  passwordReset: 'auth.notices.passwordReset',
} as const;

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const signInMutation = useLogin();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  // Two-factor on: the password was right, the code comes next.
  const [secondStep, setSecondStep] = useState<TwoFactorRequired | null>(null);
  // Decided once: signing in here must not bounce the user to the dashboard before finalize.
  const [signedInOnArrival] = useState(isSignedIn);
  const notice = loginNotice(location.state);
  // The page may arrive rendered ahead of time: until React runs it, the form cannot sign in.
  const hydrated = useHydrated();

  if (signedInOnArrival) return <Navigate to={paths.dashboard.getHref()} replace />;

  // A person sent here from a page of the app (a mailed link) goes back there once signed in.
  const arrive = (next: string) =>
    navigate(next === paths.dashboard.getHref() ? (takeReturnPath() ?? next) : next);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setEmail(credentials.email);
    resend.reset();
    signInMutation.mutate(credentials, {
      onSuccess: (result) => (typeof result === 'string' ? arrive(result) : setSecondStep(result)),
    });
  };

  const errorKey = signInMutation.isError ? loginErrorKey(signInMutation.error) : null;
  if (secondStep) {
    return (
      <section className="bc-card bc-auth-card" aria-labelledby="bc-login-title">
        <h1 id="bc-login-title">{t('auth.twoFactor.title')}</h1>
        <TwoFactorStep
          secondStep={secondStep}
          onSignedIn={arrive}
          onRestart={() => {
            signInMutation.reset();
            setSecondStep(null);
          }}
        />
      </section>
    );
  }
  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-login-title">
      <h1 id="bc-login-title">{t('auth.loginTitle')}</h1>
      {notice && !signInMutation.isError && <Alert tone="success">{t(NOTICE_KEYS[notice])}</Alert>}
      {errorKey === 'auth.emailNotVerified' ? (
        <div className="bc-alert bc-alert-error" role="alert">
          <p>{t('auth.emailNotVerified')}</p>
          <Button
            busy={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate({ email })}
          >
            {t('auth.resendVerification')}
          </Button>
        </div>
      ) : (
        errorKey && <Alert tone="error">{t(errorKey)}</Alert>
      )}
      {resend.isSuccess && <Alert tone="success">{t('auth.verificationSent')}</Alert>}
      {resend.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <form onSubmit={submit}>
        <FormLayout columns={1}>
          <Field label={t('auth.email')}>
            <input name="email" type="email" autoComplete="username webauthn" required />
          </Field>
          <Field label={t('auth.password')}>
            <input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <FormActions>
            <Button type="submit" variant="primary" busy={signInMutation.isPending} disabled={!hydrated}>
              {t('auth.loginButton')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
      <PasskeySignIn onSignedIn={arrive} autofill />
      <ProviderButtons />
      <p className="bc-auth-links">
        <Link to={paths.auth.recoveryPassword.getHref()}>{t('auth.forgotPassword')}</Link>
        <Link to={paths.auth.register.getHref()}>{t('auth.createAccount')}</Link>
      </p>
      <p className="bc-privacy">{t('auth.privacy')}</p>
    </section>
  );
}
