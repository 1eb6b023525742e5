import { downloadFile } from '@bc/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * GET /api/export/account: a zip of every workspace the person owns, each as a workspace file, and their
 * profile, saved under the name the server gives it (`budget-control-YYYY-MM-DD.zip`). Answers that name.
 */
export async function downloadAccount(): Promise<string> {
  return downloadFile('api/export/account', { fallbackName: 'budget-control.zip' });
}

export function useDownloadAccount() {
  return useMutation({ mutationFn: downloadAccount });
}
