import type { Entry, EntryBody } from '@bc/api';
import { useSearchParams } from '@bc/router';
import { PageHeader, Toasts, useFlash } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEntry } from '../../../components/delete-entry.ts';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryForm } from '../../../components/entry-form/entry-form.tsx';
import { type EntryTab, entryTypeFromQuery } from '../../../components/entry-form/entry-types.ts';
import { rememberWallet } from '../../../components/entry-form/last-wallet.ts';
import { asksForRuleProposal } from '../../../components/rule-proposal/asks-for-proposal.ts';
import { RuleProposalPrompt } from '../../../components/rule-proposal/rule-proposal-prompt.tsx';
import { useEntryRulesPreview } from '../api/preview-entry-rules.ts';
import { useSubmitEntry } from '../api/use-submit-entry.ts';

/**
 * /entry?type=&show=payee: the add-entry form; `type` picks the tab and follows it. Saved, the form starts
 * again blank for the next entry (on the same tab, in the wallet just used) and a toast offers to take the
 * entry back: people add a few expenses in a row, right after paying. An entry filed by hand may bring the
 * offer of a rule that files its payee so from now on.
 */
export function AddEntryPage() {
  const { t } = useTranslation('entries');
  const [params, setParams] = useSearchParams();
  const fromPayees = params.get('show') === 'payee';
  const menu = useEntriesMenu(fromPayees ? 'payees' : 'entries');
  const flash = useFlash();
  const remove = useDeleteEntry();
  // Each save mounts a fresh form: every field back to its start, the amount focused again.
  const [round, setRound] = useState(0);
  // The form as it would be sent, once the person changed something: what the rules preview is asked about.
  const [draft, setDraft] = useState<EntryBody | null>(null);
  // The entry saved last with a category chosen by hand: what a rule may be learned from.
  const [proposalFor, setProposalFor] = useState<string | null>(null);
  const type = entryTypeFromQuery(params.get('type'), 'entry', fromPayees ? 'debit' : 'expenses');
  const rules = useEntryRulesPreview(type, draft);
  const selectType = (next: EntryTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  const undo = (saved: Entry) => {
    setProposalFor(null);
    remove.mutate(saved, {
      onSuccess: ({ queued }) =>
        flash.show({ tone: 'info', text: t(queued ? 'offline.deletedOffline' : 'form.undone') }),
      onError: () => flash.show({ tone: 'error', text: t('form.saveFailed') }),
    });
  };
  const save = useSubmitEntry({
    entry: null,
    type,
    // The form stays: it starts again at once, the wallets and the list following in the background.
    awaitLists: false,
    onSaved: (saved, queued, body) => {
      rememberWallet(saved.account_id);
      setRound((count) => count + 1);
      setDraft(null);
      setProposalFor(!queued && asksForRuleProposal(type, body, null) ? saved.uuid : null);
      flash.show({
        tone: 'success',
        text: t(queued ? 'offline.savedOffline' : 'form.saved'),
        action: { label: t('form.undo'), run: () => undo(saved) },
      });
    },
  });
  return (
    <>
      <PageHeader title={t('entry.addTitle')} menu={menu} />
      <EntryForm
        key={round}
        mode="entry"
        type={type}
        onTypeChange={selectType}
        onSubmit={save.submit}
        busy={save.busy}
        onDraft={setDraft}
        rules={rules}
      />
      <Toasts flash={flash}>
        <RuleProposalPrompt entryUuid={proposalFor} onMessage={flash.show} />
      </Toasts>
    </>
  );
}
