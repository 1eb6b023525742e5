// SQL of runs of rules over history: the runs and their progress, the entries they go over (newest first, by
// the list's index, a batch at a time), the fields they write and what they changed (undo).
import type { Rule } from '@bc/api';
import type { EntryType } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { categorySearchWords } from '../entries/entries-sql.ts';

export type RuleRunRow = {
  id: string;
  workspace_id: string;
  rule_id: string | null;
  rule_name: string;
  rules: Rule[];
  change_own_edits: boolean;
  status: 'running' | 'done' | 'failed' | 'undone';
  last_entry_id: string;
  cursor_date: string | null;
  cursor_id: string | null;
  total: number;
  scanned: number;
  matched: number;
  changed: number;
  created_at: Date;
  finished_at: Date | null;
};

const RUN_COLUMNS = `id, workspace_id, rule_id, rule_name, rules, change_own_edits, status, last_entry_id,
  cursor_date::text AS cursor_date, cursor_id, total, scanned, matched, changed, created_at, finished_at`;

/** A new run over the entries the workspace has now: the newest id and the live count bound it. */
export async function insertRun(
  db: Queryable,
  run: {
    id: string;
    workspaceId: string;
    ruleId: number | null;
    ruleName: string;
    rules: readonly Rule[];
    userId: string | null;
    changeOwnEdits: boolean;
  },
): Promise<RuleRunRow> {
  const [row] = await db.query<RuleRunRow>(
    `INSERT INTO rule_runs (id, workspace_id, rule_id, rule_name, rules, user_id, change_own_edits, status,
       last_entry_id, total)
     SELECT $1, $2, $3, $4, $5::jsonb, $6, $7, 'running',
       coalesce((SELECT max(id) FROM entries), 0),
       coalesce((SELECT planned + unplanned FROM entry_counts WHERE workspace_id = $2), 0)
     RETURNING ${RUN_COLUMNS}`,
    [
      run.id,
      run.workspaceId,
      run.ruleId,
      run.ruleName,
      JSON.stringify(run.rules),
      run.userId,
      run.changeOwnEdits,
    ],
  );
  if (!row) throw new Error('The run was not stored');
  return row;
}

export async function findRun(
  db: Queryable,
  workspaceId: string,
  id: string,
): Promise<RuleRunRow | undefined> {
  const [row] = await db.query<RuleRunRow>(
    `SELECT ${RUN_COLUMNS} FROM rule_runs WHERE workspace_id = $1 AND id = $2::uuid`,
    [workspaceId, id],
  );
  return row;
}

/** A rule's runs, newest first. */
export async function listRuns(
  db: Queryable,
  workspaceId: string,
  ruleId: number,
  limit: number,
): Promise<RuleRunRow[]> {
  return db.query<RuleRunRow>(
    `SELECT ${RUN_COLUMNS} FROM rule_runs WHERE workspace_id = $1 AND rule_id = $2
      ORDER BY created_at DESC, id LIMIT $3`,
    [workspaceId, ruleId, limit],
  );
}

/**
 * A run whose server stopped hearing of it (no batch for `staleSeconds`), taken over by this one: its
 * heartbeat is renewed in the same statement, so two servers never take the same run.
 */
export async function claimStaleRun(db: Queryable, staleSeconds: number): Promise<RuleRunRow | undefined> {
  const [row] = await db.query<RuleRunRow>(
    `UPDATE rule_runs SET heartbeat_at = now()
      WHERE id = (SELECT id FROM rule_runs
                   WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => $1)
                   ORDER BY heartbeat_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${RUN_COLUMNS}`,
    [staleSeconds],
  );
  return row;
}

/**
 * A batch's progress, written first in the batch's transaction: it answers false (and writes nothing) when the
 * run is no longer where this runner left it (another server took it over, or it stopped), so that the
 * batch's changes are not written twice. The row stays locked until the batch commits.
 */
