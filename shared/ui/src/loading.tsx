import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="bc-loading" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
