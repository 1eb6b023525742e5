import type { ImportStatement, Wallet } from '@bc/api';
import { Amount, useFormatDate } from '@bc/ui/format';
import { useWallets } from '@bc/ui/ledger';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLabel, dateRange, decimalCents } from '../preview-rows.ts';
import { NewWalletForm } from './new-wallet-form.tsx';

export interface StatementCardProps {
  statement: ImportStatement;
  index: number;
  /** The wallet chosen for it (the answer's, or the one being asked for); null while none. */
  walletId: number | null;
  onChooseWallet: (walletId: number) => void;
  /** The currency of its balances when the file does not say it. */
  currency: string;
  disabled?: boolean;
}

const NEW_WALLET = 'new';

/**
 * One statement of the file (an account's rows): what the file says of it (number, IBAN, name, currency, the
 * dates of its rows, how many, opening and closing balances when stated) and the wallet its rows go to, one of
 * the workspace's or one created here.
 */
export function StatementCard({
  statement,
  index,
  walletId,
  onChooseWallet,
  currency,
  disabled = false,
}: StatementCardProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const formatDate = useFormatDate();
  const wallets = useWallets('all');
  // An archived wallet is offered only when earlier imports tied this account to it.
  const offered = wallets.data?.filter((wallet) => !wallet.archived || wallet.id === walletId);
  const [creating, setCreating] = useState(false);
  const range = dateRange(statement);
  const { account } = statement;
  const title = accountLabel(statement) ?? t('import.statement.numbered', { number: index + 1 });
  const balance = (value: string | null) => {
    const cents = decimalCents(value);
    return cents === null ? null : <Amount cents={cents} currency={account.currency ?? currency} />;
  };
  const facts: { key: string; label: string; value: ReactNode }[] = [
    ...(account.iban ? [{ key: 'iban', label: t('import.statement.iban'), value: account.iban }] : []),
    ...(account.number
      ? [{ key: 'number', label: t('import.statement.number'), value: account.number }]
      : []),
    ...(account.currency
      ? [{ key: 'currency', label: t('import.statement.currency'), value: account.currency }]
      : []),
    {
      key: 'dates',
      label: t('import.statement.dates'),
      value: range
        ? t('import.statement.range', { from: formatDate(range.from), to: formatDate(range.to) })
        : '—',
    },
    {
      key: 'rows',
      label: t('import.statement.rows'),
      value: t('import.statement.rowCount', { count: statement.rows.length }),
    },
    ...(statement.opening_balance !== null
      ? [{ key: 'opening', label: t('import.statement.opening'), value: balance(statement.opening_balance) }]
      : []),
    ...(statement.closing_balance !== null
      ? [{ key: 'closing', label: t('import.statement.closing'), value: balance(statement.closing_balance) }]
      : []),
  ];

  const created = (wallet: Wallet) => {
    setCreating(false);
    onChooseWallet(wallet.id);
  };

  return (
    <section className="bc-import-statement" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="bc-import-statement-title">
        {title}
      </h3>
      <dl className="bc-details-list">
        {facts.map((fact) => (
          <Fragment key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="bc-field">
        <label htmlFor={`${id}-wallet`}>{t('import.statement.wallet')}</label>
        <select
          id={`${id}-wallet`}
          value={creating ? NEW_WALLET : walletId === null ? '' : String(walletId)}
          disabled={disabled || !offered}
          aria-describedby={`${id}-wallet-hint`}
          onChange={(event) => {
            const value = event.target.value;
            if (value === NEW_WALLET) setCreating(true);
            else if (value !== '') {
              setCreating(false);
              onChooseWallet(Number(value));
            }
          }}
        >
          {!offered ? (
            <option value="">{t('import.statement.walletsLoading')}</option>
          ) : (
            <>
              {walletId === null && <option value="">{t('import.statement.chooseWallet')}</option>}
              {offered.map((wallet) => (
                <option key={wallet.id} value={String(wallet.id)}>
                  {wallet.name}
                </option>
              ))}
              <option value={NEW_WALLET}>{t('import.statement.newWallet')}</option>
            </>
          )}
        </select>
        <p id={`${id}-wallet-hint`} className="bc-field-hint">
          {t('import.statement.walletHint')}
        </p>
      </div>
      {creating && (
        <NewWalletForm
          statement={statement}
          index={index}
          onCreated={created}
          onCancel={() => setCreating(false)}
        />
      )}
    </section>
  );
}
