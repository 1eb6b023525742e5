// The ledger (REFERENCE.md "Ledger rules"): entry writes with their balances, in one transaction.
//  - signs: expenses < 0, incoming > 0, debit as chosen, a transfer moves a positive amount;
//  - planned = dated in the future (decided here, not by the client); counted = confirmed and not planned
//    and not deleted; wallet balance = opening + counted entries; payee balance = counted debit entries;
//  - a saving moves money from its wallet into its goal: a deposit (+) lowers the wallet and raises the
//    goal, a withdrawal (-) the other way; no write may leave a goal below zero;
//  - every write first undoes the old rows' effect, then applies the new rows' effect, on the locked rows,
//    so concurrent edits of one entry serialise and balances stay exact to the cent.
// Lock order, the same in every transaction that writes entries (requests, jobs, import), so that concurrent
// writers queue instead of deadlocking: (1) the workspace's ledger lock (lockLedger), (2) the entry rows
// being edited, (3) payees and labels resolved or created by name, (4) the entry counters and sums (statement
// triggers), (5) wallets, payees and goals whose balances move, each kind in id order (moveBalances). A job
// may hold its own claim (a plan, a card) before (1); no request takes such a row after (1). Reads that lock
// nothing (a body's references) come before (1), or in the statement that takes (1), so that the writes queued
// on the lock wait less. A request
// with an Idempotency-Key claims its key's row before (1) too (http/idempotency.ts), and only its duplicates
// wait on that row, holding nothing else yet.
import { randomUUID } from 'node:crypto';
import { type EntryBody, toCents } from '@bc/api';
import {
  countsTowardBalance,
  DEBIT_CATEGORY_ID,
  ENTRY_MESSAGES,
  type EntryDraft,
  type EntryType,
  entryProblems,
  entryTypeNamed,
  isPlannedByDate,
  SAVING_CATEGORY_ID,
  signProblem,
  TRANSFER_CATEGORY_ID,
} from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { moveGoalBalances } from '../goals/goals-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { resolvePayee } from '../payees/payee-service.ts';
import { movePayeeBalances } from '../payees/payees-sql.ts';
import { type FilledEntry, fillNewEntry } from '../rules/entry-rules.ts';
import { moveWalletBalances } from '../wallets/wallets-sql.ts';
import { UNKNOWN_REFERENCE } from '../workspaces/workspaces-sql.ts';
import {
  type EntryReferences,
  type EntryWrite,
  findLiveEntryId,
  flipDuePlannedEntries,
  insertEntry,
  insertWholeEntry,
  lockEntry,
  lockLedger,
  readEntries,
  readEntryReferences,
  type StoredEntry,
  softDeleteEntries,
  updateEntryRow,
  updateWholeEntry,
  workspaceWithDueEntries,
} from './entries-sql.ts';

export const entryNotFound = () => notFound('Entry not found');

/** The path's type (or a tab's name): unknown -> 'Invalid entry type'. */
export function entryTypeOf(value: string | undefined): EntryType {
  const type = entryTypeNamed(value);
  if (!type) throw unprocessable('Invalid entry type', { type: 'Invalid entry type' });
  return type;
}

export type Effect = {
  accountId: number | null;
  payeeId: number | null;
  goalId: number | null;
  /** As stored: a saving's amount is what goes into the goal, so its wallet moves the other way. */
  cents: number;
  saving: boolean;
  counted: boolean;
};

export const goalBalanceTooLow = () =>
  unprocessable('The goal does not hold that much', { amount: ENTRY_MESSAGES.goalBalance });

/**
 * Applies (sign 1) or undoes (sign -1) rows' effects on wallet, payee and goal balances, locking them in
 * that order. A request's write that would leave a goal below zero is refused (the transaction rolls
 * back); the jobs, which only settle what was accepted, pass `allowNegativeGoals`. `last`: nothing follows in
 * the transaction, so when only wallets move, COMMIT leaves with their statement (a goal's is checked after
 * its statement, and a payee's is rare enough to keep apart).
 */
