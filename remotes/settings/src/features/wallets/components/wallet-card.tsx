import { toCents, type Wallet, walletMoney } from '@bc/api';
import { Amount, useFormatDate } from '@bc/ui/format';
import {
  ArchiveIcon,
  DeleteIcon,
  EditIcon,
  MoveDownIcon,
  MoveUpIcon,
  RestoreIcon,
  WalletTypeIcon,
} from '@bc/ui/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveDirection } from '../api/sort-wallets.ts';

/** The id of a wallet's move button, to give it the focus back once the list has moved. */
export const moveButtonId = (uuid: string, direction: MoveDirection) => `wallet-move-${direction}-${uuid}`;

export interface WalletCardProps {
  wallet: Wallet;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
  /** Its place in the list (0-based) and the list's length, for the move buttons. */
  position: number;
  count: number;
  /** Absent when the list cannot be reordered. */
  onMove?: ((direction: MoveDirection) => void) | undefined;
  moving?: boolean;
}

/**
 * One wallet as a card: its type's icon on its colour, name and type, the balance in money (masked in
 * hide-amounts mode; a voucher also shows its tickets), last update, archived state, then its actions.
 */
export function WalletCard({
  wallet,
  onEdit,
  onArchive,
  onRestore,
  onDelete,
  position,
  count,
  onMove,
  moving = false,
}: WalletCardProps) {
  const { t, i18n } = useTranslation('settings');
  const formatDate = useFormatDate();
  return (
    <li
      className="bc-card bc-wallet-card"
      style={{ '--bc-badge-color': wallet.color } as CSSProperties}
      aria-label={wallet.name}
    >
      <div className="bc-card-head">
        <span className="bc-icon-badge">
          <WalletTypeIcon type={wallet.type} />
        </span>
        <div className="bc-card-title">
          <strong>{wallet.name}</strong>
          <span className="bc-card-meta">{t(`wallets.types.${wallet.type}`)}</span>
        </div>
        {wallet.archived && <span className="bc-badge">{t('wallets.archived')}</span>}
      </div>
      <Amount
        className="bc-card-figure"
        cents={toCents(walletMoney(wallet))}
        currency={wallet.currency_code}
      />
      {typeof wallet.balance !== 'number' && (
        <span className="bc-card-meta bc-amount">
          {t('wallets.ticketsHeld', {
            tickets: wallet.balance.value_in_voucher.toLocaleString(i18n.language),
          })}
        </span>
      )}
      <span className="bc-card-meta">{t('wallets.updatedAt', { date: formatDate(wallet.updated_at) })}</span>
      {onMove && count > 1 && (
        <div className="bc-card-actions">
          {(['up', 'down'] as const).map((direction) => (
            <button
              key={direction}
              id={moveButtonId(wallet.uuid, direction)}
              type="button"
              className="bc-button"
              aria-label={t(`wallets.move.${direction}Label`, { name: wallet.name })}
              disabled={direction === 'up' ? position === 0 : position === count - 1}
              aria-disabled={moving || undefined}
              onClick={() => {
                if (!moving) onMove(direction);
              }}
            >
              {direction === 'up' ? <MoveUpIcon /> : <MoveDownIcon />}
              {t(`wallets.move.${direction}`)}
            </button>
          ))}
        </div>
      )}
      <div className="bc-card-actions">
        <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onEdit}>
          <EditIcon />
          {t('wallets.edit')}
        </button>
        {wallet.archived ? (
          <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onRestore}>
            <RestoreIcon />
            {t('wallets.restore')}
          </button>
        ) : (
          <>
            <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onArchive}>
              <ArchiveIcon />
              {t('wallets.archive')}
            </button>
            <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onDelete}>
              <DeleteIcon />
              {t('wallets.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
