// Budget alerts (REFERENCE.md "Budgets"): when a budget's spending in its window first reaches one of its
// thresholds (70, 90 and 100 % unless it names others), each of its addresses hears of it once, in the
// recipient's language (a user's own, else the workspace owner's). An address with an account gets it by
// the channels its owner chose (push, mail, both or neither; the pop-up in the app shows it too); any other
// address by mail. budget_alerts' primary key (budget, window, threshold) records it: two servers running
// the job, or two runs overlapping, send it once.

import { reachedThresholds } from '@bc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { budgetsStats } from '../budgets/budget-service.ts';
import { type BudgetRow, notifyingBudgets, recordAlert } from '../budgets/budgets-sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DEFAULT_LANGUAGE, type Language } from '../language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { budgetAlertMail, pushText } from '../mail/messages.ts';
import { type NotificationContent, type NotifyDeps, notifyUser } from '../notifications/notifier.ts';
import { channelsFor, DEFAULT_PREFERENCES, preferencesOf } from '../notifications/preferences.ts';
import type { PushSender } from '../notifications/push-sender.ts';
import { startPeriodicJob } from './periodic.ts';

const BATCH = 100;

/** An address of a budget: the user who has it (null when none), their name and language. */
type Recipient = { email: string; userId: string | null; name: string; language: Language };

/** Who the addresses are: a user's name and language, else the address itself in the owner's language. */
async function recipients(db: Queryable, workspaceId: string, emails: readonly string[]) {
  const users = await db.query<{ id: string; email: string; name: string; language: Language }>(
    'SELECT id, email, name, language FROM users WHERE email = ANY($1::text[])',
    [emails.map((email) => email.toLowerCase())],
  );
  const [owner] = await db.query<{ language: Language }>(
    `SELECT u.language FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 AND m.role = 'owner'`,
    [workspaceId],
  );
  const known = new Map(users.map((user) => [user.email, user]));
  return (email: string): Recipient => {
    const user = known.get(email.toLowerCase());
    return user
      ? { email, userId: user.id, name: user.name, language: user.language }
      : { email, userId: null, name: email, language: owner?.language ?? DEFAULT_LANGUAGE };
  };
}

async function currencyCode(db: Queryable, workspaceId: string) {
  const [row] = await db.query<{ code: string }>(
    'SELECT c.code FROM workspaces w JOIN currencies c ON c.id = w.currency_id WHERE w.id = $1',
    [workspaceId],
  );
  return row?.code ?? 'EUR';
}

type Alert = { recipient: Recipient; content: NotificationContent };

/** The thresholds newly reached by these budgets of one workspace, recorded: one alert per address. */
async function alertWorkspace(
  db: Database,
  workspaceId: string,
  budgets: BudgetRow[],
  publicUrl: string,
  now: Date,
): Promise<Alert[]> {
  const figures = await budgetsStats(db, workspaceId, budgets, now);
  const alerts: Alert[] = [];
  let who: ((email: string) => Recipient) | undefined;
  let code: string | undefined;
  for (const [index, { stats, spentPercentage, window }] of figures.entries()) {
    const budget = budgets[index] as BudgetRow;
    for (const threshold of reachedThresholds(spentPercentage, budget.thresholds)) {
      if (!(await recordAlert(db, budget.id, window.start, threshold))) continue;
      // Every address of the workspace's budgets at once: the next budget may name other people.
      who ??= await recipients(
        db,
        workspaceId,
        budgets.flatMap((each) => each.emails),
      );
      code ??= await currencyCode(db, workspaceId);
      for (const email of budget.emails) {
        const recipient = who(email);
        const money = (value: number) =>
          new Intl.NumberFormat(recipient.language, { style: 'currency', currency: code }).format(value);
        const day = (date: Date) =>
          new Intl.DateTimeFormat(recipient.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
        const url = `/app/budgets/edit/${budget.uuid}?tab=1`;
        const values = {
          name: recipient.name,
          link: `${publicUrl}${url}`,
          budget: budget.name,
          threshold,
          spent: money(-stats.totalSpent),
          amount: money(stats.budget.amount),
          remaining: money(Math.max(0, stats.totalRemaining)),
          start: day(window.start),
          end: day(new Date(window.end.getTime() - 86_400_000)),
        };
        alerts.push({
          recipient,
          content: {
            kind: 'budget_alert',
            url,
            ...pushText(recipient.language, 'budgetAlert', values),
            mail: budgetAlertMail(recipient.language, values),
          },
        });
      }
    }
  }
  return alerts;
}

/** Each alert by the channels its user chose, or by mail to an address without an account. */
async function deliver(deps: NotifyDeps, alerts: Alert[]): Promise<number> {
  const userIds = new Set(alerts.flatMap(({ recipient }) => (recipient.userId ? [recipient.userId] : [])));
  const preferences = await preferencesOf(deps.db, [...userIds]);
  let sent = 0;
  for (const { recipient, content } of alerts) {
    const { userId, email } = recipient;
    if (userId) {
      const channels = channelsFor(preferences.get(userId) ?? DEFAULT_PREFERENCES, content.kind);
      if (await notifyUser(deps, { id: userId, email }, channels, content)) sent += 1;
    } else {
      await deps.mailer.send({ to: email, ...content.mail });
      sent += 1;
    }
  }
  return sent;
}

/**
 * One run over every budget that alerts; `now` is injectable for tests, `push` absent sends no pushes.
 * Returns how many alerts went out (to an address, by one channel or two).
 */
export async function sendBudgetAlerts(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  now = new Date(),
  push?: PushSender,
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
      sent += await deliver(
        { db, mailer, push },
        await alertWorkspace(db, workspaceId, group, publicUrl, now),
      );
    }
  }
}

export function startBudgetAlertsJob(
  { db, mailer, push }: NotifyDeps,
  publicUrl: string,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
) {
  return startPeriodicJob(
    'budget alerts',
    async () => {
      const sent = await sendBudgetAlerts(db, mailer, publicUrl, new Date(), push);
      if (sent > 0) log.info({ sent }, 'budget alerts sent');
    },
    log,
    intervalMs,
  );
}
