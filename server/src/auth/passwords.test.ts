import { describe, expect, it } from 'vitest';
import { hashPassword, unusablePasswordHash, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hash with argon2id, salted, and verify', async () => {
    const first = await hashPassword('Secret-123');
    const second = await hashPassword('Secret-123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Secret-123')).toBe(true);
    expect(await verifyPassword(first, 'secret-123')).toBe(false);
  });

  it('never match an unusable hash, a broken hash or the decoy', async () => {
    expect(await verifyPassword(await unusablePasswordHash(), '')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
