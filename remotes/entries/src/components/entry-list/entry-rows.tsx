import { Link, paths } from '@bc/router';
import { useFormatDate } from '@bc/ui/format';
import { CategoryIcon } from '@bc/ui/icons';
import type { CSSProperties } from 'react';
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
 * Entries newest first as rows, for phones: the category's icon in the type's colour; the entry's words (or its
 * category) opening its form, with the category, the wallet and the date under them, and the labels as chips;
 * the amount on the right in the type's colour; the row menu.
 */
export function EntryRows({ entries, onFilter, onDelete, pendingOf }: EntryListProps) {
  const { t } = useTranslation('entries');
  const text = useEntryText();
  const formatDate = useFormatDate();
  return (
    <ul className="bc-rows" aria-label={t('list.title')}>
      {entries.map((entry) => {
        const words = text.words(entry);
        const category = text.category(entry);
        const title = words || category;
        const pending = pendingOf?.(entry.uuid);
        return (
          <li key={entry.uuid} className="bc-row bc-entry" data-entry={entry.uuid} data-pending={pending}>
            <span
              className="bc-icon-badge"
              style={{ '--bc-badge-color': `var(--bc-${entry.type})` } as CSSProperties}
            >
              <CategoryIcon name={entry.sub_category.category.icon} />
            </span>
            <div className="bc-row-main">
              <Link className="bc-row-title" to={paths.entries.edit.getHref({ id: entry.uuid })}>
                {title}
              </Link>
              <span className="bc-row-meta">
                {[words ? category : '', text.wallet(entry), formatDate(entry.date_time)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {(entry.labels.length > 0 || entry.planned || pending) && (
                <span className="bc-row-chips">
                  <EntryLabels entry={entry} onFilter={onFilter} />
                  <EntryBadges entry={entry} pending={pending} />
                </span>
              )}
            </div>
            <span className="bc-row-amount">
              <EntryAmount entry={entry} />
            </span>
            {onDelete && <EntryRowMenu entry={entry} name={title} onDelete={onDelete} />}
          </li>
        );
      })}
    </ul>
  );
}
