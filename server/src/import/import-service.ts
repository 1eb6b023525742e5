// POST /api/entries/import: rows of a bank's (or another app's) CSV into one wallet, all or nothing.
//  - type by sign: < 0 expense, > 0 income (the contract refuses 0); category: the row's, else "other";
//  - planned = dated in the future, as the ledger decides; only counted rows move the balance;
//  - labels by name are reused case-insensitively or created (resolveLabels); a payee is kept in the note,
//    since an imported row is a purchase or a payment, not a debt;
//  - one transaction, locking like the ledger: the ledger lock, labels, the entries' counters, the wallet.
import { randomUUID } from 'node:crypto';
import {
  decimalToCents,
  IMPORT_DEFAULT_CATEGORY_ID,
  IMPORT_MESSAGES,
  type ImportBody,
  type ImportRow,
  importNote,
} from '@bc/api';
import { countsTowardBalance, isPlannedByDate } from '@bc/domain';
import type { Database } from '../db/database.ts';
import { lockLedger, refreshSearchTerms } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { resolveLabels } from '../labels/label-service.ts';
import { moveWalletBalances } from '../wallets/wallets-sql.ts';
import {
  findImportTarget,
  type ImportedEntry,
  insertImportedEntries,
  usableCategories,
} from './import-sql.ts';

const INVALID = 'The import is invalid; nothing was imported';

const categoryOf = (row: ImportRow) => row.category_id ?? IMPORT_DEFAULT_CATEGORY_ID;

/** Distinct label names of all rows, first spelling wins (the label service compares them case-insensitively). */
function labelNames(rows: readonly ImportRow[]): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) {
    for (const name of row.labels ?? []) {
      const key = name.trim().toLowerCase();
      if (!byKey.has(key)) byKey.set(key, name.trim());
    }
  }
  return [...byKey.values()];
}

/** The cents each row counts toward the wallet, added exactly; 422 beyond what a number holds exactly. */
function countedTotal(rows: readonly ImportedEntry[]): number {
  let total = 0n;
  for (const row of rows) {
    if (countsTowardBalance({ confirmed: true, planned: row.planned })) total += BigInt(row.amountCents);
  }
  const cents = Number(total);
  if (!Number.isSafeInteger(cents)) throw unprocessable(INVALID, { rows: IMPORT_MESSAGES.total });
  return cents;
}

export async function importEntries(db: Database, workspaceId: string, body: ImportBody, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockLedger(tx, [workspaceId]);
    const target = await findImportTarget(tx, workspaceId, body.account_id);
    if (!target) throw notFound('Wallet not found');

    const categoryIds = [...new Set([IMPORT_DEFAULT_CATEGORY_ID, ...body.rows.map(categoryOf)])];
    const usable = await usableCategories(tx, workspaceId, categoryIds);
    const problems: Record<string, string> = {};
    body.rows.forEach((row, index) => {
      if (!usable.has(categoryOf(row))) problems[`rows.${index}.category_id`] = IMPORT_MESSAGES.category;
    });
    if (Object.keys(problems).length > 0) throw unprocessable(INVALID, problems);

    const labels = await resolveLabels(
      tx,
      workspaceId,
      labelNames(body.rows).map((name) => ({ name })),
    );
    const labelByKey = new Map(labels.map((label) => [label.name.trim().toLowerCase(), label]));

    const entries = body.rows.map((row): ImportedEntry => {
      const dateTime = new Date(row.date_time);
      // Each label once per row, however often the row names it.
      const labelIds = new Set(
        (row.labels ?? []).flatMap((name) => labelByKey.get(name.trim().toLowerCase())?.id ?? []),
      );
      return {
        uuid: randomUUID(),
        amountCents: decimalToCents(row.amount) as number,
        dateTime: dateTime.toISOString(),
        planned: isPlannedByDate(dateTime, now),
        note: importNote(row) || null,
        categoryId: categoryOf(row),
        labelIds: [...labelIds],
        bankId: null,
        bankPayee: null,
        excludeFromStats: false,
      };
    });
    const total = countedTotal(entries);

    const ids = await insertImportedEntries(tx, target, entries);
    // The search terms by the ledger's one rule (labels, category names), for the whole batch at once.
    await refreshSearchTerms(tx, ids);
    await moveWalletBalances(tx, new Map([[target.accountId, total]]));
    return { imported: ids.length };
  });
}