export async function advanceRun(
  tx: Queryable,
  run: Pick<RuleRunRow, 'id' | 'cursor_date' | 'cursor_id'>,
  progress: {
    cursorDate: string;
    cursorId: string;
    scanned: number;
    matched: number;
    done: boolean;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE rule_runs SET cursor_date = $2::timestamptz, cursor_id = $3, scanned = scanned + $4,
       matched = matched + $5, heartbeat_at = now(),
       status = CASE WHEN $6 THEN 'done' ELSE status END,
       finished_at = CASE WHEN $6 THEN now() ELSE finished_at END
     WHERE id = $1 AND status = 'running'
       AND cursor_id IS NOT DISTINCT FROM $7::bigint AND cursor_date IS NOT DISTINCT FROM $8::timestamptz
     RETURNING id`,
    [
      run.id,
      progress.cursorDate,
      progress.cursorId,
      progress.scanned,
      progress.matched,
      progress.done,
      run.cursor_id,
      run.cursor_date,
    ],
  );
  return rows.length > 0;
}

/** Counts the entries a batch changed, once they are written (an entry edited since is not). */
export async function addRunChanged(tx: Queryable, runId: string, changed: number) {
  await tx.query('UPDATE rule_runs SET changed = changed + $2 WHERE id = $1', [runId, changed]);
}

export async function finishRun(db: Queryable, runId: string, status: 'done' | 'failed' | 'undone') {
  await db.query(
    `UPDATE rule_runs SET status = $2, finished_at = coalesce(finished_at, now()), heartbeat_at = now()
      WHERE id = $1`,
    [runId, status],
  );
}

/** An entry as rules see it on a run, with the version its write checks (an edit made since wins). */
export type HistoryEntryRow = {
  id: string;
  uuid: string;
  type: EntryType;
  amount_cents: number;
  account_id: number | null;
  category_id: number;
  label_ids: (string | number)[];
  note: string | null;
  payee: string | null;
  currency: string;
  day: string;
  date_time: string;
  exclude_from_stats: boolean;
  rule_fields: Record<string, number>;
  version: string;
};

const HISTORY_COLUMNS = `e.id, e.uuid, e.type, e.amount_cents, e.account_id, e.category_id, e.label_ids, e.note,
  coalesce(p.name, e.bank_payee) AS payee, c.code AS currency,
  to_char(e.date_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, e.date_time::text AS date_time,
  e.exclude_from_stats, e.rule_fields, e.updated_at::text AS version`;

/** The names a batch of history takes by id: currencies' codes and the workspace's payees (debits'). */
export type HistoryNames = { currencies: Map<number, string>; payees: Map<number, string> };

/** Read once per run: a batch then needs no join per entry. */
export async function readHistoryNames(db: Queryable, workspaceId: string): Promise<HistoryNames> {
  const [currencies, payees] = await Promise.all([
    db.query<{ id: number; code: string }>('SELECT id, code FROM currencies'),
    db.query<{ id: string; name: string }>('SELECT id, name FROM payees WHERE workspace_id = $1', [
      workspaceId,
    ]),
  ]);
  return {
    currencies: new Map(currencies.map((row) => [Number(row.id), row.code.trim()])),
    payees: new Map(payees.map((row) => [Number(row.id), row.name])),
  };
}

type HistoryBatchRow = Omit<HistoryEntryRow, 'payee' | 'currency'> & {
  payee_id: string | number | null;
  bank_payee: string | null;
  currency_id: number;
};

const HISTORY_BATCH_COLUMNS = `e.id, e.uuid, e.type, e.amount_cents, e.account_id, e.category_id, e.label_ids,
  e.note, e.payee_id, e.bank_payee, e.currency_id, to_char(e.date_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
  e.date_time::text AS date_time, e.exclude_from_stats, e.rule_fields, e.updated_at::text AS version`;

/**
 * The next batch of the workspace's live entries, newest first after the cursor (the list's index walks
 * them in that order at any size of table), or from the newest when there is no cursor yet. Payees and
 * currencies are named from `names`, not joined: a join per entry cost a third of a run's reading.
 */
export async function readHistoryBatch(
  db: Queryable,
  workspaceId: string,
  cursor: { date: string; id: string } | null,
  limit: number,
  names: HistoryNames,
): Promise<HistoryEntryRow[]> {
  const from = 'FROM entries e WHERE e.workspace_id = $1 AND e.deleted_at IS NULL';
  const order = 'ORDER BY e.date_time DESC, e.id DESC LIMIT $2';
  const rows =
    cursor === null
      ? await db.query<HistoryBatchRow>(
          `SELECT ${HISTORY_BATCH_COLUMNS} ${from} ${order}`,
          [workspaceId, limit],
          { prepared: 'rule-history-first' },
        )
      : await db.query<HistoryBatchRow>(
          `SELECT ${HISTORY_BATCH_COLUMNS} ${from} AND (e.date_time, e.id) < ($3::timestamptz, $4::bigint) ${order}`,
          [workspaceId, limit, cursor.date, cursor.id],
          { prepared: 'rule-history-next' },
        );
  return rows.map(({ payee_id, bank_payee, currency_id, ...row }) => ({
    ...row,
    payee: (payee_id === null ? undefined : names.payees.get(Number(payee_id))) ?? bank_payee,
    currency: names.currencies.get(Number(currency_id)) ?? '',
  }));
}

/** One live entry as rules see it. */
export async function readHistoryEntry(
  db: Queryable,
  workspaceId: string,
  uuid: string,
): Promise<HistoryEntryRow | undefined> {
  const [row] = await db.query<HistoryEntryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM entries e JOIN currencies c ON c.id = e.currency_id
       LEFT JOIN payees p ON p.id = e.payee_id
      WHERE e.workspace_id = $1 AND e.uuid = $2::uuid AND e.deleted_at IS NULL`,
    [workspaceId, uuid],
  );
  return row;
}

/** The fields a rule may write on a stored entry, as a run writes them and an undo puts them back. */
export type RuleWrittenFields = {
  category_id: number;
  label_ids: number[];
  note: string | null;
  exclude_from_stats: boolean;
  rule_fields: Record<string, number>;
};

export type RuleFieldsWrite = RuleWrittenFields & { id: string; version: string };

/**
 * Writes the fields of each entry still at its version (an entry a person edited since is left alone), with
 * its label links and the names search finds it by (entries-sql.ts refreshSearchTerms, in the same statement:
 * a second update of the rows would fire the sums' triggers twice); returns the ids written. The caller holds
 * the ledger lock: the statement triggers move the sums by category and label.
 */
export async function writeRuleFields(
  tx: Queryable,
  workspaceId: string,
  rows: readonly RuleFieldsWrite[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const [result] = await tx.query<{ ids: string[] | null }>(
    `WITH v AS (
       SELECT * FROM unnest($2::bigint[], $3::text[], $4::int[], $5::text[], $6::boolean[], $7::text[], $8::text[])
         AS v(id, version, category_id, note, exclude_from_stats, label_ids, rule_fields)),
     u AS (
       UPDATE entries e SET category_id = v.category_id, note = v.note, exclude_from_stats = v.exclude_from_stats,
         label_ids = v.label_ids::bigint[], rule_fields = v.rule_fields::jsonb, updated_at = now(),
         search_terms = concat_ws(' ', (SELECT p.name FROM payees p WHERE p.id = e.payee_id),
           (SELECT string_agg(l.name, ' ' ORDER BY l.id) FROM labels l WHERE l.id = ANY(v.label_ids::bigint[])),
           ${categorySearchWords('v.category_id')})
       FROM v WHERE e.id = v.id AND e.workspace_id = $1 AND e.deleted_at IS NULL
         AND e.updated_at = v.version::timestamptz
       RETURNING e.id, e.label_ids),
     gone AS (DELETE FROM entry_labels el USING u WHERE el.entry_id = u.id AND el.label_id <> ALL(u.label_ids)),
     added AS (INSERT INTO entry_labels (entry_id, label_id) SELECT u.id, unnest(u.label_ids) FROM u
       ON CONFLICT DO NOTHING)
     SELECT array_agg(id) AS ids FROM u`,
    [
      workspaceId,
      rows.map((row) => row.id),
      rows.map((row) => row.version),
      rows.map((row) => row.category_id),
      rows.map((row) => row.note),
      rows.map((row) => row.exclude_from_stats),
      rows.map((row) => `{${row.label_ids.join(',')}}`),
      rows.map((row) => JSON.stringify(row.rule_fields)),
    ],
  );
  return (result?.ids ?? []).map(String);
}

/** Records what a run changed on the entries it wrote. */
export async function insertRunChanges(
  tx: Queryable,
  runId: string,
  changes: readonly { entryId: string; before: RuleWrittenFields; after: RuleWrittenFields }[],
) {
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO rule_run_changes (run_id, entry_id, before, after)
     SELECT $1, c.entry_id, c.before::jsonb, c.after::jsonb
       FROM unnest($2::bigint[], $3::text[], $4::text[]) AS c(entry_id, before, after)`,
    [
      runId,
      changes.map((change) => change.entryId),
      changes.map((change) => JSON.stringify(change.before)),
      changes.map((change) => JSON.stringify(change.after)),
    ],
  );
}

/** A change of a run to undo, with the entry as it is now (null once the entry is deleted). */
export type RunChangeRow = {
  entry_id: string;
  before: RuleWrittenFields;
  after: RuleWrittenFields;
  current: (RuleWrittenFields & { version: string }) | null;
};

/** The next changes of a run to undo, with their entries as they are now. */
export async function readRunChanges(tx: Queryable, runId: string, limit: number): Promise<RunChangeRow[]> {
  return tx.query<RunChangeRow>(
    `SELECT c.entry_id, c.before, c.after,
            CASE WHEN e.id IS NULL THEN NULL ELSE jsonb_build_object(
              'category_id', e.category_id, 'label_ids', to_jsonb(e.label_ids), 'note', e.note,
              'exclude_from_stats', e.exclude_from_stats, 'rule_fields', e.rule_fields,
              'version', e.updated_at::text) END AS current
       FROM rule_run_changes c LEFT JOIN entries e ON e.id = c.entry_id AND e.deleted_at IS NULL
      WHERE c.run_id = $1 ORDER BY c.entry_id LIMIT $2`,
    [runId, limit],
  );
}

export async function deleteRunChanges(tx: Queryable, runId: string, entryIds: readonly string[]) {
  await tx.query('DELETE FROM rule_run_changes WHERE run_id = $1 AND entry_id = ANY($2::bigint[])', [
    runId,
    entryIds,
  ]);
}
