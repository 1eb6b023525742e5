import { type Entry, toCents } from '@bc/api';
import { useReferenceNames } from '@bc/ui';
import { Amount, useFormatDate } from '@bc/ui/format';
import { CategoryIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';

export interface EntriesTableProps {
  /** The table's accessible name. */
  label: string;
  entries: readonly Entry[];
  /**
   * What the second column names first: the entry's sub-category (a budget's entries), or whether the
   * saving entry is a deposit or a withdrawal (a goal's activity).
   */
  kind: 'category' | 'saving';
}

/**
 * Entries as the server answered them, in three columns that fit a phone: the day, what the entry is (its
 * category with its icon, or the saving direction; note, wallet and labels) and its amount in its own
 * currency and its type's colour, right-aligned and masked in hide-amounts mode.
 */
export function EntriesTable({ label, entries, kind }: EntriesTableProps) {
  const { t } = useTranslation('budgets-goals');
  const names = useReferenceNames();
  const formatDate = useFormatDate();
  return (
    <div className="bc-table-scroll">
      <table className="bc-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entries.date')}</th>
            <th scope="col">{t('entries.description')}</th>
            <th scope="col" className="bc-num">
              {t('entries.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const what =
              kind === 'saving'
                ? t(entry.amount < 0 ? 'entries.withdrawal' : 'entries.deposit')
                : names.subCategory(entry.sub_category);
            const details = [entry.note, entry.payee?.name, entry.wallet?.name ?? t('entries.outOfWallet')]
              .filter(Boolean)
              .join(' · ');
            return (
              <tr key={entry.uuid}>
                <td>{formatDate(entry.date_time)}</td>
                <td>
                  {kind === 'category' && <CategoryIcon name={entry.sub_category.category.icon} />}{' '}
                  <strong>{what}</strong>
                  {entry.planned && <span className="bc-badge"> {t('entries.planned')}</span>}
                  <br />
                  <span className="bc-muted">{details}</span>
                  {entry.labels.length > 0 && (
                    <span>
                      {' '}
                      {entry.labels.map((entryLabel) => (
                        <span
                          key={entryLabel.id}
                          className="bc-label-chip"
                          style={{ background: entryLabel.color }}
                        >
                          {entryLabel.name}
                        </span>
                      ))}
                    </span>
                  )}
                </td>
                <td className="bc-num">
                  <Amount cents={toCents(entry.amount)} currency={entry.currency.code} type={entry.type} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
