import { Alert, Button } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-text.ts';
import { useDownloadAccount } from '../api/download-account.ts';
import '../../../components/files.css';

/**
 * "Download all my data": a zip of every workspace the person owns (each a workspace file) and their
 * profile. Then the name it was saved under, or why it failed, beside the button.
 */
export function DownloadAccount() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const download = useDownloadAccount();
  return (
    <div className="bc-file-download">
      <Button busy={download.isPending} onClick={() => download.mutate()}>
        {t('profile.downloadAll')}
      </Button>
      {download.isSuccess && (
        <p className="bc-muted" role="status">
          {t('files.saved', { name: download.data })}
        </p>
      )}
      {download.isError && <Alert tone="error">{failureText(download.error, tc('errors.generic'))}</Alert>}
    </div>
  );
}
