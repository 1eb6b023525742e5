import { downloadFile } from '@bc/ui';
import { useMutation } from '@tanstack/react-query';

export interface DownloadWorkspaceInput {
  /** The gzip-compressed file (.json.gz) rather than the plain JSON. */
  compressed: boolean;
}

/**
 * GET /api/export/workspace: the workspace of X-WS (the current one) as a workspace file, saved under the name
 * the server gives it (`<name>-YYYY-MM-DD.budget-control.json`, `.json.gz` compressed). Answers that name.
 */
export async function downloadWorkspace({ compressed }: DownloadWorkspaceInput): Promise<string> {
  return downloadFile('api/export/workspace', {
    ...(compressed && { searchParams: { compress: 'gzip' } }),
    fallbackName: compressed ? 'workspace.budget-control.json.gz' : 'workspace.budget-control.json',
  });
}

export function useDownloadWorkspace() {
  return useMutation({ mutationFn: downloadWorkspace });
}
