import { useTranslation } from 'react-i18next';
import { acceptInstall, dismissInstall, useInstallOffered } from './install-state.ts';

/** The install prompt: shown while the browser offers installation and the app is not installed. */
export function InstallPrompt() {
  const { t } = useTranslation('shell');
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <section className="bc-pwa-bar bc-pwa-install" aria-labelledby="bc-install-title">
      <div>
        <h2 id="bc-install-title">{t('pwa.installTitle')}</h2>
        <p>{t('pwa.installText')}</p>
      </div>
      <div className="bc-pwa-actions">
        <button type="button" className="bc-button" onClick={dismissInstall}>
          {t('pwa.notNow')}
        </button>
        <button type="button" className="bc-button bc-button-primary" onClick={() => void acceptInstall()}>
          {t('pwa.install')}
        </button>
      </div>
    </section>
  );
}
