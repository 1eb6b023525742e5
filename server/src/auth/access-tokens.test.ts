import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

const secret = randomBytes(32);
const claims = {
  userId: '5b0c8c1e-2f0e-4f7a-9a51-4a3bb0c9a001',
  sessionId: 'a1b2c3d4-0000-4000-8000-000000000001',
};

describe('access tokens', () => {
  it('sign and verify sub and sid', async () => {
    const tokens = createAccessTokens(secret, 900, 3600);
    const token = await tokens.sign(claims);
    expect(token.split('.')).toHaveLength(3);
    expect(await tokens.verify(token)).toEqual({ status: 'valid', ...claims });
  });

  it('report an expired token with its authentic claims', async () => {
    const tokens = createAccessTokens(secret, 0, 3600);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual({ status: 'expired', ...claims });
  });

  it('reject another secret, garbage and other algorithms', async () => {
    const mine = createAccessTokens(secret, 900, 3600);
    const theirs = createAccessTokens(randomBytes(32), 900, 3600);
    expect(await mine.verify(await theirs.sign(claims))).toEqual({ status: 'invalid' });
    expect(await mine.verify('not.a.token')).toEqual({ status: 'invalid' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: claims.userId, sid: claims.sessionId, exp: 9e9 }),
    ).toString('base64url')}.`;
    expect(await mine.verify(unsigned)).toEqual({ status: 'invalid' });
  });

  it('reject a changed payload, a token not valid yet, critical headers and HS512', async () => {
    const tokens = createAccessTokens(secret, 900, 3600);
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'someone-else',
        sid: claims.sessionId,
        iss: 'budget-control',
        aud: 'budget-control-api',
        exp: 9e9,
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toEqual({ status: 'invalid' });
    const ours = (alg: string, extra: Record<string, unknown> = {}) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg, ...extra })
        .setSubject(claims.userId)
        .setIssuer('budget-control')
        .setAudience('budget-control-api')
        .setExpirationTime('5m');
    expect(await tokens.verify(await ours('HS256').setNotBefore('1h').sign(secret))).toEqual({
      status: 'invalid',
    });
    expect(await tokens.verify(await ours('HS512').sign(randomBytes(64)))).toEqual({ status: 'invalid' });
    expect(await tokens.verify(await ours('HS256').sign(secret))).toEqual({ status: 'valid', ...claims });
  });

  it('once checked, still expire and still wait for their start', async () => {
    const tokens = createAccessTokens(secret, 60, 3600);
    const now = await tokens.sign(claims);
    const later = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('budget-control')
      .setAudience('budget-control-api')
      .setNotBefore('10m')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(now)).toEqual({ status: 'valid', ...claims });
    expect(await tokens.verify(later)).toEqual({ status: 'invalid' });
    vi.useFakeTimers({ now: Date.now() + 15 * 60_000, toFake: ['Date'] });
    try {
      expect(await tokens.verify(now)).toEqual({ status: 'expired', ...claims });
      expect(await tokens.verify(later)).toEqual({ status: 'valid', ...claims });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reject a token of ours without the session claim', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('budget-control')
      .setAudience('budget-control-api')
      .setExpirationTime('5m')
      .sign(secret);
    expect(await createAccessTokens(secret, 900, 3600).verify(token)).toEqual({ status: 'invalid' });
  });
});

describe('session tokens', () => {
  const tokens = createAccessTokens(secret, 900, 3600);
  const workspaceId = 'c0ffee00-0000-4000-8000-000000000001';

  it('name the session and the workspace they were issued for', async () => {
    const token = await tokens.signSession({ ...claims, workspaceId });
    expect(await tokens.verifySession(token)).toEqual({ ...claims, workspaceId });
    expect(await tokens.verifySession(await tokens.signSession({ ...claims, workspaceId: null }))).toEqual({
      ...claims,
      workspaceId: null,
    });
  });

  it('are never taken for access tokens, nor access tokens for them', async () => {
    const session = await tokens.signSession({ ...claims, workspaceId });
    expect(await tokens.verify(session)).toEqual({ status: 'invalid' });
    expect(await tokens.verifySession(await tokens.sign(claims))).toBeUndefined();
  });

  it('expire with their session and reject other secrets and garbage', async () => {
    const expired = createAccessTokens(secret, 900, 0);
    expect(await tokens.verifySession(await expired.signSession({ ...claims, workspaceId }))).toBeUndefined();
    const theirs = createAccessTokens(randomBytes(32), 900, 3600);
    expect(await tokens.verifySession(await theirs.signSession({ ...claims, workspaceId }))).toBeUndefined();
    expect(await tokens.verifySession('undefined')).toBeUndefined();
  });
});
