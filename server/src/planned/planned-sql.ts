// SQL for planned entries: the plans, their labels and the occurrences written. Writes go through the
// planned-entries service (checks, one transaction) and the recurring-entries job.
import type { CategoryKind, PlannedEntry } from '@bc/api';
import { entryTabOf, type PlannedEntryType, type Planning } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { currencyOf, subCategoryOf } from '../entries/entries-sql.ts';

type PlanReadRow = {
  id: number;
  uuid: string;
  type: PlannedEntryType;
  amount_cents: number;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
  payment_type_id: number;
  payment_type_slug: string;
  note: string | null;
  planning: Planning;
  start_date_time: Date;
  end_date_time: Date | null;
  next_execution: Date | null;
  last_execution: Date | null;
  confirmed: boolean;
  waranty: boolean;
  exclude_from_stats: boolean;
  account_id: number;
  wallet_uuid: string;
  wallet_name: string;
  category_id: number;
  sub_slug: string;
  sub_custom: boolean;
  sub_exclude: boolean;
  parent_id: number;
  parent_slug: string;
  parent_icon: string;
  parent_kind: CategoryKind;
  payee_id: number | null;
  payee_uuid: string | null;
  payee_name: string | null;
  labels: PlannedEntry['labels'] | string;
  created_at: Date;
  updated_at: Date;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toPlannedEntry(row: PlanReadRow): PlannedEntry {
  return {
    uuid: row.uuid,
    type: entryTabOf(row.type) as PlannedEntry['type'],
    amount: row.amount_cents / 100,
    currency_id: row.currency_id,
    currency: currencyOf(row),
    payment_type_id: row.payment_type_id,
    payment_type: { id: row.payment_type_id, slug: row.payment_type_slug },
    note: row.note,
    planning: row.planning,
    date_time: iso(row.start_date_time),
    end_date_time: isoOrNull(row.end_date_time),
    next_execution: isoOrNull(row.next_execution),
    last_execution: isoOrNull(row.last_execution),
    planned: true,
    transfer_id: null,
    geolocation: null,
    goal_id: null,
    name: null,
    confirmed: row.confirmed,
    waranty: row.waranty,
    exclude_from_stats: row.exclude_from_stats,
    account_id: row.account_id,
    wallet: { id: row.account_id, uuid: row.wallet_uuid, name: row.wallet_name },
    category_id: row.category_id,
    sub_category: subCategoryOf(row),
    payee_id: row.payee_id,
    payee:
      row.payee_id === null
        ? null
        : { id: row.payee_id, uuid: row.payee_uuid ?? '', name: row.payee_name ?? '' },
    labels: typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const READ = `
  SELECT p.id, p.uuid, p.type, p.amount_cents, p.currency_id, cur.code AS currency_code,
         cur.symbol AS currency_symbol, p.payment_type_id, pt.slug AS payment_type_slug, p.note, p.planning, p.start_date_time, p.end_date_time,
         p.next_execution, p.last_execution, p.confirmed, p.waranty, p.exclude_from_stats, p.account_id,
         w.uuid AS wallet_uuid, w.name AS wallet_name, p.category_id, s.slug AS sub_slug,
         s.workspace_id IS NOT NULL AS sub_custom, s.exclude_from_stats AS sub_exclude, pc.id AS parent_id,
         pc.slug AS parent_slug, pc.icon AS parent_icon, pc.kind AS parent_kind, p.payee_id,
         py.uuid AS payee_uuid, py.name AS payee_name, p.created_at, p.updated_at,
         coalesce((SELECT json_agg(json_build_object('id', l.id, 'uuid', l.uuid, 'name', l.name, 'color', l.color)
                                   ORDER BY lower(l.name))
                   FROM planned_entry_labels pl JOIN labels l ON l.id = pl.label_id
                   WHERE pl.planned_entry_id = p.id), '[]'::json) AS labels
  FROM planned_entries p
  JOIN currencies cur ON cur.id = p.currency_id
  JOIN payment_types pt ON pt.id = p.payment_type_id
  JOIN sub_categories s ON s.id = p.category_id
  JOIN categories pc ON pc.id = s.category_id
  JOIN wallets w ON w.id = p.account_id
  LEFT JOIN payees py ON py.id = p.payee_id`;

export async function readPlan(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<PlanReadRow>(
    `${READ} WHERE p.workspace_id = $1 AND p.uuid = $2::uuid AND p.deleted_at IS NULL`,
    [workspaceId, uuid],
  );
  return row ? toPlannedEntry(row) : undefined;
}

/** Every live plan, by next execution; plans that are over come last. */
export async function listPlanRows(db: Queryable, workspaceId: string) {
  const rows = await db.query<PlanReadRow>(
    `${READ} WHERE p.workspace_id = $1 AND p.deleted_at IS NULL
     ORDER BY p.next_execution ASC NULLS LAST, p.id`,
    [workspaceId],
  );
  return rows.map(toPlannedEntry);
}

/** A plan as the service writes it and the job runs it. */
export type PlanWrite = {
  type: PlannedEntryType;
  amountCents: number;
  currencyId: number;
  paymentTypeId: number;
  note: string | null;
  accountId: number;
  categoryId: number;
  payeeId: number | null;
  confirmed: boolean;
  waranty: boolean;
  excludeFromStats: boolean;
  planning: Planning;
  start: Date;
  end: Date | null;
  next: Date | null;
  labelIds: number[];
};

const writeParams = (plan: PlanWrite) => [
  plan.type,
  plan.amountCents,
  plan.currencyId,
  plan.paymentTypeId,
  plan.note,
  plan.accountId,
  plan.categoryId,
  plan.payeeId,
  plan.confirmed,
  plan.waranty,
  plan.excludeFromStats,
  plan.planning,
  plan.start.toISOString(),
  plan.end?.toISOString() ?? null,
  plan.next?.toISOString() ?? null,
  plan.labelIds,
];

/** Inserts the plan and its labels in one statement; returns its id and uuid. */
export async function insertPlan(tx: Queryable, workspaceId: string, plan: PlanWrite) {
  const [row] = await tx.query<{ id: number; uuid: string }>(
    `WITH p AS (
       INSERT INTO planned_entries (workspace_id, type, amount_cents, currency_id, payment_type_id, note, account_id,
         category_id, payee_id, confirmed, waranty, exclude_from_stats, planning, start_date_time, end_date_time,
         next_execution)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz, $15::timestamptz,
         $16::timestamptz)
       RETURNING id, uuid),
     l AS (INSERT INTO planned_entry_labels (planned_entry_id, label_id) SELECT p.id, unnest($17::bigint[]) FROM p)
     SELECT id, uuid FROM p`,
    [workspaceId, ...writeParams(plan)],
  );
  if (!row) throw new Error('The planned entry was not stored');
  return row;
}

/** Rewrites a live plan in place and replaces its labels, in one statement. */
export async function updatePlan(tx: Queryable, workspaceId: string, id: number, plan: PlanWrite) {
  await tx.query(
    `WITH p AS (
       UPDATE planned_entries SET type = $3, amount_cents = $4, currency_id = $5, payment_type_id = $6, note = $7,
         account_id = $8, category_id = $9, payee_id = $10, confirmed = $11, waranty = $12,
         exclude_from_stats = $13, planning = $14, start_date_time = $15::timestamptz,
         end_date_time = $16::timestamptz, next_execution = $17::timestamptz, updated_at = now()
       WHERE workspace_id = $1 AND id = $2 RETURNING id),
     gone AS (DELETE FROM planned_entry_labels WHERE planned_entry_id = $2 AND label_id <> ALL($18::bigint[]))
     INSERT INTO planned_entry_labels (planned_entry_id, label_id) SELECT p.id, unnest($18::bigint[]) FROM p
     ON CONFLICT DO NOTHING`,
    [workspaceId, id, ...writeParams(plan)],
  );
}

/** What running a plan needs; the row stays locked until the transaction ends. */
export type StoredPlan = {
  id: number;
  uuid: string;
  workspace_id: string;
  type: PlannedEntryType;
  amount_cents: number;
  currency_id: number;
  payment_type_id: number;
  note: string | null;
  account_id: number;
  category_id: number;
  payee_id: number | null;
  confirmed: boolean;
  waranty: boolean;
  exclude_from_stats: boolean;
  planning: Planning;
  start_date_time: Date;
  end_date_time: Date | null;
  next_execution: Date | null;
  last_execution: Date | null;
  label_ids: number[];
};

const STORED = `id, uuid, workspace_id, type, amount_cents, currency_id, payment_type_id, note, account_id,
  category_id, payee_id, confirmed, waranty, exclude_from_stats, planning, start_date_time, end_date_time,
  next_execution, last_execution,
  ARRAY(SELECT label_id FROM planned_entry_labels WHERE planned_entry_id = planned_entries.id ORDER BY label_id)
    AS label_ids`;

/** The live plan, locked: an edit, a delete and a run of one plan take turns. */
export async function lockPlan(tx: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await tx.query<StoredPlan>(
    `SELECT ${STORED} FROM planned_entries
     WHERE workspace_id = $1 AND uuid = $2::uuid AND deleted_at IS NULL FOR UPDATE`,
    [workspaceId, uuid],
  );
  return row;
}

export async function lockPlanById(tx: Queryable, id: number) {
  const [row] = await tx.query<StoredPlan>(
    `SELECT ${STORED} FROM planned_entries WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  return row;
}

/**
 * Claims one due plan not in `skip` (FOR UPDATE SKIP LOCKED): two servers running the job take different
 * plans, and a plan run by one is no longer due for the other once its next execution has moved.
 */
export async function claimDuePlan(tx: Queryable, now: Date, skip: readonly number[]) {
  const [row] = await tx.query<StoredPlan>(
    `SELECT ${STORED} FROM planned_entries
     WHERE deleted_at IS NULL AND next_execution <= $1::timestamptz
       AND (end_date_time IS NULL OR next_execution <= end_date_time) AND id <> ALL($2::bigint[])
     ORDER BY next_execution, id LIMIT 1
     FOR UPDATE SKIP LOCKED`,
    [now.toISOString(), skip],
  );
  return row;
}

/** Records an occurrence as written; false when it already was (it is then not written again). */
export async function recordRun(tx: Queryable, planId: number, occurrence: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO planned_entry_runs (planned_entry_id, occurrence) VALUES ($1, $2::timestamptz)
     ON CONFLICT DO NOTHING RETURNING occurrence`,
    [planId, occurrence.toISOString()],
  );
  return rows.length > 0;
}

export async function linkRunEntry(tx: Queryable, planId: number, occurrence: Date, entryId: number) {
  await tx.query(
    'UPDATE planned_entry_runs SET entry_id = $3 WHERE planned_entry_id = $1 AND occurrence = $2::timestamptz',
    [planId, occurrence.toISOString(), entryId],
  );
}

export async function moveSchedule(tx: Queryable, planId: number, next: Date | null, lastRun: Date | null) {
  await tx.query(
    `UPDATE planned_entries SET next_execution = $2::timestamptz,
       last_execution = coalesce($3::timestamptz, last_execution), updated_at = now()
     WHERE id = $1`,
    [planId, next?.toISOString() ?? null, lastRun?.toISOString() ?? null],
  );
}

export async function softDeletePlan(tx: Queryable, id: number) {
  await tx.query('UPDATE planned_entries SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
}
