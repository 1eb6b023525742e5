import type { ImportBatch } from '@bc/api';
import { Alert, Button, ConfirmDialog, EmptyState, QueryState } from '@bc/ui';
import { useFormatDate } from '@bc/ui/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportBatches } from '../api/get-import-batches.ts';
import { useUndoImport } from '../api/undo-import.ts';
import { formatName } from './reading-choices.tsx';

/**
 * The workspace's imports, newest first: when, who, which file in which format, how many entries it wrote and
 * skipped, into which wallets; an import can be undone (every entry it wrote removed, after a confirmation),
 * and an undone one stays in the list, marked.
 */
export function ImportHistory() {
  const { t } = useTranslation('entries');
  const formatDate = useFormatDate();
  const batches = useImportBatches();
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportBatch | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirm = (batch: ImportBatch) =>
    undo.mutate(batch.batch_id, {
      onSuccess: (removed) => {
        setUndoing(null);
        setOutcome({
          tone: 'success',
          text: t('import.history.undone', { count: removed, file: batch.file_name }),
        });
      },
      onError: () => {
        setUndoing(null);
        setOutcome({ tone: 'error', text: t('import.history.undoFailed') });
      },
    });

  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <QueryState query={batches}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('import.history.empty')} />
          ) : (
            <ul className="bc-rows bc-import-history" aria-label={t('import.history.title')}>
              {list.map((batch) => (
                <li
                  key={batch.batch_id}
                  className="bc-row bc-import-batch"
                  data-undone={batch.undone_at !== null || undefined}
                >
                  <div className="bc-row-main">
                    <span className="bc-row-title">{batch.file_name}</span>
                    <span className="bc-row-meta">
                      {[
                        formatDate(batch.created_at, 'dayTime'),
                        batch.user?.name,
                        formatName(batch.format),
                        batch.wallets.map((wallet) => wallet.name).join(', '),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <span className="bc-row-amount bc-import-batch-counts">
                    {t('import.history.imported', { count: batch.imported })}
                    {batch.duplicates > 0 && (
                      <span className="bc-import-batch-skipped">
                        {t('import.history.duplicates', { count: batch.duplicates })}
                      </span>
                    )}
                  </span>
                  <span className="bc-import-batch-action">
                    {batch.undone_at !== null ? (
                      <span className="bc-badge">{t('import.history.undoneMark')}</span>
                    ) : (
                      <Button
                        size="small"
                        aria-label={t('import.history.undoLabel', {
                          file: batch.file_name,
                          date: formatDate(batch.created_at, 'dayTime'),
                        })}
                        onClick={() => {
                          setOutcome(null);
                          setUndoing(batch);
                        }}
                      >
                        {t('import.history.undo')}
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {undoing && (
        <ConfirmDialog
          title={t('import.history.confirmTitle')}
          question={t('import.history.confirmQuestion', {
            count: undoing.imported,
            file: undoing.file_name,
          })}
          confirmLabel={t('import.history.undo')}
          cancelLabel={t('import.history.keep')}
          busy={undo.isPending}
          onCancel={() => setUndoing(null)}
          onConfirm={() => confirm(undoing)}
        />
      )}
    </>
  );
}
