import type { EntryTab } from '@bc/domain';
import { QuerySelect } from '@bc/ui';
import { useWallets } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import type { EntryDefaults } from './entry-types.ts';
import { transferSides } from './entry-types.ts';
import { fieldId } from './form-data.ts';
import { lastWallet } from './last-wallet.ts';
import { NO_WALLET, OUT_OF_WALLET } from './read-entry-form.ts';

interface WalletSelectProps {
  id: string;
  name: string;
  label: string;
  outOfWallet?: boolean;
  defaultValue?: string | undefined;
  /**
   * A new entry's wallet, without a value of its own: the wallet last saved in, else the only wallet there
   * is, else "choose wallet".
   */
  preselect?: boolean;
}

/** The wallet a new entry starts in, among the active `wallets`; "choose wallet" when none stands out. */
export function preselectedWallet(wallets: readonly { id: number }[], remembered: number | null): string {
  if (remembered !== null && wallets.some((wallet) => wallet.id === remembered)) return String(remembered);
  const [only] = wallets;
  return wallets.length === 1 && only ? String(only.id) : NO_WALLET;
}

/** A wallet select from the API: active wallets, "choose wallet" first, and "out of wallet" for transfers. */
function WalletSelect({ id, name, label, outOfWallet, defaultValue, preselect }: WalletSelectProps) {
  const { t } = useTranslation('entries');
  const wallets = useWallets('active');
  const fallback = preselect && wallets.data ? preselectedWallet(wallets.data, lastWallet()) : NO_WALLET;
  return (
    <QuerySelect
      id={id}
      name={name}
      label={label}
      query={wallets}
      placeholder={{ value: NO_WALLET, label: t('form.chooseWallet') }}
      defaultValue={defaultValue ?? fallback}
      options={(list) => [
        ...(outOfWallet ? [{ value: OUT_OF_WALLET, label: t('form.outOfWallet') }] : []),
        ...list.map((wallet) => ({ value: String(wallet.id), label: wallet.name })),
      ]}
    />
  );
}

export interface WalletFieldsProps {
  type: EntryTab;
  /** The entry the form starts from, when it is of this tab. */
  initial: Partial<EntryDefaults> | undefined;
}

/**
 * The entry's wallet; a transfer's two wallets, from and to, either of which may be out of wallet. A loaded
 * transfer shows its two sides the right way round whichever of its rows was opened.
 */
export function WalletFields({ type, initial }: WalletFieldsProps) {
  const { t } = useTranslation('entries');
  if (type !== 'transfer') {
    return (
      <WalletSelect
        key={`wallet-${type}`}
        id={fieldId('wallet')}
        name="account_id"
        label={t('form.wallet')}
        defaultValue={initial ? String(initial.account_id ?? NO_WALLET) : undefined}
        preselect
      />
    );
  }
  const sides = initial
    ? transferSides({
        amount: initial.amount ?? 0,
        account_id: initial.account_id ?? null,
        transfer_id: initial.transfer_id ?? null,
      })
    : undefined;
  return (
    <>
      <WalletSelect
        key="wallet-transfer"
        id={fieldId('wallet')}
        name="account_id"
        label={t('form.walletFrom')}
        outOfWallet
        defaultValue={sides?.from}
        preselect
      />
      <WalletSelect
        id={fieldId('wallet-to')}
        name="transfer_id"
        label={t('form.walletTo')}
        outOfWallet
        defaultValue={sides?.to}
      />
    </>
  );
}
