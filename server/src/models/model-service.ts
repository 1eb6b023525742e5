// Models: entry templates (SPEC §3 Model, §7 Models). A model reads back like an entry row (the original
// client lists models in its entries table); a debit's or saving's sub-category is the fixed one.
import { fromCents, type Model, type ModelInput, toCents } from '@bc/api';
import {
  DEBIT_CATEGORY_ID,
  type EntryType,
  entryTabOf,
  entryTypeNamed,
  modelNameProblem,
  SAVING_CATEGORY_ID,
  signProblem,
} from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { categoryUsable, currencyOf, subCategoryOf } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { resolvePayee } from '../payees/payee-service.ts';
import { walletsByIds } from '../wallets/wallets-sql.ts';
import { referenceProblems } from '../workspaces/workspaces-sql.ts';
import {
  deleteModelRow,
  findModel,
  insertModel,
  listModelRows,
  type ModelFields,
  type ModelRow,
  type ModelType,
  updateModelRow,
} from './models-sql.ts';

const MODEL_TYPES: readonly EntryType[] = ['expense', 'income', 'debit', 'saving'];

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
  const rows = await listModelRows(db, workspaceId, desc);
  return rows.map(toModel);
}

export async function getModel(db: Queryable, workspaceId: string, uuid: string) {
  const row = await findModel(db, workspaceId, uuid);
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

async function checkedFields(tx: Queryable, workspaceId: string, input: ModelInput): Promise<ModelFields> {
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
  return {
    name: (input.name ?? '').trim(),
    type: type as ModelType,
    amountCents: typeof input.amount === 'number' ? toCents(input.amount) : null,
    currencyId: input.currency_id ?? null,
    paymentTypeId: input.payment_type ?? null,
    note: input.note?.trim() || null,
    excludeFromStats: input.exclude_from_stats ?? false,
    accountId,
    categoryId,
    payeeId,
    labelIds: labels.map((label) => label.id),
  };
}

export async function createModel(db: Database, workspaceId: string, input: ModelInput) {
  return db.transaction(async (tx) => {
    const uuid = await insertModel(tx, workspaceId, await checkedFields(tx, workspaceId, input));
    return getModel(tx, workspaceId, uuid);
  });
}

export async function updateModel(db: Database, workspaceId: string, uuid: string, input: ModelInput) {
  return db.transaction(async (tx) => {
    await getModel(tx, workspaceId, uuid);
    await updateModelRow(tx, workspaceId, uuid, await checkedFields(tx, workspaceId, input));
    return getModel(tx, workspaceId, uuid);
  });
}

export async function deleteModel(db: Queryable, workspaceId: string, uuid: string) {
  if (!(await deleteModelRow(db, workspaceId, uuid))) throw modelNotFound();
}
