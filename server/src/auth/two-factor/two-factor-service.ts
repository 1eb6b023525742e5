// Two-factor sign-in: setting up an authenticator app, recovery codes, the second step of a password
// sign-in, and turning it off. Every code check counts against a lockout: after RATE_LIMIT_PER_ACCOUNT (5)
// wrong codes per account, or per IP, within RATE_LIMIT_WINDOW_SECONDS (15 minutes), 429 until the oldest
// leaves the window, and the person is mailed when their account reaches it.
import type {
  LoginResponse,
  RecoveryCodesResponse,
  TotpSetupResponse,
  TwoFactorStatus,
  TwoFactorVerifyRequest,
  TwoFactorVerifyResponse,
} from '@bc/api';
import type { RateLimitConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, HttpError, tooManyRequests, unauthenticated, unprocessable } from '../../http/errors.ts';
import { type AccountDeps, startSession } from '../account-service.ts';
import type { RequestDevice } from '../devices.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { slidingWindow } from '../rate-limit.ts';
import { sha256 } from '../secrets.ts';
import { notifySecurityChange } from '../security-mail.ts';
import { findUserById, lockUser } from '../users-sql.ts';
import { isTotpCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import { acceptedTotpStep, newTotpSecret, otpauthUrl } from './totp.ts';
import {
  acceptTotpStep,
  deleteChallenge,
  deleteTwoFactor,
  findChallengeUser,
  findTotpStatus,
  lockFailureKeys,
  lockTotp,
  recentFailures,
  recordFailure,
  replaceRecoveryCodes,
  savePendingTotp,
  type TotpRow,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './two-factor-sql.ts';

export type TwoFactorDeps = AccountDeps & {
  box: SecretBox;
  limits: Pick<RateLimitConfig, 'perAccount' | 'windowSeconds'>;
};

/** From this many unused recovery codes down, the person is told to make a new set. */
const FEW_RECOVERY_CODES = 3;

const MESSAGES = {
  wrongCode: 'This code is not valid. Check the time on your phone and try again.',
  wrongRecoveryCode: 'This recovery code is not valid or has already been used.',
  wrongSecondFactor:
    'This code is not valid: enter the code of your authenticator app or an unused recovery code.',
  wrongPassword: 'The password is not correct.',
} as const;

const challengeExpired = () =>
  new HttpError(
    401,
    'two_factor_challenge_expired',
    'Your sign-in has expired. Please enter your e-mail and password again.',
  );
const alreadyOn = () =>
  conflict(
    'Two-factor sign-in is already on: turn it off first to set up another app.',
    'two_factor_enabled',
  );
const isOff = () => conflict('Two-factor sign-in is off.', 'two_factor_disabled');

type Attempt<T> = { ok: true; value: T } | { ok: false; field: keyof typeof FIELD_MESSAGES };
const FIELD_MESSAGES = {
  code: MESSAGES.wrongCode,
  recovery_code: MESSAGES.wrongRecoveryCode,
  second_factor: MESSAGES.wrongSecondFactor,
  password: MESSAGES.wrongPassword,
} as const;
const right = <T>(value: T): Attempt<T> => ({ ok: true, value });
const wrong = <T>(field: keyof typeof FIELD_MESSAGES): Attempt<T> => ({ ok: false, field });

/**
 * Runs one code check of `userId` from `device`'s IP in a transaction that also counts it: refused with 429
 * (nothing checked) while the account or the IP is locked out; a wrong answer is recorded and answered 422
 * on its field; a right one commits what `attempt` wrote.
 */
async function countedAttempt<T>(
  deps: TwoFactorDeps,
  userId: string,
  device: RequestDevice,
  attempt: (tx: Queryable) => Promise<Attempt<T>>,
): Promise<T> {
  const ip = device.ip ?? 'unknown';
  const { perAccount: limit, windowSeconds } = deps.limits;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockFailureKeys(tx, userId, ip);
    const failures = await recentFailures(tx, userId, ip, windowSeconds);
    const refusals = [failures.account, failures.ip].flatMap((attempts) => {
      const decision = slidingWindow(attempts, failures.now, limit, windowSeconds * 1000);
      return decision.allowed ? [] : [decision.retryAfterMs];
    });
    if (refusals.length > 0) return { ok: false, retryAfterMs: Math.max(...refusals) } as const;
    const result = await attempt(tx);
    if (result.ok) return result;
    await recordFailure(tx, userId, ip, windowSeconds);
    return { ...result, retryAfterMs: undefined, lockedNow: failures.account.length + 1 === limit };
  });
  if (outcome.ok) return outcome.value;
  if (outcome.retryAfterMs !== undefined) throw tooManyRequests(outcome.retryAfterMs / 1000);
  if (outcome.lockedNow) await notifySecurityChange(deps, userId, 'two_factor_locked', { device });
  const field = outcome.field === 'second_factor' ? 'code' : outcome.field;
  throw unprocessable(FIELD_MESSAGES[outcome.field], { [field]: FIELD_MESSAGES[outcome.field] });
}

function openSecret(deps: TwoFactorDeps, row: TotpRow): string {
  const secret = deps.box.open(row.secret_box);
  // Sealed under another signing secret (AUTH_SECRET changed): no code can match; an operator can reset it.
  if (secret === undefined)
    throw new Error('The authenticator secret cannot be opened with this signing secret');
  return secret;
}

/** Accepts a code of the app once: its time step is recorded, and a code of it or an earlier one refused. */
async function checkTotp(deps: TwoFactorDeps, tx: Queryable, userId: string, row: TotpRow, code: string) {
  const lastStep = row.last_step === null ? null : Number(row.last_step);
  const step = acceptedTotpStep(openSecret(deps, row), code.replace(/\s+/g, ''), Date.now(), lastStep);
  if (step === undefined) return false;
  await acceptTotpStep(tx, userId, step);
  return true;
}

