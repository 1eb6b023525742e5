import { paths, useNavigate, useSearchParams } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryForm } from '../../../components/entry-form/entry-form.tsx';
import { type EntryTab, entryTypeFromQuery } from '../../../components/entry-form/entry-types.ts';
import { useSubmitEntry } from '../api/use-submit-entry.ts';

/** /entry?type=&show=payee: the add-entry form; `type` picks the tab and follows it; saved, it goes to /entries. */
export function AddEntryPage() {
  const { t } = useTranslation('entries');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const fromPayees = params.get('show') === 'payee';
  const menu = useEntriesMenu(fromPayees ? 'payees' : 'entries');
  const type = entryTypeFromQuery(params.get('type'), 'entry', fromPayees ? 'debit' : 'expenses');
  const selectType = (next: EntryTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  const save = useSubmitEntry({
    entry: null,
    type,
    onSaved: (_saved, queued) =>
      navigate(paths.entries.list.getHref(), {
        state: { flash: t(queued ? 'offline.savedOffline' : 'form.saved') },
      }),
  });
  return (
    <>
      <PageHeader title={t('entry.addTitle')} menu={menu} />
      <EntryForm mode="entry" type={type} onTypeChange={selectType} onSubmit={save.submit} busy={save.busy} />
    </>
  );
}
