// POST /api/import/workspace: a workspace file read back into a new workspace owned by the person who sends
// it. The file is read and checked whole on its own thread first (a file that is not one, or is broken, is
// refused and nothing is written). Then the workspace is written unseen (no member yet): its small sections in
// one transaction, its entries a page per transaction, each page moving balances as the ledger does, so
// other workspaces' requests wait behind one page at most. The last transaction makes the person its owner and
// invites the file's other members by e-mail. A restore that fails on the way deletes what it wrote.
import { performance } from 'node:perf_hooks';
import type { WorkspaceImportResponse } from '@bc/api';
import type { FastifyBaseLogger } from 'fastify';
import { findUserById } from '../auth/users-sql.ts';
import { insertBudget } from '../budgets/budgets-sql.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { moveBalances, writeEffect } from '../entries/ledger-service.ts';
import { restAfterBatch, startPeriodicJob } from '../jobs/periodic.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertModel } from '../models/models-sql.ts';
import { insertPlan } from '../planned/planned-sql.ts';
import { insertRule } from '../rules/rules-sql.ts';
import { inviteMembers, sendInvitations } from '../workspaces/invitations.ts';
import { deleteWorkspaces, ensureCurrentWorkspace, insertMember } from '../workspaces/workspaces-sql.ts';
import type { ReferenceData } from './workspace-file-check.ts';
import { mappedRule, type RuleRefKind } from './workspace-file-rules.ts';
import { type CheckedEntry, type FileHead, openWorkspaceFile } from './workspace-file-thread.ts';
import {
  finishRestoringWorkspace,
  insertCategories,
  insertGoals,
  insertLabels,
  insertPayees,
  insertRestoredEntries,
  insertRestoringWorkspace,
  insertWallets,
  linkPaymentWallets,
  type RestoredEntry,
  setPlanLastExecution,
  staleRestores,
} from './workspace-restore-sql.ts';

/** Entries per transaction: about a tenth of a second of the database's time. */
export const RESTORE_PAGE = 2_000;

export async function readReferenceData(db: Queryable): Promise<ReferenceData> {
  const [currencies, paymentTypes, subCategories, categories] = await Promise.all([
    db.query<{ id: number; code: string }>('SELECT id, code FROM currencies'),
    db.query<{ id: number }>('SELECT id FROM payment_types'),
    db.query<{ id: number }>('SELECT id FROM sub_categories WHERE workspace_id IS NULL'),
    db.query<{ id: number }>('SELECT id FROM categories'),
  ]);
  return {
    currencies: Object.fromEntries(currencies.map((row) => [row.code.trim(), row.id])),
    paymentTypes: paymentTypes.map((row) => row.id),
    subCategories: subCategories.map((row) => row.id),
    categories: categories.map((row) => row.id),
  };
}

/** The file's refs and the new workspace's ids. */
class RefMaps {
  readonly wallets = new Map<number, number>();
  readonly categories = new Map<number, number>();
  readonly labels = new Map<number, number>();
  readonly payees = new Map<number, number>();
  readonly goals = new Map<number, number>();
  private readonly reference: ReferenceData;
  constructor(reference: ReferenceData) {
    this.reference = reference;
  }

  static fill(map: Map<number, number>, refs: readonly { ref: number }[], ids: readonly number[]) {
    refs.forEach((item, index) => {
      const id = ids[index];
      if (id !== undefined) map.set(item.ref, id);
    });
  }
  /** A ref checked by the reader: always there. */
  private id(map: Map<number, number>, ref: number): number {
    const id = map.get(ref);
    if (id === undefined) throw new Error(`A checked ref is missing: ${ref}`);
    return id;
  }
  wallet = (ref: number) => this.id(this.wallets, ref);
  optionalWallet = (ref: number | null) => (ref === null ? null : this.wallet(ref));
  /** A custom category of the file, else a predefined one (same id everywhere). */
  category = (ref: number) => this.categories.get(ref) ?? ref;
  label = (ref: number) => this.id(this.labels, ref);
  payee = (ref: number | null) => (ref === null ? null : this.id(this.payees, ref));
  goal = (ref: number | null) => (ref === null ? null : this.id(this.goals, ref));
  currency = (code: string) => {
    const id = this.reference.currencies[code];
    if (id === undefined) throw new Error(`A checked currency is missing: ${code}`);
    return id;
  };
  optionalCurrency = (code: string | null) => (code === null ? null : this.currency(code));
  sortedLabels = (refs: readonly number[]) => [...new Set(refs.map(this.label))].sort((a, b) => a - b);
  rule = (kind: RuleRefKind, ref: number) =>
    kind === 'wallet' ? this.wallets.get(ref) : kind === 'label' ? this.labels.get(ref) : this.category(ref);
}

