import { MultiPicker, type MultiPickerProps } from '../multi-picker.tsx';
import type { SelectOption } from '../query-select.tsx';
import { useLabels } from './get-labels.ts';
import { useWallets } from './get-wallets.ts';
import type { WalletFilter } from './keys.ts';

/** A picker of the workspace's wallets or labels: everything of MultiPicker but where the options come from. */
export type LedgerPickerProps = Omit<MultiPickerProps<unknown>, 'query' | 'options'> & {
  /** Which of them are offered: the active ones unless told. */
  filter?: WalletFilter;
};

/** Named things as choices: the id as the value, the name as the label. */
const namedOptions = (items: readonly { id: number; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** Wallets to choose any of (value: the wallet id). */
export function WalletsPicker({ filter = 'active', ...props }: LedgerPickerProps) {
  return <MultiPicker {...props} query={useWallets(filter)} options={namedOptions} />;
}

/** Labels to choose any of (value: the label id). */
export function LabelsPicker({ filter = 'active', ...props }: LedgerPickerProps) {
  return <MultiPicker {...props} query={useLabels(filter)} options={namedOptions} />;
}
