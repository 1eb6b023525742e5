// SQL for entries. Reads build the whole read-back (SPEC §3 Entry) in one query for a list of ids;
// writes go through the ledger service, which moves balances in the same transaction.
import type { CategoryKind, Entry } from '@bc/api';
import { type EntryType, entryTabOf, WORKSPACE_DEFAULTS } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

type EntryReadRow = {
  id: number;
  uuid: string;
  type: EntryType;
  amount_cents: number;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
  date_time: Date;
  end_date_time: Date | null;
  note: string | null;
  planning: string | null;
  planned: boolean;
  confirmed: boolean;
  waranty: boolean;
  geolocation: string | null;
  exclude_from_stats: boolean;
  transfer_uuid: string | null;
  account_id: number | null;
  wallet_uuid: string | null;
  wallet_name: string | null;
  other_account_id: number | null;
  other_wallet_uuid: string | null;
  other_wallet_name: string | null;
  category_id: number;
  sub_slug: string;
  sub_custom: boolean;
  sub_exclude: boolean;
  parent_id: number;
  parent_slug: string;
  parent_icon: string;
  parent_kind: CategoryKind;
  payment_type_id: number;
  payment_type_slug: string;
  payee_id: number | null;
  payee_uuid: string | null;
  payee_name: string | null;
  goal_uuid: string | null;
  goal_name: string | null;
  labels: { id: number; uuid: string; name: string; color: string }[] | string;
  created_at: Date;
  updated_at: Date;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The currency as an entry or a plan reads it back (SPEC §3: with its icon). */
export const currencyOf = (row: { currency_id: number; currency_code: string; currency_symbol: string }) => ({
  id: row.currency_id,
  code: row.currency_code,
  symbol: row.currency_symbol,
  icon: row.currency_symbol,
});

/** The sub-category with its parent, as an entry or a plan reads it back. */
export const subCategoryOf = (row: {
  category_id: number;
  sub_slug: string;
  sub_custom: boolean;
  sub_exclude: boolean;
  parent_id: number;
  parent_slug: string;
  parent_icon: string;
  parent_kind: CategoryKind;
}) => ({
  id: row.category_id,
  slug: row.sub_slug,
  name: row.sub_slug,
  custom: row.sub_custom,
  exclude_from_stats: row.sub_exclude,
  category: { id: row.parent_id, slug: row.parent_slug, icon: row.parent_icon, kind: row.parent_kind },
});

/**
 * A transfer row's other side, as the original client reads it: `transfer_id` the other wallet's id (0 =
 * out of wallet), `transfer_to` that wallet, sent only when this row has a wallet of its own (the client
 * then reads `wallet.name` too).
 */
function transferSide(row: EntryReadRow): Pick<Entry, 'transfer_id' | 'transfer_to'> {
  if (row.type !== 'transfer') return { transfer_id: null, transfer_to: null };
  const other = row.other_account_id;
  return {
    transfer_id: other ?? 0,
    transfer_to:
      other !== null && row.account_id !== null
        ? { id: other, uuid: row.other_wallet_uuid ?? '', name: row.other_wallet_name ?? '' }
        : null,
  };
}

function toEntry(row: EntryReadRow): Entry {
  const labels = typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels;
  return {
    id: row.id,
    uuid: row.uuid,
    type: entryTabOf(row.type),
    amount: row.amount_cents / 100,
    currency_id: row.currency_id,
    currency: currencyOf(row),
    date_time: iso(row.date_time),
    end_date_time: row.end_date_time ? iso(row.end_date_time) : null,
    note: row.note,
    planning: row.planning,
    planned: row.planned,
    confirmed: row.confirmed,
    waranty: row.waranty,
    geolocation: row.geolocation,
    exclude_from_stats: row.exclude_from_stats,
    ...transferSide(row),
    name: null,
    account_id: row.account_id,
    wallet:
      row.account_id === null
        ? null
        : { id: row.account_id, uuid: row.wallet_uuid ?? '', name: row.wallet_name ?? '' },
    category_id: row.category_id,
    sub_category: subCategoryOf(row),
    payment_type_id: row.payment_type_id,
    payment_type: { id: row.payment_type_id, slug: row.payment_type_slug },
    payee_id: row.payee_id,
    payee:
      row.payee_id === null
        ? null
        : { id: row.payee_id, uuid: row.payee_uuid ?? '', name: row.payee_name ?? '' },
    goal_id: row.goal_uuid,
    goal: row.goal_uuid === null ? null : { uuid: row.goal_uuid, name: row.goal_name ?? '' },
    labels,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * The read-back of entries from `source`, aliased `e`: the table, or the rows a write statement returns, so
 * a write answers with what it wrote without a statement of its own. Labels come from the entry's label_ids,
 * which mirror its links and which a write sets in the same statement as the links; most entries have none,
 * and skipping their labels' look-up cut a page's execution by a third (0.48 -> 0.28 ms for 30 rows, 30 %
 * labelled).
 */
const readFrom = (source: string) => `
  SELECT e.id, e.uuid, e.type, e.amount_cents, e.currency_id, cur.code AS currency_code,
         cur.symbol AS currency_symbol, e.date_time, e.end_date_time, e.note, e.planning, e.planned, e.confirmed,
         e.waranty, e.geolocation, e.exclude_from_stats, e.transfer_uuid, e.account_id, w.uuid AS wallet_uuid,
         w.name AS wallet_name, other.account_id AS other_account_id, ow.uuid AS other_wallet_uuid,
         ow.name AS other_wallet_name, e.category_id, s.slug AS sub_slug, s.workspace_id IS NOT NULL AS sub_custom,
         s.exclude_from_stats AS sub_exclude, pc.id AS parent_id, pc.slug AS parent_slug, pc.icon AS parent_icon,
         pc.kind AS parent_kind, e.payment_type_id, pt.slug AS payment_type_slug, e.payee_id, p.uuid AS payee_uuid,
         p.name AS payee_name, g.uuid AS goal_uuid, g.name AS goal_name, e.created_at, e.updated_at,
         CASE WHEN e.label_ids = '{}' THEN '[]'::json
              ELSE coalesce((SELECT json_agg(json_build_object('id', l.id, 'uuid', l.uuid, 'name', l.name,
                                                               'color', l.color) ORDER BY lower(l.name))
                             FROM labels l WHERE l.id = ANY(e.label_ids)), '[]'::json) END
           AS labels
  FROM ${source} e
  JOIN currencies cur ON cur.id = e.currency_id
  JOIN sub_categories s ON s.id = e.category_id
  JOIN categories pc ON pc.id = s.category_id
  JOIN payment_types pt ON pt.id = e.payment_type_id
  LEFT JOIN wallets w ON w.id = e.account_id
  LEFT JOIN payees p ON p.id = e.payee_id
  LEFT JOIN goals g ON g.id = e.goal_id
  LEFT JOIN entries other ON other.uuid = e.transfer_uuid
  LEFT JOIN wallets ow ON ow.id = other.account_id`;

const READ = readFrom('entries');

/** Read-backs for `ids`, in the order given (lists pass their page order). */
export async function readEntries(db: Queryable, ids: readonly number[]): Promise<Entry[]> {
  if (ids.length === 0) return [];
  // Planning this nine-table join costs more than running it (PERFORMANCE.md bench): kept prepared.
  const rows = await db.query<EntryReadRow>(`${READ} WHERE e.id = ANY($1::bigint[])`, [ids], {
    prepared: 'read-entries',
  });
  const byId = new Map(rows.map((row) => [row.id, toEntry(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the ledger needs of a stored row to undo its effect on balances. */
export type StoredEntry = {
  id: number;
  uuid: string;
  type: EntryType;
  amount_cents: number;
  account_id: number | null;
  payee_id: number | null;
  goal_id: number | null;
  planned: boolean;
  confirmed: boolean;
  transfer_uuid: string | null;
};

const STORED =
  'id, uuid, type, amount_cents, account_id, payee_id, goal_id, planned, confirmed, transfer_uuid';

/**
 * The ledger lock: every transaction that writes entries takes its workspaces' entry_counts rows first (in
 * workspace order), before any entry, payee, label, wallet or goal row. Ledger writes of one workspace then
 * queue here instead of deadlocking on rows they would otherwise lock in different orders (a payee named in
 * one debit and given by id in another, two sides of one transfer, a job and a request). The row is created
 * on the workspace's first write.
 */
export async function lockLedger(tx: Queryable, workspaceIds: readonly string[]): Promise<void> {
  const ids = [...new Set(workspaceIds)].sort();
  if (ids.length === 0) return;
  // One workspace (every caller's today) by equality: with an array parameter PostgreSQL kept planning the
  // prepared statement again on every call, finding its generic plan dearer than one for the array given.
  const lock = () =>
    ids.length === 1
      ? tx.query('SELECT 1 FROM entry_counts WHERE workspace_id = $1 FOR UPDATE', ids, {
          prepared: 'lock-ledger-one',
        })
      : tx.query(
          'SELECT 1 FROM entry_counts WHERE workspace_id = ANY($1::uuid[]) ORDER BY workspace_id FOR UPDATE',
          [ids],
          { prepared: 'lock-ledger' },
        );
  if ((await lock()).length === ids.length) return;
  await tx.query(
    `INSERT INTO entry_counts (workspace_id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT DO NOTHING`,
    [ids],
  );
  await lock();
}

const LOCK_ENTRY = `SELECT ${STORED} FROM entries
  WHERE workspace_id = $1 AND uuid = $2::uuid AND deleted_at IS NULL FOR UPDATE`;

/** The live row and, for a transfer, its other row; both locked until the transaction ends. */
export async function lockEntry(tx: Queryable, workspaceId: string, uuid: string): Promise<StoredEntry[]> {
  if (!isUuid(uuid)) return [];
  const [row] = await tx.query<StoredEntry>(LOCK_ENTRY, [workspaceId, uuid], { prepared: 'lock-entry' });
  if (!row) return [];
  if (!row.transfer_uuid) return [row];
  const [other] = await tx.query<StoredEntry>(LOCK_ENTRY, [workspaceId, row.transfer_uuid], {
    prepared: 'lock-entry',
  });
  return other ? [row, other] : [row];
}

/**
 * Flips a batch of planned entries whose date has come. FOR UPDATE SKIP LOCKED: two servers running the job
 * take different rows, and `planned` in the WHERE makes a row flip once.
 */
export async function flipDuePlannedEntries(
  tx: Queryable,
  workspaceId: string,
  batchSize: number,
): Promise<StoredEntry[]> {
  return tx.query<StoredEntry>(
    `WITH due AS (
       SELECT id AS due_id FROM entries
       WHERE planned AND deleted_at IS NULL AND date_time <= now() AND workspace_id = $2
       ORDER BY date_time LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE entries SET planned = false, updated_at = now() FROM due WHERE id = due_id AND planned
     RETURNING ${STORED}`,
    [batchSize, workspaceId],
  );
}

/** The workspace of the earliest planned entry whose date has come, without locking anything. */
export async function workspaceWithDueEntries(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ workspace_id: string }>(
    `SELECT workspace_id FROM entries WHERE planned AND deleted_at IS NULL AND date_time <= now()
     ORDER BY date_time LIMIT 1`,
  );
  return row?.workspace_id;
}

export async function findLiveEntryId(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM entries WHERE workspace_id = $1 AND uuid = $2::uuid AND deleted_at IS NULL',
    [workspaceId, uuid],
  );
  return row?.id;
}

/** One row as the ledger writes it. */
export type EntryWrite = {
  uuid: string;
  type: EntryType;
  amountCents: number;
  currencyId: number;
  paymentTypeId: number;
  dateTime: string;
  planned: boolean;
  confirmed: boolean;
  waranty: boolean;
  excludeFromStats: boolean;
  note: string | null;
  geolocation: string | null;
  accountId: number | null;
  categoryId: number;
  payeeId: number | null;
  goalId: number | null;
  transferUuid: string | null;
  searchTerms: string;
  labelIds: number[];
  /**
   * The fields rules filled, by the rule that filled each (entries.rule_fields): only a new entry's. A write by
   * a person keeps those of the fields it leaves as they were and drops the ones it changes.
   */
  ruleFields?: Readonly<Record<string, number>>;
};

const writeParams = (row: EntryWrite) => [
  row.type,
  row.amountCents,
  row.currencyId,
  row.paymentTypeId,
  row.dateTime,
  row.planned,
  row.confirmed,
  row.waranty,
  row.excludeFromStats,
  row.note,
  row.geolocation,
  row.accountId,
  row.categoryId,
  row.payeeId,
  row.transferUuid,
  row.searchTerms,
  row.labelIds,
  row.goalId,
  JSON.stringify(row.ruleFields ?? {}),
];

// label_ids is set with the links, sorted and without repeats as the links' trigger would leave it: the
// trigger then finds nothing to change, and the sums by label move with the entry's own triggers.
const LABEL_IDS = 'ARRAY(SELECT DISTINCT unnest($19::bigint[]) ORDER BY 1)';

const INSERT_WITH_LABELS = `
  WITH e AS (
    INSERT INTO entries (workspace_id, uuid, type, amount_cents, currency_id, payment_type_id, date_time, planned,
      confirmed, waranty, exclude_from_stats, note, geolocation, account_id, category_id, payee_id, transfer_uuid,
      search_terms, goal_id, label_ids, rule_fields)
    VALUES ($1, $2::uuid, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::uuid, $18,
      $20, ${LABEL_IDS}, $21::jsonb)
    RETURNING *),
  l AS (INSERT INTO entry_labels (entry_id, label_id) SELECT e.id, unnest($19::bigint[]) FROM e)`;

/**
 * The label links of many new rows as two columns for `unnest($a::uuid[], $b::bigint[])`: each row's uuid once
 * per label (a bulk insert joins them to the rows it wrote by uuid).
 */
export function labelLinkColumns(rows: readonly { uuid: string; labelIds: readonly number[] }[]) {
  const uuids: string[] = [];
  const labelIds: number[] = [];
  for (const row of rows) {
    for (const labelId of row.labelIds) {
      uuids.push(row.uuid);
      labelIds.push(labelId);
    }
  }
  return { uuids, labelIds };
}

/** Inserts the row and its labels in one statement; returns the new id. */
export async function insertEntry(tx: Queryable, workspaceId: string, row: EntryWrite): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `${INSERT_WITH_LABELS} SELECT id FROM e`,
    [workspaceId, row.uuid, ...writeParams(row)],
    { prepared: 'insert-entry' },
  );
  if (!inserted) throw new Error('The entry was not stored');
  return inserted.id;
}

/**
 * Inserts a row that is a whole entry (not one side of a transfer, whose other side is not written yet) and
 * answers it as read back, in one statement.
 */
export async function insertWholeEntry(tx: Queryable, workspaceId: string, row: EntryWrite): Promise<Entry> {
  const [inserted] = await tx.query<EntryReadRow>(
    `${INSERT_WITH_LABELS} ${readFrom('e')}`,
    [workspaceId, row.uuid, ...writeParams(row)],
    { prepared: 'insert-whole-entry' },
  );
  if (!inserted) throw new Error('The entry was not stored');
  return toEntry(inserted);
}

/**
 * A person's write of an entry makes the fields it changes theirs: they leave rule_fields, whose other fields
 * keep the rule that set them (SET expressions read the row as it was). A person's write brings no rule
 * fields of its own ($21 is '{}').
 */
const KEPT_RULE_FIELDS = `(rule_fields || $21::jsonb) - array_remove(ARRAY[
    CASE WHEN category_id IS DISTINCT FROM $15 THEN 'category' END,
    CASE WHEN note IS DISTINCT FROM $12 THEN 'note' END,
    CASE WHEN exclude_from_stats IS DISTINCT FROM $11 THEN 'exclude_from_stats' END,
    CASE WHEN label_ids IS DISTINCT FROM ${LABEL_IDS} THEN 'labels' END,
    CASE WHEN payee_id IS DISTINCT FROM $16 THEN 'payee' END,
    CASE WHEN type IS DISTINCT FROM $3 THEN 'type' END], NULL)`;

const UPDATE_WITH_LABELS = `
  WITH e AS (
    UPDATE entries SET type = $3, amount_cents = $4, currency_id = $5, payment_type_id = $6,
      date_time = $7::timestamptz, planned = $8, confirmed = $9, waranty = $10, exclude_from_stats = $11,
      note = $12, geolocation = $13, account_id = $14, category_id = $15, payee_id = $16,
      transfer_uuid = $17::uuid, search_terms = $18, goal_id = $20, label_ids = ${LABEL_IDS}, updated_at = now(),
      rule_fields = ${KEPT_RULE_FIELDS}
    WHERE workspace_id = $1 AND id = $2 RETURNING *),
  gone AS (DELETE FROM entry_labels WHERE entry_id = $2 AND label_id <> ALL($19::bigint[])),
  l AS (INSERT INTO entry_labels (entry_id, label_id) SELECT e.id, unnest($19::bigint[]) FROM e
    ON CONFLICT DO NOTHING)`;

/** Rewrites a live row in place (same id and uuid) and replaces its labels, in one statement. */
export async function updateEntryRow(tx: Queryable, workspaceId: string, id: number, row: EntryWrite) {
  await tx.query(`${UPDATE_WITH_LABELS} SELECT id FROM e`, [workspaceId, id, ...writeParams(row)], {
    prepared: 'update-entry',
  });
}

/** updateEntryRow for a row that is a whole entry (see insertWholeEntry), answered as read back. */
export async function updateWholeEntry(
  tx: Queryable,
  workspaceId: string,
  id: number,
  row: EntryWrite,
): Promise<Entry> {
  const [updated] = await tx.query<EntryReadRow>(
    `${UPDATE_WITH_LABELS} ${readFrom('e')}`,
    [workspaceId, id, ...writeParams(row)],
    { prepared: 'update-whole-entry' },
  );
  if (!updated) throw new Error('The entry was not stored');
  return toEntry(updated);
}

export async function softDeleteEntries(tx: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return;
  // One row (every entry but a transfer) by equality, planned once (see lockLedger).
  await (ids.length === 1
    ? tx.query('UPDATE entries SET deleted_at = now(), updated_at = now() WHERE id = $1', ids, {
        prepared: 'delete-entry',
      })
    : tx.query(
        'UPDATE entries SET deleted_at = now(), updated_at = now() WHERE id = ANY($1::bigint[])',
        [ids],
        { prepared: 'delete-entries' },
      ));
}

/** What an entry (or plan) body refers to, as the workspace sees it: all read in one statement. */
export type EntryReferences = {
  /** How many of the wallets asked for are the workspace's. */
  walletsFound: number;
  /** The category's words for search; null when the workspace cannot use that category. */
  categoryTerms: string | null;
  /** The body's currency, else the workspace's, else the euro (2). */
  currencyId: number;
  currencyKnown: boolean;
  /** The body's payment type, else the first (1). */
  paymentTypeId: number;
  paymentTypeKnown: boolean;
  /** The active goal of that uuid, if any. */
  goalId: number | null;
};

/** The ledger lock (lockLedger) as a column of a statement that reads something else. */
const LEDGER_LOCK_COLUMN = `EXISTS (SELECT 1 FROM entry_counts WHERE workspace_id = $1 FOR UPDATE) AS ledger_locked`;

/**
 * One round trip instead of six: under many writers each statement costs a turn of the database, and the
 * writes of one workspace queue behind each other. The references lock nothing: read before the ledger
 * lock, or, with `lockLedger`, in the statement that takes it (one round trip fewer; the read costs the lock's
 * holder a few hundredths of a millisecond). Returns whether the lock was taken: it was not when the
 * workspace has no counters row yet, and lockLedger then creates it.
 */
export async function readEntryReferences(
  db: Queryable,
  workspaceId: string,
  refs: {
    walletIds: readonly number[];
    categoryId: number;
    currencyId: number | null;
    paymentTypeId: number | null;
    goalUuid: string | null;
  },
  { lockLedger = false } = {},
): Promise<EntryReferences & { ledgerLocked: boolean }> {
  const [row] = await db.query<{
    wallets_found: number;
    category_terms: string | null;
    currency_id: number;
    currency_known: boolean;
    payment_type_id: number;
    payment_type_known: boolean;
    goal_id: number | null;
    ledger_locked?: boolean;
  }>(
    `SELECT ${lockLedger ? `${LEDGER_LOCK_COLUMN},` : ''} (SELECT count(*) FROM wallets WHERE workspace_id = w.id AND id = ANY($2::bigint[]))::int
              AS wallets_found,
            (SELECT replace(s.slug, '_', ' ') || ' ' || replace(c.slug, '_', ' ')
               FROM sub_categories s JOIN categories c ON c.id = s.category_id
              WHERE s.id = $3 AND (s.workspace_id IS NULL OR s.workspace_id = w.id)) AS category_terms,
            coalesce($4::int, w.currency_id, ${WORKSPACE_DEFAULTS.currencyId}) AS currency_id,
            EXISTS (SELECT 1 FROM currencies WHERE id = coalesce($4::int, w.currency_id, ${WORKSPACE_DEFAULTS.currencyId})) AS currency_known,
            coalesce($5::int, ${WORKSPACE_DEFAULTS.paymentTypeId}) AS payment_type_id,
            EXISTS (SELECT 1 FROM payment_types WHERE id = coalesce($5::int, ${WORKSPACE_DEFAULTS.paymentTypeId})) AS payment_type_known,
            (SELECT id FROM goals WHERE workspace_id = w.id AND uuid = $6::uuid AND NOT archived) AS goal_id
       FROM workspaces w WHERE w.id = $1`,
    [
      workspaceId,
      refs.walletIds,
      refs.categoryId,
      refs.currencyId,
      refs.paymentTypeId,
      refs.goalUuid !== null && isUuid(refs.goalUuid) ? refs.goalUuid : null,
    ],
    { prepared: lockLedger ? 'entry-references-lock-ledger' : 'entry-references' },
  );
  return {
    ledgerLocked: row?.ledger_locked ?? false,
    walletsFound: row?.wallets_found ?? 0,
    categoryTerms: row?.category_terms ?? null,
    currencyId: row?.currency_id ?? WORKSPACE_DEFAULTS.currencyId,
    currencyKnown: row?.currency_known ?? false,
    paymentTypeId: row?.payment_type_id ?? WORKSPACE_DEFAULTS.paymentTypeId,
    paymentTypeKnown: row?.payment_type_known ?? false,
    goalId: row?.goal_id ?? null,
  };
}

/** Sub-category usable by this workspace: predefined, or its own custom one. */
export async function categoryUsable(db: Queryable, workspaceId: string, id: number) {
  if (id > 2_147_483_647) return false;
  const rows = await db.query(
    'SELECT 1 FROM sub_categories WHERE id = $1 AND (workspace_id IS NULL OR workspace_id = $2)',
    [id, workspaceId],
  );
  return rows.length > 0;
}

/** The words an entry's category adds to its search terms (both slugs), as an SQL expression of its category id. */
export const categorySearchWords = (categoryId: string) =>
  `(SELECT replace(s.slug, '_', ' ') || ' ' || replace(c.slug, '_', ' ')
    FROM sub_categories s JOIN categories c ON c.id = s.category_id WHERE s.id = ${categoryId})`;

/**
 * The names an entry's search vector includes besides its note (entries.search_terms): its payee's, its labels'
 * in id order and its category's words, as an SQL expression of the entry's payee id, label id array and
 * category id.
 */
export const searchTermsSql = (entry: { payeeId: string; labelIds: string; categoryId: string }) =>
  `concat_ws(' ',
     (SELECT p.name FROM payees p WHERE p.id = ${entry.payeeId}),
     (SELECT string_agg(l.name, ' ' ORDER BY l.id) FROM labels l WHERE l.id = ANY(${entry.labelIds})),
     ${categorySearchWords(entry.categoryId)})`;

/**
 * Rebuilds the names the search vector includes (payee, labels, category) for these entries: after a
 * label is renamed or deleted, so search finds entries by the names they have now.
 */
export async function refreshSearchTerms(tx: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return;
  const terms = searchTermsSql({
    payeeId: 'e.payee_id',
    labelIds: 'ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id)',
    categoryId: 'e.category_id',
  });
  await tx.query(`UPDATE entries e SET search_terms = ${terms} WHERE e.id = ANY($1::bigint[])`, [ids]);
}

export async function entryIdsWithLabel(tx: Queryable, labelId: number): Promise<number[]> {
  const rows = await tx.query<{ entry_id: number }>('SELECT entry_id FROM entry_labels WHERE label_id = $1', [
    labelId,
  ]);
  return rows.map((row) => row.entry_id);
}