/** Everything but the entries, in one transaction; the workspace stays unseen. */
async function writeSections(tx: Queryable, head: FileHead, refs: RefMaps) {
  const workspaceId = await insertRestoringWorkspace(tx, {
    name: head.workspace.name,
    currencyId: refs.optionalCurrency(head.workspace.currency),
    paymentTypeId: head.workspace.payment_type,
  });
  const wallets = head.wallets.map((wallet) => ({
    name: wallet.name,
    type: wallet.type,
    color: wallet.color,
    currencyId: refs.currency(wallet.currency),
    openingBalanceCents: wallet.opening_balance,
    excludeFromStats: wallet.exclude_from_stats,
    sorting: wallet.sorting,
    archived: wallet.archived,
    invoiceDate: wallet.invoice_date,
    closingDate: wallet.closing_date,
    installmentValueCents: wallet.installment_value,
    voucherValueCents: wallet.voucher_value,
  }));
  const [walletIds, categoryIds, labelIds, payeeIds, goalIds] = await Promise.all([
    insertWallets(tx, workspaceId, wallets),
    insertCategories(tx, workspaceId, head.categories),
    insertLabels(tx, workspaceId, head.labels),
    insertPayees(tx, workspaceId, head.payees),
    insertGoals(
      tx,
      workspaceId,
      head.goals.map((goal) => ({
        name: goal.name,
        icon: goal.icon,
        targetCents: goal.target,
        dueDate: goal.due_date,
        description: goal.description,
        archived: goal.archived,
      })),
    ),
  ]);
  RefMaps.fill(refs.wallets, head.wallets, walletIds);
  RefMaps.fill(refs.categories, head.categories, categoryIds);
  RefMaps.fill(refs.labels, head.labels, labelIds);
  RefMaps.fill(refs.payees, head.payees, payeeIds);
  RefMaps.fill(refs.goals, head.goals, goalIds);
  await linkPaymentWallets(
    tx,
    head.wallets.flatMap((wallet) =>
      wallet.payment_wallet === null
        ? []
        : [{ id: refs.wallet(wallet.ref), paymentId: refs.wallet(wallet.payment_wallet) }],
    ),
  );
  await writeDefinitions(tx, workspaceId, head, refs);
  return workspaceId;
}

/** Budgets, models, plans and rules: a statement each, sent together. */
async function writeDefinitions(tx: Queryable, workspaceId: string, head: FileHead, refs: RefMaps) {
  const writes: Promise<unknown>[] = [];
  for (const budget of head.budgets) {
    writes.push(
      insertBudget(tx, workspaceId, {
        name: budget.name,
        description: budget.description,
        amount_cents: budget.amount,
        period: budget.period,
        period_start: budget.period_start,
        period_end: budget.period_end,
        accounts: budget.wallets.map(refs.wallet),
        categories: budget.categories.map(refs.category),
        labels: budget.labels.map(refs.label),
        types: budget.types,
        notification: budget.notification,
        emails: budget.emails,
        thresholds: budget.thresholds,
      }),
    );
  }
  for (const model of head.models) {
    writes.push(
      insertModel(tx, workspaceId, {
        name: model.name,
        type: model.type,
        amountCents: model.amount,
        currencyId: refs.optionalCurrency(model.currency),
        paymentTypeId: model.payment_type,
        note: model.note,
        excludeFromStats: model.exclude_from_stats,
        accountId: refs.optionalWallet(model.wallet),
        categoryId: model.category === null ? null : refs.category(model.category),
        payeeId: refs.payee(model.payee),
        labelIds: model.labels.map(refs.label),
      }),
    );
  }
  for (const plan of head.planned_entries) {
    writes.push(
      insertPlan(tx, workspaceId, {
        type: plan.type,
        amountCents: plan.amount,
        currencyId: refs.currency(plan.currency),
        paymentTypeId: plan.payment_type,
        note: plan.note,
        accountId: refs.wallet(plan.wallet),
        categoryId: refs.category(plan.category),
        payeeId: refs.payee(plan.payee),
        confirmed: plan.confirmed,
        waranty: plan.waranty,
        excludeFromStats: plan.exclude_from_stats,
        planning: plan.planning,
        start: new Date(plan.start),
        end: plan.end === null ? null : new Date(plan.end),
        next: plan.next_execution === null ? null : new Date(plan.next_execution),
        labelIds: refs.sortedLabels(plan.labels),
      }).then(({ id }) =>
        plan.last_execution ? setPlanLastExecution(tx, id, plan.last_execution) : undefined,
      ),
    );
  }
  await Promise.all(writes);
  // In the file's order, which is the order they run: each goes last in its stage.
  for (const rule of head.rules) {
    const mapped = mappedRule(rule, refs.rule);
    if ('problem' in mapped) throw new Error(`A checked rule does not map: ${mapped.problem}`);
    await insertRule(tx, workspaceId, mapped.rule);
  }
}

