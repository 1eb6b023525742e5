// Reading the activity record (migration 0024 writes it): a page newest first by the workspace's indexes,
// and the names of the things its changes point at.
import type { ActivityKind, ActivityQuery } from '@bc/api';
import type { Queryable } from '../db/database.ts';

export type ActivityRow = {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  via: 'user' | 'job' | 'import';
  action: 'create' | 'update' | 'delete';
  object_type: ActivityKind;
  object_id: string;
  changes: Record<string, [unknown, unknown]>;
};

/** Exact up to this many records past the page (PERFORMANCE.md "pages are cheap; totals are not"). */
export const TOTAL_CAP = 1_000;

function conditions(workspaceId: string, query: ActivityQuery) {
  const where = ['a.workspace_id = $1'];
  const params: unknown[] = [workspaceId];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.member) add((p) => `a.actor_id = ${p}::uuid`, query.member);
  if (query.kind) add((p) => `a.object_type = ${p}`, query.kind);
  if (query.object) add((p) => `a.object_id = ${p}`, query.object);
  if (query.from) add((p) => `a.at >= ${p}::date`, query.from);
  if (query.to) add((p) => `a.at < ${p}::date + 1`, query.to);
  return { where: where.join(' AND '), params };
}

export async function activityPage(db: Queryable, workspaceId: string, query: ActivityQuery) {
  const { where, params } = conditions(workspaceId, query);
  const offset = (query.page - 1) * query.per_page;
  const n = params.length;
  const [rows, [counted]] = await Promise.all([
    db.query<ActivityRow>(
      `SELECT a.id::text, a.at, a.actor_id, u.name AS actor_name, a.via, a.action, a.object_type, a.object_id,
         a.changes
       FROM activity a LEFT JOIN users u ON u.id = a.actor_id
       WHERE ${where} ORDER BY a.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.per_page, offset],
    ),
    db.query<{ found: number }>(
      `SELECT count(*)::int AS found FROM (SELECT 1 FROM activity a WHERE ${where} LIMIT $${n + 1}) capped`,
      [...params, offset + query.per_page + TOTAL_CAP],
    ),
  ]);
  return { rows, total: counted?.found ?? 0 };
}

export type NamedIds = { wallets: number[]; payees: number[]; goals: number[]; labels: number[] };

/** The names of the workspace's wallets, payees, goals and labels among these ids (deleted ones included). */
export async function namesOf(db: Queryable, workspaceId: string, ids: NamedIds) {
  const rows = await db.query<{ kind: keyof NamedIds; id: string; name: string }>(
    `SELECT 'wallets' AS kind, id::text, name FROM wallets WHERE workspace_id = $1 AND id = ANY($2::bigint[])
     UNION ALL SELECT 'payees', id::text, name FROM payees WHERE workspace_id = $1 AND id = ANY($3::bigint[])
     UNION ALL SELECT 'goals', id::text, name FROM goals WHERE workspace_id = $1 AND id = ANY($4::bigint[])
     UNION ALL SELECT 'labels', id::text, name FROM labels WHERE workspace_id = $1 AND id = ANY($5::bigint[])`,
    [workspaceId, ids.wallets, ids.payees, ids.goals, ids.labels],
  );
  const names: Record<keyof NamedIds, Map<string, string>> = {
    wallets: new Map(),
    payees: new Map(),
    goals: new Map(),
    labels: new Map(),
  };
  for (const row of rows) names[row.kind].set(row.id, row.name);
  return names;
}

/**
 * Reference data by id: sub-categories' slugs, parent categories' slugs (a custom sub-category's own
 * `category_id`), currencies' codes, payment types' slugs.
 */
export async function referenceNames(
  db: Queryable,
  ids: { category: number[]; parent: number[]; currency: number[]; payment: number[] },
) {
  const rows = await db.query<{ kind: keyof typeof ids; id: number; name: string }>(
    `SELECT 'category' AS kind, id, slug AS name FROM sub_categories WHERE id = ANY($1::int[])
     UNION ALL SELECT 'parent', id, slug FROM categories WHERE id = ANY($2::int[])
     UNION ALL SELECT 'currency', id, code FROM currencies WHERE id = ANY($3::int[])
     UNION ALL SELECT 'payment', id, slug FROM payment_types WHERE id = ANY($4::int[])`,
    [ids.category, ids.parent, ids.currency, ids.payment],
  );
  const names: Record<keyof typeof ids, Map<number, string>> = {
    category: new Map(),
    parent: new Map(),
    currency: new Map(),
    payment: new Map(),
  };
  for (const row of rows) names[row.kind].set(row.id, row.name);
  return names;
}

/** The current name of each named thing of the page (a wallet renamed since still shows its name today). */
export async function currentNames(
  db: Queryable,
  workspaceId: string,
  things: { type: ActivityKind; id: string }[],
) {
  const ids = (type: ActivityKind) => things.filter((thing) => thing.type === type).map((thing) => thing.id);
  const rows = await db.query<{ type: ActivityKind; id: string; name: string }>(
    `SELECT 'wallet' AS type, uuid::text AS id, name FROM wallets WHERE workspace_id = $1 AND uuid::text = ANY($2)
     UNION ALL SELECT 'label', uuid::text, name FROM labels WHERE workspace_id = $1 AND uuid::text = ANY($3)
     UNION ALL SELECT 'payee', uuid::text, name FROM payees WHERE workspace_id = $1 AND uuid::text = ANY($4)
     UNION ALL SELECT 'goal', uuid::text, name FROM goals WHERE workspace_id = $1 AND uuid::text = ANY($5)
     UNION ALL SELECT 'budget', uuid::text, name FROM budgets WHERE workspace_id = $1 AND uuid::text = ANY($6)
     UNION ALL SELECT 'model', uuid::text, name FROM entry_models WHERE workspace_id = $1 AND uuid::text = ANY($7)
     UNION ALL SELECT 'member', u.id::text, u.name FROM users u WHERE u.id::text = ANY($8)
     UNION ALL SELECT 'workspace', id::text, name FROM workspaces WHERE id = $1 AND id::text = ANY($9)
     UNION ALL SELECT 'rule', id::text, name FROM rules WHERE workspace_id = $1 AND id::text = ANY($10)
     UNION ALL SELECT 'category', id::text, slug FROM sub_categories WHERE workspace_id = $1 AND id::text = ANY($11)`,
    [
      workspaceId,
      ids('wallet'),
      ids('label'),
      ids('payee'),
      ids('goal'),
      ids('budget'),
      ids('model'),
      ids('member'),
      ids('workspace'),
      ids('rule'),
      ids('category'),
    ],
  );
  return new Map(rows.map((row) => [`${row.type}:${row.id}`, row.name]));
}
