// Random tokens and their hashes. Pure (node:crypto only), so unit tested beside this file.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes, base64url (32 bytes -> 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares two hashes without leaking, through timing, how much of them matches. */
export function hashesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return timingSafeEqual(a, b);
}

// Links sent by e-mail carry `<selector><verifier>`: the selector (public, 16 characters) finds the
// row, the verifier (secret, 43 characters) is checked against its stored SHA-256 in constant time.
const SELECTOR_LENGTH = 16;
const VERIFIER_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

export type SplitToken = { token: string; selector: string; verifierHash: Buffer };

export function newSplitToken(): SplitToken {
  const selector = randomToken(12);
  const verifier = randomToken(32);
  return { token: `${selector}${verifier}`, selector, verifierHash: sha256(verifier) };
}

/** undefined for anything that cannot be a token we issued (so it never reaches the database). */
export function parseSplitToken(token: string): Omit<SplitToken, 'token'> | undefined {
  if (token.length !== SELECTOR_LENGTH + VERIFIER_LENGTH || !TOKEN_PATTERN.test(token)) return undefined;
  return {
    selector: token.slice(0, SELECTOR_LENGTH),
    verifierHash: sha256(token.slice(SELECTOR_LENGTH)),
  };
}
