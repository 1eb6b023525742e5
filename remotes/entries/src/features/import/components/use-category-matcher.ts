import { useReferenceNames } from '@bc/ui';
import { useSubCategories } from '@bc/ui/reference-data';
import { useMemo } from 'react';

/**
 * The sub-category a category name of the file stands for: its name in the interface language or its slug,
 * any case. A name two parents share (gifts, lotteries) goes to the first one listed; an unknown name, or
 * reference data still loading, leaves the row to the server's default.
 */
export function useCategoryMatcher(): (name: string) => number | null {
  const names = useReferenceNames();
  const { data } = useSubCategories();
  return useMemo(() => {
    const byName = new Map<string, number>();
    for (const sub of data ?? []) {
      for (const name of [names.subCategory(sub), sub.slug, sub.slug.replaceAll('_', ' ')]) {
        const key = name.trim().toLowerCase();
        if (!byName.has(key)) byName.set(key, sub.id);
      }
    }
    return (name: string) => byName.get(name.trim().toLowerCase()) ?? null;
  }, [data, names]);
}
