// Authenticator secrets are kept encrypted (AES-256-GCM) under a key derived from the signing secret
// (AUTH_SECRET, or the one stored in the database): a copy of the table alone gives no one the codes.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  seal(plain: string): Uint8Array;
  /** undefined when the box was sealed under another key (AUTH_SECRET changed) or altered. */
  open(box: Uint8Array): string | undefined;
};

export function createSecretBox(signingSecret: Uint8Array): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', signingSecret, new Uint8Array(0), 'budget-control totp secret', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    open(box) {
      const bytes = Buffer.from(box);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
