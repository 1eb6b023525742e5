import { paths, useNavigate } from '@bc/router';
import { Alert, Modal } from '@bc/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DownloadAccount } from './download-account.tsx';

/**
 * "Delete user and all data", once confirmed; then the login page. The confirmation offers the download of
 * all the person's data first, before the destructive button.
 */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  const questionId = useId();

  const confirm = () =>
    deletion.mutate(undefined, { onSuccess: () => navigate(paths.auth.login.getHref(), { replace: true }) });

  return (
    <>
      {deletion.isError && !confirming && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <button
        type="button"
        className="bc-button bc-button-danger"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        {t('profile.deleteAccount')}
      </button>
      {confirming && (
        <Modal
          title={t('profile.deleteAccountTitle')}
          describedBy={questionId}
          onClose={() => setConfirming(false)}
        >
          <p id={questionId}>{t('profile.deleteAccountConfirm')}</p>
          <div className="bc-file-offer">
            <p>{t('profile.deleteAccountBackup')}</p>
            <DownloadAccount />
          </div>
          {deletion.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
          <div className="bc-actions">
            <button type="button" className="bc-button" onClick={() => setConfirming(false)}>
              {tc('no')}
            </button>
            <button
              type="button"
              className="bc-button bc-button-danger"
              disabled={deletion.isPending}
              onClick={confirm}
            >
              {deletion.isPending ? tc('loading') : tc('yes')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
