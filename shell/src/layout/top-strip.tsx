import { walletMoney } from '@bc/api';
import { Link } from '@bc/router';
import { formatMoney, useWallets } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

/**
 * The strip above every signed-in page: a card per active wallet with its live balance. It reads the
 * same query as the wallets list, so a saved entry (which invalidates the wallets) refreshes it too.
 */
export function TopStrip() {
  const { t, i18n } = useTranslation('shell');
  const wallets = useWallets('active');
  return (
    <section className="bc-top-strip" aria-label={t('topStrip')}>
      {wallets.data && wallets.data.length > 0 && (
        <ul className="bc-wallet-strip">
          {wallets.data.map((wallet) => (
            <li key={wallet.uuid} className="bc-wallet-chip" style={{ borderColor: wallet.color }}>
              <Link to={`/entries?filter_wallet=${encodeURIComponent(wallet.uuid)}`}>
                <span className="bc-wallet-chip-name">{wallet.name}</span>{' '}
                <span className="bc-amount" data-testid={`wallet-balance-${wallet.uuid}`}>
                  {formatMoney(walletMoney(wallet), wallet.currency_icon, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
