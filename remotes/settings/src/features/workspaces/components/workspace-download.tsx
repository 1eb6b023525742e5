import { Button, type FlashMessage } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-text.ts';
import { useDownloadWorkspace } from '../api/download-workspace.ts';

export interface WorkspaceDownloadProps {
  /** The current workspace's name, the one the file holds; null while the list loads. */
  name: string | null;
  /** Says what the download did: saved under which name, or why not. */
  onMessage: (message: FlashMessage) => void;
}

/** "Download workspace": the current workspace as a workspace file, plain or compressed. */
export function WorkspaceDownload({ name, onMessage }: WorkspaceDownloadProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const download = useDownloadWorkspace();
  const start = (compressed: boolean) =>
    download.mutate(
      { compressed },
      {
        onSuccess: (file) => onMessage({ tone: 'success', text: t('files.saved', { name: file }) }),
        onError: (error) => onMessage({ tone: 'error', text: failureText(error, tc('errors.generic')) }),
      },
    );
  const busy = (compressed: boolean) => download.isPending && download.variables?.compressed === compressed;
  return (
    <section className="bc-card" aria-labelledby="workspace-file-download">
      <h2 id="workspace-file-download">{t('workspaces.file.title')}</h2>
      <p className="bc-muted">
        {name ? t('workspaces.file.intro', { name }) : t('workspaces.file.introCurrent')}
      </p>
      <div className="bc-actions">
        <Button busy={busy(false)} disabled={busy(true)} onClick={() => start(false)}>
          {t('workspaces.file.download')}
        </Button>
        <Button busy={busy(true)} disabled={busy(false)} onClick={() => start(true)}>
          {t('workspaces.file.downloadCompressed')}
        </Button>
      </div>
    </section>
  );
}
