import type { CategoryKind, SubCategoryWithParent } from '@bc/api';
import { QuerySelect, type ReferenceNames, type SelectOptionGroup, useReferenceNames } from '@bc/ui';
import { useSubCategories } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

export interface CategorySelectProps {
  id: string;
  /** Only sub-categories whose parent is of these kinds; all when left out. */
  kinds?: readonly CategoryKind[];
  multiple?: boolean;
  /** Adds the "Choose category" option (value 0, the entry form's default). */
  withPlaceholder?: boolean;
  /** The form field name (the id otherwise). */
  name?: string;
  /** The sub-category chosen at first (an entry being edited). */
  defaultValue?: string;
  /** The label, "Category" unless told. */
  label?: string;
}

/** Sub-categories grouped under their parent, both sorted by their translated names. */
export function groupByParent(
  subCategories: readonly SubCategoryWithParent[],
  names: ReferenceNames,
  kinds?: readonly CategoryKind[],
): SelectOptionGroup[] {
  const groups = new Map<number, { label: string; items: SubCategoryWithParent[] }>();
  for (const sub of subCategories) {
    if (kinds && !kinds.includes(sub.category.kind)) continue;
    const group = groups.get(sub.category.id) ?? { label: names.category(sub.category.slug), items: [] };
    group.items.push(sub);
    groups.set(sub.category.id, group);
  }
  return names
    .sortByName([...groups.values()], (group) => group.label)
    .map((group) => ({
      label: group.label,
      options: names
        .sortByName(group.items, (sub) => names.subCategory(sub))
        .map((sub) => ({ value: String(sub.id), label: names.subCategory(sub) })),
    }));
}

export function CategorySelect({
  id,
  kinds,
  multiple,
  withPlaceholder,
  name,
  defaultValue,
  label,
}: CategorySelectProps) {
  const { t } = useTranslation('entries');
  const names = useReferenceNames();
  const query = useSubCategories();
  return (
    <QuerySelect
      id={id}
      label={label ?? t('form.category')}
      name={name}
      query={query}
      multiple={multiple}
      placeholder={withPlaceholder ? { value: '0', label: t('form.chooseCategory') } : undefined}
      defaultValue={defaultValue ?? (withPlaceholder ? '0' : undefined)}
      options={(data) => groupByParent(data, names, kinds)}
    />
  );
}
