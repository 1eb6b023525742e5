import type { ImportStatement, Wallet } from '@bc/api';
import { Alert, apiError, Button, Field } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { CurrencySelect, useCurrencies } from '@bc/ui/reference-data';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWallet } from '../api/create-wallet.ts';
import { accountLabel, openingCents } from '../preview-rows.ts';

export interface NewWalletFormProps {
  statement: ImportStatement;
  /** The statement's place in the file, for a name when the file gives none. */
  index: number;
  onCreated: (wallet: Wallet) => void;
  onCancel: () => void;
}

/** An opening balance as a person types it: "-1234.5", "12,30". */
const BALANCE = /^-?\d+(?:[.,]\d{1,2})?$/;

/** Cents as the balance field shows them: "-80.50". */
const balanceText = (cents: number | null) => ((cents ?? 0) / 100).toFixed(2);

/**
 * A wallet for a statement, created without leaving the import: named after the account (its name, IBAN or
 * number), in the statement's currency when the server knows it, opening at the balance before the
 * statement's first row, so that after the import its balance is the one the bank states at the end.
 */
export function NewWalletForm({ statement, index, onCreated, onCancel }: NewWalletFormProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const defaults = useWorkspaceDefaults();
  const currencies = useCurrencies();
  const create = useCreateWallet();
  const [problem, setProblem] = useState<string | null>(null);
  const [balanceProblem, setBalanceProblem] = useState(false);
  const code = statement.account.currency?.toUpperCase();
  const currencyId = currencies.data?.find((currency) => currency.code === code)?.id ?? defaults.currencyId;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const balance = String(form.get('balance') ?? '').trim() || '0';
    const balanceWrong = !BALANCE.test(balance);
    setBalanceProblem(balanceWrong);
    setProblem(name === '' ? t('import.newWallet.nameNeeded') : null);
    if (name === '' || balanceWrong) return;
    create.mutate(
      {
        name,
        type: 'bank',
        balance: Number(balance.replace(',', '.')),
        currency_id: Number(form.get('currency_id')),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const { status, message } = apiError(error);
          setProblem(status === 422 && message ? message : t('import.newWallet.failed'));
        },
      },
    );
  };

  return (
    <form
      className="bc-form bc-import-new-wallet"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h4 id={`${id}-title`}>{t('import.newWallet.title')}</h4>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="bc-grid bc-grid-compact">
        <Field id={`${id}-name`} label={t('import.newWallet.name')}>
          <input
            name="name"
            type="text"
            autoComplete="off"
            defaultValue={accountLabel(statement) ?? t('import.statement.numbered', { number: index + 1 })}
          />
        </Field>
        <CurrencySelect
          key={currencyId}
          id={`${id}-currency`}
          name="currency_id"
          label={t('import.newWallet.currency')}
          defaultValue={String(currencyId)}
        />
        <Field
          id={`${id}-balance`}
          label={t('import.newWallet.balance')}
          hint={t('import.newWallet.balanceHint')}
          error={balanceProblem ? t('import.newWallet.balanceWrong') : undefined}
        >
          <input
            name="balance"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={balanceText(openingCents(statement))}
          />
        </Field>
      </div>
      <div className="bc-actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          {t('import.newWallet.create')}
        </Button>
        <Button onClick={onCancel} disabled={create.isPending}>
          {t('import.newWallet.cancel')}
        </Button>
      </div>
    </form>
  );
}
