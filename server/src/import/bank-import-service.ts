// The bank-file import (issue 23): a file is read and judged in a preview (which wallet each statement goes
// to, which rows the wallet already holds, the category each row gets), kept for an hour, and committed once:
// all kept rows in one transaction, recorded as a batch that can be undone.
//  - the commit reads the stored file again with the preview's choices and judges it again under the ledger
//    lock, so two imports of overlapping files never both write the rows they share;
//  - a row's category: the one the file names (QIF, app exports) when the workspace has it, else the one the
//    workspace's entries of that payee have most often, else "other"; the person's changes win;
//  - rows are dated at noon UTC, the same calendar day in every time zone people live in.
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import {
  type BankFileFormat,
  errorCodes,
  IMPORT_DEFAULT_CATEGORY_ID,
  IMPORT_FILE_MAX_ROWS,
  type ImportBatch,
  type ImportCommitBody,
  type ImportCommitResponse,
  type ImportPreview,
  type ImportPreviewFields,
  type ImportStatement,
  importNote,
  type RuleChangeField,
} from '@bc/api';
import { countsTowardBalance, isPlannedByDate } from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { lockLedger } from '../entries/entries-sql.ts';
import { insertNewEntry } from '../entries/ledger-service.ts';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors.ts';
import { applyRules } from '../rules/engine/apply.ts';
import type { CompiledRule } from '../rules/engine/compile.ts';
import { activeRules } from '../rules/workspace-rules.ts';
import { moveWalletBalances } from '../wallets/wallets-sql.ts';
import {
  categoriesBySlug,
  deleteBatchEntries,
  entriesBetween,
  findCsvMapping,
  insertBatch,
  insertPreview,
  linkAccounts,
  linkedWallets,
  listBatches,
  lockBatch,
  lockPreview,
  markBatchUndone,
  markPreviewCommitted,
  saveCsvMapping,
  usualCategoryByPayee,
  workspaceWallets,
} from './bank-import-sql.ts';
import { findDuplicates } from './duplicates.ts';
import { type ReadFile, type ReadRow, type ReadStatement, UnreadableFileError } from './formats/bank-file.ts';
import {
  findImportTarget,
  type ImportedEntry,
  type ImportTarget,
  insertImportedEntries,
  stampImportedTransfer,
  usableCategories,
} from './import-sql.ts';
import { formatOf, type StoredReadOptions } from './read-bank-file.ts';
import { readBankFileOffThread } from './read-off-thread.ts';

// A preview's file is kept gzipped (a bank file shrinks 5 to 14 times at the fastest level): the database moves
// a fraction of the bytes, which matters most on PGlite, whose bytea travels as text. zlib works on libuv's
// threads, off the request thread.
const packFile = (bytes: Uint8Array) => promisify(gzip)(bytes, { level: 1 });
const unpackFile = async (stored: Uint8Array) => new Uint8Array(await promisify(gunzip)(stored));

/** Who imports: the member and the workspace their request works in. */
export type Importer = { workspaceId: string; userId: string };

export type Upload = { fileName: string; bytes: Uint8Array };

/** Rows per INSERT: big files are written in a few statements of bounded size, in the one transaction. */
const INSERT_CHUNK = 10_000;
const NOTE_MAX = 1000;
const PAYEE_MAX = 300;
const BANK_ID_MAX = 200;
const HISTORY_LENGTH = 100;

const tooManyRows = (count: number) =>
  new HttpError(
    413,
    errorCodes.payloadTooLarge,
    `A file may hold at most ${IMPORT_FILE_MAX_ROWS.toLocaleString('en')} rows; this one has ${count.toLocaleString('en')}`,
  );

const unreadable = (error: UnreadableFileError) => unprocessable(error.message, { file: error.message });

