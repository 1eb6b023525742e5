// Models: entry templates (SPEC §3 Model, §7 Models). SQL kept here: one table, four statements. A model
// reads back like an entry row (the original client lists models in its entries table): its currency is the
// workspace's when it names none, and a debit's or saving's sub-category is the fixed one.
import { fromCents, type Model, type ModelInput, type SubCategoryWithParent, toCents } from '@bc/api';
import {
  DEBIT_CATEGORY_ID,
  type EntryType,
  entryTabOf,
  entryTypeNamed,
  modelNameProblem,
  SAVING_CATEGORY_ID,
  signProblem,
  WORKSPACE_DEFAULTS,
} from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { categoryUsable, currencyOf, subCategoryOf } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { resolvePayee } from '../payees/payee-service.ts';
import { walletsByIds } from '../wallets/wallets-sql.ts';
import { referenceProblems } from '../workspaces/workspaces-sql.ts';

type ModelType = 'expense' | 'income' | 'debit' | 'saving';
const MODEL_TYPES: readonly EntryType[] = ['expense', 'income', 'debit', 'saving'];

type ModelRow = {
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

const toModel = (row: ModelRow): Model => ({
  uuid: row.uuid,
  name: row.name,
  type: entryTabOf(row.type) as Model['type'],
  amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
  currency_id: row.currency_id,
  currency: currencyOf(row),
  payment_type:
    row.payment_type_id === null ? null : { id: row.payment_type_id, slug: row.payment_type_slug ?? '' },
  note: row.note,
  exclude_from_stats: row.exclude_from_stats,
  account_id: row.account_id,
  wallet:
    row.account_id === null
      ? null
      : { id: row.account_id, uuid: row.wallet_uuid ?? '', name: row.wallet_name ?? '' },
  category_id: row.category_id,
  sub_category:
    row.category_id === null || row.sub_slug === null
      ? null
      : subCategoryOf({ ...row, category_id: row.category_id, sub_slug: row.sub_slug }),
  payee_id: row.payee_id,
  labels: typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels,
  updated_at: new Date(row.updated_at).toISOString(),
});

export const modelNotFound = () => notFound('Model not found');

export async function listModels(db: Queryable, workspaceId: string, desc: boolean) {
  const rows = await db.query<ModelRow>(
    `${SELECT} WHERE m.workspace_id = $1 ORDER BY lower(m.name) ${desc ? 'DESC' : 'ASC'}, m.id`,
    [workspaceId],
  );
  return rows.map(toModel);
}

export async function getModel(db: Queryable, workspaceId: string, uuid: string) {
  const [row] = isUuid(uuid)
    ? await db.query<ModelRow>(`${SELECT} WHERE m.workspace_id = $1 AND m.uuid = $2::uuid`, [
        workspaceId,
        uuid,
      ])
    : [];
  if (!row) throw modelNotFound();
  return toModel(row);
}

/** The model's type by the tab's name (or the path's); expenses when none is sent. */
function modelType(name: string | undefined): ModelType | null {
  const type = entryTypeNamed(name ?? 'expense');
  return type && MODEL_TYPES.includes(type) ? (type as ModelType) : null;
}

/** Debits and savings always have their fixed sub-category; other models keep the chosen one, if any. */
const modelCategory = (type: ModelType, chosen: number | null | undefined) =>
  type === 'debit' ? DEBIT_CATEGORY_ID : type === 'saving' ? SAVING_CATEGORY_ID : (chosen ?? null);

async function checkedParams(tx: Queryable, workspaceId: string, input: ModelInput) {
  const problems: Record<string, string> = {};
  const nameProblem = modelNameProblem(input.name);
  if (nameProblem) problems.name = nameProblem;
  const type = modelType(input.type);
  if (!type) problems.type = 'Invalid entry type';
  if (type && typeof input.amount === 'number' && type !== 'saving') {
    const sign = signProblem(type, input.amount);
    if (sign) problems.amount = sign;
  }
  Object.assign(
    problems,
    await referenceProblems(tx, [
      ...(input.currency_id
        ? [{ field: 'currency_id', table: 'currencies' as const, id: input.currency_id }]
        : []),
      ...(input.payment_type
        ? [{ field: 'payment_type', table: 'payment_types' as const, id: input.payment_type }]
        : []),
    ]),
  );
  if (Object.keys(problems).length > 0) throw unprocessable('The model is invalid', problems);
  const accountId = input.account_id ?? null;
  if (accountId !== null && (await walletsByIds(tx, workspaceId, [accountId])).length === 0) {
    throw notFound('Wallet not found');
  }
  const categoryId = modelCategory(type as ModelType, input.category_id);
  if (categoryId !== null && !(await categoryUsable(tx, workspaceId, categoryId)))
    throw notFound('Category not found');
  const payeeRef = type === 'debit' ? input.payee_id : null;
  const payeeId =
    payeeRef === null || payeeRef === undefined || payeeRef === ''
      ? null
      : (await resolvePayee(tx, workspaceId, payeeRef)).id;
  const labels = await resolveLabels(tx, workspaceId, input.labels ?? []);
  return [
    (input.name ?? '').trim(),
    type,
    typeof input.amount === 'number' ? toCents(input.amount) : null,
    input.currency_id ?? null,
    input.payment_type ?? null,
    input.note?.trim() || null,
    input.exclude_from_stats ?? false,
    accountId,
    categoryId,
    payeeId,
    labels.map((label) => label.id),
  ];
}

export async function createModel(db: Database, workspaceId: string, input: ModelInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ uuid: string }>(
      `INSERT INTO entry_models (workspace_id, name, type, amount_cents, currency_id, payment_type_id, note,
         exclude_from_stats, account_id, category_id, payee_id, label_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint[]) RETURNING uuid`,
      [workspaceId, ...(await checkedParams(tx, workspaceId, input))],
    );
    if (!row) throw new Error('The model was not stored');
    return getModel(tx, workspaceId, row.uuid);
  });
}

export async function updateModel(db: Database, workspaceId: string, uuid: string, input: ModelInput) {
  return db.transaction(async (tx) => {
    await getModel(tx, workspaceId, uuid);
    await tx.query(
      `UPDATE entry_models SET name = $3, type = $4, amount_cents = $5, currency_id = $6, payment_type_id = $7,
         note = $8, exclude_from_stats = $9, account_id = $10, category_id = $11, payee_id = $12,
         label_ids = $13::bigint[], updated_at = now()
       WHERE workspace_id = $1 AND uuid = $2::uuid`,
      [workspaceId, uuid, ...(await checkedParams(tx, workspaceId, input))],
    );
    return getModel(tx, workspaceId, uuid);
  });
}

export async function deleteModel(db: Queryable, workspaceId: string, uuid: string) {
  const rows = isUuid(uuid)
    ? await db.query('DELETE FROM entry_models WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id', [
        workspaceId,
        uuid,
      ])
    : [];
  if (rows.length === 0) throw modelNotFound();
}
