import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

const ASSISTANCE_PAGE = 'https://www.budgetcontrol.cloud/assistance';

/** /settings/assistance: the message to the team; sending needs POST /api/mailer/assistance. */
export function AssistancePage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('assistance.title')}>
      <form
        className="bc-card bc-form"
        aria-label={t('assistance.title')}
        onSubmit={(event) => event.preventDefault()}
      >
        <p>{t('assistance.intro')}</p>
        <div className="bc-field">
          <label htmlFor="assistance-message">{t('assistance.message')}</label>
          <textarea id="assistance-message" name="message" rows={6} />
        </div>
        <Alert tone="info">
          {t('assistance.sendLater')}{' '}
          <a href={ASSISTANCE_PAGE} target="_blank" rel="noreferrer">
            {t('assistance.website')}
          </a>
        </Alert>
      </form>
    </SettingsPage>
  );
}
