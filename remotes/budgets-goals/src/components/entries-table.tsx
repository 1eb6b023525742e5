import type { Entry } from '@bc/api';
import { useReferenceNames } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { formatDay } from './dates.ts';
import { Money } from './money.tsx';

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
 * category or saving direction, note, wallet and labels) and its amount in its own currency, masked in
 * hide-amounts mode.
 */
export function EntriesTable({ label, entries, kind }: EntriesTableProps) {
  const { t, i18n } = useTranslation('budgets-goals');
  const names = useReferenceNames();
  return (
    <div className="bc-table-scroll">
      <table className="bc-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entries.date')}</th>
            <th scope="col">{t('entries.description')}</th>
            <th scope="col">{t('entries.amount')}</th>
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
                <td>{formatDay(entry.date_time, i18n.language)}</td>
                <td>
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
                <td>
                  <Money
                    amount={entry.amount}
                    symbol={entry.currency.symbol}
                    className={entry.amount < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
