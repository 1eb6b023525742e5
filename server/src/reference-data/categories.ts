import type { Category, CategoryKind, SubCategoryWithParent } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

type SubCategoryRow = {
  id: number;
  slug: string;
  exclude_from_stats: boolean;
  custom: boolean;
  category_id: number;
  category_slug: string;
  category_icon: string;
  category_kind: CategoryKind;
};

// Only predefined sub-categories until workspaces exist; custom ones will be scoped by workspace_id.
const SUB_CATEGORY_SELECT = `
  SELECT s.id, s.slug, s.exclude_from_stats, s.workspace_id IS NOT NULL AS custom,
         c.id AS category_id, c.slug AS category_slug, c.icon AS category_icon, c.kind AS category_kind
  FROM sub_categories s
  JOIN categories c ON c.id = s.category_id
  WHERE s.workspace_id IS NULL`;

const toSubCategoryWithParent = (row: SubCategoryRow): SubCategoryWithParent => ({
  id: row.id,
  slug: row.slug,
  custom: row.custom,
  exclude_from_stats: row.exclude_from_stats,
  category: {
    id: row.category_id,
    slug: row.category_slug,
    icon: row.category_icon,
    kind: row.category_kind,
  },
});

export async function listSubCategories(db: Queryable): Promise<SubCategoryWithParent[]> {
  const rows = await db.query<SubCategoryRow>(`${SUB_CATEGORY_SELECT} ORDER BY s.id`);
  return rows.map(toSubCategoryWithParent);
}

export async function getSubCategory(db: Queryable, id: number): Promise<SubCategoryWithParent> {
  const [row] = await db.query<SubCategoryRow>(`${SUB_CATEGORY_SELECT} AND s.id = $1`, [id]);
  if (!row) throw notFound(`Category ${id} not found`);
  return toSubCategoryWithParent(row);
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  const [parents, subCategories] = await Promise.all([
    db.query<Omit<Category, 'subCategories'>>('SELECT id, slug, icon, kind FROM categories ORDER BY id'),
    listSubCategories(db),
  ]);
  return parents.map((parent) => ({
    ...parent,
    subCategories: subCategories
      .filter((sub) => sub.category.id === parent.id)
      .map(({ id, slug, custom, exclude_from_stats }) => ({ id, slug, custom, exclude_from_stats })),
  }));
}
