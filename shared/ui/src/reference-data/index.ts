// Reference data queries (categories, currencies, payment types). A subpath of @bc/ui, not part of
// the shared module: each area bundles these few lines itself, so the shell's login page does not
// load the schemas; the query keys are the same everywhere, so the one query cache is shared.
export { categoriesQueryOptions, getCategories, useCategories } from './get-categories.ts';
export { currenciesQueryOptions, getCurrencies, useCurrencies } from './get-currencies.ts';
export { getPaymentTypes, paymentTypesQueryOptions, usePaymentTypes } from './get-payment-types.ts';
export { getSubCategories, subCategoriesQueryOptions, useSubCategories } from './get-sub-categories.ts';
export {
  CategoriesPicker,
  CurrenciesPicker,
  categoryGroups,
  PaymentTypesPicker,
  type ReferencePickerProps,
} from './reference-pickers.tsx';
export { CurrencySelect, PaymentTypeSelect, type ReferenceSelectProps } from './reference-selects.tsx';
