// SQL of rules: a workspace's rules in the order they run, and their writes. Stages run first, normal, last;
// inside a stage, by position.
import type { RuleAction, RuleBody, RuleGroup, RuleStage } from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import type { Queryable } from '../db/database.ts';

export type RuleRow = {
  id: string;
  name: string;
  stage: RuleStage;
  position: number;
  active: boolean;
  conditions: RuleGroup;
  actions: RuleAction[];
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = 'id, name, stage, position, active, conditions, actions, created_at, updated_at';
const RUN_ORDER = `array_position(ARRAY['first', 'normal', 'last'], stage), position, id`;

export async function listRules(db: Queryable, workspaceId: string): Promise<RuleRow[]> {
  return db.query<RuleRow>(`SELECT ${COLUMNS} FROM rules WHERE workspace_id = $1 ORDER BY ${RUN_ORDER}`, [
    workspaceId,
  ]);
}

export async function findRule(db: Queryable, workspaceId: string, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.query<RuleRow>(`SELECT ${COLUMNS} FROM rules WHERE workspace_id = $1 AND id = $2`, [
    workspaceId,
    id,
  ]);
  return row;
}

/** A new rule goes last in its stage. */
export async function insertRule(db: Queryable, workspaceId: string, body: RuleBody): Promise<RuleRow> {
  const [row] = await db.query<RuleRow>(
    `INSERT INTO rules (workspace_id, name, stage, position, active, conditions, actions)
     SELECT $1, $2, $3, coalesce(max(position) + 1, 0), $4, $5, $6 FROM rules WHERE workspace_id = $1 AND stage = $3
     RETURNING ${COLUMNS}`,
    [
      workspaceId,
      body.name,
      body.stage,
      body.active,
      JSON.stringify(body.conditions),
      JSON.stringify(body.actions),
    ],
  );
  if (!row) throw new Error('The rule was not stored');
  return row;
}

/** A rule moved to another stage goes last in it; one that stays keeps its place. */
export async function updateRule(
  db: Queryable,
  workspaceId: string,
  id: number,
  body: RuleBody,
): Promise<RuleRow | undefined> {
  const [row] = await db.query<RuleRow>(
    `UPDATE rules r SET name = $3, active = $5, conditions = $6, actions = $7, updated_at = now(),
       position = CASE WHEN r.stage = $4 THEN r.position
         ELSE (SELECT coalesce(max(o.position) + 1, 0) FROM rules o WHERE o.workspace_id = $1 AND o.stage = $4) END,
       stage = $4
     WHERE r.workspace_id = $1 AND r.id = $2
     RETURNING ${COLUMNS}`,
    [
      workspaceId,
      id,
      body.name,
      body.stage,
      body.active,
      JSON.stringify(body.conditions),
      JSON.stringify(body.actions),
    ],
  );
  return row;
}

export async function deleteRule(db: Queryable, workspaceId: string, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM rules WHERE workspace_id = $1 AND id = $2 RETURNING id', [
    workspaceId,
    id,
  ]);
  return rows.length > 0;
}

/** The workspace's rule ids, locked for a reorder. */
export async function lockRuleIds(tx: Queryable, workspaceId: string): Promise<Set<number>> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM rules WHERE workspace_id = $1 ORDER BY id FOR UPDATE',
    [workspaceId],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Positions from the order of `ids`, counted inside each rule's own stage. */
export async function setRuleOrder(tx: Queryable, workspaceId: string, ids: readonly number[]) {
  await tx.query(
    `UPDATE rules r SET position = o.position, updated_at = now()
     FROM (SELECT id, row_number() OVER (PARTITION BY stage ORDER BY ord) - 1 AS position
           FROM unnest($2::bigint[]) WITH ORDINALITY AS given(id, ord) JOIN rules USING (id)
           WHERE rules.workspace_id = $1) AS o
     WHERE r.id = o.id AND r.workspace_id = $1`,
    [workspaceId, ids],
  );
}

/** Of these ids, the ones the workspace has: its wallets, its labels, the sub-categories it may use. */
export async function knownReferences(
  db: Queryable,
  workspaceId: string,
  ids: { wallets: readonly number[]; labels: readonly number[]; categories: readonly number[] },
) {
  const [row] = await db.query<{
    wallets: string[] | null;
    labels: string[] | null;
    categories: number[] | null;
  }>(
    `SELECT
       (SELECT array_agg(id) FROM wallets WHERE workspace_id = $1 AND id = ANY($2::bigint[])) AS wallets,
       (SELECT array_agg(id) FROM labels WHERE workspace_id = $1 AND id = ANY($3::bigint[])) AS labels,
       (SELECT array_agg(id) FROM sub_categories
        WHERE (workspace_id IS NULL OR workspace_id = $1) AND id = ANY($4::int[])) AS categories`,
    [workspaceId, ids.wallets, ids.labels, ids.categories.filter((id) => id <= 2_147_483_647)],
  );
  return {
    wallets: new Set((row?.wallets ?? []).map(Number)),
    labels: new Set((row?.labels ?? []).map(Number)),
    categories: new Set((row?.categories ?? []).map(Number)),
  };
}

/** The active rules of a workspace, as the engine compiles them. */
export async function listActiveRules(db: Queryable, workspaceId: string): Promise<RuleRow[]> {
  return db.query<RuleRow>(
    `SELECT ${COLUMNS} FROM rules WHERE workspace_id = $1 AND active ORDER BY ${RUN_ORDER}`,
    [workspaceId],
  );
}

/** The version of the workspace's rules, bumped by every write of them (a trigger); '' for no workspace. */
export async function rulesVersion(db: Queryable, workspaceId: string): Promise<string> {
  const [row] = await db.query<{ rules_version: string }>(
    'SELECT rules_version FROM workspaces WHERE id = $1',
    [workspaceId],
    { prepared: 'rules-version' },
  );
  return String(row?.rules_version ?? '');
}

/**
 * What rules read of a new entry that its body gives by id only: the currency's code (the body's, else the
 * workspace's) and a debit payee's name (given by id; undefined when the workspace has no such payee).
 */
export async function entryRuleContext(
  db: Queryable,
  workspaceId: string,
  currencyId: number | null,
  payeeId: number | null,
): Promise<{ currency: string | null; payee: string | null }> {
  const [row] = await db.query<{ currency: string | null; payee: string | null }>(
    `SELECT (SELECT code FROM currencies WHERE id = coalesce($2::int, w.currency_id, ${WORKSPACE_DEFAULTS.currencyId})) AS currency,
            (SELECT name FROM payees WHERE workspace_id = w.id AND id = $3::bigint) AS payee
       FROM workspaces w WHERE w.id = $1`,
    [workspaceId, currencyId, payeeId],
    { prepared: 'entry-rule-context' },
  );
  return { currency: row?.currency ?? null, payee: row?.payee ?? null };
}
