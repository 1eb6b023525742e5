import { type Entry, toCents } from '@bc/api';
import { paths } from '@bc/router';
import { useReferenceNames } from '@bc/ui';
import { Amount } from '@bc/ui/format';
import { useWallets } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import { LabelChips } from '../label-chips.tsx';
import type { PendingKind } from '../offline-writes/pending-entries.ts';
import { RowMenu } from '../row-menu.tsx';

/** The list filters a click on a category, an amount or a label sets (their query names). */
export type EntryFilterName = 'filter_category' | 'filter_type' | 'filter_label';

/** What the entries table and the entry rows take alike. */
export interface EntryListProps {
  entries: readonly Entry[];
  /** Clicking a category, an amount or a label filters the list; left out, they are text. */
  onFilter?: (name: EntryFilterName, value: string) => void;
  /** The row menu's Delete; left out, rows have no menu. */
  onDelete?: (entry: Entry) => void;
  /** What a write kept offline will do to the entry: shown as a badge until the server has it. */
  pendingOf?: (uuid: string) => PendingKind | undefined;
}

/**
 * A transfer row as "from → to". Each row has its own wallet (null: out of wallet) and the other side's id
 * in `transfer_id` (0: out of wallet) with that wallet in `transfer_to` when its own wallet is not null;
 * the minus row is the source.
 */
export function transferText(
  entry: Pick<Entry, 'amount' | 'wallet' | 'transfer_id' | 'transfer_to'>,
  walletName: (id: number) => string | undefined,
  outOfWallet: string,
): string {
  const own = entry.wallet?.name ?? outOfWallet;
  const other =
    entry.transfer_to?.name ?? (entry.transfer_id ? (walletName(entry.transfer_id) ?? '…') : outOfWallet);
  return entry.amount < 0 ? `${own} → ${other}` : `${other} → ${own}`;
}

/** How a row names an entry's parts: its category, where the money moved, and its words (note, payee, goal). */
export function useEntryText() {
  const { t } = useTranslation('entries');
  const names = useReferenceNames();
  const wallets = useWallets('all');
  const walletName = (id: number) => wallets.data?.find((wallet) => wallet.id === id)?.name;
  return {
    category: (entry: Entry) => names.subCategory(entry.sub_category),
    /** The wallet, or both wallets of a transfer. */
    wallet: (entry: Entry) =>
      entry.type === 'transfer'
        ? transferText(entry, walletName, t('form.outOfWallet'))
        : (entry.wallet?.name ?? ''),
    words: (entry: Entry) => [entry.note, entry.payee?.name, entry.goal?.name].filter(Boolean).join(' · '),
  };
}

/** An entry's amount in its currency, in its type's colour (expenses red, incoming blue, transfer amber...). */
export function EntryAmount({ entry }: { entry: Entry }) {
  return <Amount cents={toCents(entry.amount)} currency={entry.currency.code} type={entry.type} />;
}

/** The entry's labels as chips; buttons that filter the list by their label when it can be filtered. */
export function EntryLabels({ entry, onFilter }: Pick<EntryListProps, 'onFilter'> & { entry: Entry }) {
  return (
    <LabelChips
      labels={entry.labels}
      onFilter={onFilter && ((labelId) => onFilter('filter_label', String(labelId)))}
    />
  );
}

/** The badges that qualify an entry: planned, and a write kept offline that the server does not have yet. */
export function EntryBadges({ entry, pending }: { entry: Entry; pending: PendingKind | undefined }) {
  const { t } = useTranslation('entries');
  return (
    <>
      {entry.planned && <span className="bc-badge"> {t('list.planned')}</span>}
      {pending && (
        <span className="bc-badge bc-badge-pending" title={t('offline.pendingHint')}>
          {' '}
          {t(`offline.badge.${pending}`)}
        </span>
      )}
    </>
  );
}

/** The entry's row menu: Edit opens its form, Delete asks first. */
export function EntryRowMenu({
  entry,
  name,
  onDelete,
}: {
  entry: Entry;
  name: string;
  onDelete: (entry: Entry) => void;
}) {
  const { t } = useTranslation('entries');
  return (
    <RowMenu
      label={t('list.actionsFor', { name })}
      editTo={paths.entries.edit.getHref({ id: entry.uuid })}
      editLabel={t('list.edit')}
      deleteLabel={t('list.delete')}
      onDelete={() => onDelete(entry)}
    />
  );
}
