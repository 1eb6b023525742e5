// SQL for models (entry templates): one table, entry_models. A model reads back like an entry row (the
// original client lists models in its entries table): its currency is the workspace's when it names none.
import type { Model, SubCategoryWithParent } from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type ModelType = 'expense' | 'income' | 'debit' | 'saving';

export type ModelRow = {
  uuid: string;
  name: string;
  type: ModelType;
  amount_cents: number | null;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
  payment_type_id: number | null;
  payment_type_slug: string | null;
  note: string | null;
  exclude_from_stats: boolean;
  account_id: number | null;
  wallet_uuid: string | null;
  wallet_name: string | null;
  category_id: number | null;
  sub_slug: string | null;
  sub_custom: boolean;
  sub_exclude: boolean;
  parent_id: number;
  parent_slug: string;
  parent_icon: string;
  parent_kind: SubCategoryWithParent['category']['kind'];
  payee_id: number | null;
  labels: Model['labels'] | string;
  updated_at: Date;
};

const SELECT = `
  SELECT m.uuid, m.name, m.type, m.amount_cents, cur.id AS currency_id, cur.code AS currency_code,
         cur.symbol AS currency_symbol, m.payment_type_id, pt.slug AS payment_type_slug, m.note,
         m.exclude_from_stats, m.account_id, w.uuid AS wallet_uuid, w.name AS wallet_name, m.category_id,
         s.slug AS sub_slug, s.workspace_id IS NOT NULL AS sub_custom, s.exclude_from_stats AS sub_exclude,
         pc.id AS parent_id, pc.slug AS parent_slug, pc.icon AS parent_icon, pc.kind AS parent_kind,
         m.payee_id, m.updated_at,
         coalesce((SELECT json_agg(json_build_object('id', l.id, 'uuid', l.uuid, 'name', l.name, 'color', l.color)
                                   ORDER BY lower(l.name))
                   FROM labels l WHERE l.id = ANY(m.label_ids)), '[]'::json) AS labels
  FROM entry_models m
  JOIN workspaces ws ON ws.id = m.workspace_id
  JOIN currencies cur ON cur.id = coalesce(m.currency_id, ws.currency_id, ${WORKSPACE_DEFAULTS.currencyId})
  LEFT JOIN payment_types pt ON pt.id = m.payment_type_id
  LEFT JOIN wallets w ON w.id = m.account_id
  LEFT JOIN sub_categories s ON s.id = m.category_id
  LEFT JOIN categories pc ON pc.id = s.category_id`;

export function listModelRows(db: Queryable, workspaceId: string, desc: boolean) {
  return db.query<ModelRow>(
    `${SELECT} WHERE m.workspace_id = $1 ORDER BY lower(m.name) ${desc ? 'DESC' : 'ASC'}, m.id`,
    [workspaceId],
  );
}

export async function findModel(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<ModelRow>(`${SELECT} WHERE m.workspace_id = $1 AND m.uuid = $2::uuid`, [
    workspaceId,
    uuid,
  ]);
  return row;
}

export type ModelFields = {
  name: string;
  type: ModelType;
  amountCents: number | null;
  currencyId: number | null;
  paymentTypeId: number | null;
  note: string | null;
  excludeFromStats: boolean;
  accountId: number | null;
  categoryId: number | null;
  payeeId: number | null;
  labelIds: number[];
};

const fieldValues = (model: ModelFields) => [
  model.name,
  model.type,
  model.amountCents,
  model.currencyId,
  model.paymentTypeId,
  model.note,
  model.excludeFromStats,
  model.accountId,
  model.categoryId,
  model.payeeId,
  model.labelIds,
];

export async function insertModel(tx: Queryable, workspaceId: string, model: ModelFields): Promise<string> {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO entry_models (workspace_id, name, type, amount_cents, currency_id, payment_type_id, note,
       exclude_from_stats, account_id, category_id, payee_id, label_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint[]) RETURNING uuid`,
    [workspaceId, ...fieldValues(model)],
  );
  if (!row) throw new Error('The model was not stored');
  return row.uuid;
}

export async function updateModelRow(tx: Queryable, workspaceId: string, uuid: string, model: ModelFields) {
  await tx.query(
    `UPDATE entry_models SET name = $3, type = $4, amount_cents = $5, currency_id = $6, payment_type_id = $7,
       note = $8, exclude_from_stats = $9, account_id = $10, category_id = $11, payee_id = $12,
       label_ids = $13::bigint[], updated_at = now()
     WHERE workspace_id = $1 AND uuid = $2::uuid`,
    [workspaceId, uuid, ...fieldValues(model)],
  );
}

/** False when the workspace has no model of this uuid. */
export async function deleteModelRow(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    'DELETE FROM entry_models WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id',
    [workspaceId, uuid],
  );
  return rows.length > 0;
}
