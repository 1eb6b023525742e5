// Savings goals (SPEC §3 Goal, §5 Goal, §7 Goals): rules from @bc/domain, balances kept by the ledger.
import { fromCents, type Goal, type GoalDetail, type GoalInput, toCents } from '@bc/api';
import { goalMonthlyDeposit, goalPercentage, goalProblems, projectedCompletion } from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { readEntries } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import {
  archiveGoalRow,
  findGoal,
  type GoalFields,
  type GoalRow,
  goalEntryIds,
  insertGoal,
  listGoalRows,
  updateGoalRow,
} from './goals-sql.ts';

export const goalNotFound = () => notFound('Goal not found');

/** A goal detail lists its newest entries, at most this many: its activity, not its whole history. */
export const GOAL_DETAIL_ENTRIES = 100;

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

function toGoal(row: GoalRow, now: Date): Goal {
  const today = todayOf(now);
  const target = Number(row.target_cents);
  const balance = Number(row.balance_cents);
  const monthly = Math.round(Number(row.recent_cents) / 3);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    category_icon: row.icon,
    icon: row.icon,
    amount: fromCents(target),
    target_amount: fromCents(target),
    due_date: row.due_date,
    description: row.description,
    balance: fromCents(balance),
    percentage: goalPercentage(balance, target),
    monthly_deposit: fromCents(goalMonthlyDeposit(target, balance, today, row.due_date)),
    projected_completion: projectedCompletion(target, balance, monthly, today),
    archived: row.archived,
  };
}

export async function listGoals(db: Queryable, workspaceId: string, now = new Date()) {
  return (await listGoalRows(db, workspaceId)).map((row) => toGoal(row, now));
}

export async function getGoal(db: Queryable, workspaceId: string, uuid: string, now = new Date()) {
  const row = await findGoal(db, workspaceId, uuid);
  if (!row) throw goalNotFound();
  return toGoal(row, now);
}

export async function getGoalDetail(
  db: Queryable,
  workspaceId: string,
  uuid: string,
  now = new Date(),
): Promise<GoalDetail> {
  const row = await findGoal(db, workspaceId, uuid);
  if (!row) throw goalNotFound();
  const entries = await readEntries(db, await goalEntryIds(db, row.id, GOAL_DETAIL_ENTRIES));
  return { ...toGoal(row, now), entries };
}

/**
 * The fields to store, or 422 with the SPEC's keys. The icon comes as `category_icon` (create) or `icon`
 * (the original client's update); a due date in the past is refused on create only: an old goal whose
 * date has passed can still be edited.
 */
function checkedFields(input: GoalInput, now: Date, existing?: GoalRow): GoalFields {
  const icon = (input.category_icon ?? input.icon ?? '').trim();
  const targetCents = typeof input.amount === 'number' ? toCents(input.amount) : null;
  const dueDate = input.due_date ?? null;
  const today = todayOf(now);
  const unchangedPastDate = existing !== undefined && dueDate !== null && dueDate === existing.due_date;
  const problems = goalProblems(
    { name: input.name, targetCents, icon, dueDate },
    unchangedPastDate ? (dueDate ?? today) : today,
  );
  if (Object.keys(problems).length > 0) throw unprocessable('The goal is invalid', problems);
  return {
    name: (input.name ?? '').trim(),
    icon,
    targetCents: targetCents as number,
    dueDate,
    description: input.description?.trim() || null,
  };
}

export async function createGoal(db: Database, workspaceId: string, input: GoalInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const uuid = await insertGoal(tx, workspaceId, checkedFields(input, now));
    return getGoal(tx, workspaceId, uuid, now);
  });
}

export async function updateGoal(
  db: Database,
  workspaceId: string,
  uuid: string,
  input: GoalInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const existing = await findGoal(tx, workspaceId, uuid);
    if (!existing) throw goalNotFound();
    await updateGoalRow(tx, workspaceId, uuid, checkedFields(input, now, existing));
    return getGoal(tx, workspaceId, uuid, now);
  });
}

/** DELETE /api/goals/{uuid}: archived (the list calls it so); its saving entries stay. */
export async function archiveGoal(db: Queryable, workspaceId: string, uuid: string) {
  if (!(await archiveGoalRow(db, workspaceId, uuid))) throw goalNotFound();
}
