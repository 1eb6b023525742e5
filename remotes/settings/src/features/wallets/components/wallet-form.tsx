import { WALLET_TYPES, type Wallet, type WalletInput } from '@bc/api';
import { canPayCards, isCreditCardType, randomLabelColor, walletProblems } from '@bc/domain';
import { AmountInput, Field, FormLayout, QuerySelect, useFormProblems } from '@bc/ui';
import { useWallets } from '@bc/ui/ledger';
import { CurrencySelect } from '@bc/ui/reference-data';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '../../../components/save-actions.tsx';
import { useSaveWallet } from '../api/save-wallet.ts';

export interface WalletFormProps {
  /** The wallet to edit, or null to add one. */
  wallet: Wallet | null;
  onSaved: (wallet: Wallet) => void;
  onCancel: () => void;
}

const fieldId = (name: string) => `wallet-${name}`;
/** The wallet form starts on currency 1 and no payment account (-1). */
const DEFAULT_CURRENCY = '1';
const NO_ACCOUNT = '-1';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const number = (form: FormData, name: string): number | null => {
  const value = text(form, name);
  return value === '' || Number.isNaN(Number(value)) ? null : Number(value);
};

/** Reads the form into the API body: type-dependent fields only for the types that have them. */
export function walletInputFromForm(form: FormData, type: string): WalletInput {
  const card = isCreditCardType(type);
  return {
    name: text(form, 'name'),
    type,
    balance: number(form, 'balance') ?? 0,
    currency_id: number(form, 'currency_id') ?? 0,
    color: text(form, 'color') || undefined,
    exclude_stats: form.get('exclude_stats') === 'on',
    invoice_date: card ? text(form, 'invoice_date') || null : null,
    closing_date: card ? text(form, 'closing_date') || null : null,
    payment_account: card ? (number(form, 'payment_account') ?? -1) : null,
    installement_value: type === 'credit-card-revolving' ? number(form, 'installement_value') : null,
    voucher_value: type === 'voucher' ? number(form, 'voucher_value') : null,
  };
}

/** The wallet add/edit form (its fields, those its type reveals, checked by the wallet rules of @bc/domain). */
export function WalletForm({ wallet, onSaved, onCancel }: WalletFormProps) {
  const { t } = useTranslation('settings');
  const [type, setType] = useState<string>(wallet?.type ?? 'bank');
  const problems = useFormProblems(
    (key) => t(`wallets.messages.${key}`, { defaultValue: key }),
    t('wallets.saveFailed'),
  );
  const [color] = useState(() => wallet?.color ?? randomLabelColor());
  const wallets = useWallets('all');
  const save = useSaveWallet();
  const card = isCreditCardType(type);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = walletInputFromForm(new FormData(event.currentTarget), type);
    const payer = wallets.data?.find((item) => item.id === input.payment_account);
    const found = walletProblems(
      input,
      WALLET_TYPES,
      card && (input.payment_account ?? -1) > 0 ? (payer ?? null) : undefined,
    );
    if (!problems.check(Object.values(found))) return;
    save.mutate(
      { uuid: wallet?.uuid ?? null, wallet: input },
      {
        onSuccess: onSaved,
        onError: problems.failed,
      },
    );
  };

  return (
    <form aria-label={wallet ? t('wallets.editTitle') : t('wallets.addTitle')} onSubmit={submit} noValidate>
      <FormLayout columns={1}>
        {problems.alert}
        <Field id={fieldId('name')} label={t('wallets.name')}>
          <input name="name" type="text" defaultValue={wallet?.name ?? ''} autoComplete="off" />
        </Field>
        <Field id={fieldId('type')} label={t('wallets.type')}>
          <select name="type" value={type} onChange={(event) => setType(event.target.value)}>
            {WALLET_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`wallets.types.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        {/* Saved as the opening balance, entries counting on top; a voucher's is its tickets at the start. */}
        <AmountInput
          id={fieldId('balance')}
          name="balance"
          label={type === 'voucher' ? t('wallets.tickets') : t('wallets.balance')}
          defaultValue={wallet?.opening_balance ?? 0}
        />
        <CurrencySelect
          id={fieldId('currency')}
          name="currency_id"
          label={t('wallets.currency')}
          defaultValue={String(wallet?.currency ?? DEFAULT_CURRENCY)}
        />
        <Field id={fieldId('color')} label={t('wallets.color')} inline>
          <input name="color" type="color" defaultValue={color} className="bc-color-input" />
        </Field>
        {card && (
          <>
            <Field id={fieldId('invoice-date')} label={t('wallets.invoiceDate')}>
              <input name="invoice_date" type="date" defaultValue={wallet?.invoice_date ?? ''} />
            </Field>
            <Field id={fieldId('closing-date')} label={t('wallets.closingDate')}>
              <input name="closing_date" type="date" defaultValue={wallet?.closing_date ?? ''} />
            </Field>
            <QuerySelect
              id={fieldId('payment-account')}
              name="payment_account"
              label={t('wallets.paymentAccount')}
              query={wallets}
              placeholder={{ value: NO_ACCOUNT, label: t('wallets.noPaymentAccount') }}
              defaultValue={String(wallet?.payment_account ?? NO_ACCOUNT)}
              options={(list) =>
                list
                  .filter((item) => canPayCards(item) && item.uuid !== wallet?.uuid)
                  .map((item) => ({ value: String(item.id), label: item.name }))
              }
            />
          </>
        )}
        {type === 'credit-card-revolving' && (
          <AmountInput
            id={fieldId('installment')}
            name="installement_value"
            label={t('wallets.installment')}
            defaultValue={wallet?.installement_value ?? null}
          />
        )}
        {type === 'voucher' && (
          <AmountInput
            id={fieldId('voucher-value')}
            name="voucher_value"
            label={t('wallets.voucherValue')}
            defaultValue={wallet?.voucher_value ?? null}
          />
        )}
        <Field id={fieldId('exclude-stats')} label={t('wallets.excludeFromStats')} inline>
          <input type="checkbox" name="exclude_stats" defaultChecked={wallet?.exclude_from_stats ?? false} />
        </Field>
        <SaveActions busy={save.isPending} onCancel={onCancel} />
      </FormLayout>
    </form>
  );
}
