// GET /api/export/workspace: the whole workspace as one JSON document in the format of @bc/api's
// workspaceFileSchema (README, "The workspace file"). Written as it is read: the small sections first, then
// the entries a page at a time, so a million entries never sit in memory. Values at their default (false,
// null, no labels) are left out of entries: the schema fills them in, and the file is a third smaller.
import { centsToDecimal, WORKSPACE_FILE_FORMAT, WORKSPACE_FILE_VERSION } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import {
  FILE_ENTRY_PAGE,
  type FileEntryRow,
  readFileBudgets,
  readFileCategories,
  readFileEntries,
  readFileGoals,
  readFileLabels,
  readFileMembers,
  readFileModels,
  readFilePayees,
  readFilePlans,
  readFileRules,
  readFileWallets,
  readFileWorkspace,
} from './workspace-file-sql.ts';

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
const ids = (values: readonly (number | string)[]) => values.map(Number);

/** An entry as the file writes it: defaults left out. */
function fileEntry(row: FileEntryRow) {
  const entry: Record<string, unknown> = {
    ref: row.ref,
    type: row.type,
    amount: centsToDecimal(row.amount_cents),
    currency: row.currency,
    payment_type: row.payment_type,
    date: row.date,
    category: row.category,
  };
  if (row.wallet !== null) entry.wallet = row.wallet;
  if (row.labels.length > 0) entry.labels = ids(row.labels);
  for (const key of ['payee', 'goal', 'transfer', 'note', 'geolocation', 'bank_id', 'bank_payee'] as const) {
    if (row[key] !== null) entry[key] = row[key];
  }
  if (row.planned) entry.planned = true;
  if (!row.confirmed) entry.confirmed = false;
  if (row.waranty) entry.waranty = true;
  if (row.exclude_from_stats) entry.exclude_from_stats = true;
  return entry;
}

/** The sections before the entries, in the file's order. */
async function smallSections(db: Queryable, workspaceId: string) {
  const [workspace, members, wallets, categories, labels, payees, goals, budgets, models, plans, rules] =
    await Promise.all([
      readFileWorkspace(db, workspaceId),
      readFileMembers(db, workspaceId),
      readFileWallets(db, workspaceId),
      readFileCategories(db, workspaceId),
      readFileLabels(db, workspaceId),
      readFilePayees(db, workspaceId),
      readFileGoals(db, workspaceId),
      readFileBudgets(db, workspaceId),
      readFileModels(db, workspaceId),
      readFilePlans(db, workspaceId),
      readFileRules(db, workspaceId),
    ]);
  if (!workspace) throw new Error('The workspace to export is gone');
  return {
    format: WORKSPACE_FILE_FORMAT,
    version: WORKSPACE_FILE_VERSION,
    exported_at: new Date().toISOString(),
    workspace,
    members,
    wallets: wallets.map(
      ({ opening_balance_cents, installment_value_cents, voucher_value_cents, ...wallet }) => ({
        ...wallet,
        opening_balance: centsToDecimal(opening_balance_cents),
        installment_value: money(installment_value_cents),
        voucher_value: money(voucher_value_cents),
      }),
    ),
    categories,
    labels,
    payees,
    goals: goals.map(({ target_cents, ...goal }) => ({ ...goal, target: centsToDecimal(target_cents) })),
    budgets: budgets.map(({ amount_cents, ...budget }) => ({
      ...budget,
      amount: centsToDecimal(amount_cents),
      wallets: ids(budget.wallets),
      categories: ids(budget.categories),
      labels: ids(budget.labels),
    })),
    models: models.map(({ amount_cents, ...model }) => ({
      ...model,
      amount: money(amount_cents),
      labels: ids(model.labels),
    })),
    planned_entries: plans.map(({ amount_cents, ...plan }) => ({
      ...plan,
      amount: centsToDecimal(amount_cents),
      labels: ids(plan.labels),
    })),
    rules,
  };
}

/** The workspace file as text, a section or a page of entries at a time. */
export async function* workspaceFile(db: Queryable, workspaceId: string): AsyncGenerator<string> {
  const head = JSON.stringify(await smallSections(db, workspaceId));
  // The head is an object: its closing brace makes way for the entries, the last member.
  yield `${head.slice(0, -1)},"entries":[`;
  let afterId = 0;
  let first = true;
  for (;;) {
    const rows = await readFileEntries(db, workspaceId, afterId);
    if (rows.length > 0) {
      yield `${first ? '\n' : ',\n'}${rows.map((row) => JSON.stringify(fileEntry(row))).join(',\n')}`;
      first = false;
    }
    if (rows.length < FILE_ENTRY_PAGE) break;
    afterId = rows.at(-1)?.ref ?? afterId;
  }
  yield '\n]}\n';
}
