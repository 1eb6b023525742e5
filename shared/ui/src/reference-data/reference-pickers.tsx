import type { Category } from '@bc/api';
import { MultiPicker, type MultiPickerProps } from '../multi-picker.tsx';
import type { SelectOptionGroup } from '../query-select.tsx';
import { type ReferenceNames, useReferenceNames } from '../reference-names.ts';
import { useCategories } from './get-categories.ts';
import { useCurrencies } from './get-currencies.ts';
import { usePaymentTypes } from './get-payment-types.ts';
import { currencyOptions, paymentTypeOptions } from './reference-selects.tsx';

/** A picker of reference data: everything of MultiPicker but where the options come from. */
export type ReferencePickerProps = Omit<MultiPickerProps<unknown>, 'query' | 'options'>;

/** Sub-categories as choices (value: the sub-category id), under their parents, both by their translated names. */
export function categoryGroups(categories: readonly Category[], names: ReferenceNames): SelectOptionGroup[] {
  return names
    .sortByName(categories, (category) => names.category(category.slug))
    .map((category) => ({
      label: names.category(category.slug),
      options: names
        .sortByName(category.subCategories, (sub) => names.subCategory(sub))
        .map((sub) => ({ value: String(sub.id), label: names.subCategory(sub) })),
    }));
}

/** Sub-categories to choose any of, under their parent categories. */
export function CategoriesPicker(props: ReferencePickerProps) {
  const names = useReferenceNames();
  return <MultiPicker {...props} query={useCategories()} options={(data) => categoryGroups(data, names)} />;
}

/** Currencies to choose any of. */
export function CurrenciesPicker(props: ReferencePickerProps) {
  const names = useReferenceNames();
  return <MultiPicker {...props} query={useCurrencies()} options={(data) => currencyOptions(data, names)} />;
}

/** Payment types to choose any of. */
export function PaymentTypesPicker(props: ReferencePickerProps) {
  const names = useReferenceNames();
  return (
    <MultiPicker {...props} query={usePaymentTypes()} options={(data) => paymentTypeOptions(data, names)} />
  );
}
