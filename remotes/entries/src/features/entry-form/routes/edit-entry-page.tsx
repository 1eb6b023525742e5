import type { Entry } from '@bc/api';
import type { EntryTab } from '@bc/domain';
import { paths, useNavigate, useParams } from '@bc/router';
import { isLocalUuid } from '@bc/session';
import { Alert, Loading, PageHeader } from '@bc/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryForm } from '../../../components/entry-form/entry-form.tsx';
import type { HandedFlashState } from '../../../components/handed-flash.ts';
import { usePendingEntries } from '../../../components/offline-writes/use-pending-entries.ts';
import {
  asksForRuleProposal,
  type RuleProposalState,
} from '../../../components/rule-proposal/asks-for-proposal.ts';
import { listedEntry, useEntry } from '../api/get-entry.ts';
import { useSubmitEntry } from '../api/use-submit-entry.ts';

/**
 * /entry/:id: the entry loaded into the form, on the tab of its type; saved, back to /entries (which asks
 * whether a rule may be learned from it, when the person chose another category by hand). An
 * entry with a write kept offline starts from that write; one the server cannot be asked for (offline), from
 * the list that showed it.
 */
export function EditEntryPage() {
  const { t } = useTranslation('entries');
  const { id = '' } = useParams();
  const menu = useEntriesMenu();
  const queryClient = useQueryClient();
  const pending = usePendingEntries().byUuid.get(id);
  const entry = useEntry(id, !isLocalUuid(id) && !pending?.preview);
  const shown = pending?.preview ?? entry.data ?? (entry.isError ? listedEntry(queryClient, id) : undefined);
  return (
    <>
      <PageHeader title={t('entry.editTitle')} menu={menu} />
      {shown ? (
        <EditForm key={shown.uuid} entry={shown} />
      ) : entry.isError || isLocalUuid(id) ? (
        <Alert tone="error">{t('entry.loadFailed')}</Alert>
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
  const save = useSubmitEntry({
    entry,
    type,
    onSaved: (saved, queued, body) => {
      const state: HandedFlashState & RuleProposalState = {
        flash: t(queued ? 'offline.savedOffline' : 'form.updated'),
        ruleProposalFor: !queued && asksForRuleProposal(type, body, entry) ? saved.uuid : undefined,
      };
      navigate(paths.entries.list.getHref(), { state });
    },
  });
  return (
    <EntryForm
      mode="entry"
      type={type}
      onTypeChange={setType}
      entry={entry}
      onSubmit={save.submit}
      busy={save.busy}
    />
  );
}