export async function moveBalances(
  tx: Queryable,
  effects: { effect: Effect; sign: 1 | -1 }[],
  { allowNegativeGoals = false, last = false } = {},
) {
  const wallets = new Map<number, number>();
  const payees = new Map<number, { cents: number; count: number }>();
  const goals = new Map<number, number>();
  for (const { effect, sign } of effects) {
    if (!effect.counted) continue;
    if (effect.accountId !== null) {
      const walletCents = effect.saving ? -effect.cents : effect.cents;
      wallets.set(effect.accountId, (wallets.get(effect.accountId) ?? 0) + sign * walletCents);
    }
    if (effect.payeeId !== null) {
      const current = payees.get(effect.payeeId) ?? { cents: 0, count: 0 };
      payees.set(effect.payeeId, { cents: current.cents + sign * effect.cents, count: current.count + sign });
    }
    if (effect.goalId !== null)
      goals.set(effect.goalId, (goals.get(effect.goalId) ?? 0) + sign * effect.cents);
  }
  await moveWalletBalances(tx, wallets, { last: last && payees.size === 0 && goals.size === 0 });
  await movePayeeBalances(tx, payees);
  const belowZero = await moveGoalBalances(tx, goals);
  if (belowZero.length > 0 && !allowNegativeGoals) throw goalBalanceTooLow();
}

const storedEffect = (row: StoredEntry): Effect => ({
  accountId: row.account_id,
  payeeId: row.type === 'debit' ? row.payee_id : null,
  goalId: row.type === 'saving' ? row.goal_id : null,
  cents: row.amount_cents,
  saving: row.type === 'saving',
  counted: countsTowardBalance(row),
});

/** What a row about to be written does to balances (a restore's rows too). */
export const writeEffect = (
  row: Pick<
    EntryWrite,
    'accountId' | 'type' | 'payeeId' | 'goalId' | 'amountCents' | 'confirmed' | 'planned'
  >,
): Effect => ({
  accountId: row.accountId,
  payeeId: row.type === 'debit' ? row.payeeId : null,
  goalId: row.type === 'saving' ? row.goalId : null,
  cents: row.amountCents,
  saving: row.type === 'saving',
  counted: countsTowardBalance(row),
});

const positiveId = (id: number | null | undefined) => (typeof id === 'number' && id > 0 ? id : null);

/**
 * Every problem of an entry's fields by the SPEC rules, the amount's sign included, by field. The type is
 * the path's (or the plan's): the body's own `type`, a tab name, must not replace it.
 */
export function entryBodyProblems(type: EntryType, body: Omit<EntryDraft, 'type'>): Record<string, string> {
  const problems: Record<string, string> = entryProblems({ ...body, type });
  if (!problems.amount && typeof body.amount === 'number') {
    const sign = signProblem(type, body.amount);
    if (sign) problems.amount = sign;
  }
  return problems;
}

/**
 * Reads an entry's (or plan's) references; 404 for a wallet or category the workspace lacks, 422 for an
 * unknown currency or payment type. With `lockLedger`, the same statement takes the ledger lock (1) first,
 * held whatever the answer (a refusal rolls the transaction back).
 */
export async function checkReferences(
  db: Queryable,
  workspaceId: string,
  refs: Parameters<typeof readEntryReferences>[2],
  invalid: string,
  { lockLedger: lock = false } = {},
): Promise<EntryReferences> {
  const found = await readEntryReferences(db, workspaceId, refs, { lockLedger: lock });
  if (lock && !found.ledgerLocked) await lockLedger(db, [workspaceId]);
  if (found.walletsFound !== new Set(refs.walletIds).size) throw notFound('Wallet not found');
  if (found.categoryTerms === null) throw notFound('Category not found');
  const problems: Record<string, string> = {};
  if (!found.currencyKnown) problems.currency_id = UNKNOWN_REFERENCE.currencies;
  if (!found.paymentTypeKnown) problems.payment_type = UNKNOWN_REFERENCE.payment_types;
  if (Object.keys(problems).length > 0) throw unprocessable(invalid, problems);
  return found;
}

/** An entry body checked by the SPEC rules and against what it refers to; nothing written yet. */
type CheckedEntry = {
  type: EntryType;
  body: EntryBody;
  base: Omit<EntryWrite, 'uuid' | 'payeeId' | 'searchTerms' | 'labelIds'>;
  categoryTerms: string;
};

