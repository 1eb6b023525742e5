import type { Entry } from '@bc/api';
import { Link } from '@bc/router';
import { useReferenceNames } from '@bc/ui';
import { formatMoney, useWallets } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import type { PendingKind } from '../../offline-writes/pending-entries.ts';

export interface EntriesTableProps {
  entries: readonly Entry[];
  /** Clicking a category, an amount or a label filters the list (SPEC §2); left out, they are text. */
  onFilter?: (name: 'filter_category' | 'filter_type' | 'filter_label', value: string) => void;
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

/**
 * The colour of an amount: savings in the saving green of their type (SPEC §2 entry colours, on the cell,
 * so that the filter button inherits it), whatever their sign; other entries red when money goes out,
 * blue when it comes in.
 */
const amountColour = (entry: Pick<Entry, 'type' | 'amount'>) =>
  entry.type === 'saving'
    ? { cell: 'bc-entry-tab-saving', amount: 'bc-amount' }
    : {
        cell: undefined,
        amount: `bc-amount ${entry.amount < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}`,
      };

/** Entries newest first: date, category, description, labels, amount (masked in hide-amounts mode). */
export function EntriesTable({ entries, onFilter, onDelete, pendingOf }: EntriesTableProps) {
  const { t, i18n } = useTranslation('entries');
  const names = useReferenceNames();
  const wallets = useWallets('all');
  const walletName = (id: number) => wallets.data?.find((wallet) => wallet.id === id)?.name;
  const filterButton = (label: string, onClick: () => void, className?: string) =>
    onFilter ? (
      <button type="button" className={`bc-link-button ${className ?? ''}`.trim()} onClick={onClick}>
        {label}
      </button>
    ) : (
      <span className={className}>{label}</span>
    );
  return (
    <div className="bc-table-scroll">
      <table className="bc-table">
        <thead>
          <tr>
            <th scope="col">{t('list.date')}</th>
            <th scope="col">{t('list.category')}</th>
            <th scope="col">{t('list.description')}</th>
            <th scope="col">{t('list.labels')}</th>
            <th scope="col">{t('list.amount')}</th>
            {onDelete && <th scope="col">{t('list.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const description = [
              entry.note,
              entry.payee?.name,
              entry.goal?.name,
              entry.type === 'transfer'
                ? transferText(entry, walletName, t('form.outOfWallet'))
                : entry.wallet?.name,
            ]
              .filter(Boolean)
              .join(' · ');
            const colour = amountColour(entry);
            const pending = pendingOf?.(entry.uuid);
            return (
              <tr
                key={entry.uuid}
                data-entry={entry.uuid}
                data-pending={pending}
                style={pending === 'delete' ? { textDecoration: 'line-through', opacity: 0.7 } : undefined}
              >
                <td>{new Date(entry.date_time).toLocaleDateString(i18n.language)}</td>
                <td>
                  {filterButton(names.subCategory(entry.sub_category), () =>
                    onFilter?.('filter_category', String(entry.category_id)),
                  )}
                </td>
                <td>
                  {description}
                  {entry.planned && <span className="bc-badge"> {t('list.planned')}</span>}
                  {pending && (
                    <span className="bc-badge bc-badge-pending" title={t('offline.pendingHint')}>
                      {' '}
                      {t(`offline.badge.${pending}`)}
                    </span>
                  )}
                </td>
                <td>
                  {entry.labels.map((label) =>
                    onFilter ? (
                      <button
                        key={label.id}
                        type="button"
                        className="bc-label-chip"
                        style={{ background: label.color }}
                        onClick={() => onFilter('filter_label', String(label.id))}
                      >
                        {label.name}
                      </button>
                    ) : (
                      <span key={label.id} className="bc-label-chip" style={{ background: label.color }}>
                        {label.name}
                      </span>
                    ),
                  )}
                </td>
                <td className={colour.cell}>
                  {filterButton(
                    formatMoney(entry.amount, entry.currency.symbol, i18n.language),
                    // The type is the tab's name, as filter_type takes it.
                    () => onFilter?.('filter_type', entry.type),
                    colour.amount,
                  )}
                </td>
                {onDelete && (
                  <td>
                    <details className="bc-row-menu">
                      <summary
                        className="bc-row-menu-button"
                        aria-label={t('list.actionsFor', { name: description || entry.uuid })}
                      >
                        ⋯
                      </summary>
                      <div className="bc-actions">
                        <Link className="bc-button" to={`/entry/${encodeURIComponent(entry.uuid)}`}>
                          {t('list.edit')}
                        </Link>
                        <button type="button" className="bc-button" onClick={() => onDelete(entry)}>
                          {t('list.delete')}
                        </button>
                      </div>
                    </details>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
