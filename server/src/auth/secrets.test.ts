import { describe, expect, it } from 'vitest';
import { hashesEqual, newSplitToken, parseSplitToken, randomToken, sha256 } from './secrets.ts';

describe('randomToken', () => {
  it('is base64url of 32 random bytes by default', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
  });
});

describe('hashesEqual', () => {
  it('compares equal-length hashes and refuses different lengths', () => {
    expect(hashesEqual(sha256('a'), sha256('a'))).toBe(true);
    expect(hashesEqual(sha256('a'), sha256('b'))).toBe(false);
    expect(hashesEqual(sha256('a'), sha256('a').subarray(0, 16))).toBe(false);
  });
});

describe('split tokens', () => {
  it('round-trip: the parsed verifier hash matches the stored one', () => {
    const issued = newSplitToken();
    expect(issued.token).toHaveLength(59);
    const parsed = parseSplitToken(issued.token);
    expect(parsed?.selector).toBe(issued.selector);
    expect(parsed && hashesEqual(parsed.verifierHash, issued.verifierHash)).toBe(true);
  });

  it('a changed verifier no longer matches', () => {
    const issued = newSplitToken();
    const last = issued.token.at(-1) === 'A' ? 'B' : 'A';
    const parsed = parseSplitToken(`${issued.token.slice(0, -1)}${last}`);
    expect(parsed && hashesEqual(parsed.verifierHash, issued.verifierHash)).toBe(false);
  });

  it('rejects what we never issue', () => {
    expect(parseSplitToken('')).toBeUndefined();
    expect(parseSplitToken('x'.repeat(58))).toBeUndefined();
    expect(parseSplitToken(`${'x'.repeat(58)}!`)).toBeUndefined();
  });
});