/** 422 with SPEC message keys for an entry body's own fields. */
function refuseInvalidBody(type: EntryType, body: EntryBody) {
  const problems = entryBodyProblems(type, body);
  if (Object.keys(problems).length > 0) throw unprocessable('The entry is invalid', problems);
}

/**
 * Checks an entry body (422 with SPEC message keys, 404 for references the workspace lacks). It only reads:
 * the writes of one workspace queue on the ledger lock, so the check runs before it, or with `lockLedger` in
 * the statement that takes it, and no statement of its own runs under the lock.
 */
async function checkEntry(
  db: Queryable,
  workspaceId: string,
  type: EntryType,
  body: EntryBody,
  now: Date,
  { lockLedger: lock = false } = {},
): Promise<CheckedEntry> {
  refuseInvalidBody(type, body);
  const from = positiveId(body.account_id);
  const to = type === 'transfer' ? positiveId(body.transfer_id) : null;
  let categoryId: number;
  if (type === 'debit') categoryId = DEBIT_CATEGORY_ID;
  else if (type === 'transfer') categoryId = TRANSFER_CATEGORY_ID;
  else if (type === 'saving') categoryId = SAVING_CATEGORY_ID;
  else categoryId = body.category_id as number;
  const references = await checkReferences(
    db,
    workspaceId,
    {
      walletIds: [from, to].filter((id): id is number => id !== null),
      categoryId,
      currencyId: body.currency_id ?? null,
      paymentTypeId: body.payment_type ?? null,
      goalUuid: type === 'saving' ? (body.goal_id as string) : null,
    },
    'The entry is invalid',
    { lockLedger: lock },
  );
  if (type === 'saving' && references.goalId === null) throw notFound('Goal not found');
  const dateTime = body.date_time ? new Date(body.date_time) : now;
  return {
    type,
    body,
    categoryTerms: references.categoryTerms ?? '',
    base: {
      type,
      amountCents: toCents(body.amount as number),
      currencyId: references.currencyId,
      paymentTypeId: references.paymentTypeId,
      dateTime: dateTime.toISOString(),
      planned: isPlannedByDate(dateTime, now),
      confirmed: body.confirmed ?? true,
      waranty: body.waranty ?? false,
      excludeFromStats: body.exclude_from_stats ?? false,
      note: body.note?.trim() || null,
      geolocation: body.geolocalization ?? null,
      accountId: from,
      categoryId,
      goalId: type === 'saving' ? references.goalId : null,
      transferUuid: null,
    },
  };
}

/**
 * The rows a checked entry becomes, resolving the payee and labels it names, creating those named for the
 * first time: it writes, so it runs under the ledger lock.
 */
async function entryRows(
  tx: Queryable,
  workspaceId: string,
  { type, body, base, categoryTerms }: CheckedEntry,
  uuids: { main: string; other: string | null },
  ruleFields: FilledEntry['ruleFields'] = {},
): Promise<EntryWrite[]> {
  let payeeId: number | null = null;
  let payeeName = '';
  if (type === 'debit') {
    const payee = await resolvePayee(tx, workspaceId, body.payee_id as number | string);
    payeeId = payee.id;
    payeeName = payee.name;
  }
  const labels = await resolveLabels(tx, workspaceId, body.labels ?? []);
  const searchTerms = [payeeName, ...labels.map((label) => label.name), categoryTerms]
    .filter(Boolean)
    .join(' ');
  const row: EntryWrite = {
    ...base,
    uuid: uuids.main,
    payeeId,
    searchTerms,
    labelIds: labels.map((label) => label.id),
    ruleFields,
  };
  if (type !== 'transfer') return [row];
  // Two rows: minus on the source, plus on the target; each points at the other.
  const to = positiveId(body.transfer_id);
  const otherUuid = uuids.other ?? randomUUID();
  return [
    { ...row, amountCents: -Math.abs(row.amountCents), transferUuid: otherUuid },
    {
      ...row,
      uuid: otherUuid,
      amountCents: Math.abs(row.amountCents),
      accountId: to,
      transferUuid: uuids.main,
    },
  ];
}

