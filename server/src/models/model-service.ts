// Models: entry templates (SPEC §3 Model, §7 Models). SQL kept here: one table, four statements.
import { fromCents, type Model, type ModelInput, toCents } from '@bc/api';
import { modelNameProblem, signProblem } from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { categoryUsable } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { findPayeeById } from '../payees/payees-sql.ts';
import { walletsByIds } from '../wallets/wallets-sql.ts';
import { referenceProblems } from '../workspaces/workspaces-sql.ts';

type ModelRow = {
  uuid: string;
  name: string;
  type: Model['type'];
  amount_cents: number | null;
  currency_id: number | null;
  payment_type_id: number | null;
  note: string | null;
  exclude_from_stats: boolean;
  account_id: number | null;
  category_id: number | null;
  payee_id: number | null;
  labels: Model['labels'] | string;
  updated_at: Date;
};

const SELECT = `
  SELECT m.uuid, m.name, m.type, m.amount_cents, m.currency_id, m.payment_type_id, m.note, m.exclude_from_stats,
         m.account_id, m.category_id, m.payee_id, m.updated_at,
         coalesce((SELECT json_agg(json_build_object('id', l.id, 'uuid', l.uuid, 'name', l.name, 'color', l.color)
                                   ORDER BY lower(l.name))
                   FROM labels l WHERE l.id = ANY(m.label_ids)), '[]'::json) AS labels
  FROM entry_models m`;

const toModel = (row: ModelRow): Model => ({
  uuid: row.uuid,
  name: row.name,
  type: row.type,
  amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
  currency_id: row.currency_id,
  payment_type: row.payment_type_id,
  note: row.note,
  exclude_from_stats: row.exclude_from_stats,
  account_id: row.account_id,
  category_id: row.category_id,
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

const positive = (id: number | null | undefined) => (typeof id === 'number' && id > 0 ? id : null);

async function checkedParams(tx: Queryable, workspaceId: string, input: ModelInput) {
  const problems: Record<string, string> = {};
  const nameProblem = modelNameProblem(input.name);
  if (nameProblem) problems.name = nameProblem;
  if (typeof input.amount === 'number' && input.type !== 'saving') {
    const sign = signProblem(input.type, input.amount);
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
  const accountId = positive(input.account_id);
  if (accountId !== null && (await walletsByIds(tx, workspaceId, [accountId])).length === 0) {
    throw notFound('Wallet not found');
  }
  const categoryId = positive(input.category_id);
  if (categoryId !== null && !(await categoryUsable(tx, workspaceId, categoryId)))
    throw notFound('Category not found');
  const payeeId = positive(input.payee_id);
  if (payeeId !== null && !(await findPayeeById(tx, workspaceId, payeeId))) throw notFound('Payee not found');
  const labels = await resolveLabels(tx, workspaceId, input.labels ?? []);
  return [
    (input.name ?? '').trim(),
    input.type,
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
