import { ledgerKeys } from '@bc/ui/ledger';

/** Query keys of the models feature; the list is the one the entry form's model picker reads. */
export const modelKeys = {
  all: ledgerKeys.models,
  list: ledgerKeys.modelList,
  detail: (uuid: string) => [...ledgerKeys.models, 'detail', uuid] as const,
};
