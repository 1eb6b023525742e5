// Ledger queries the shell and the areas share (wallets with balances, labels, models). A subpath of @bc/ui, not
// part of the shared module: the schemas load with the first call, and the one query cache shares the entries.
export { getLabels, labelsQueryOptions, useLabels } from './get-labels.ts';
export { getModels, modelsQueryOptions, useModels } from './get-models.ts';
export { getWallets, useWallets, walletsQueryOptions } from './get-wallets.ts';
export { ledgerKeys, type WalletFilter } from './keys.ts';
export { addLabelNames, type LabelChoice, LabelsField, labelRefs } from './labels-field.tsx';
