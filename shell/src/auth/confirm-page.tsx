import { Link, Navigate, paths, useParams } from '@bc/router';
import { Alert, apiError, Loading } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useConfirmEmail } from './api/confirm-email.ts';
import type { LoginPageState } from './notices.ts';

/** /auth/confirm/:token: confirms the e-mail on load; success goes to login with a notice. */
export function ConfirmPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { token = '' } = useParams();
  const confirmation = useConfirmEmail(token);

  if (confirmation.isSuccess) {
    return (
      <Navigate
        to={paths.auth.login.getHref()}
        replace
        state={{ notice: 'emailConfirmed' } satisfies LoginPageState}
      />
    );
  }
  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-confirm-title">
      <h1 id="bc-confirm-title">{t('auth.confirmTitle')}</h1>
      {confirmation.isError ? (
        <Alert tone="error">{apiError(confirmation.error).message ?? tc('errors.generic')}</Alert>
      ) : (
        <Loading />
      )}
      <p className="bc-auth-links">
        <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
      </p>
    </section>
  );
}
