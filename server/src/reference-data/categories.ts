import type { Category, CategoryKind, SubCategoryWithParent } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';

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

// Predefined sub-categories, plus the custom ones of the workspace when one is given ($1).
const SUB_CATEGORY_SELECT = `
  SELECT s.id, s.slug, s.exclude_from_stats, s.workspace_id IS NOT NULL AS custom,
         c.id AS category_id, c.slug AS category_slug, c.icon AS category_icon, c.kind AS category_kind
  FROM sub_categories s
  JOIN categories c ON c.id = s.category_id
  WHERE (s.workspace_id IS NULL OR s.workspace_id = $1::uuid)`;

const toSubCategoryWithParent = (row: SubCategoryRow): SubCategoryWithParent => ({
  id: row.id,
  slug: row.slug,
  name: row.slug,
  custom: row.custom,
  exclude_from_stats: row.exclude_from_stats,
  category: {
    id: row.category_id,
    slug: row.category_slug,
    icon: row.category_icon,
    kind: row.category_kind,
  },
});

export async function listSubCategories(
  db: Queryable,
  workspaceId: string | null = null,
): Promise<SubCategoryWithParent[]> {
  const rows = await db.query<SubCategoryRow>(`${SUB_CATEGORY_SELECT} ORDER BY s.id`, [workspaceId]);
  return rows.map(toSubCategoryWithParent);
}

export async function getSubCategory(
  db: Queryable,
  id: number,
  workspaceId: string | null = null,
): Promise<SubCategoryWithParent> {
  const [row] = await db.query<SubCategoryRow>(`${SUB_CATEGORY_SELECT} AND s.id = $2`, [workspaceId, id]);
  if (!row) throw notFound(`Category ${id} not found`);
  return toSubCategoryWithParent(row);
}

export async function listCategories(db: Queryable, workspaceId: string | null = null): Promise<Category[]> {
  const [parents, subCategories] = await Promise.all([
    db.query<Omit<Category, 'subCategories' | 'type'>>(
      'SELECT id, slug, icon, kind FROM categories ORDER BY id',
    ),
    listSubCategories(db, workspaceId),
  ]);
  return parents.map((parent) => ({
    ...parent,
    type: parent.kind,
    subCategories: subCategories
      .filter((sub) => sub.category.id === parent.id)
      .map(({ category: _parent, ...sub }) => sub),
  }));
}

/** POST /api/categories: a custom sub-category of the workspace under a predefined parent. */
export async function createCustomSubCategory(
  db: Queryable,
  workspaceId: string,
  input: { name: string; parentId: number; excludeFromStats: boolean },
): Promise<SubCategoryWithParent> {
  const [parent] = await db.query('SELECT 1 FROM categories WHERE id = $1', [input.parentId]);
  if (!parent) throw unprocessable('The category is invalid', { parent_category: 'Unknown parent category' });
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sub_categories (category_id, slug, exclude_from_stats, workspace_id)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.parentId, input.name, input.excludeFromStats, workspaceId],
  );
  if (!row) throw new Error('The category was not stored');
  return getSubCategory(db, row.id, workspaceId);
}

/** PUT /api/categories/{id}: only the workspace's own custom sub-categories; others answer 404. */
export async function updateCustomSubCategory(
  db: Queryable,
  workspaceId: string,
  id: number,
  input: { name: string; parentId: number; excludeFromStats: boolean },
): Promise<SubCategoryWithParent> {
  const [parent] = await db.query('SELECT 1 FROM categories WHERE id = $1', [input.parentId]);
  if (!parent) throw unprocessable('The category is invalid', { parent_category: 'Unknown parent category' });
  const rows = await db.query(
    `UPDATE sub_categories SET category_id = $3, slug = $4, exclude_from_stats = $5
     WHERE id = $1 AND workspace_id = $2 RETURNING id`,
    [id, workspaceId, input.parentId, input.name, input.excludeFromStats],
  );
  if (rows.length === 0) throw notFound(`Category ${id} not found`);
  return getSubCategory(db, id, workspaceId);
}
