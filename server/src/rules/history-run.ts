// Rules over a workspace's history (issue 25): the dry run (how many entries match, the first changes), the run
// as a background job (a batch per transaction, newest entries first, progress readable at any time, taken
// over by another server if this one stops) and its undo. Fields a person set by hand are left alone unless
// the person says otherwise; an entry edited while the run goes over it keeps the edit.
import {
  RULE_CHANGE_FIELDS,
  RULE_DRY_RUN_CHANGES,
  type Rule,
  type RuleApplyBody,
  type RuleChange,
  type RuleChangeField,
  type RuleDryRun,
  type RuleRun,
} from '@bc/api';
import type { Database, Queryable } from '../db/database.ts';
import { lockLedger } from '../entries/entries-sql.ts';
import { conflict, notFound } from '../http/errors.ts';
import { restAfterBatch } from '../jobs/periodic.ts';
import { type AppliedRules, applyRules, runOrder } from './engine/apply.ts';
import { type CompiledRule, compileRule } from './engine/compile.ts';
import type { RuleSubject } from './engine/subject.ts';
import {
  addRunChanged,
  advanceRun,
  deleteRunChanges,
  findRun,
  finishRun,
  type HistoryEntryRow,
  insertRun,
  insertRunChanges,
  listRuns,
  type RuleFieldsWrite,
  type RuleRunRow,
  type RuleWrittenFields,
  readHistoryBatch,
  readHistoryNames,
  readRunChanges,
  writeRuleFields,
} from './rule-runs-sql.ts';

/**
 * Entries read per batch. A batch's write holds the workspace's ledger lock: small enough that an entry saved
 * meanwhile waits little behind it. PGlite runs one statement at a time, so its batches are smaller still.
 */
const BATCH: Record<Database['kind'], number> = { pglite: 500, postgresql: 2000 };

/**
 * What a run never changes on an entry of history: the payee the bank wrote (later imports match on it; a
 * clean name is the import's), and its type (turning an entry into a transfer moves money between wallets,
 * which a person does in the entry's form, not a bulk run).
 */
const NEVER_ON_HISTORY: readonly RuleChangeField[] = ['payee', 'type', 'transfer_wallet'];

const labelIdsOf = (row: HistoryEntryRow) => row.label_ids.map(Number).sort((a, b) => a - b);

export function historySubject(row: HistoryEntryRow): RuleSubject {
  return {
    payee: row.payee,
    bankText: null,
    note: row.note,
    amountCents: Number(row.amount_cents),
    walletId: row.account_id === null ? null : Number(row.account_id),
    categoryId: row.category_id,
    labelIds: labelIdsOf(row),
    type: row.type,
    currency: row.currency,
    date: row.day,
    excludeFromStats: row.exclude_from_stats,
    transferWalletId: null,
  };
}

/** The fields a run leaves alone on this entry: the person's own (not set by a rule or an import) unless told. */
export function keptOnHistory(row: HistoryEntryRow, changeOwnEdits: boolean): ReadonlySet<RuleChangeField> {
  const kept = new Set<RuleChangeField>(NEVER_ON_HISTORY);
  if (!changeOwnEdits)
    for (const field of RULE_CHANGE_FIELDS) if (!(field in row.rule_fields)) kept.add(field);
  return kept;
}

function writtenFields(row: HistoryEntryRow): RuleWrittenFields {
  return {
    category_id: row.category_id,
    label_ids: labelIdsOf(row),
    note: row.note,
    exclude_from_stats: row.exclude_from_stats,
    rule_fields: row.rule_fields,
  };
}

/** An entry after the rules: its fields as they will be written, the rules' marks on the fields they set. */
function fieldsAfter(row: HistoryEntryRow, applied: AppliedRules): RuleWrittenFields {
  const { result, setBy } = applied;
  return {
    category_id: result.categoryId ?? row.category_id,
    label_ids: [...result.labelIds].sort((a, b) => a - b),
    note: result.note,
    exclude_from_stats: result.excludeFromStats,
    rule_fields: { ...row.rule_fields, ...setBy },
  };
}

type Judged = { row: HistoryEntryRow; applied: AppliedRules };

function judge(rules: readonly CompiledRule[], row: HistoryEntryRow, changeOwnEdits: boolean): Judged {
  return {
    row,
    applied: applyRules(rules, historySubject(row), { keep: keptOnHistory(row, changeOwnEdits) }),
  };
}

/** Each field a rule changed, from its value before the first rule to its value after the last. */
function changesOf({ row, applied }: Judged): RuleChange[] {
  const seen = new Map<RuleChangeField, RuleChange>();
  for (const change of applied.changes) {
    const first = seen.get(change.field);
    seen.set(change.field, {
      entry_uuid: row.uuid,
      field: change.field,
      before: (first?.before ?? change.before) as RuleChange['before'],
      after: change.after as RuleChange['after'],
    });
  }
  return [...seen.values()].filter(
    (change) => JSON.stringify(change.before) !== JSON.stringify(change.after),
  );
}

