import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

// Two HS256 tokens name a session (`sid`) of a user (`sub`); the session row, not a token, is what can be
// revoked or expire.
//  - The access token (Authorization: Bearer) is short-lived: it only saves a database look-up's worth of
//    trust for 15 minutes.
//  - The session token (X-BC-Token) lives as long as its session and names the workspace it was issued
//    for (`ws`): calls without X-WS work there. GET /api/auth/user-info issues one per call, and every
//    one stays valid while the session lives (the original client keeps calling with the previous one).
// Each kind has its own audience, so neither is accepted in the other's place.
const ISSUER = 'budget-control';
const AUDIENCE = 'budget-control-api';
const SESSION_AUDIENCE = 'budget-control-session';
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: string; sessionId: string };

export type VerifiedAccessToken =
  | ({ status: 'valid' } & AccessClaims)
  /** Correctly signed by us but past its expiry: a valid session may have it renewed. */
  | ({ status: 'expired' } & AccessClaims)
  | { status: 'invalid' };

/** What a session token names: the session, and the workspace it was issued for (null before setup). */
export type SessionClaims = AccessClaims & { workspaceId: string | null };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessToken>;
  signSession(claims: SessionClaims): Promise<string>;
  /** The claims of a correctly signed, unexpired session token; undefined otherwise. */
  verifySession(token: string): Promise<SessionClaims | undefined>;
};

function claimsOf(payload: { sub?: unknown; sid?: unknown; iss?: unknown; aud?: unknown }) {
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== ISSUER || !audience.includes(AUDIENCE)) return undefined;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
  return { userId: payload.sub, sessionId: payload.sid };
}

export function createAccessTokens(
  secret: Uint8Array,
  lifetimeSeconds: number,
  sessionLifetimeSeconds: number,
): AccessTokens {
  // Imported once: handing jose the raw bytes imports them again on every call, which is about half of what
  // a verification costs (every request verifies two tokens).
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async signSession({ userId, sessionId, workspaceId }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: sessionId, ...(workspaceId ? { ws: workspaceId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(now)
        .setJti(randomUUID())
        .setExpirationTime(now + sessionLifetimeSeconds)
        .sign(await key);
    },

    async verifySession(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: SESSION_AUDIENCE,
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        const workspaceId = typeof payload.ws === 'string' ? payload.ws : null;
        return { userId: payload.sub, sessionId: payload.sid, workspaceId };
      } catch {
        return undefined;
      }
    },

    async sign({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      return (
        new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setSubject(userId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(now)
          // Unique per token, so a renewed token never equals the one it replaces.
          .setJti(randomUUID())
          .setExpirationTime(now + lifetimeSeconds)
          .sign(await key)
      );
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        const claims = claimsOf(payload);
        return claims ? { status: 'valid', ...claims } : { status: 'invalid' };
      } catch (error) {
        // jose checks the signature before the claims, so an expired token's payload is authentic.
        if (error instanceof errors.JWTExpired) {
          const claims = claimsOf(error.payload);
          return claims ? { status: 'expired', ...claims } : { status: 'invalid' };
        }
        return { status: 'invalid' };
      }
    },
  };
}
