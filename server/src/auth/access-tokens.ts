import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

// Short-lived HS256 access tokens: `sub` = user uuid, `sid` = session id. The session (not the token)
// is what can be revoked; the token only saves a signature check's worth of trust for 15 minutes.
const ISSUER = 'budget-control';
const AUDIENCE = 'budget-control-api';
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: string; sessionId: string };

export type VerifiedAccessToken =
  | ({ status: 'valid' } & AccessClaims)
  /** Correctly signed by us but past its expiry: a valid session may have it renewed. */
  | ({ status: 'expired' } & AccessClaims)
  | { status: 'invalid' };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessToken>;
};

function claimsOf(payload: { sub?: unknown; sid?: unknown; iss?: unknown; aud?: unknown }) {
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== ISSUER || !audience.includes(AUDIENCE)) return undefined;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
  return { userId: payload.sub, sessionId: payload.sid };
}

export function createAccessTokens(secret: Uint8Array, lifetimeSeconds: number): AccessTokens {
  return {
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
          .sign(secret)
      );
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
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
