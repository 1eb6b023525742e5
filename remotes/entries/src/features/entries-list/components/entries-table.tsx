import type { Entry } from '@bc/api';
import { Link } from '@bc/router';
import { useReferenceNames } from '@bc/ui';
import { formatMoney } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import { entryTypeOfApi } from '../../entry-form/entry-types.ts';

export interface EntriesTableProps {
  entries: readonly Entry[];
  /** Clicking a category, an amount or a label filters the list (SPEC §2); left out, they are text. */
  onFilter?: (name: 'filter_category' | 'filter_type' | 'filter_label', value: string) => void;
  /** The row menu's Delete; left out, rows have no menu. */
  onDelete?: (entry: Entry) => void;
}

/** Entries newest first: date, category, description, labels, amount (masked in hide-amounts mode). */
export function EntriesTable({ entries, onFilter, onDelete }: EntriesTableProps) {
  const { t, i18n } = useTranslation('entries');
  const names = useReferenceNames();
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
            const type = entryTypeOfApi(entry.type);
            const description = [
              entry.note,
              entry.payee?.name,
              entry.wallet?.name,
              entry.type === 'transfer' ? `→ ${entry.transfer_to?.name ?? t('form.outOfWallet')}` : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <tr key={entry.uuid} data-entry={entry.uuid}>
                <td>{new Date(entry.date_time).toLocaleDateString(i18n.language)}</td>
                <td>
                  {filterButton(names.subCategory(entry.sub_category), () =>
                    onFilter?.('filter_category', String(entry.category_id)),
                  )}
                </td>
                <td>
                  {description}
                  {entry.planned && <span className="bc-badge"> {t('list.planned')}</span>}
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
                <td>
                  {filterButton(
                    formatMoney(entry.amount, entry.currency.symbol, i18n.language),
                    () => onFilter?.('filter_type', type),
                    `bc-amount ${entry.amount < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}`,
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
