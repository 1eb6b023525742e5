import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('the secret box of authenticator secrets', () => {
  it('opens what it sealed, and the sealed bytes do not hold the secret', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(Buffer.from(sealed).toString('latin1')).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a box sealed under another key, or altered', () => {
    const sealed = createSecretBox(randomBytes(32)).seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeUndefined();
    const box = createSecretBox(new Uint8Array(32));
    const altered = Buffer.from(box.seal('JBSWY3DPEHPK3PXP'));
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(box.open(altered)).toBeUndefined();
  });
});
