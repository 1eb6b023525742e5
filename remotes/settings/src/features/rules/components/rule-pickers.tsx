import type { RuleChoiceField } from '@bc/api';
import { ENTRY_TYPES } from '@bc/domain';
import {
  Field,
  MultiPicker,
  type SelectOption,
  type SelectOptionGroup,
  SelectOptions,
  useReferenceNames,
} from '@bc/ui';
import { LabelsPicker, useLabels, useWallets, WalletsPicker } from '@bc/ui/ledger';
import { CategoriesPicker, categoryGroups, useCategories, useCurrencies } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

/** What a rule chooses from a list: a wallet, a sub-category, a label (by id), a currency, an entry type. */
export type RuleChoiceKind = RuleChoiceField;

export interface RuleSelectProps {
  id: string;
  label: string;
  kind: RuleChoiceKind;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const optionsOf = (items: readonly { id: number; name: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/**
 * The choices of a kind, from the reference data (archived wallets and labels too: a rule may name them). The
 * lists are the ones the rules' names are read from, so they are in the cache already.
 */
function useChoices(kind: RuleChoiceKind): {
  options: (SelectOption | SelectOptionGroup)[];
  loading: boolean;
} {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  const wallets = useWallets('all');
  const labels = useLabels('all');
  const categories = useCategories();
  const currencies = useCurrencies();
  switch (kind) {
    case 'wallet':
      return { options: optionsOf(wallets.data), loading: wallets.isPending };
    case 'label':
      return { options: optionsOf(labels.data), loading: labels.isPending };
    case 'category':
      return { options: categoryGroups(categories.data ?? [], names), loading: categories.isPending };
    case 'currency':
      return {
        options: (currencies.data ?? []).map((currency) => ({
          value: currency.code,
          label: `${currency.code} · ${names.currency(currency.slug)}`,
        })),
        loading: currencies.isPending,
      };
    default:
      return {
        options: ENTRY_TYPES.map((type) => ({ value: type, label: t(`rules.types.${type}`) })),
        loading: false,
      };
  }
}

/** One wallet, sub-category (under its parent), label, currency or entry type, as a select. */
export function RuleSelect({ id, label, kind, value, onChange, error }: RuleSelectProps) {
  const { t } = useTranslation('settings');
  const { options, loading } = useChoices(kind);
  return (
    <Field id={id} label={label} error={error}>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={loading || undefined}
      >
        <option value="">{loading ? t('rules.builder.loading') : t('rules.builder.choose')}</option>
        <SelectOptions options={options} />
      </select>
    </Field>
  );
}

export interface RuleMultiPickerProps {
  id: string;
  label: string;
  kind: RuleChoiceKind;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** Any of the wallets, sub-categories, labels, currencies or entry types: the shared pickers of @bc/ui. */
export function RuleMultiPicker({ id, label, kind, value, onChange, error }: RuleMultiPickerProps) {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  const currencies = useCurrencies();
  const common = { id, label, defaultValue: value, onChange, error };
  switch (kind) {
    case 'wallet':
      return <WalletsPicker {...common} filter="all" />;
    case 'label':
      return <LabelsPicker {...common} filter="all" />;
    case 'category':
      return <CategoriesPicker {...common} />;
    case 'currency':
      return (
        <MultiPicker
          {...common}
          query={currencies}
          options={(list) =>
            list.map((currency) => ({
              value: currency.code,
              label: `${currency.code} · ${names.currency(currency.slug)}`,
            }))
          }
        />
      );
    default:
      return (
        <fieldset
          className="bc-fieldset bc-choice-group"
          aria-describedby={error ? `${id}-problem` : undefined}
        >
          <legend>{label}</legend>
          {ENTRY_TYPES.map((type) => (
            <label key={type} className="bc-choice">
              <input
                type="checkbox"
                id={type === ENTRY_TYPES[0] ? id : undefined}
                checked={value.includes(type)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? ENTRY_TYPES.filter((item) => item === type || value.includes(item))
                      : value.filter((item) => item !== type),
                  )
                }
              />
              {t(`rules.types.${type}`)}
            </label>
          ))}
          {error && (
            <p id={`${id}-problem`} className="bc-field-error">
              {error}
            </p>
          )}
        </fieldset>
      );
  }
}