const compiledRules = (rules: readonly Rule[]) => runOrder(rules.map(compileRule));

/**
 * POST /api/rules/{id}/apply?dry_run=1: every live entry is judged (newest first), nothing is written; the
 * answer has how many entries the rules match and the first changes.
 */
export async function dryRun(
  db: Queryable,
  workspaceId: string,
  rulesToTry: readonly Rule[],
  body: RuleApplyBody,
  batchSize = 5000,
): Promise<RuleDryRun> {
  const rules = compiledRules(rulesToTry);
  const changes: RuleChange[] = [];
  let matched = 0;
  const names = await readHistoryNames(db, workspaceId);
  let rows = await readHistoryBatch(db, workspaceId, null, batchSize, names);
  for (;;) {
    // The next batch is read while this one is judged.
    const last = rows.at(-1);
    const next =
      last && rows.length === batchSize
        ? readHistoryBatch(db, workspaceId, { date: last.date_time, id: last.id }, batchSize, names)
        : null;
    next?.catch(() => undefined);
    for (const row of rows) {
      const judged = judge(rules, row, body.change_own_edits);
      if (judged.applied.matchedRuleIds.length === 0) continue;
      matched++;
      if (changes.length < RULE_DRY_RUN_CHANGES)
        changes.push(...changesOf(judged).slice(0, RULE_DRY_RUN_CHANGES - changes.length));
    }
    if (!next) break;
    rows = await next;
  }
  return { matched, changes };
}

