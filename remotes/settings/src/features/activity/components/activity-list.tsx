import type { ActivityItem } from '@bc/api';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityText, useActivityText } from '../activity-text.ts';

export interface ActivityListProps {
  items: readonly ActivityItem[];
  /** Narrows the record to one thing's history; absent while it already shows one. */
  onHistory?: (item: ActivityItem) => void;
}

/** The records of a page, newest first: a sentence each, every changed field on demand. */
export function ActivityList({ items, onHistory }: ActivityListProps) {
  const { t } = useTranslation('settings');
  const text = useActivityText();
  return (
    <ol className="bc-activity-list" aria-label={t('activity.listLabel')}>
      {items.map((item) => (
        <ActivityRecord key={item.id} item={item} text={text} onHistory={onHistory} />
      ))}
    </ol>
  );
}

function ActivityRecord({
  item,
  text,
  onHistory,
}: {
  item: ActivityItem;
  text: ActivityText;
  onHistory: ActivityListProps['onHistory'];
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [open, setOpen] = useState(false);
  // An entry is deleted by dating its deletion: the record's own time says when.
  const fields = Object.entries(item.changes).filter(
    ([field]) => !(item.action === 'delete' && field === 'deleted_at'),
  );
  const facts = text.facts(item);
  return (
    <li className="bc-activity-item">
      <p id={`${id}-headline`} className="bc-activity-headline">
        <strong>{text.headline(item)}</strong>
        {facts.map((fact) => (
          <span key={fact}> · {fact}</span>
        ))}
      </p>
      <p className="bc-activity-meta">
        <time dateTime={item.at}>{text.when(item)}</time>
        {item.via !== 'user' && <span className="bc-badge">{t(`activity.via.${item.via}`)}</span>}
      </p>
      <button
        type="button"
        className="bc-disclosure"
        aria-expanded={open}
        aria-controls={`${id}-changes`}
        aria-describedby={`${id}-headline`}
        onClick={() => setOpen((value) => !value)}
      >
        {fields.length > 0 ? t('activity.changes', { count: fields.length }) : t('activity.details')}
      </button>
      <div id={`${id}-changes`} hidden={!open} className="bc-activity-changes">
        {fields.length > 0 && (
          <dl className="bc-details-list">
            {fields.map(([field, [before = null, after = null]]) => (
              <Fragment key={field}>
                <dt>{text.field(field)}</dt>
                <dd>
                  {item.action === 'create' ? (
                    text.value(item, field, after)
                  ) : item.action === 'delete' ? (
                    text.value(item, field, before)
                  ) : (
                    <>
                      <del>{text.value(item, field, before)}</del> →{' '}
                      <ins>{text.value(item, field, after)}</ins>
                    </>
                  )}
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
        <p className="bc-activity-meta">
          {t(`activity.by.${item.action}`, { who: text.who(item), when: text.when(item) })}
        </p>
        {onHistory && (
          <button type="button" className="bc-button" onClick={() => onHistory(item)}>
            {t('activity.history')}
          </button>
        )}
      </div>
    </li>
  );
}
