// Labels (SPEC §3 Label, §4, §5 Label). Names are unique per workspace, case-insensitively, because entry
// forms reuse a label typed with another case instead of creating a second one.
import type { Label, LabelInput, LabelRef } from '@bc/api';
import { findLabelByName, labelProblems, randomLabelColor } from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { entryIdsWithLabel, refreshSearchTerms } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import {
  deleteLabel,
  findLabel,
  insertLabel,
  labelsByIds,
  listLabels,
  nameTaken,
  setLabelArchived,
  updateLabel,
  upsertLabelsByName,
} from './labels-sql.ts';

export const labelNotFound = () => notFound('Label not found');
const NAME_TAKEN = 'label_name_taken';
function checked(input: LabelInput) {
  const problems = labelProblems(input);
  if (Object.keys(problems).length > 0) throw unprocessable('The label is invalid', problems);
  return { name: input.name.trim(), color: input.color as string, archived: input.archive ?? false };
}

/** Active labels; with archive=1, every label (the original client filters archived ones itself). */
export function listWorkspaceLabels(
  db: Queryable,
  workspaceId: string,
  query: { archive?: string | undefined; 'order[name]'?: 'asc' | 'desc' | undefined },
) {
  const all = query.archive === '1' || query.archive === 'true';
  return listLabels(db, workspaceId, all ? null : false, query['order[name]'] === 'desc');
}

export async function getLabel(db: Queryable, workspaceId: string, key: string) {
  const label = await findLabel(db, workspaceId, key);
  if (!label) throw labelNotFound();
  return label;
}

export async function createLabel(db: Queryable, workspaceId: string, input: LabelInput) {
  const label = await insertLabel(db, workspaceId, checked(input));
  if (!label) throw unprocessable('The label is invalid', { name: NAME_TAKEN });
  return label;
}

export async function editLabel(db: Database, workspaceId: string, key: string, input: LabelInput) {
  const fields = checked(input);
  return db.transaction(async (tx) => {
    const existing = await getLabel(tx, workspaceId, key);
    if (await nameTaken(tx, workspaceId, fields.name, existing.id)) {
      throw unprocessable('The label is invalid', { name: NAME_TAKEN });
    }
    const label = await updateLabel(tx, workspaceId, existing.id, fields);
    if (!label) throw labelNotFound();
    // Search finds entries by the label's new name.
    if (label.name !== existing.name) await refreshSearchTerms(tx, await entryIdsWithLabel(tx, label.id));
    return label;
  });
}

export async function archiveLabel(db: Queryable, workspaceId: string, key: string, archived: boolean) {
  const existing = await getLabel(db, workspaceId, key);
  const label = await setLabelArchived(db, workspaceId, existing.id, archived);
  if (!label) throw labelNotFound();
  return label;
}

export async function removeLabel(db: Database, workspaceId: string, key: string) {
  await db.transaction(async (tx) => {
    const existing = await getLabel(tx, workspaceId, key);
    const entries = await entryIdsWithLabel(tx, existing.id);
    await deleteLabel(tx, workspaceId, existing.id);
    await refreshSearchTerms(tx, entries);
  });
}

/**
 * The labels an entry or model names: ids must be the workspace's (else 404); new ones by name reuse an
 * existing label case-insensitively or are created with their colour (a palette colour when none).
 */
export async function resolveLabels(
  tx: Queryable,
  workspaceId: string,
  refs: readonly LabelRef[],
): Promise<Label[]> {
  const ids = new Set<number>();
  const named: { name: string; color: string }[] = [];
  for (const ref of refs) {
    if (typeof ref.name === 'number') ids.add(ref.name);
    else {
      const name = ref.name.trim();
      if (findLabelByName(named, name)) continue;
      named.push({ name, color: ref.color ?? randomLabelColor() });
    }
  }
  const found = await labelsByIds(tx, workspaceId, [...ids]);
  if (found.length !== ids.size) throw labelNotFound();
  const created = await upsertLabelsByName(tx, workspaceId, named);
  const byId = new Map<number, Label>();
  for (const label of [...found, ...created]) byId.set(label.id, label);
  return [...byId.values()];
}
