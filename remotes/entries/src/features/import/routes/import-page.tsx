import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';

/** /import: the import card. Uploading needs POST /api/entries/import, which does not exist yet. */
export function ImportPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  return (
    <>
      <PageHeader title={t('import.title')} menu={menu} />
      <section className="bc-card" aria-labelledby="import-card-title">
        <h2 id="import-card-title">{t('import.cardTitle')}</h2>
        <p>{t('import.description')}</p>
        <p className="bc-muted">{t('import.unavailable')}</p>
      </section>
    </>
  );
}
