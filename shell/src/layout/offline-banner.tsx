import { useOnline } from '@bc/session';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <div className="bc-offline-banner" role="alert">
      {t('errors.offline')}
    </div>
  );
}