/** Spends a matching unused recovery code; the number left, or undefined when none matches. */
async function spendRecoveryCode(tx: Queryable, userId: string, typed: string): Promise<number | undefined> {
  const code = normalizeRecoveryCode(typed);
  const codes = await unusedRecoveryCodes(tx, userId);
  const matches = await Promise.all(codes.map((row) => verifyPassword(row.code_hash, code)));
  const match = codes.find((_, index) => matches[index]);
  return match ? useRecoveryCode(tx, userId, match.id) : undefined;
}

async function newRecoveryCodeSet(tx: Queryable, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  await replaceRecoveryCodes(tx, userId, hashes);
  return codes;
}

export async function twoFactorStatus(deps: TwoFactorDeps, userId: string): Promise<TwoFactorStatus> {
  const status = await findTotpStatus(deps.db, userId);
  const enabledAt = status?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_remaining: enabledAt ? (status?.remaining ?? 0) : 0,
  };
}

/** A new secret for the person's app, pending (replacing an earlier pending one) until a code confirms it. */
export async function setupTotp(deps: TwoFactorDeps, userId: string): Promise<TotpSetupResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated('Your session has ended; sign in again');
  const secret = newTotpSecret();
  const saved = await deps.db.transaction((tx) => savePendingTotp(tx, userId, deps.box.seal(secret)));
  if (!saved) throw alreadyOn();
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/** Turns it on with a right code of the pending secret; answers the ten recovery codes, this once. */
export async function enableTotp(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  device: RequestDevice,
): Promise<RecoveryCodesResponse> {
  const codes = await countedAttempt<string[]>(deps, userId, device, async (tx) => {
    const row = await lockTotp(tx, userId);
    if (!row)
      throw conflict(
        'Start the setup first: scan the QR code, then enter its code.',
        'two_factor_not_set_up',
      );
    if (row.enabled_at) throw alreadyOn();
    if (!(await checkTotp(deps, tx, userId, row, code))) return wrong('code');
    return right(await newRecoveryCodeSet(tx, userId));
  });
  await notifySecurityChange(deps, userId, 'totp_enabled', { device });
  return { recovery_codes: codes };
}

/** A code of the app or a recovery code (spent), for the changes a signed-in person makes. */
async function checkSecondFactor(deps: TwoFactorDeps, tx: Queryable, userId: string, code: string) {
  const row = await lockTotp(tx, userId);
  if (!row?.enabled_at) throw isOff();
  return isTotpCode(code)
    ? checkTotp(deps, tx, userId, row, code)
    : (await spendRecoveryCode(tx, userId, code)) !== undefined;
}

/** Turns it off: the password and a code (of the app, or a recovery code for a person without their phone). */
export async function disableTotp(
  deps: TwoFactorDeps,
  userId: string,
  request: { password: string; code: string },
  device: RequestDevice,
): Promise<void> {
  await countedAttempt<undefined>(deps, userId, device, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated('Your session has ended; sign in again');
    if (!(await verifyPassword(user.password_hash, request.password))) return wrong('password');
    if (!(await checkSecondFactor(deps, tx, userId, request.code))) return wrong('second_factor');
    await deleteTwoFactor(tx, userId);
    return right(undefined);
  });
  await notifySecurityChange(deps, userId, 'totp_disabled', { device });
}

/** A new set of ten recovery codes for a code (of the app, or one of the old set); the old set is void. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  device: RequestDevice,
): Promise<RecoveryCodesResponse> {
  const codes = await countedAttempt<string[]>(deps, userId, device, async (tx) => {
    if (!(await checkSecondFactor(deps, tx, userId, code))) return wrong('second_factor');
    return right(await newRecoveryCodeSet(tx, userId));
  });
  await notifySecurityChange(deps, userId, 'recovery_codes_regenerated', { device });
  return { recovery_codes: codes };
}

/** The second step of a password sign-in: the challenge with a code of the app or a recovery code. */
export async function verifySecondStep(
  deps: TwoFactorDeps,
  request: TwoFactorVerifyRequest,
  device: RequestDevice,
): Promise<TwoFactorVerifyResponse> {
  const challengeHash = sha256(request.challenge);
  const userId = await findChallengeUser(deps.db, challengeHash);
  if (!userId) throw challengeExpired();
  const { response, remaining } = await countedAttempt<{
    response: LoginResponse;
    remaining: number | undefined;
  }>(deps, userId, device, async (tx) => {
    const row = await lockTotp(tx, userId);
    // Turned off or reset since the password was checked: that sign-in starts again.
    if (!row?.enabled_at) throw challengeExpired();
    let remaining: number | undefined;
    if (request.code !== undefined) {
      if (!(await checkTotp(deps, tx, userId, row, request.code))) return wrong('code');
    } else {
      remaining = await spendRecoveryCode(tx, userId, request.recovery_code ?? '');
      if (remaining === undefined) return wrong('recovery_code');
    }
    // Another request with the same challenge got there first.
    if (!(await deleteChallenge(tx, challengeHash))) throw challengeExpired();
    const user = await lockUser(tx, userId);
    if (!user) throw challengeExpired();
    return right({ response: await startSession(deps, tx, user, device), remaining });
  });
  if (remaining === undefined) return response;
  await notifySecurityChange(deps, userId, 'recovery_code_used', { device, remaining });
  if (remaining <= FEW_RECOVERY_CODES) {
    await notifySecurityChange(deps, userId, 'recovery_codes_low', { device, remaining });
  }
  return { ...response, recovery_codes_remaining: remaining };
}
