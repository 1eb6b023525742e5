// Planned entries (SPEC §7 Entries: /api/entry/planned): plans are checked with the entry rules of
// @bc/domain plus the planning rules, their wallet, category, payee and labels must be the workspace's
// (404 otherwise), and every write is one transaction. A plan whose occurrences have already come runs them
// in the same transaction, so the answer shows where it stands; the recurring-entries job does the rest.
import { type PlannedEntryBody, toCents } from '@bc/api';
import {
  DEBIT_CATEGORY_ID,
  entryTypeNamed,
  PLANNED_ENTRY_TYPES,
  type PlannedEntryType,
  parsePlanning,
  pendingOccurrence,
  planProblems,
} from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { lockLedger } from '../entries/entries-sql.ts';
import { checkReferences, entryBodyProblems } from '../entries/ledger-service.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { resolvePayee } from '../payees/payee-service.ts';
import { runDueOccurrences } from './plan-runs.ts';
import {
  insertPlan,
  listPlanRows,
  lockPlan,
  lockPlanById,
  type PlanWrite,
  readPlan,
  type StoredPlan,
  softDeletePlan,
  updatePlan,
} from './planned-sql.ts';

export const planNotFound = () => notFound('Planned entry not found');

/** The plan's type, by the tab's name (or the path's); transfers and savings are not plannable (SPEC §2). */
function plannedType(name: string | undefined): PlannedEntryType | null {
  const type = entryTypeNamed(name);
  return type && (PLANNED_ENTRY_TYPES as readonly string[]).includes(type)
    ? (type as PlannedEntryType)
    : null;
}

/** The planning as sent; the entry form sends 0 when it is not planning, which chooses none. */
const planningOf = (body: PlannedEntryBody) => (typeof body.planning === 'string' ? body.planning : null);

/** What an edit may keep of the stored plan even when it is past by now: its start and its end. */
type KeptDates = { keptStart: string | null; keptEnd: string | null };

/**
 * 422 with every problem of the body at once, by field (SPEC §5 Entry and Planned). `kept` holds the
 * stored plan's dates when editing.
 */
function bodyProblems(body: PlannedEntryBody, kept: KeptDates): Record<string, string> {
  const type = plannedType(body.type);
  if (!type) return { type: 'Invalid entry type' };
  return {
    ...entryBodyProblems(type, body),
    ...planProblems({
      planning: planningOf(body),
      start: body.date_time,
      end: body.end_date_time,
      now: new Date(),
      ...kept,
    }),
  };
}

/**
 * The plan to store, its references resolved inside the transaction (labels and a new payee created), so
 * under the ledger lock. `existing` is the stored plan when editing.
 */
async function checkedPlan(
  tx: Queryable,
  workspaceId: string,
  body: PlannedEntryBody,
  existing: StoredPlan | null,
): Promise<PlanWrite> {
  const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
  const lastRun = existing?.last_execution ? new Date(existing.last_execution) : null;
  const problems = bodyProblems(body, {
    keptStart: iso(existing?.start_date_time),
    keptEnd: iso(existing?.end_date_time),
  });
  if (Object.keys(problems).length > 0) throw unprocessable('The planned entry is invalid', problems);
  const type = plannedType(body.type) as PlannedEntryType;
  const accountId = body.account_id as number;
  const categoryId = type === 'debit' ? DEBIT_CATEGORY_ID : (body.category_id as number);
  const { currencyId, paymentTypeId } = await checkReferences(
    tx,
    workspaceId,
    {
      walletIds: [accountId],
      categoryId,
      currencyId: body.currency_id ?? null,
      paymentTypeId: body.payment_type ?? null,
      goalUuid: null,
    },
    'The planned entry is invalid',
  );

  let payeeId: number | null = null;
  if (type === 'debit') payeeId = (await resolvePayee(tx, workspaceId, body.payee_id as number | string)).id;

  const labels = await resolveLabels(tx, workspaceId, body.labels ?? []);
  const planning = parsePlanning(planningOf(body));
  if (planning === null)
    throw unprocessable('The planned entry is invalid', { planning: 'choose planned type' });
  const start = new Date(body.date_time as string);
  const end = body.end_date_time ? new Date(body.end_date_time) : null;
  return {
    type,
    amountCents: toCents(body.amount as number),
    currencyId,
    paymentTypeId,
    note: body.note?.trim() || null,
    accountId,
    categoryId,
    payeeId,
    confirmed: body.confirmed ?? true,
    waranty: body.waranty ?? false,
    excludeFromStats: body.exclude_from_stats ?? false,
    planning,
    start,
    end,
    next: pendingOccurrence({ start, planning, end }, lastRun),
    labelIds: labels.map((label) => label.id),
  };
}

async function runIfDue(tx: Queryable, planId: number, now: Date) {
  const plan = await lockPlanById(tx, planId);
  if (plan) await runDueOccurrences(tx, plan, now);
}

export async function createPlan(db: Database, workspaceId: string, body: PlannedEntryBody) {
  return db.transaction(async (tx) => {
    await lockLedger(tx, [workspaceId]);
    const plan = await checkedPlan(tx, workspaceId, body, null);
    const { id, uuid } = await insertPlan(tx, workspaceId, plan);
    await runIfDue(tx, id, new Date());
    return getPlan(tx, workspaceId, uuid);
  });
}

/** The schedule may change: it resumes after the last occurrence written, so none is written twice. */
export async function editPlan(db: Database, workspaceId: string, uuid: string, body: PlannedEntryBody) {
  return db.transaction(async (tx) => {
    // The plan first, then the ledger: the order of the recurring job, which may run this plan.
    const existing = await lockPlan(tx, workspaceId, uuid);
    if (!existing) throw planNotFound();
    await lockLedger(tx, [workspaceId]);
    await updatePlan(tx, workspaceId, existing.id, await checkedPlan(tx, workspaceId, body, existing));
    await runIfDue(tx, existing.id, new Date());
    return getPlan(tx, workspaceId, uuid);
  });
}

/** Soft delete: the entries it already wrote stay, as entries of their own. */
export async function deletePlan(db: Database, workspaceId: string, uuid: string) {
  await db.transaction(async (tx) => {
    const existing = await lockPlan(tx, workspaceId, uuid);
    if (!existing) throw planNotFound();
    await softDeletePlan(tx, existing.id);
  });
}

export async function getPlan(db: Queryable, workspaceId: string, uuid: string) {
  const plan = await readPlan(db, workspaceId, uuid);
  if (!plan) throw planNotFound();
  return plan;
}

/** Every plan of the workspace (the list is whole: a workspace has tens of plans, not thousands). */
export function listPlans(db: Queryable, workspaceId: string) {
  return listPlanRows(db, workspaceId);
}
