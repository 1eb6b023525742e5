// TOTP as RFC 6238 with the parameters every authenticator app defaults to (SHA-1, 6 digits, 30 s). Pure
// (otpauth and node:crypto only): the clock is a parameter, so the checks are tested with a frozen one.
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Budget Control';
const PERIOD = 30;
/** One step either way: a phone whose clock is up to 30 s off still works. */
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of the QR code: issuer Budget Control, labelled with the person's e-mail. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The 30-second step `timestamp` (ms) falls in. */
export function totpStep(timestamp: number): number {
  return Math.floor(timestamp / 1000 / PERIOD);
}

/**
 * The step `code` is valid for at `timestamp` (ms), one step of drift either way, provided it is later
 * than `lastStep` (the last one a code was accepted for): a code works once, and never after a later one.
 * undefined: refused.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  timestamp: number,
  lastStep: number | null,
): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  const step = totpStep(timestamp) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code of `secret` at `timestamp` (ms): for tests and the e2e journey's side of the phone. */
export function totpCode(secret: string, timestamp: number): string {
  return totpOf(secret).generate({ timestamp });
}
