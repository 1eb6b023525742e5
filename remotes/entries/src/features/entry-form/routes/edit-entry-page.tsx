import { Alert, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';

/** /entry/:id: editing needs the entry itself, which the server cannot give yet. */
export function EditEntryPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  return (
    <>
      <PageHeader title={t('entry.editTitle')} menu={menu} />
      <Alert tone="info">{t('entry.editUnavailable')}</Alert>
    </>
  );
}
