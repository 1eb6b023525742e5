import type { SelectOptionGroup } from '@bc/ui';
import { useReferenceNames } from '@bc/ui';
import { useSubCategories } from '@bc/ui/reference-data';
import { useMemo } from 'react';

/**
 * Every sub-category under its parent, both by translated name, as a compact select offers them (the same
 * names and order as the entry form's picker lists them under "all categories"); null while they load.
 */
export function useCategoryOptions(): SelectOptionGroup[] | null {
  const subCategories = useSubCategories();
  const names = useReferenceNames();
  return useMemo(() => {
    if (!subCategories.data) return null;
    const groups = new Map<number, { label: string; options: { value: string; label: string }[] }>();
    for (const sub of subCategories.data) {
      const group = groups.get(sub.category.id) ?? { label: names.category(sub.category.slug), options: [] };
      group.options.push({ value: String(sub.id), label: names.subCategory(sub) });
      groups.set(sub.category.id, group);
    }
    return [...groups.values()]
      .sort((a, b) => names.compare(a.label, b.label))
      .map((group) => ({ ...group, options: group.options.sort((a, b) => names.compare(a.label, b.label)) }));
  }, [subCategories.data, names]);
}
