// SQL for users and the sign-in providers linked to them (user_identities). E-mails are stored in their
// normalized form and looked up through the lower(email) unique index.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import type { Language } from '../language.ts';
import { normalizeEmail } from './users.ts';

export type UserRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  language: Language;
  /** Whether `language` was chosen in the settings (else it is the browser's at sign-up). */
  language_chosen: boolean;
};

const COLUMNS = 'id, name, email, password_hash, email_verified_at, language, language_chosen';

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
  user: { name: string; email: string; passwordHash: string; language: Language; verified: boolean },
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

/** The language the person chose: their mails and apps follow it from now on. undefined: no such user. */
export async function setChosenLanguage(
  db: Queryable,
  id: string,
  language: Language,
): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<UserRow>(
    `UPDATE users SET language = $2, language_chosen = true, updated_at = now() WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, language],
  );
  return row;
}

/** Its sessions, e-mail tokens, provider links and memberships go with it (ON DELETE CASCADE). */
export async function deleteUser(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM users WHERE id = $1', [id]);
}

/** The user this provider account is linked to, if any. */
export async function findLinkedUserId(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return row?.user_id;
}

/** Links the provider account to the user; a link that already exists stays as it is. */
export async function linkIdentity(tx: Queryable, provider: string, subject: string, userId: string) {
  await tx.query(
    'INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [provider, subject, userId],
  );
}
