import { type ImportBatch, importBatchListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const importKeys = {
  /** The import history: read again after an import and after an undo. */
  batches: ['import', 'batches'] as const,
};

/** GET /api/import/batches: the workspace's imports, newest first, the undone ones with `undone_at`. */
export async function getImportBatches(): Promise<ImportBatch[]> {
  const { data } = await http().get('api/import/batches').json(importBatchListSchema);
  return data;
}

export const importBatchesQueryOptions = () =>
  queryOptions({ queryKey: importKeys.batches, queryFn: getImportBatches });

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
