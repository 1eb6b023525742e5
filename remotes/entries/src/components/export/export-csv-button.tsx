import { apiError, Button, type FlashMessage } from '@bc/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface ExportCsvButtonProps {
  /** Asks the server for the CSV of what the screen shows and saves it. */
  download: () => Promise<unknown>;
  /** Shows why an export failed: the server's message, else a generic one. */
  onMessage: (message: FlashMessage) => void;
}

/**
 * "Export CSV": saves the file of what the screen shows under the name the server gives it. Busy (and
 * pressing it again does nothing) until the file is in.
 */
export function ExportCsvButton({ download, onMessage }: ExportCsvButtonProps) {
  const { t } = useTranslation('entries');
  const exporting = useMutation({
    mutationFn: download,
    onError: (error) => onMessage({ tone: 'error', text: apiError(error).message ?? t('export.failed') }),
  });
  return (
    <Button busy={exporting.isPending} onClick={() => exporting.mutate()}>
      {t('export.csv')}
    </Button>
  );
}
