import { useTranslation } from 'react-i18next';
import { version } from '../../../../package.json';
import { SettingsPage } from '../../../components/settings-page.tsx';

const PRODUCT_WEBSITE = 'https://www.budgetcontrol.cloud';
const LICENCE_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

/** /settings/about-us: the product, its version (this area's package version) and its licence. */
export function AboutPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('about.title')}>
      <section className="bc-card bc-about">
        <p className="bc-logo" aria-hidden="true">
          {t('about.logo')}
        </p>
        <h2>{t('about.product')}</h2>
        <p>{t('about.version', { version })}</p>
        <p>{t('about.description')}</p>
        <p>{t('about.company')}</p>
        <p>
          <a href={PRODUCT_WEBSITE} target="_blank" rel="noreferrer">
            {t('about.website')}
          </a>
        </p>
        <p>
          {t('about.licence')}{' '}
          <a href={LICENCE_URL} target="_blank" rel="noreferrer">
            {t('about.licenceName')}
          </a>
        </p>
      </section>
    </SettingsPage>
  );
}