/**
 * Due entries settled per transaction. PGlite runs one transaction at a time, so every request waits behind
 * a whole batch there: with 100, requests waited up to 200 ms more while a backlog was settled (`pnpm bench`,
 * group load).
 */
const SETTLE_BATCH: Record<Database['kind'], number> = { pglite: 20, postgresql: 100 };

/**
 * Planned entries whose date has come start counting: one transaction per batch, in the workspace of the
 * earliest due entry, under its ledger lock, flips the batch and moves the balances. Returns how many were
 * settled (0 when none is due anywhere); a full batch may mean more are due. Batches are small so that
 * requests never wait long behind one.
 */
export async function settleDuePlannedEntries(
  db: Database,
  batchSize = SETTLE_BATCH[db.kind],
): Promise<number> {
  for (;;) {
    const workspaceId = await workspaceWithDueEntries(db);
    if (workspaceId === undefined) return 0;
    const settled = await db.transaction(async (tx) => {
      await lockLedger(tx, [workspaceId]);
      const rows = await flipDuePlannedEntries(tx, workspaceId, batchSize);
      await moveBalances(
        tx,
        rows.map((row) => ({ effect: storedEffect(row), sign: 1 as const })),
        { allowNegativeGoals: true },
      );
      return rows.length;
    });
    // None left there: another run settled them while this one waited for the lock; look again.
    if (settled > 0) return settled;
  }
}

/** Writes a checked entry's rows and moves balances; the caller's transaction holds the ledger lock. */
async function writeNewEntry(
  tx: Queryable,
  workspaceId: string,
  checked: CheckedEntry,
  ruleFields: FilledEntry['ruleFields'],
): Promise<number[]> {
  const rows = await entryRows(tx, workspaceId, checked, { main: randomUUID(), other: null }, ruleFields);
  const ids: number[] = [];
  for (const row of rows) ids.push(await insertEntry(tx, workspaceId, row));
  await moveNewRows(tx, rows);
  return ids;
}

const moveNewRows = (tx: Queryable, rows: readonly EntryWrite[], { last = false } = {}) =>
  moveBalances(
    tx,
    rows.map((row) => ({ effect: writeEffect(row), sign: 1 as const })),
    { last },
  );

/**
 * Writes a new entry (a transfer's two rows) and moves balances inside the caller's transaction, which
 * holds the workspace's ledger lock; returns the ids written, the main (source) row first. The recurring
 * plans (with the workspace's rules: a plan's entry come due is filed as a new entry is) and the credit-card
 * settlement job write here; the API's create checks the body before the lock.
 */
export async function insertNewEntry(
  tx: Queryable,
  workspaceId: string,
  type: EntryType,
  body: EntryBody,
  now: Date,
  { withRules = false } = {},
): Promise<number[]> {
  const filled = withRules ? await fillNewEntry(tx, workspaceId, type, body, now) : { body, ruleFields: {} };
  const checked = await checkEntry(tx, workspaceId, type, filled.body, now);
  return writeNewEntry(tx, workspaceId, checked, filled.ruleFields);
}

/**
 * The entry as this transaction wrote it, read before it commits: a concurrent edit committed just after
 * must not show in this request's answer.
 */
async function readWritten(tx: Queryable, id: number) {
  const [entry] = await readEntries(tx, [id]);
  if (!entry) throw entryNotFound();
  return entry;
}

/**
 * POST /api/entry/{type}: the workspace's rules fill what the body leaves empty (read before the transaction,
 * as the body's other references are), then the entry is checked and written.
 */
export async function createEntry(db: Database, workspaceId: string, typeName: string, body: EntryBody) {
  const type = entryTypeOf(typeName);
  const now = new Date();
  const filled = await fillNewEntry(db, workspaceId, type, body, now);
  return db.transaction(async (tx) => {
    const checked = await checkEntry(tx, workspaceId, type, filled.body, now, { lockLedger: true });
    const rows = await entryRows(
      tx,
      workspaceId,
      checked,
      { main: randomUUID(), other: null },
      filled.ruleFields,
    );
    const [main, other] = rows as [EntryWrite, EntryWrite | undefined];
    if (!other) {
      // The balances' move (and COMMIT) leave with the insert that answers the entry: one round trip.
      const [written] = await Promise.all([
        insertWholeEntry(tx, workspaceId, main),
        moveNewRows(tx, rows, { last: true }),
      ]);
      return written;
    }
    // A transfer's first row reads its other side, which is not written yet: it is read once both are.
    const id = await insertEntry(tx, workspaceId, main);
    await insertEntry(tx, workspaceId, other);
    await moveNewRows(tx, rows);
    return readWritten(tx, id);
  });
}