const restoredEntry = (entry: CheckedEntry, refs: RefMaps): RestoredEntry => ({
  uuid: entry.uuid,
  type: entry.type,
  amountCents: entry.amount,
  currencyId: refs.currency(entry.currency),
  paymentTypeId: entry.payment_type,
  dateTime: entry.date,
  accountId: refs.optionalWallet(entry.wallet),
  categoryId: refs.category(entry.category),
  payeeId: refs.payee(entry.payee),
  goalId: refs.goal(entry.goal),
  transferUuid: entry.transfer_uuid,
  note: entry.note,
  geolocation: entry.geolocation,
  bankId: entry.bank_id,
  bankPayee: entry.bank_payee,
  planned: entry.planned,
  confirmed: entry.confirmed,
  waranty: entry.waranty,
  excludeFromStats: entry.exclude_from_stats,
  labelIds: refs.sortedLabels(entry.labels),
});

/** A page of entries and the balances they move, in one transaction. */
async function writeEntries(db: Database, workspaceId: string, entries: readonly RestoredEntry[]) {
  await db.transaction(async (tx) => {
    await insertRestoredEntries(tx, workspaceId, entries);
    const effects = entries.map((entry) => ({ effect: writeEffect(entry), sign: 1 as const }));
    // What the old workspace held is restored as it was, a goal's withdrawals included.
    await moveBalances(tx, effects, { allowNegativeGoals: true });
  });
}

export type RestoreDeps = { db: Database; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

export async function restoreWorkspace(
  { db, mailer, config }: RestoreDeps,
  userId: string,
  bytes: Uint8Array,
): Promise<WorkspaceImportResponse> {
  const reference = await readReferenceData(db);
  const file = await openWorkspaceFile(bytes, reference);
  try {
    const { head } = file;
    const refs = new RefMaps(reference);
    const workspaceId = await db.transaction((tx) => writeSections(tx, head, refs));
    try {
      for (let from = 0; from < file.entryCount; from += RESTORE_PAGE) {
        const started = performance.now();
        const page = await file.entries(from, RESTORE_PAGE);
        await writeEntries(
          db,
          workspaceId,
          page.map((entry) => restoredEntry(entry, refs)),
        );
        await restAfterBatch(db, started);
      }
      const { inviter, invitations } = await db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw new Error('The person restoring is gone');
        await insertMember(tx, workspaceId, userId, 'owner');
        await ensureCurrentWorkspace(tx, [userId]);
        await finishRestoringWorkspace(tx, workspaceId);
        const pending = await inviteMembers(
          tx,
          { workspaceId, inviterId: userId, inviterLanguage: user.language },
          head.members,
        );
        return { inviter: user.name, invitations: pending };
      });
      sendInvitations({ mailer, config }, { inviter, workspace: head.workspace.name }, invitations);
      return {
        workspace: { uuid: workspaceId, name: head.workspace.name },
        counts: {
          wallets: head.wallets.length,
          categories: head.categories.length,
          labels: head.labels.length,
          payees: head.payees.length,
          goals: head.goals.length,
          budgets: head.budgets.length,
          models: head.models.length,
          planned_entries: head.planned_entries.length,
          rules: head.rules.length,
          entries: file.entryCount,
          invited: invitations.length,
        },
      };
    } catch (error) {
      await db.transaction((tx) => deleteWorkspaces(tx, [workspaceId]));
      throw error;
    }
  } finally {
    await file.close();
  }
}

/** A restore older than this whose server stopped is deleted. */
const STALE_RESTORE_SECONDS = 3_600;

/** Deletes what restores that never finished wrote (their server stopped mid-way). */
export function startStaleRestoresJob(db: Database, log: FastifyBaseLogger, intervalMs = 600_000) {
  return startPeriodicJob(
    'stale restores',
    async () => {
      const stale = await staleRestores(db, STALE_RESTORE_SECONDS);
      if (stale.length === 0) return;
      await db.transaction((tx) => deleteWorkspaces(tx, stale));
      log.info({ workspaces: stale.length }, 'deleted unfinished workspace restores');
    },
    log,
    intervalMs,
  );
}
