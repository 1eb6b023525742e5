import { useReferenceNames } from '@bc/ui';
import { useLabels, useWallets } from '@bc/ui/ledger';
import { useCategories } from '@bc/ui/reference-data';
import { useMemo } from 'react';

/** The names of what rules point at by id, from the reference data every screen reads. */
export interface RuleNames {
  category: (id: number) => string;
  label: (id: number) => string;
  wallet: (id: number) => string;
}

/**
 * Names of sub-categories (translated), labels and wallets, archived ones included: a rule may still name
 * them. An id not (or not yet) known reads as "#id".
 */
export function useRuleNames(): RuleNames {
  const names = useReferenceNames();
  const categories = useCategories();
  const labels = useLabels('all');
  const wallets = useWallets('all');
  return useMemo(() => {
    const categoryNames = new Map<number, string>();
    for (const parent of categories.data ?? [])
      for (const sub of parent.subCategories) categoryNames.set(sub.id, names.subCategory(sub));
    const labelNames = new Map((labels.data ?? []).map((label) => [label.id, label.name]));
    const walletNames = new Map((wallets.data ?? []).map((wallet) => [wallet.id, wallet.name]));
    const named = (map: Map<number, string>) => (id: number) => map.get(id) ?? `#${id}`;
    return { category: named(categoryNames), label: named(labelNames), wallet: named(walletNames) };
  }, [names, categories.data, labels.data, wallets.data]);
}
