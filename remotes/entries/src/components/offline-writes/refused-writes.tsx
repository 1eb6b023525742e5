import { toCents } from '@bc/api';
import { dismissOfflineWrite, type OfflineWrite } from '@bc/session';
import { Alert } from '@bc/ui';
import { formatCents } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import { pendingKindOf, previewOf } from './pending-entries.ts';

/**
 * Writes made offline that the server refused when they were sent (the entry deleted meanwhile, a value no
 * longer valid): each with the server's reason, until the person dismisses it.
 */
export function RefusedWrites({ writes }: { writes: readonly OfflineWrite[] }) {
  const { t, i18n } = useTranslation('entries');
  if (writes.length === 0) return null;
  return (
    <section aria-labelledby="refused-writes-title" className="bc-refused-writes">
      <Alert tone="error">
        <h2 id="refused-writes-title" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
          {t('offline.refusedTitle', { count: writes.length })}
        </h2>
        <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {writes.map((write) => {
            const preview = previewOf(write);
            const what = [
              t(`offline.kind.${pendingKindOf(write)}`),
              preview?.note,
              preview ? formatCents(toCents(preview.amount), preview.currency.code, i18n.language) : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={write.seq} data-refused-write={write.target} style={{ marginBottom: '0.5rem' }}>
                <span>{what}</span>
                {': '}
                <strong>
                  {[
                    write.failure?.message,
                    // A 422 names its fields with the entry form's message keys.
                    ...Object.values(write.failure?.fields ?? {}).map((key) =>
                      t([`messages.${key}`], { defaultValue: key }),
                    ),
                  ]
                    .filter(Boolean)
                    .join(': ')}
                </strong>{' '}
                <button
                  type="button"
                  className="bc-button"
                  onClick={() => void dismissOfflineWrite(write.seq as number)}
                  aria-label={t('offline.dismissFor', { what })}
                >
                  {t('offline.dismiss')}
                </button>
              </li>
            );
          })}
        </ul>
      </Alert>
    </section>
  );
}
