// SQL of learned rules: an entry's payee with the categories of the payee's last entries, and the proposals a
// person declined.
import type { EntryType } from '@bc/domain';
import type { Queryable } from '../db/database.ts';

export type PayeeFiling = {
  /** The payee the entry's bank wrote (entries typed in the app have none to learn from). */
  payee: string | null;
  type: EntryType;
  category_id: number;
  /** The category of the entry was the person's choice (not a rule's or an import's). */
  category_by_hand: boolean;
  /** The payee's last entries (this one among them), newest first: their category and whose it was. */
  recent: { category_id: number; by_hand: boolean }[];
  dismissed: boolean;
};

/**
 * An entry's payee and how the payee's last `recent` entries are filed: the entries of a payee are few, so the
 * index on the bank's payee finds them and the sort is small.
 */
export async function payeeFiling(
  db: Queryable,
  workspaceId: string,
  entryUuid: string,
  recent: number,
  foldedPayee: (payee: string) => string,
): Promise<PayeeFiling | undefined> {
  const [entry] = await db.query<{
    payee: string | null;
    type: EntryType;
    category_id: number;
    category_by_hand: boolean;
  }>(
    `SELECT bank_payee AS payee, type, category_id, NOT (rule_fields ? 'category') AS category_by_hand
       FROM entries WHERE workspace_id = $1 AND uuid = $2::uuid AND deleted_at IS NULL`,
    [workspaceId, entryUuid],
  );
  if (!entry) return undefined;
  if (!entry.payee) return { ...entry, recent: [], dismissed: false };
  const [rows, dismissed] = await Promise.all([
    db.query<{ category_id: number; by_hand: boolean }>(
      `SELECT category_id, NOT (rule_fields ? 'category') AS by_hand FROM entries
        WHERE workspace_id = $1 AND lower(bank_payee) = lower($2) AND deleted_at IS NULL
        ORDER BY date_time DESC, id DESC LIMIT $3`,
      [workspaceId, entry.payee, recent],
    ),
    db.query(
      'SELECT 1 FROM rule_proposal_dismissals WHERE workspace_id = $1 AND payee = $2 AND category_id = $3',
      [workspaceId, foldedPayee(entry.payee), entry.category_id],
    ),
  ]);
  return { ...entry, recent: rows, dismissed: dismissed.length > 0 };
}

export async function insertDismissal(
  db: Queryable,
  workspaceId: string,
  foldedPayee: string,
  categoryId: number,
) {
  await db.query(
    `INSERT INTO rule_proposal_dismissals (workspace_id, payee, category_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [workspaceId, foldedPayee, categoryId],
  );
}
