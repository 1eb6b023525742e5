import type { Wallet } from '@bc/api';
import { Button, ConfirmDialog, EmptyState, Modal, QueryState, Toasts, useFlash } from '@bc/ui';
import type { WalletFilter } from '@bc/ui/ledger';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveFilter } from '../../../components/archive-filter.tsx';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useArchiveWallet } from '../api/archive-wallet.ts';
import { useDeleteWallet } from '../api/delete-wallet.ts';
import {
  type MoveDirection,
  sortingChanges,
  useMoveWallet,
  useWalletsByPosition,
} from '../api/sort-wallets.ts';
import { moveButtonId, WalletCard } from '../components/wallet-card.tsx';
import { WalletForm } from '../components/wallet-form.tsx';

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; wallet: Wallet | null }
  | { kind: 'confirm'; action: 'archive' | 'restore' | 'delete'; wallet: Wallet };

/**
 * /settings/wallet: wallets as cards by position with the active/all/archived filter, the add/edit modal,
 * archiving, and moving a wallet up or down (the order of the top strip), told to screen readers.
 */
export function WalletsPage() {
  const { t } = useTranslation('settings');
  const [filter, setFilter] = useState<WalletFilter>('active');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const wallets = useWalletsByPosition(filter);
  const archive = useArchiveWallet();
  const remove = useDeleteWallet();
  const move = useMoveWallet();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ uuid: string; direction: MoveDirection }>();
  const flash = useFlash();
  const close = () => setDialog({ kind: 'none' });

  // The moved card may have been taken out of the page and put back: its button gets the focus again (the
  // other one when it reached an end of the list).
  useEffect(() => {
    if (!focusAfterMove || move.isPending || wallets.isFetching) return;
    const { uuid, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(uuid, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(uuid, direction === 'up' ? 'down' : 'up'));
    (button && !button.disabled ? button : other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove, move.isPending, wallets.isFetching]);

  const moveWallet = (list: Wallet[], index: number, direction: MoveDirection) => {
    const wallet = list[index];
    const changes = sortingChanges(list, index, direction);
    if (!wallet || changes.length === 0) return;
    setAnnouncement('');
    move.mutate(changes, {
      onSuccess: () => {
        setFocusAfterMove({ uuid: wallet.uuid, direction });
        setAnnouncement(
          t('wallets.move.moved', {
            name: wallet.name,
            position: index + (direction === 'up' ? 0 : 2),
            count: list.length,
          }),
        );
      },
      onError: () => flash.show({ tone: 'error', text: t('wallets.saveFailed') }),
    });
  };

  const confirm = (action: 'archive' | 'restore' | 'delete', wallet: Wallet) => {
    const done = () => {
      close();
      flash.show({
        tone: 'success',
        text: t(action === 'restore' ? 'wallets.restored' : 'wallets.archivedMessage'),
      });
    };
    const failed = () => {
      close();
      flash.show({ tone: 'error', text: t('wallets.saveFailed') });
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
      <Toasts flash={flash} />
      <p className="bc-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <QueryState query={wallets} skeleton="cards">
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('wallets.empty')}>
              {filter !== 'archived' && (
                <Button
                  variant="primary"
                  aria-haspopup="dialog"
                  onClick={() => setDialog({ kind: 'form', wallet: null })}
                >
                  {t('wallets.emptyAction')}
                </Button>
              )}
            </EmptyState>
          ) : (
            <ul className="bc-card-grid" aria-label={t('wallets.title')}>
              {list.map((wallet, index) => (
                <WalletCard
                  key={wallet.uuid}
                  wallet={wallet}
                  position={index}
                  count={list.length}
                  // Only the active wallets have a place in the strip: the others are not moved.
                  onMove={filter === 'active' ? (direction) => moveWallet(list, index, direction) : undefined}
                  moving={move.isPending}
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
              flash.show({ tone: 'success', text: t('wallets.saved') });
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
