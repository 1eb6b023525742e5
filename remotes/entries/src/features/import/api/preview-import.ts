import { type ImportPreview, importPreviewSchema } from '@bc/api';
import { http } from '@bc/session';
import { sendWithUploadProgress, type UploadProgress } from './send-with-upload-progress.ts';

export interface PreviewImportRequest {
  /** The multipart body: the text fields, then the file (`previewForm`). */
  form: FormData;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/import/preview (multipart/form-data): the server reads the file (format, encoding, statements,
 * every row with its category and duplicate mark) and keeps it an hour for the commit; nothing is written.
 * A file of 20 MB may take longer to send than the client's usual 30 s, so this request has no time limit;
 * the page aborts it when a newer one replaces it.
 */
export async function previewImport({
  form,
  onUploadProgress,
  signal,
}: PreviewImportRequest): Promise<ImportPreview> {
  return http()
    .post('api/import/preview', {
      body: form,
      timeout: false,
      ...(signal && { signal }),
      ...(onUploadProgress && { fetch: sendWithUploadProgress(form, onUploadProgress) }),
    })
    .json(importPreviewSchema);
}
