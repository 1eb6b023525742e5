import type { Wallet } from '@bc/api';
import { ConfirmDialog, EmptyState, Modal, QueryState } from '@bc/ui';
import { useWallets, type WalletFilter } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveFilter } from '../../../components/archive-filter.tsx';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { FlashMessages, useFlash } from '../../workspaces/components/flash.tsx';
import { useArchiveWallet } from '../api/archive-wallet.ts';
import { useDeleteWallet } from '../api/delete-wallet.ts';
import { WalletCard } from '../components/wallet-card.tsx';
import { WalletForm } from '../components/wallet-form.tsx';

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; wallet: Wallet | null }
  | { kind: 'confirm'; action: 'archive' | 'restore' | 'delete'; wallet: Wallet };

/** /settings/wallet: wallets as cards with the active/all/archived filter, the add/edit modal and archiving. */
export function WalletsPage() {
  const { t } = useTranslation('settings');
  const [filter, setFilter] = useState<WalletFilter>('active');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const wallets = useWallets(filter);
  const archive = useArchiveWallet();
  const remove = useDeleteWallet();
  const { messages, show } = useFlash();
  const close = () => setDialog({ kind: 'none' });

  const confirm = (action: 'archive' | 'restore' | 'delete', wallet: Wallet) => {
    const done = () => {
      close();
      show({
        tone: 'success',
        text: t(action === 'restore' ? 'wallets.restored' : 'wallets.archivedMessage'),
      });
    };
    const failed = () => {
      close();
      show({ tone: 'error', text: t('wallets.saveFailed') });
    };
    if (action === 'delete') remove.mutate(wallet.uuid, { onSuccess: done, onError: failed });
    else
      archive.mutate(
        { uuid: wallet.uuid, archived: action === 'archive' },
        { onSuccess: done, onError: failed },
      );
  };

  return (
    <SettingsPage title={t('wallets.title')}>
      <div className="bc-toolbar">
        <button
          type="button"
          className="bc-button bc-button-primary"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'form', wallet: null })}
        >
          {t('wallets.add')}
        </button>
        <ArchiveFilter name="wallet_filter" value={filter} onChange={setFilter} />
      </div>
      <div aria-live="polite">
        <FlashMessages messages={messages} />
      </div>
      <QueryState query={wallets}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('wallets.empty')} />
          ) : (
            <ul className="bc-card-grid" aria-label={t('wallets.title')}>
              {list.map((wallet) => (
                <WalletCard
                  key={wallet.uuid}
                  wallet={wallet}
                  onEdit={() => setDialog({ kind: 'form', wallet })}
                  onArchive={() => setDialog({ kind: 'confirm', action: 'archive', wallet })}
                  onRestore={() => setDialog({ kind: 'confirm', action: 'restore', wallet })}
                  onDelete={() => setDialog({ kind: 'confirm', action: 'delete', wallet })}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {dialog.kind === 'form' && (
        <Modal title={dialog.wallet ? t('wallets.editTitle') : t('wallets.addTitle')} onClose={close}>
          <WalletForm
            wallet={dialog.wallet}
            onCancel={close}
            onSaved={() => {
              close();
              show({ tone: 'success', text: t('wallets.saved') });
            }}
          />
        </Modal>
      )}
      {dialog.kind === 'confirm' && (
        <ConfirmDialog
          title={t(`wallets.confirm.${dialog.action}Title`)}
          question={t(`wallets.confirm.${dialog.action}`, { name: dialog.wallet.name })}
          busy={archive.isPending || remove.isPending}
          onCancel={close}
          onConfirm={() => confirm(dialog.action, dialog.wallet)}
        />
      )}
    </SettingsPage>
  );
}
