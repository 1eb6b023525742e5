// Ledger queries the shell and the areas share (wallets with balances, labels, models, payees, goals, the most
// used categories). A subpath of @bc/ui, not part of the shared module: the schemas load with the first call,
// and the one query cache shares the entries.
export { CategoryPicker, type CategoryPickerProps } from './category-picker.tsx';
export { prefetchEntryFormData } from './entry-form-data.ts';
export { categoryUseQueryOptions, getCategoryUse, useCategoryUse } from './get-category-use.ts';
export { getGoals, goalKeys, goalsQueryOptions, useGoals } from './get-goals.ts';
export { getLabels, labelsQueryOptions, useLabels } from './get-labels.ts';
export { getModels, modelsQueryOptions, useModels } from './get-models.ts';
export { getPayees, payeesQueryOptions, usePayees } from './get-payees.ts';
export { getWallets, useWallets, walletsQueryOptions } from './get-wallets.ts';
export { ledgerKeys, type WalletFilter } from './keys.ts';
export { addLabelNames, type LabelChoice, LabelsField, labelRefs } from './labels-field.tsx';
export { LabelsPicker, type LedgerPickerProps, WalletsPicker } from './ledger-pickers.tsx';
export { payeeKeys } from './payee-keys.ts';
