import { useFormatDate } from '@bc/ui/format';
import { CategoryIcon } from '@bc/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EntryAmount,
  EntryBadges,
  EntryLabels,
  type EntryListProps,
  EntryRowMenu,
  useEntryText,
} from './entry-parts.tsx';

/**
 * Entries newest first as a table, for wide windows: date, category, description, labels, amount (right-aligned
 * in tabular figures, masked in hide-amounts mode) and the row menu.
 */
export function EntriesTable({ entries, onFilter, onDelete, pendingOf }: EntryListProps) {
  const { t } = useTranslation('entries');
  const text = useEntryText();
  const formatDate = useFormatDate();
  const filterButton = (content: ReactNode, onClick: () => void) =>
    onFilter ? (
      <button type="button" className="bc-link-button" onClick={onClick}>
        {content}
      </button>
    ) : (
      content
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
            <th scope="col" className="bc-num">
              {t('list.amount')}
            </th>
            {onDelete && (
              <th scope="col">
                <span className="bc-visually-hidden">{t('list.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const description = [text.words(entry), text.wallet(entry)].filter(Boolean).join(' · ');
            const pending = pendingOf?.(entry.uuid);
            return (
              <tr key={entry.uuid} data-entry={entry.uuid} data-pending={pending} className="bc-entry">
                <td className="bc-nowrap">{formatDate(entry.date_time)}</td>
                <td>
                  <span className="bc-with-icon">
                    <CategoryIcon name={entry.sub_category.category.icon} />
                    {filterButton(text.category(entry), () =>
                      onFilter?.('filter_category', String(entry.category_id)),
                    )}
                  </span>
                </td>
                <td>
                  {description}
                  <EntryBadges entry={entry} pending={pending} />
                </td>
                <td>
                  <EntryLabels entry={entry} onFilter={onFilter} />
                </td>
                <td className="bc-num">
                  {/* The type is the tab's name, as filter_type takes it. */}
                  {filterButton(<EntryAmount entry={entry} />, () => onFilter?.('filter_type', entry.type))}
                </td>
                {onDelete && (
                  <td className="bc-row-menu-cell">
                    <EntryRowMenu entry={entry} name={description || entry.uuid} onDelete={onDelete} />
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
