// Recovery codes: ten per set, each ten characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown
// as `abcde-fghij`; about 49 bits each, kept as argon2id hashes.
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bc/api';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

function newRecoveryCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, LENGTH / 2)}-${characters.slice(LENGTH / 2)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What is hashed and compared: the code's characters alone, whatever case, dashes or spaces were typed. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A code of the app rather than a recovery code: six digits (spaces dropped). */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(typed.replace(/\s+/g, ''));
}
