import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useProviders } from '../api/get-providers.ts';
import { useStartProviderSignIn } from '../api/start-provider-sign-in.ts';

/** A sign-in button per OpenID Connect provider the server offers (none when it offers none). */
export function ProviderButtons() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const providers = useProviders();
  const start = useStartProviderSignIn();
  if (providers.length === 0) return null;
  return (
    <div className="bc-provider-buttons">
      {start.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
      {providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className="bc-button"
          disabled={start.isPending}
          onClick={() => start.mutate(provider.name)}
        >
          {t('auth.signInWith', { provider: provider.label })}
        </button>
      ))}
    </div>
  );
}
