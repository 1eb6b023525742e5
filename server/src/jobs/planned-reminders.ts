// The reminder the day before a planned entry runs: for each plan whose next run comes within a day, the
// people of its workspace hear of it once, by the channels each chose (push, mail, both or neither), in
// their language. planned_entry_reminders' primary key (plan, occurrence) records it: two servers running
// the job, or two runs overlapping, send it once. A plan created or moved less than a day before it runs is
// reminded of at once.
import type { FastifyBaseLogger } from 'fastify';
import { plannedReminderMail, pushText, subCategoryName } from '../mail/messages.ts';
import { type NotificationContent, type NotifyDeps, notifyUser } from '../notifications/notifier.ts';
import { channelsFor, DEFAULT_PREFERENCES, preferencesOf } from '../notifications/preferences.ts';
import {
  type Member,
  membersOf,
  recordReminder,
  type UpcomingPlan,
  upcomingPlans,
} from '../notifications/reminders-sql.ts';
import { startPeriodicJob } from './periodic.ts';

const DAY_MS = 86_400_000;
const BATCH = 100;

function reminder(plan: UpcomingPlan, member: Member, publicUrl: string): NotificationContent {
  const { language } = member;
  const url = `/app/planned_entry/${plan.uuid}`;
  const values = {
    name: member.name,
    link: `${publicUrl}${url}`,
    what: plan.note?.trim() || subCategoryName(language, plan.sub_slug, plan.sub_custom),
    amount: new Intl.NumberFormat(language, { style: 'currency', currency: plan.currency_code }).format(
      plan.amount_cents / 100,
    ),
    wallet: plan.wallet_name,
    workspace: plan.workspace_name,
    // Plans are dated in UTC, as budgets' windows are.
    date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(plan.next_execution),
    ),
  };
  return {
    kind: 'planned_reminder',
    url,
    ...pushText(language, 'plannedReminder', values),
    mail: plannedReminderMail(language, values),
  };
}

/** One run over the plans that run within a day; `now` is injectable for tests. Returns the reminders sent. */
export async function sendPlannedReminders(deps: NotifyDeps, publicUrl: string, now = new Date()) {
  let sent = 0;
  for (let after = 0; ; ) {
    const plans = await upcomingPlans(deps.db, now, DAY_MS, after, BATCH);
    if (plans.length === 0) return sent;
    after = (plans.at(-1) as UpcomingPlan).id;
    for (const plan of plans) {
      if (!(await recordReminder(deps.db, plan.id, new Date(plan.next_execution)))) continue;
      const members = await membersOf(deps.db, plan.workspace_id);
      const preferences = await preferencesOf(
        deps.db,
        members.map((member) => member.id),
      );
      for (const member of members) {
        const channels = channelsFor(preferences.get(member.id) ?? DEFAULT_PREFERENCES, 'planned_reminder');
        if (await notifyUser(deps, member, channels, reminder(plan, member, publicUrl))) sent += 1;
      }
    }
  }
}

/** Runs at once, then every `intervalMs`; returns a stop function. */
export function startPlannedRemindersJob(
  deps: NotifyDeps,
  publicUrl: string,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
) {
  return startPeriodicJob(
    'planned reminders',
    async () => {
      const sent = await sendPlannedReminders(deps, publicUrl);
      if (sent > 0) log.info({ sent }, 'planned entry reminders sent');
    },
    log,
    intervalMs,
  );
}