export function toRuleRun(row: RuleRunRow): RuleRun {
  return {
    run_id: row.id,
    rule_id: row.rule_id === null ? null : Number(row.rule_id),
    rule_name: row.rule_name,
    status: row.status,
    change_own_edits: row.change_own_edits,
    total: row.total,
    scanned: Math.min(row.scanned, row.total),
    matched: row.matched,
    changed: row.changed,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** The name a run of every active rule goes by (a run of one rule has the rule's). */
export const ALL_RULES_RUN_NAME = 'All active rules';

/** A run of one rule, or of `rules` (every active rule, in their order) when `rule` is null. */
export async function createRun(
  db: Queryable,
  workspaceId: string,
  userId: string | null,
  rules: { one: Rule } | { all: readonly Rule[] },
  body: RuleApplyBody,
): Promise<RuleRunRow> {
  return insertRun(db, {
    id: crypto.randomUUID(),
    workspaceId,
    ruleId: 'one' in rules ? rules.one.id : null,
    ruleName: 'one' in rules ? rules.one.name : ALL_RULES_RUN_NAME,
    rules: 'one' in rules ? [rules.one] : rules.all,
    userId,
    changeOwnEdits: body.change_own_edits,
  });
}

const cursorOf = (run: RuleRunRow) =>
  run.cursor_date === null || run.cursor_id === null ? null : { date: run.cursor_date, id: run.cursor_id };

/**
 * One batch of a run, `rows` read after its cursor: judges them, then in one transaction moves the run's cursor
 * (refused when another runner moved it: nothing is written twice), writes the changed entries still at the
 * version read and records what changed. Returns the run as it now stands, or null when it is not this
 * runner's to go on.
 */
async function runBatch(
  db: Database,
  run: RuleRunRow,
  rules: readonly CompiledRule[],
  rows: readonly HistoryEntryRow[],
) {
  // Entries written since the run started are not its to change (a new entry got the rules already).
  const ours = rows.filter((row) => BigInt(row.id) <= BigInt(run.last_entry_id));
  const judged = ours.map((row) => judge(rules, row, run.change_own_edits));
  const matched = judged.filter((each) => each.applied.matchedRuleIds.length > 0).length;
  const writes = judged.flatMap((each) => {
    if (changesOf(each).length === 0) return [];
    const before = writtenFields(each.row);
    const after = fieldsAfter(each.row, each.applied);
    return [{ before, after, write: { ...after, id: each.row.id, version: each.row.version } }];
  });
  const last = rows.at(-1);
  const done = !last || rows.length < BATCH[db.kind];
  const next = {
    cursorDate: last?.date_time ?? run.cursor_date ?? new Date(0).toISOString(),
    cursorId: last?.id ?? run.cursor_id ?? '0',
  };
  return db.transaction(async (tx) => {
    const moved = await advanceRun(tx, run, { ...next, scanned: ours.length, matched, done });
    if (!moved) return null;
    let changed = 0;
    if (writes.length > 0) {
      await lockLedger(tx, [run.workspace_id]);
      const written = new Set(
        await writeRuleFields(
          tx,
          run.workspace_id,
          writes.map((each) => each.write),
        ),
      );
      // Ids come back as text from one driver and as numbers from the other.
      const recorded = writes.filter((each) => written.has(String(each.write.id)));
      await insertRunChanges(
        tx,
        run.id,
        recorded.map((each) => ({ entryId: each.write.id, before: each.before, after: each.after })),
      );
      changed = recorded.length;
      await addRunChanged(tx, run.id, changed);
    }
    return {
      ...run,
      cursor_date: next.cursorDate,
      cursor_id: next.cursorId,
      scanned: run.scanned + ours.length,
      matched: run.matched + matched,
      changed: run.changed + changed,
      status: done ? ('done' as const) : run.status,
    };
  });
}

/**
 * Goes over the run's entries to the end, batch by batch, until it is done, `stopping()` says so (the server
 * closes: another takes it over later), or another runner has it. A failure marks the run failed.
 */
export async function runToEnd(db: Database, run: RuleRunRow, stopping: () => boolean): Promise<void> {
  const rules = compiledRules(run.rules);
  const size = BATCH[db.kind];
  let current: RuleRunRow | null = run;
  try {
    const names = await readHistoryNames(db, run.workspace_id);
    let rows = await readHistoryBatch(db, run.workspace_id, cursorOf(run), size, names);
    while (current && current.status === 'running' && !stopping()) {
      const started = performance.now();
      // The next batch is read while this one is judged and written: older entries, none of this batch's.
      const last = rows.at(-1);
      const next =
        last && rows.length === size
          ? readHistoryBatch(db, run.workspace_id, { date: last.date_time, id: last.id }, size, names)
          : Promise.resolve([]);
      // Left unread when this batch fails or the run stops: its failure then is no one's to report.
      next.catch(() => undefined);
      current = await runBatch(db, current, rules, rows);
      rows = await next;
      await restAfterBatch(db, started);
    }
  } catch (error) {
    if (!stopping()) await finishRun(db, run.id, 'failed');
    throw error;
  }
}

export async function readRun(db: Queryable, workspaceId: string, runId: string): Promise<RuleRunRow> {
  const run = await findRun(db, workspaceId, runId);
  if (!run) throw notFound('Run not found');
  return run;
}

/** Changes undone per transaction. */
const UNDO_BATCH = 2000;

/**
 * The field values undo puts back on an entry: each field the run changed returns to its value before, unless
 * the entry holds another value now (a person or a later run changed it since: theirs stays).
 */
export function undoneFields(
  change: { before: RuleWrittenFields; after: RuleWrittenFields },
  current: RuleWrittenFields,
): RuleWrittenFields {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const field = <K extends keyof Omit<RuleWrittenFields, 'rule_fields'>>(key: K): RuleWrittenFields[K] =>
    same(current[key], change.after[key]) ? change.before[key] : current[key];
  const restored: RuleWrittenFields = {
    category_id: field('category_id'),
    label_ids: field('label_ids'),
    note: field('note'),
    exclude_from_stats: field('exclude_from_stats'),
    rule_fields: { ...current.rule_fields },
  };
  // A field put back is again whoever's it was before the run.
  const FIELD_KEYS: Record<string, keyof RuleWrittenFields> = {
    category: 'category_id',
    labels: 'label_ids',
    note: 'note',
    exclude_from_stats: 'exclude_from_stats',
  };
  for (const [field, key] of Object.entries(FIELD_KEYS)) {
    if (!same(restored[key], change.before[key]) || same(change.before[key], change.after[key])) continue;
    if (field in change.before.rule_fields)
      restored.rule_fields[field] = change.before.rule_fields[field] as number;
    else delete restored.rule_fields[field];
  }
  return restored;
}

/**
 * DELETE /api/rules/runs/{run_id}: puts back what the run changed, a batch per transaction. Each batch drops
 * the changes it undid, so an undo cut short goes on where it stopped when asked again.
 */
export async function undoRun(db: Database, workspaceId: string, runId: string): Promise<RuleRunRow> {
  const run = await readRun(db, workspaceId, runId);
  if (run.status === 'running') throw conflict('The run is still going: undo it once it has finished');
  if (run.status === 'undone') return run;
  for (;;) {
    const undone = await db.transaction(async (tx) => {
      await lockLedger(tx, [workspaceId]);
      const changes = await readRunChanges(tx, runId, UNDO_BATCH);
      const writes: RuleFieldsWrite[] = changes.flatMap((change) =>
        change.current === null
          ? []
          : [
              {
                ...undoneFields(change, change.current),
                id: change.entry_id,
                version: change.current.version,
              },
            ],
      );
      await writeRuleFields(tx, workspaceId, writes);
      await deleteRunChanges(
        tx,
        runId,
        changes.map((change) => change.entry_id),
      );
      return changes.length;
    });
    if (undone < UNDO_BATCH) break;
  }
  await finishRun(db, runId, 'undone');
  return readRun(db, workspaceId, runId);
}

/** Runs a rule's list keeps. */
const RUNS_LISTED = 20;

/** GET /api/rules/{id}/runs: the rule's last runs, newest first. */
export async function ruleRuns(db: Queryable, workspaceId: string, ruleId: number): Promise<RuleRun[]> {
  return (await listRuns(db, workspaceId, ruleId, RUNS_LISTED)).map(toRuleRun);
}
