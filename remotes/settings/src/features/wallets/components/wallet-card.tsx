import { type Wallet, walletMoney } from '@bc/api';
import { formatMoney } from '@bc/ui/ledger';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface WalletCardProps {
  wallet: Wallet;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/**
 * One wallet: name, colour, type, balance in money (masked in hide-amounts mode; a voucher also shows its
 * tickets), last update, archived state.
 */
export function WalletCard({ wallet, onEdit, onArchive, onRestore, onDelete }: WalletCardProps) {
  const { t, i18n } = useTranslation('settings');
  const updated = new Date(wallet.updated_at);
  return (
    <li
      className="bc-card"
      style={{ '--bc-card-color': wallet.color } as CSSProperties}
      aria-label={wallet.name}
    >
      <strong>
        <span className="bc-color-dot" style={{ background: wallet.color }} aria-hidden="true" />
        {wallet.name}
      </strong>
      <span className="bc-card-meta">{t(`wallets.types.${wallet.type}`)}</span>
      <span className="bc-amount">
        {formatMoney(walletMoney(wallet), wallet.currency_icon, i18n.language)}
      </span>
      {typeof wallet.balance !== 'number' && (
        <span className="bc-card-meta bc-amount">
          {t('wallets.ticketsHeld', {
            tickets: wallet.balance.value_in_voucher.toLocaleString(i18n.language),
          })}
        </span>
      )}
      <span className="bc-card-meta">
        {t('wallets.updatedAt', {
          date: Number.isNaN(updated.getTime())
            ? wallet.updated_at
            : updated.toLocaleDateString(i18n.language),
        })}
      </span>
      {wallet.archived && <span className="bc-badge">{t('wallets.archived')}</span>}
      <div className="bc-card-actions">
        <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onEdit}>
          {t('wallets.edit')}
        </button>
        {wallet.archived ? (
          <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onRestore}>
            {t('wallets.restore')}
          </button>
        ) : (
          <>
            <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onArchive}>
              {t('wallets.archive')}
            </button>
            <button type="button" className="bc-button" aria-haspopup="dialog" onClick={onDelete}>
              {t('wallets.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
