// SQL for labels. A path id may be the numeric id or the uuid (SPEC §7 writes /api/label/{id}).
import type { Label } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

type LabelRow = Label;

const SELECT = 'SELECT id, uuid, name, color, archived AS archive FROM labels';

/** `key` is a numeric id or a uuid; anything else matches nothing. */
function keyCondition(key: string): { sql: string; value: string | number } | null {
  if (/^\d{1,15}$/.test(key)) return { sql: 'id = $2', value: Number(key) };
  if (isUuid(key)) return { sql: 'uuid = $2::uuid', value: key };
  return null;
}

export function listLabels(db: Queryable, workspaceId: string, archived: boolean | null, desc: boolean) {
  return db.query<LabelRow>(
    `${SELECT} WHERE workspace_id = $1 AND ($2::boolean IS NULL OR archived = $2)
     ORDER BY lower(name) ${desc ? 'DESC' : 'ASC'}, id`,
    [workspaceId, archived],
  );
}

export async function findLabel(db: Queryable, workspaceId: string, key: string) {
  const condition = keyCondition(key);
  if (!condition) return undefined;
  const [row] = await db.query<LabelRow>(`${SELECT} WHERE workspace_id = $1 AND ${condition.sql}`, [
    workspaceId,
    condition.value,
  ]);
  return row;
}

/** Inserts, or answers null when the name is taken (case-insensitively) in the workspace. */
export async function insertLabel(
  db: Queryable,
  workspaceId: string,
  label: { name: string; color: string; archived: boolean },
) {
  const [row] = await db.query<LabelRow>(
    `INSERT INTO labels (workspace_id, name, color, archived) VALUES ($1, $2, $3, $4)
     ON CONFLICT (workspace_id, lower(name)) DO NOTHING
     RETURNING id, uuid, name, color, archived AS archive`,
    [workspaceId, label.name, label.color, label.archived],
  );
  return row ?? null;
}

export async function updateLabel(
  db: Queryable,
  workspaceId: string,
  id: number,
  label: { name: string; color: string; archived: boolean },
) {
  const [row] = await db.query<LabelRow>(
    `UPDATE labels SET name = $3, color = $4, archived = $5, updated_at = now()
     WHERE workspace_id = $1 AND id = $2 RETURNING id, uuid, name, color, archived AS archive`,
    [workspaceId, id, label.name, label.color, label.archived],
  );
  return row;
}

export async function nameTaken(db: Queryable, workspaceId: string, name: string, exceptId: number) {
  const rows = await db.query(
    'SELECT 1 FROM labels WHERE workspace_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [workspaceId, name, exceptId],
  );
  return rows.length > 0;
}

export async function setLabelArchived(db: Queryable, workspaceId: string, id: number, archived: boolean) {
  const [row] = await db.query<LabelRow>(
    `UPDATE labels SET archived = $3, updated_at = now() WHERE workspace_id = $1 AND id = $2
     RETURNING id, uuid, name, color, archived AS archive`,
    [workspaceId, id, archived],
  );
  return row;
}

export async function deleteLabel(db: Queryable, workspaceId: string, id: number) {
  await db.query('DELETE FROM labels WHERE workspace_id = $1 AND id = $2', [workspaceId, id]);
}

/** Existing labels of the workspace among `ids`. */
export function labelsByIds(db: Queryable, workspaceId: string, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as LabelRow[]);
  return db.query<LabelRow>(`${SELECT} WHERE workspace_id = $1 AND id = ANY($2::bigint[])`, [
    workspaceId,
    ids,
  ]);
}

/** New labels by name: an existing one with the same name (any case) is reused, else created. */
export async function upsertLabelsByName(
  tx: Queryable,
  workspaceId: string,
  labels: readonly { name: string; color: string }[],
) {
  if (labels.length === 0) return [] as LabelRow[];
  return tx.query<LabelRow>(
    `INSERT INTO labels (workspace_id, name, color)
     SELECT $1, n.name, n.color FROM unnest($2::text[], $3::text[]) AS n(name, color)
     ON CONFLICT (workspace_id, lower(name)) DO UPDATE SET updated_at = labels.updated_at
     RETURNING id, uuid, name, color, archived AS archive`,
    [workspaceId, labels.map((label) => label.name), labels.map((label) => label.color)],
  );
}
