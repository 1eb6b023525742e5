import { type Debt, toCents } from '@bc/api';
import { Link, paths } from '@bc/router';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { ArchiveIcon, DetailsIcon, PayeesIcon, WalletTypeIcon } from '@bc/ui/icons';
import { useWallets } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

export interface PayeeRowsProps {
  /** The list's accessible name. */
  label: string;
  debts: readonly Debt[];
  /** Archive asks first; left out (revolving cards), rows have no Archive. */
  onArchive?: (debt: Debt) => void;
}

/** Where Details leads: a payee's entries, or a card wallet's, without planned entries. */
const detailsPath = (debt: Debt) =>
  debt.type === 'credit-card-revolving'
    ? paths.entries.list.getHref({ filter_wallet: debt.uuid, filter_planned: 0 })
    : paths.entries.list.getHref({ filter_payee: debt.uuid, filter_planned: 0 });

/**
 * Payees or revolving credit cards as rows: an icon, the name, the balance on the right (red when it is owed,
 * blue when it is due) and the actions, Details and Archive.
 */
export function PayeeRows({ label, debts, onArchive }: PayeeRowsProps) {
  const { t } = useTranslation('entries');
  const workspaceCurrency = useWorkspaceCurrency();
  const wallets = useWallets('all');
  // Payees count in the workspace's currency; a card in its wallet's.
  const currencyOf = (debt: Debt) =>
    (debt.type === 'credit-card-revolving' &&
      wallets.data?.find((wallet) => wallet.uuid === debt.uuid)?.currency_code) ||
    workspaceCurrency;
  return (
    <ul className="bc-rows" aria-label={label}>
      {debts.map((debt) => (
        <li key={debt.uuid} aria-label={debt.name} className="bc-row bc-payee-row">
          <span className="bc-icon-badge">
            {debt.type === 'credit-card-revolving' ? <WalletTypeIcon type={debt.type} /> : <PayeesIcon />}
          </span>
          <div className="bc-row-main">
            <strong className="bc-row-title">{debt.name}</strong>
          </div>
          <span className="bc-row-amount">
            <Amount
              cents={toCents(debt.debts.balance)}
              currency={currencyOf(debt)}
              className={debt.debts.balance < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}
            />
          </span>
          <div className="bc-row-actions">
            <Link className="bc-button bc-button-small" to={detailsPath(debt)}>
              <DetailsIcon />
              {t('payees.details')}
            </Link>
            {onArchive && (
              <button
                type="button"
                className="bc-button bc-button-small"
                aria-haspopup="dialog"
                onClick={() => onArchive(debt)}
              >
                <ArchiveIcon />
                {t('payees.archive')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
