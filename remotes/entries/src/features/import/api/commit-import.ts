import { type ImportCommitBody, type ImportCommitResponse, importCommitResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterEntryWrite } from '../../../components/entry-writes.ts';
import { importKeys } from './get-import-batches.ts';

export interface CommitImportRequest {
  importId: string;
  body: ImportCommitBody;
}

/**
 * POST /api/import/{import_id}/commit: the kept rows of a preview written in one go. Tens of thousands of rows
 * may take longer than the client's usual 30 s, so this request has no time limit.
 */
export async function commitImport({ importId, body }: CommitImportRequest): Promise<ImportCommitResponse> {
  return http()
    .post(`api/import/${encodeURIComponent(importId)}/commit`, { json: body, timeout: false })
    .json(importCommitResponseSchema);
}

/** The imported entries move balances as any entry written does; the history gains the import. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () =>
      Promise.all([
        refreshAfterEntryWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: importKeys.batches }),
      ]),
  });
}
