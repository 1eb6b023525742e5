import { importUndoResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterEntryWrite } from '../../../components/entry-writes.ts';
import { importKeys } from './get-import-batches.ts';

/** DELETE /api/import/batch/{batch_id}: every entry the import wrote is removed; answers how many. */
export async function undoImport(batchId: string): Promise<number> {
  const { removed } = await http()
    .delete(`api/import/batch/${encodeURIComponent(batchId)}`, { timeout: false })
    .json(importUndoResponseSchema);
  return removed;
}

/** The removed entries move balances back; the history marks the import undone. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () =>
      Promise.all([
        refreshAfterEntryWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: importKeys.batches }),
      ]),
  });
}
