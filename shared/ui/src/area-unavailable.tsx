import { useTranslation } from 'react-i18next';

export interface AreaUnavailableProps {
  /** The translated name of the section, e.g. "Budgets and goals". */
  area: string;
  onRetry: () => void;
}

/** Shown in place of a section that failed to load or crashed; the rest of the app keeps working. */
export function AreaUnavailable({ area, onRetry }: AreaUnavailableProps) {
  const { t } = useTranslation('common');
  return (
    <section className="bc-area-unavailable" role="alert" aria-live="assertive">
      <h2>{t('areaUnavailable.title', { area })}</h2>
      <p>{t('areaUnavailable.message')}</p>
      <button type="button" className="bc-button bc-button-primary" onClick={onRetry}>
        {t('areaUnavailable.retry')}
      </button>
    </section>
  );
}
