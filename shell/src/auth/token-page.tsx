import { isSetUp } from '@bc/api';
import { Link, Navigate, paths, useSearchParams } from '@bc/router';
import { Alert, apiError } from '@bc/ui';
import { userInfoQueryOptions } from '@bc/ui/account';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProviderCallback, useExchangeProviderCode } from './api/exchange-provider-code.ts';
import { DASHBOARD_PATH, FINALIZE_PATH } from './complete-sign-in.ts';
import { takeReturnPath } from './return-path.ts';

/**
 * /auth/token?provider=&code=&state=: where an OpenID provider sends the user back. Shows a loading
 * message while the code is exchanged for a session and the user's info (the session token) loads,
 * then goes on like a password login.
 */
export function TokenPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error');
  const callback = useMemo<ProviderCallback | null>(
    () => (provider && code && state && !providerError ? { provider, code, state } : null),
    [provider, code, state, providerError],
  );
  const exchange = useExchangeProviderCode(callback);
  // Read once: where the person was going before the provider's sign-in (the same tab).
  const [returnPath] = useState(takeReturnPath);
  const userInfo = useQuery({ ...userInfoQueryOptions(), enabled: exchange.isSuccess });

  if (userInfo.isSuccess)
    return <Navigate to={isSetUp(userInfo.data) ? (returnPath ?? DASHBOARD_PATH) : FINALIZE_PATH} replace />;
  const failed = callback === null || exchange.isError || userInfo.isError;
  const message = exchange.isError ? apiError(exchange.error).message : null;
  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-token-title">
      <h1 id="bc-token-title">{t('auth.tokenTitle')}</h1>
      {failed ? (
        <>
          <Alert tone="error">
            {t('auth.providerFailed')} {message ?? tc('errors.generic')}
          </Alert>
          <p>
            <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <p className="bc-loading" role="status" aria-live="polite">
          {t('auth.tokenLoading')}
        </p>
      )}
    </section>
  );
}
