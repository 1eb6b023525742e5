// SQL for users. E-mails are stored lower-cased and looked up through the lower(email) unique index.
import type { User } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import type { MailLanguage } from '../mail/language.ts';

export type UserRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  language: MailLanguage;
};

const COLUMNS = 'id, name, email, password_hash, email_verified_at, language';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return { uuid: row.id, name: row.name, email: row.email, email_verified: row.email_verified_at !== null };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = $1`, [
    normalizeEmail(email),
  ]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

/** Holds the user's row until the transaction ends: one account change at a time per user. */
export async function lockUser(tx: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

/** undefined when the e-mail already has an account (any case). */
export async function insertUser(
  tx: Queryable,
  user: { name: string; email: string; passwordHash: string; language: MailLanguage; verified: boolean },
): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(
    `INSERT INTO users (name, email, password_hash, language, email_verified_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [user.name, normalizeEmail(user.email), user.passwordHash, user.language, user.verified],
  );
  return row;
}

export async function markEmailVerified(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    'UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL',
    [id],
  );
}

export async function setPasswordHash(tx: Queryable, id: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}
