// Budget alerts (REFERENCE.md "Budgets"): when a budget's spending in its window first reaches one of its
// thresholds (70, 90 and 100 % unless it names others), each of its addresses gets one mail, in the
// recipient's language (a user's own, else the workspace owner's). budget_alerts' primary key (budget,
// window, threshold) records it: two servers running the job, or two runs overlapping, send it once.

import { reachedThresholds } from '@bc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { budgetsStats } from '../budgets/budget-service.ts';
import { type BudgetRow, notifyingBudgets, recordAlert } from '../budgets/budgets-sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../mail/language.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { budgetAlertMail } from '../mail/messages.ts';
import { startPeriodicJob } from './periodic.ts';

const BATCH = 100;

type Recipient = { name: string; language: MailLanguage };

/** Who the addresses are: a user's name and language, else the address itself in the owner's language. */
async function recipients(db: Queryable, workspaceId: string, emails: readonly string[]) {
  const users = await db.query<{ email: string; name: string; language: MailLanguage }>(
    'SELECT email, name, language FROM users WHERE email = ANY($1::text[])',
    [emails],
  );
  const [owner] = await db.query<{ language: MailLanguage }>(
    `SELECT u.language FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 AND m.role = 'owner'`,
    [workspaceId],
  );
  const known = new Map(users.map((user) => [user.email, { name: user.name, language: user.language }]));
  return (email: string): Recipient =>
    known.get(email) ?? { name: email, language: owner?.language ?? DEFAULT_MAIL_LANGUAGE };
}

async function currencyCode(db: Queryable, workspaceId: string) {
  const [row] = await db.query<{ code: string }>(
    'SELECT c.code FROM workspaces w JOIN currencies c ON c.id = w.currency_id WHERE w.id = $1',
    [workspaceId],
  );
  return row?.code ?? 'EUR';
}

/** Mails the thresholds newly reached by these budgets of one workspace; returns the mails written. */
async function alertWorkspace(
  db: Database,
  workspaceId: string,
  budgets: BudgetRow[],
  publicUrl: string,
  now: Date,
): Promise<OutgoingMail[]> {
  const figures = await budgetsStats(db, workspaceId, budgets, now);
  const mails: OutgoingMail[] = [];
  let who: ((email: string) => Recipient) | undefined;
  let code: string | undefined;
  for (const [index, { stats, spentPercentage, window }] of figures.entries()) {
    const budget = budgets[index] as BudgetRow;
    for (const threshold of reachedThresholds(spentPercentage, budget.thresholds)) {
      if (!(await recordAlert(db, budget.id, window.start, threshold))) continue;
      who ??= await recipients(db, workspaceId, budget.emails);
      code ??= await currencyCode(db, workspaceId);
      for (const email of budget.emails) {
        const recipient = who(email);
        const money = (value: number) =>
          new Intl.NumberFormat(recipient.language, { style: 'currency', currency: code }).format(value);
        const day = (date: Date) =>
          new Intl.DateTimeFormat(recipient.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
        mails.push({
          to: email,
          ...budgetAlertMail(recipient.language, {
            name: recipient.name,
            link: `${publicUrl}/app/budgets/edit/${budget.uuid}?tab=1`,
            budget: budget.name,
            threshold,
            spent: money(-stats.totalSpent),
            amount: money(stats.budget.amount),
            remaining: money(Math.max(0, stats.totalRemaining)),
            start: day(window.start),
            end: day(new Date(window.end.getTime() - 86_400_000)),
          }),
        });
      }
    }
  }
  return mails;
}

/** One run over every budget that alerts; `now` is injectable for tests. Returns how many mails went out. */
export async function sendBudgetAlerts(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (let after = 0; ; ) {
    const budgets = await notifyingBudgets(db, after, BATCH);
    if (budgets.length === 0) return sent;
    after = (budgets.at(-1) as BudgetRow).id;
    const byWorkspace = new Map<string, BudgetRow[]>();
    for (const budget of budgets) {
      byWorkspace.set(budget.workspace_id, [...(byWorkspace.get(budget.workspace_id) ?? []), budget]);
    }
    for (const [workspaceId, group] of byWorkspace) {
      for (const mail of await alertWorkspace(db, workspaceId, group, publicUrl, now)) {
        await mailer.send(mail);
        sent += 1;
      }
    }
  }
}

export function startBudgetAlertsJob(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
) {
  return startPeriodicJob(
    'budget alerts',
    async () => {
      const sent = await sendBudgetAlerts(db, mailer, publicUrl);
      if (sent > 0) log.info({ sent }, 'budget alerts mailed');
    },
    log,
    intervalMs,
  );
}
