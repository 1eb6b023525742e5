// SQL for provider sign-ins under way: oidc_login_states keeps what the callback checks (PKCE verifier,
// nonce) under the SHA-256 of the state, short-lived and single use, so any server can finish a sign-in.
import type { Queryable } from '../db/database.ts';

export type LoginStateRow = { code_verifier: string; nonce: string; live: boolean };

export async function deleteExpiredLoginStates(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_login_states WHERE expires_at < now()');
}

export async function insertLoginState(
  db: Queryable,
  state: {
    stateHash: Uint8Array;
    provider: string;
    codeVerifier: string;
    nonce: string;
    lifetimeSeconds: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO oidc_login_states (state_hash, provider, code_verifier, nonce, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [state.stateHash, state.provider, state.codeVerifier, state.nonce, state.lifetimeSeconds],
  );
}

/** The state, deleted by the statement that reads it. */
export async function takeLoginState(
  db: Queryable,
  stateHash: Uint8Array,
  provider: string,
): Promise<LoginStateRow | undefined> {
  const [row] = await db.query<LoginStateRow>(
    `DELETE FROM oidc_login_states WHERE state_hash = $1 AND provider = $2
     RETURNING code_verifier, nonce, expires_at > now() AS live`,
    [stateHash, provider],
  );
  return row;
}
