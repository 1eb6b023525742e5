import { type WorkspaceImportResponse, workspaceImportResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWorkspaces } from '../../../components/workspace-keys.ts';

/**
 * POST /api/import/workspace (multipart/form-data, the one field `file`: the JSON or the .json.gz): a new
 * workspace the caller owns, read from a workspace file; the current workspace stays current. 422 with
 * `fields.file` for a file that is not one or is damaged (nothing is created), 413 for one over the limit. A
 * large file takes longer to send and read than the client's usual 30 s, so the request has no time limit.
 */
export async function importWorkspace(file: File): Promise<WorkspaceImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http()
    .post('api/import/workspace', { body: form, timeout: false })
    .json(workspaceImportResponseSchema);
}

export function useImportWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkspace,
    onSuccess: () => refreshWorkspaces(queryClient),
  });
}
