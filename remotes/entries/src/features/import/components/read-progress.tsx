import { numberFormat } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../api/send-with-upload-progress.ts';

export interface ReadProgressProps {
  fileName: string;
  /** How much has been sent; null or complete while the server reads. */
  upload: UploadProgress | null;
}

/**
 * The file on its way: a bar of the bytes sent while they are sent (a big file on a slow line), then a bar
 * without a value while the server reads it, since how long that takes is not known. Screen readers hear the
 * two phases, not every percent.
 */
export function ReadProgress({ fileName, upload }: ReadProgressProps) {
  const { t, i18n } = useTranslation('entries');
  const sending = upload !== null && upload.totalBytes > 0 && upload.sentBytes < upload.totalBytes;
  const phase = sending
    ? t('import.progress.sending', { name: fileName })
    : t('import.progress.reading', { name: fileName });
  const percent = sending
    ? numberFormat(i18n.language, { style: 'percent' }).format(upload.sentBytes / upload.totalBytes)
    : null;
  return (
    <div className="bc-import-progress">
      <p role="status" className="bc-import-progress-text">
        {phase}
        {percent && <span aria-hidden="true"> {percent}</span>}
      </p>
      {sending ? (
        <progress aria-label={phase} max={upload.totalBytes} value={upload.sentBytes} />
      ) : (
        <progress aria-label={phase} />
      )}
    </div>
  );
}
