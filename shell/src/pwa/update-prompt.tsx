import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { activateUpdate, registerServiceWorker, useUpdateWaiting } from './service-worker.ts';

/** Registers the service worker and, when a new version is waiting, offers to reload onto it. */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const waiting = useUpdateWaiting();
  useEffect(() => registerServiceWorker(), []);
  if (!waiting) return null;
  return (
    <div className="bc-pwa-bar" role="status">
      <span>{t('pwa.updateAvailable')}</span>
      <button type="button" className="bc-button bc-button-primary" onClick={activateUpdate}>
        {t('pwa.reload')}
      </button>
    </div>
  );
}