/**
 * PUT /api/entry/{type}/{uuid}: the entry (and a transfer's other row) rewritten in place. The type may
 * change; a transfer that stops being one loses its other row, a new transfer gains one.
 */
export async function updateEntry(
  db: Database,
  workspaceId: string,
  typeName: string,
  uuid: string,
  body: EntryBody,
) {
  const type = entryTypeOf(typeName);
  refuseInvalidBody(type, body);
  return db.transaction(async (tx) => {
    // The entry's rows are locked right after the statement that takes the ledger lock, in the same round trip
    // (a workspace with live entries has its counters row, so that statement takes the lock itself).
    const [checked, old] = await Promise.all([
      checkEntry(tx, workspaceId, type, body, new Date(), { lockLedger: true }),
      lockEntry(tx, workspaceId, uuid),
    ]);
    const main = old[0];
    if (!main) throw entryNotFound();
    // Edit through either row of a transfer: the source (minus) row stays the main one.
    const sorted = main.type === 'transfer' && main.amount_cents > 0 && old[1] ? [old[1], main] : old;
    const [source, target] = sorted as [StoredEntry, StoredEntry | undefined];
    const rows = await entryRows(tx, workspaceId, checked, {
      main: source.uuid,
      other: target?.uuid ?? null,
    });
    const effects = [
      ...sorted.map((row) => ({ effect: storedEffect(row), sign: -1 as const })),
      ...rows.map((row) => ({ effect: writeEffect(row), sign: 1 as const })),
    ];
    const [row] = rows as [EntryWrite];
    if (sorted.length === 1 && rows.length === 1) {
      // One row before and after: the statement that rewrites it answers it too, and the balances' move (and
      // COMMIT) leave with it (see createEntry).
      const [written] = await Promise.all([
        updateWholeEntry(tx, workspaceId, source.id, row),
        moveBalances(tx, effects, { last: true }),
      ]);
      return written;
    }
    const byUuid = new Map(sorted.map((stored) => [stored.uuid, stored]));
    for (const each of rows) {
      const existing = byUuid.get(each.uuid);
      if (existing) await updateEntryRow(tx, workspaceId, existing.id, each);
      else await insertEntry(tx, workspaceId, each);
    }
    const kept = new Set(rows.map((each) => each.uuid));
    await softDeleteEntries(
      tx,
      sorted.filter((stored) => !kept.has(stored.uuid)).map((stored) => stored.id),
    );
    await moveBalances(tx, effects);
    const requested = byUuid.get(uuid);
    return readWritten(tx, requested && kept.has(uuid) ? requested.id : source.id);
  });
}

/** DELETE /api/entry/{uuid}: soft delete, both rows of a transfer; balances move back. */
export async function deleteEntry(db: Database, workspaceId: string, uuid: string) {
  await db.transaction(async (tx) => {
    // The entry's rows are locked right after the ledger lock, in the same round trip (see updateEntry); the
    // balances' move (and COMMIT) leave with the delete.
    const [, rows] = await Promise.all([lockLedger(tx, [workspaceId]), lockEntry(tx, workspaceId, uuid)]);
    if (rows.length === 0) throw entryNotFound();
    await Promise.all([
      softDeleteEntries(
        tx,
        rows.map((row) => row.id),
      ),
      moveBalances(
        tx,
        rows.map((row) => ({ effect: storedEffect(row), sign: -1 as const })),
        { last: true },
      ),
    ]);
  });
}

export async function getEntry(db: Queryable, workspaceId: string, uuid: string) {
  const id = await findLiveEntryId(db, workspaceId, uuid);
  const [entry] = id === undefined ? [] : await readEntries(db, [id]);
  if (!entry) throw entryNotFound();
  return entry;
}
