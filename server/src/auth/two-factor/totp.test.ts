import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.ts';

// RFC 6238's SHA-1 test secret ("12345678901234567890"), base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
// A frozen clock: the middle of a step, so one step either way is a whole step away.
const NOW = Date.UTC(2025, 2, 14, 9, 26, 45);
const STEP_MS = 30_000;

describe('TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it("computes RFC 6238's test vectors (the last 6 digits of its 8)", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
  });

  it('accepts the code of the current step, and answers that step', () => {
    const code = totpCode(RFC_SECRET, NOW);
    expect(acceptedTotpStep(RFC_SECRET, code, NOW, null)).toBe(totpStep(NOW));
  });

  it('refuses the same code again in the same step (replay), and any code of an earlier step', () => {
    const code = totpCode(RFC_SECRET, NOW);
    const step = acceptedTotpStep(RFC_SECRET, code, NOW, null);
    expect(step).toBeDefined();
    expect(acceptedTotpStep(RFC_SECRET, code, NOW, step ?? null)).toBeUndefined();
    expect(acceptedTotpStep(RFC_SECRET, code, NOW + 5_000, step ?? null)).toBeUndefined();
    const previous = totpCode(RFC_SECRET, NOW - STEP_MS);
    expect(acceptedTotpStep(RFC_SECRET, previous, NOW, step ?? null)).toBeUndefined();
    // The next step's code is still good after it.
    const next = totpCode(RFC_SECRET, NOW + STEP_MS);
    expect(acceptedTotpStep(RFC_SECRET, next, NOW + STEP_MS, step ?? null)).toBe(totpStep(NOW) + 1);
  });

  it('accepts one step of clock drift either way', () => {
    const behind = totpCode(RFC_SECRET, NOW - STEP_MS);
    const ahead = totpCode(RFC_SECRET, NOW + STEP_MS);
    expect(acceptedTotpStep(RFC_SECRET, behind, NOW, null)).toBe(totpStep(NOW) - 1);
    expect(acceptedTotpStep(RFC_SECRET, ahead, NOW, null)).toBe(totpStep(NOW) + 1);
  });

  it('refuses two steps of drift either way', () => {
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW - 2 * STEP_MS), NOW, null)).toBeUndefined();
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, NOW + 2 * STEP_MS), NOW, null)).toBeUndefined();
  });

  it("refuses another secret's code and codes that are not six digits", () => {
    const other = newTotpSecret();
    expect(acceptedTotpStep(RFC_SECRET, totpCode(other, NOW), NOW, null)).toBeUndefined();
    expect(acceptedTotpStep(RFC_SECRET, '12345', NOW, null)).toBeUndefined();
    expect(acceptedTotpStep(RFC_SECRET, '', NOW, null)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth URI with the issuer and the e-mail as the label', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'anna@example.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Budget Control:anna@example.test');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Budget Control');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
