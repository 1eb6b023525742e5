// SQL for the reminders sent the day before a planned entry runs: the plans whose next run comes within a
// day and has no reminder yet, and the record of a reminder sent (once per plan and occurrence).
import type { Queryable } from '../db/database.ts';
import type { Language } from '../language.ts';

export type UpcomingPlan = {
  id: number;
  uuid: string;
  workspace_id: string;
  workspace_name: string;
  next_execution: Date;
  amount_cents: number;
  currency_code: string;
  note: string | null;
  wallet_name: string;
  sub_slug: string;
  sub_custom: boolean;
};

/** Live plans whose next run is after `now` and at most `withinMs` later, not reminded of yet; by id. */
export async function upcomingPlans(
  db: Queryable,
  now: Date,
  withinMs: number,
  afterId: number,
  limit: number,
): Promise<UpcomingPlan[]> {
  return db.query<UpcomingPlan>(
    `SELECT p.id, p.uuid, p.workspace_id, ws.name AS workspace_name, p.next_execution, p.amount_cents,
            c.code AS currency_code, p.note, w.name AS wallet_name, s.slug AS sub_slug,
            s.workspace_id IS NOT NULL AS sub_custom
     FROM planned_entries p
     JOIN workspaces ws ON ws.id = p.workspace_id
     JOIN currencies c ON c.id = p.currency_id
     JOIN wallets w ON w.id = p.account_id
     JOIN sub_categories s ON s.id = p.category_id
     WHERE p.deleted_at IS NULL
       AND p.next_execution > $1::timestamptz
       AND p.next_execution <= $1::timestamptz + make_interval(secs => $2)
       AND p.id > $3
       AND NOT EXISTS (SELECT 1 FROM planned_entry_reminders r
                       WHERE r.planned_entry_id = p.id AND r.occurrence = p.next_execution)
     ORDER BY p.id
     LIMIT $4`,
    [now.toISOString(), withinMs / 1000, afterId, limit],
  );
}

/** Records the reminder of one occurrence; false when a run (here or on another server) already sent it. */
export async function recordReminder(db: Queryable, planId: number, occurrence: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO planned_entry_reminders (planned_entry_id, occurrence) VALUES ($1, $2::timestamptz)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [planId, occurrence.toISOString()],
  );
  return rows.length > 0;
}

export type Member = { id: string; email: string; name: string; language: Language };

/** The people of a workspace. */
export async function membersOf(db: Queryable, workspaceId: string): Promise<Member[]> {
  return db.query<Member>(
    `SELECT u.id, u.email, u.name, u.language FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 ORDER BY u.id`,
    [workspaceId],
  );
}
