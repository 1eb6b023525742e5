import type { Entry } from '@bc/api';
import { useNavigate, useParams } from '@bc/router';
import { Alert, Loading, PageHeader } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { useEntry } from '../api/get-entry.ts';
import { EntryForm } from '../components/entry-form.tsx';
import type { EntryTab } from '../entry-types.ts';

/** /entry/:id: the entry loaded into the form, on the tab of its type (SPEC §4); saved, back to /entries. */
export function EditEntryPage() {
  const { t } = useTranslation('entries');
  const { id = '' } = useParams();
  const menu = useEntriesMenu();
  const entry = useEntry(id);
  return (
    <>
      <PageHeader title={t('entry.editTitle')} menu={menu} />
      {entry.isError ? (
        <Alert tone="error">{t('entry.loadFailed')}</Alert>
      ) : entry.data ? (
        <EditForm key={entry.data.uuid} entry={entry.data} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function EditForm({ entry }: { entry: Entry }) {
  const { t } = useTranslation('entries');
  const navigate = useNavigate();
  // The entry's type is the name of its tab.
  const [type, setType] = useState<EntryTab>(entry.type);
  return (
    <EntryForm
      mode="entry"
      type={type}
      onTypeChange={setType}
      entry={entry}
      onSaved={() => navigate('/entries', { state: { flash: t('form.updated') } })}
    />
  );
}