const centsToDecimal = (cents: number | null) => {
  if (cents === null) return null;
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

/**
 * The key an account is remembered by: its IBAN, else its number, else the name an app's export gives it
 * (Actual, YNAB and Mint write one file for all accounts, with the account's name on each row).
 */
function accountKey({ account }: ReadStatement): string | null {
  const identifier = (account.iban ?? account.number)?.replace(/\s+/g, '').toUpperCase();
  if (identifier) return identifier;
  const name = account.name?.trim().toLowerCase();
  return name ? `name:${name}` : null;
}

/** A category text of a file as a slug ("Food:Groceries" -> "groceries", "Eating Out" -> "eating_out"). */
function slugOf(category: string): string {
  const last = category.split(':').at(-1) ?? category;
  return last
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const payeeKey = (payee: string | null) => payee?.trim().toLowerCase().slice(0, PAYEE_MAX) || null;

async function readOrRefuse(bytes: Uint8Array, options: StoredReadOptions): Promise<ReadFile> {
  try {
    return await readBankFileOffThread(bytes, options);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw unreadable(error);
    throw error;
  }
}

/** The choices of the preview request, with a wallet's remembered CSV mapping where the person made none. */
async function readOptionsFor(
  db: Queryable,
  bytes: Uint8Array,
  fileName: string,
  fields: ImportPreviewFields,
): Promise<StoredReadOptions[]> {
  let format: BankFileFormat;
  try {
    format = formatOf(bytes, fileName, fields.format);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw unreadable(error);
    throw error;
  }
  const chosen: StoredReadOptions = {
    format,
    ...(fields.encoding !== 'auto' && { encoding: fields.encoding }),
    ...(fields.date_format && { dateOrder: fields.date_format }),
    ...(fields.decimal_separator && { decimalSeparator: fields.decimal_separator }),
    ...(fields.columns && { columns: fields.columns }),
  };
  const saved =
    format === 'csv' && !fields.columns && fields.account_id && (await findCsvMapping(db, fields.account_id));
  if (!saved) return [chosen];
  const remembered: StoredReadOptions = {
    ...chosen,
    columns: saved.columns,
    dateOrder: chosen.dateOrder ?? saved.dateOrder ?? undefined,
    decimalSeparator: chosen.decimalSeparator ?? saved.decimalSeparator,
  };
  // The remembered mapping first; the file read without it when that mapping does not fit this file.
  return [remembered, chosen];
}

async function readWithFirstFitting(bytes: Uint8Array, candidates: readonly StoredReadOptions[]) {
  for (const [index, options] of candidates.entries()) {
    const last = index === candidates.length - 1;
    try {
      const file = await readBankFileOffThread(bytes, options);
      if (last || !file.problems.some((problem) => problem.field === 'columns')) return { file, options };
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
      if (last) throw unreadable(error);
    }
  }
  throw new Error('readWithFirstFitting() needs at least one candidate');
}

const rowCount = (file: ReadFile) =>
  file.statements.reduce((count, statement) => count + statement.rows.length, 0);

/** The wallet each statement goes to, by index: the one asked for, else the one its account was imported into. */
async function walletsOfStatements(
  db: Queryable,
  workspaceId: string,
  file: ReadFile,
  asked: { account_id?: number; statements?: { index: number; account_id: number }[] },
) {
  const wallets = new Map<number, number>();
  const keys = file.statements.map(accountKey);
  const linked = await linkedWallets(
    db,
    workspaceId,
    keys.filter((key): key is string => key !== null),
  );
  file.statements.forEach((_, index) => {
    const key = keys[index];
    const walletId =
      asked.statements?.find((statement) => statement.index === index)?.account_id ??
      (file.statements.length === 1 || !asked.statements ? asked.account_id : undefined) ??
      (key ? linked.get(key) : undefined);
    if (walletId !== undefined) wallets.set(index, walletId);
  });
  return wallets;
}

/** Refuses wallets that are not the workspace's, and statements in another currency than their wallet. */
async function checkWallets(
  db: Queryable,
  workspaceId: string,
  file: ReadFile,
  wallets: Map<number, number>,
  field: (index: number) => string,
) {
  const found = await workspaceWallets(db, workspaceId, [...new Set(wallets.values())]);
  const problems: Record<string, string> = {};
  for (const [index, walletId] of wallets) {
    const wallet = found.get(walletId);
    const currency = file.statements[index]?.account.currency?.toUpperCase();
    if (!wallet) problems[field(index)] = 'Wallet not found';
    else if (currency && currency !== wallet.currencyCode) {
      problems[field(index)] =
        `The statement is in ${currency} and the wallet in ${wallet.currencyCode}: choose a wallet in ${currency}`;
    }
  }
  if (Object.keys(problems).length > 0)
    throw unprocessable('Choose a wallet of this workspace for each statement', problems);
}

/** A row as it will be written: its category, payee, note and labels after the rules, and its duplicate mark. */
type JudgedRow = {
  row: ReadRow;
  categoryId: number;
  payee: string | null;
  note: string | null;
  labelIds: readonly number[];
  excludeFromStats: boolean;
  /** A rule made the row a transfer with this other wallet. */
  transferWalletId: number | null;
  filledBy: { field: RuleChangeField; rule_id: number; rule_name: string }[];
  duplicate: boolean;
};

const typeOfAmount = (cents: number | null) => ((cents ?? 0) < 0 ? 'expense' : 'income');

/**
 * The row after the workspace's rules, which see it as the entry it would be: the category it would get
 * otherwise, the payee and the bank's text, and may change any field (import rows have no hand-set fields).
 */
function afterRules(
  rules: readonly CompiledRule[],
  ruleNames: ReadonlyMap<number, string>,
  row: ReadRow,
  walletId: number | undefined,
  currency: string | null,
  categoryId: number,
): Omit<JudgedRow, 'duplicate'> {
  const unchanged = {
    row,
    categoryId,
    payee: row.payee,
    note: row.note,
    labelIds: [],
    excludeFromStats: false,
    transferWalletId: null,
    filledBy: [],
  };
  if (rules.length === 0 || row.date === null || row.amountCents === null) return unchanged;
  const { result, setBy } = applyRules(
    rules,
    {
      payee: row.payee,
      bankText: row.note,
      note: row.note,
      amountCents: row.amountCents,
      walletId: walletId ?? null,
      categoryId,
      labelIds: [],
      type: typeOfAmount(row.amountCents),
      currency: row.currency ?? currency,
      date: row.date,
      excludeFromStats: false,
      transferWalletId: null,
    },
    { keep: new Set() },
  );
  return {
    row,
    categoryId: result.categoryId ?? categoryId,
    payee: result.payee,
    note: result.note,
    labelIds: result.labelIds,
    excludeFromStats: result.excludeFromStats,
    transferWalletId: result.type === 'transfer' ? result.transferWalletId : null,
    filledBy: Object.entries(setBy).map(([field, ruleId]) => ({
      field: field as RuleChangeField,
      rule_id: ruleId,
      rule_name: ruleNames.get(ruleId) ?? '',
    })),
  };
}

/**
 * Each row's category, rules and duplicate mark, statement by statement (rows of a statement without a wallet
 * are never duplicates). The category before rules: the file's own, else the payee's usual one, else "other";
 * the rules may change it, and the person's choice at commit wins over all.
 */
async function judge(
  db: Queryable,
  workspaceId: string,
  file: ReadFile,
  wallets: ReadonlyMap<number, number>,
): Promise<JudgedRow[][]> {
  const rows = file.statements.flatMap((statement) => statement.rows);
  const payees = [...new Set(rows.flatMap((row) => payeeKey(row.payee) ?? []))];
  const slugs = [...new Set(rows.flatMap((row) => (row.category ? slugOf(row.category) : [])))];
  const [byPayee, bySlug, rules] = await Promise.all([
    usualCategoryByPayee(db, workspaceId, payees),
    categoriesBySlug(db, workspaceId, slugs),
    activeRules(db, workspaceId),
  ]);
  const ruleNames = new Map(rules.map((rule) => [rule.id, rule.name]));
  const categoryOf = (row: ReadRow) =>
    (row.category ? bySlug.get(slugOf(row.category)) : undefined) ??
    byPayee.get(payeeKey(row.payee) ?? '') ??
    IMPORT_DEFAULT_CATEGORY_ID;

  return Promise.all(
    file.statements.map(async (statement, index) => {
      const walletId = wallets.get(index);
      const dates = statement.rows.flatMap((row) => row.date ?? []).sort();
      const first = dates[0];
      const last = dates.at(-1);
      const existing =
        walletId !== undefined && first && last
          ? await entriesBetween(db, workspaceId, walletId, shiftDay(first, -1), shiftDay(last, 1))
          : [];
      const duplicates = findDuplicates(statement.rows, existing);
      return statement.rows.map((row, rowIndex) => ({
        ...afterRules(rules, ruleNames, row, walletId, statement.account.currency, categoryOf(row)),
        duplicate: duplicates[rowIndex] ?? false,
      }));
    }),
  );
}

function shiftDay(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function previewStatement(
  statement: ReadStatement,
  walletId: number | undefined,
  judged: JudgedRow[],
): ImportStatement {
  return {
    account: {
      number: statement.account.number,
      iban: statement.account.iban,
      currency: statement.account.currency,
      name: statement.account.name,
    },
    opening_balance: centsToDecimal(statement.openingBalanceCents),
    closing_balance: centsToDecimal(statement.closingBalanceCents),
    wallet_id: walletId ?? null,
    rows: judged.map(({ row, categoryId, payee, note, labelIds, filledBy, transferWalletId, duplicate }) => ({
      line: row.line,
      date: row.date,
      amount: centsToDecimal(row.amountCents),
      currency: row.currency ?? statement.account.currency,
      payee,
      note,
      bank_id: row.bankId,
      category_id: categoryId,
      label_ids: [...labelIds],
      filled_by: filledBy,
      transfer_wallet_id: transferWalletId,
      duplicate,
      problems: row.problems,
    })),
  };
}

/** POST /api/import/preview */
export async function previewImport(
  db: Database,
  importer: Importer,
  upload: Upload,
  fields: ImportPreviewFields,
): Promise<ImportPreview> {
  const { workspaceId } = importer;
  const { file, options } = await readWithFirstFitting(
    upload.bytes,
    await readOptionsFor(db, upload.bytes, upload.fileName, fields),
  );
  const count = rowCount(file);
  if (count > IMPORT_FILE_MAX_ROWS) throw tooManyRows(count);

  const wallets = await walletsOfStatements(db, workspaceId, file, fields);
  const asked = new Map(
    [...wallets].filter(
      ([index]) => fields.account_id !== undefined || fields.statements?.some((s) => s.index === index),
    ),
  );
  await checkWallets(db, workspaceId, file, asked, (index) =>
    fields.statements ? `statements.${index}.account_id` : 'account_id',
  );
  const judged = await judge(db, workspaceId, file, wallets);

  const id = randomUUID();
  await insertPreview(db, {
    id,
    ...importer,
    fileName: upload.fileName,
    file: await packFile(upload.bytes),
    readOptions: options,
  });
  return {
    import_id: id,
    format: file.format,
    encoding: file.encoding,
    file_name: upload.fileName,
    statements: file.statements.map((statement, index) =>
      previewStatement(statement, wallets.get(index), judged[index] ?? []),
    ),
    problems: file.problems,
    ...(file.csv && {
      csv: {
        delimiter: file.csv.delimiter,
        header: file.csv.header,
        columns: file.csv.columns,
        sample: file.csv.sample,
        mapping: file.csv.mapping,
        date_format: file.csv.dateOrder,
        decimal_separator: file.csv.decimalSeparator,
      },
    }),
  };
}

/** What the person changed in the preview, by line. */
type RowChange = { category_id?: number; skip?: boolean };

function entryOf(judged: JudgedRow, change: RowChange | undefined, now: Date): ImportedEntry {
  const { row } = judged;
  const dateTime = new Date(`${row.date}T12:00:00Z`);
  return {
    uuid: randomUUID(),
    amountCents: row.amountCents as number,
    dateTime: dateTime.toISOString(),
    planned: isPlannedByDate(dateTime, now),
    note: importNote({ payee: judged.payee, note: judged.note }).slice(0, NOTE_MAX) || null,
    categoryId: change?.category_id ?? judged.categoryId,
    labelIds: judged.labelIds,
    excludeFromStats: judged.excludeFromStats,
    bankId: row.bankId?.slice(0, BANK_ID_MAX) ?? null,
    bankPayee: row.payee?.trim().slice(0, PAYEE_MAX) || null,
    ruleFields: importedRuleFields(judged, change),
  };
}

/**
 * An imported entry's fields are the import's (0) or the rule's that set them, never the person's, except a
 * category the person chose in the preview: a run of rules over history may change the former only.
 */
function importedRuleFields(judged: JudgedRow, change: RowChange | undefined): Record<string, number> {
  const fields: Record<string, number> = { category: 0, payee: 0, labels: 0, note: 0, exclude_from_stats: 0 };
  for (const { field, rule_id } of judged.filledBy) fields[field] = rule_id;
  if (change?.category_id !== undefined && change.category_id !== judged.categoryId) delete fields.category;
  return fields;
}

/** A row a rule made a transfer, to a wallet still there and not the statement's own. */
const isTransfer = (row: JudgedRow, walletId: number, wallets: ReadonlyMap<number, unknown>) =>
  row.transferWalletId !== null && row.transferWalletId !== walletId && wallets.has(row.transferWalletId);

/**
 * A row a rule made a transfer, written as the ledger writes one (two rows, both wallets' balances moved):
 * money out of the statement's wallet goes to the rule's wallet, money in comes from it.
 */
async function insertImportedTransfer(
  tx: Queryable,
  target: ImportTarget,
  judged: JudgedRow,
  change: RowChange | undefined,
  now: Date,
  batchId: string,
) {
  const entry = entryOf(judged, change, now);
  const out = entry.amountCents < 0;
  const other = judged.transferWalletId as number;
  const [main, twin] = await insertNewEntry(
    tx,
    target.workspaceId,
    'transfer',
    {
      amount: Math.abs(entry.amountCents) / 100,
      currency_id: target.currencyId,
      payment_type: target.paymentTypeId,
      account_id: out ? target.accountId : other,
      transfer_id: out ? other : target.accountId,
      date_time: entry.dateTime,
      note: entry.note,
      labels: entry.labelIds.map((id) => ({ name: id })),
      exclude_from_stats: entry.excludeFromStats,
    },
    now,
  );
  await stampImportedTransfer(
    tx,
    [main, twin].filter((id) => id !== undefined),
    {
      batchId,
      statementRowId: (out ? main : twin) as number,
      bankId: entry.bankId,
      bankPayee: entry.bankPayee,
      ruleFields: entry.ruleFields ?? {},
    },
  );
}

/** POST /api/import/{import_id}/commit */
export async function commitImport(
  db: Database,
  importer: Importer,
  importId: string,
  body: ImportCommitBody,
  now = new Date(),
): Promise<ImportCommitResponse> {
  const { workspaceId } = importer;
  return db.transaction(async (tx) => {
    await lockLedger(tx, [workspaceId]);
    const preview = await lockPreview(tx, importId, workspaceId, importer.userId);
    if (!preview) throw notFound('Import not found: previews are kept for an hour');
    if (preview.batchId) throw conflict('This import was already committed');

    const file = await readOrRefuse(await unpackFile(preview.file), preview.readOptions);
    const unresolved = file.problems.filter(
      (problem) => problem.field === 'date_format' || problem.field === 'columns',
    );
    if (unresolved.length > 0) {
      throw unprocessable(
        'Answer the questions about the file before importing it',
        Object.fromEntries(unresolved.map((problem) => [problem.field, problem.message])),
      );
    }
    const wallets = await walletsOfStatements(tx, workspaceId, file, body);
    const statementField = (index: number) =>
      body.statements ? `statements.${index}.account_id` : 'account_id';
    if (wallets.size === 0)
      throw unprocessable('Choose the wallet of every statement', { account_id: 'Choose a wallet' });
    await checkWallets(tx, workspaceId, file, wallets, statementField);

    const changes = new Map((body.rows ?? []).map(({ line, ...change }) => [line, change]));
    const changedCategories = [
      ...new Set([...changes.values()].flatMap((change) => change.category_id ?? [])),
    ];
    const usable = await usableCategories(tx, workspaceId, changedCategories);
    const badRows = (body.rows ?? []).flatMap((change, index) =>
      change.category_id !== undefined && !usable.has(change.category_id)
        ? [`rows.${index}.category_id`]
        : [],
    );
    if (badRows.length > 0) {
      throw unprocessable(
        'The import is invalid; nothing was imported',
        Object.fromEntries(badRows.map((key) => [key, 'Category not found'])),
      );
    }

    const judged = await judge(tx, workspaceId, file, wallets);
    const transferWallets = await workspaceWallets(tx, workspaceId, [
      ...new Set(judged.flat().flatMap((row) => row.transferWalletId ?? [])),
    ]);
    const batchId = randomUUID();
    let imported = 0;
    let duplicates = 0;
    const balances = new Map<number, number>();
    for (const [index, walletId] of wallets) {
      const target = await findImportTarget(tx, workspaceId, walletId);
      if (!target) throw notFound('Wallet not found');
      const kept: { row: JudgedRow; change: RowChange | undefined }[] = [];
      for (const row of judged[index] ?? []) {
        const change = changes.get(row.row.line);
        if (row.row.problems.length > 0 || change?.skip) continue;
        if (row.duplicate && body.skip_duplicates) duplicates += 1;
        else if (isTransfer(row, walletId, transferWallets)) {
          await insertImportedTransfer(tx, target, row, change, now, batchId);
          imported += 1;
        } else kept.push({ row, change });
      }
      // Entries are built a chunk at a time, each written before the next is built: the request thread is
      // free while the database works, and a big file's entries never all sit in memory at once.
      let counted = 0n;
      for (let start = 0; start < kept.length; start += INSERT_CHUNK) {
        const entries = kept
          .slice(start, start + INSERT_CHUNK)
          .map(({ row, change }) => entryOf(row, change, now));
        for (const entry of entries) {
          if (countsTowardBalance({ confirmed: true, planned: entry.planned }))
            counted += BigInt(entry.amountCents);
        }
        imported += (await insertImportedEntries(tx, target, entries, batchId)).length;
      }
      const cents = Number(counted);
      if (!Number.isSafeInteger(cents)) {
        throw unprocessable('The amounts add up to more than the wallet can hold', {
          [statementField(index)]: 'Too large',
        });
      }
      balances.set(walletId, (balances.get(walletId) ?? 0) + cents);
    }
    await moveWalletBalances(tx, balances);

    const walletIds = [...new Set(wallets.values())];
    await insertBatch(tx, {
      id: batchId,
      ...importer,
      fileName: preview.fileName,
      format: file.format,
      imported,
      duplicates,
      walletIds,
    });
    await linkAccounts(
      tx,
      workspaceId,
      [...wallets].flatMap(([index, walletId]) => {
        const statement = file.statements[index];
        const key = statement && accountKey(statement);
        return key ? [{ accountKey: key, walletId }] : [];
      }),
    );
    if (file.csv?.mapping) {
      const mapping = {
        columns: file.csv.mapping,
        dateOrder: file.csv.dateOrder,
        decimalSeparator: file.csv.decimalSeparator,
      };
      for (const walletId of walletIds) await saveCsvMapping(tx, walletId, mapping);
    }
    await markPreviewCommitted(tx, importId, batchId);
    return { imported, duplicates, batch_id: batchId };
  });
}

/** GET /api/import/batches */
export async function importHistory(db: Queryable, workspaceId: string): Promise<{ data: ImportBatch[] }> {
  const rows = await listBatches(db, workspaceId, HISTORY_LENGTH);
  return {
    data: rows.map((row) => ({
      batch_id: row.id,
      created_at: row.created_at.toISOString(),
      user: row.user_uuid && row.user_name ? { uuid: row.user_uuid, name: row.user_name } : null,
      file_name: row.file_name,
      format: row.format as BankFileFormat,
      imported: row.imported,
      duplicates: row.duplicates,
      wallets: row.wallets.map((wallet) => ({ id: Number(wallet.id), uuid: wallet.uuid, name: wallet.name })),
      undone_at: row.undone_at?.toISOString() ?? null,
    })),
  };
}

/** DELETE /api/import/batch/{batch_id}: every entry the import wrote is removed, every balance as before. */
export async function undoImport(db: Database, workspaceId: string, batchId: string) {
  return db.transaction(async (tx) => {
    await lockLedger(tx, [workspaceId]);
    const batch = await lockBatch(tx, workspaceId, batchId);
    if (!batch) throw notFound('Import not found');
    if (batch.undone_at) throw conflict('This import was already undone');
    const removed = await deleteBatchEntries(tx, workspaceId, batchId);
    await moveWalletBalances(
      tx,
      new Map(removed.map((wallet) => [wallet.walletId, -Number(wallet.countedCents)])),
    );
    await markBatchUndone(tx, batchId);
    return { removed: removed.reduce((count, wallet) => count + wallet.removed, 0) };
  });
}
