import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReferenceNames {
  category: (slug: string) => string;
  /** Custom sub-categories carry the name the user gave them in `slug`. */
  subCategory: (subCategory: { slug: string; custom: boolean }) => string;
  currency: (slug: string) => string;
  paymentType: (slug: string) => string;
  walletType: (type: string) => string;
  goalIcon: (icon: string) => string;
  /** Compares two names in the interface language (categories are sorted by their translated names). */
  compare: (a: string, b: string) => number;
  /** A copy of `items` sorted by the translated name `nameOf` gives each. */
  sortByName: <T>(items: readonly T[], nameOf: (item: T) => string) => T[];
}

/**
 * The translated names of the server's reference data, by slug (the `reference` namespace; an
 * area that uses this registers it among its `extraNamespaces`). An unknown slug shows as is.
 */
export function useReferenceNames(): ReferenceNames {
  const { t, i18n } = useTranslation('reference');
  const language = i18n.language;
  return useMemo(() => {
    const name = (group: string, slug: string) => t(`${group}.${slug}`, { defaultValue: slug });
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    return {
      category: (slug) => name('category', slug),
      subCategory: ({ slug, custom }) => (custom ? slug : name('subCategory', slug)),
      currency: (slug) => name('currency', slug),
      paymentType: (slug) => name('paymentType', slug),
      walletType: (type) => name('walletType', type),
      goalIcon: (icon) => name('goalIcon', icon.replaceAll('-', '_')),
      compare: collator.compare,
      sortByName: (items, nameOf) =>
        items
          .map((item) => ({ item, name: nameOf(item) }))
          .sort((a, b) => collator.compare(a.name, b.name))
          .map(({ item }) => item),
    };
  }, [t, language]);
}
