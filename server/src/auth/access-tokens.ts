import { createHmac, createSecretKey, type KeyObject, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

type Payload = Record<string, unknown>;

function jsonPart(part: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Payload)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A token whose signature, header and fixed claims checked out; its time window is checked at each use. */
type Authentic = { claims: AccessClaims; payload: Payload; notBefore: number | undefined; expiresAt: number };

/**
 * Checks one of our tokens: HS256 only, the signature before anything in it is believed, then issuer,
 * audience and the types of `sub`, `sid`, `nbf` and `exp`. Synchronous on purpose: jose verifies through
 * WebCrypto, an asynchronous job per call that cost about a tenth of the server's time under load (`pnpm
 * bench`, group load), for an HMAC of a few hundred bytes; every request verifies one or two tokens. Tokens
 * are still signed with jose.
 */
function authentic(token: string, key: KeyObject, audience: string): Authentic | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header = '', body = '', signature = ''] = parts;
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const protectedHeader = jsonPart(header);
  if (protectedHeader?.alg !== ALGORITHM || protectedHeader.crit !== undefined) return undefined;
  const payload = jsonPart(body);
  if (!payload || payload.iss !== ISSUER) return undefined;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(audience)) return undefined;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
  if (typeof payload.exp !== 'number') return undefined;
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') return undefined;
  return {
    claims: { userId: payload.sub, sessionId: payload.sid },
    payload,
    notBefore: payload.nbf,
    expiresAt: payload.exp,
  };
}

/** Authentic tokens remembered per audience: about 5 MB at most, the oldest forgotten first. */
const REMEMBERED_TOKENS = 5_000;

/**
 * `authentic`, remembered: a client sends the same token with every call, and its HMAC and JSON cost about a
 * tenth of a small request's time in the server (`pnpm bench`, group entries: the floor). A signature checked
 * once stays right for that key, so only tokens that passed are kept; the time window is still checked at
 * every use, and the session row, which is what can be revoked, is still read by every request.
 */
function rememberingAuthentic(key: KeyObject, audience: string) {
  const remembered = new Map<string, Authentic>();
  return (token: string): Authentic | undefined => {
    const known = remembered.get(token);
    if (known) return known;
    const checked = authentic(token, key, audience);
    if (!checked) return undefined;
    if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
    remembered.set(token, checked);
    return checked;
  };
}

/** A token's state now: undefined when it is not valid yet; expired = `exp` not after now, as jose counts. */
function atThisTime(token: Authentic | undefined): (Authentic & { expired: boolean }) | undefined {
  if (!token) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (token.notBefore !== undefined && token.notBefore > now) return undefined;
  return { ...token, expired: token.expiresAt <= now };
}

export function createAccessTokens(
  secret: Uint8Array,
  lifetimeSeconds: number,
  sessionLifetimeSeconds: number,
): AccessTokens {
  // Made once: handing the raw bytes over imports them again on every call.
  const key = createSecretKey(secret);
  const accessToken = rememberingAuthentic(key, AUDIENCE);
  const sessionToken = rememberingAuthentic(key, SESSION_AUDIENCE);
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
        .sign(key);
    },

    async verifySession(token) {
      const checked = atThisTime(sessionToken(token));
      if (!checked || checked.expired) return undefined;
      const workspaceId = typeof checked.payload.ws === 'string' ? checked.payload.ws : null;
      return { ...checked.claims, workspaceId };
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
          .sign(key)
      );
    },

    async verify(token) {
      const checked = atThisTime(accessToken(token));
      if (!checked) return { status: 'invalid' };
      return { status: checked.expired ? 'expired' : 'valid', ...checked.claims };
    },
  };
}
