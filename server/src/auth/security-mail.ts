// The mails a person gets when how they sign in changes: a sign-in from a new device, their password, their
// second factor, their passkeys. Sent in their language, after the change is committed.
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type SecurityChange, securityChangeMail } from '../mail/messages.ts';
import { describeDevice, type RequestDevice } from './devices.ts';
import { findUserById, type UserRow } from './users-sql.ts';

export type { SecurityChange } from '../mail/messages.ts';

export type SecurityMailDeps = { db: Queryable; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

type Common = {
  /** The request that made the change (deviceOf(request)): the mail names its device and IP. */
  device?: RequestDevice;
  /** When it happened; now when not given. */
  when?: Date;
};
/** What some changes must tell besides. */
type Required = {
  recovery_code_used: { remaining: number };
  recovery_codes_low: { remaining: number };
  passkey_added: { passkey: string };
  passkey_removed: { passkey: string };
};
export type SecurityDetails<C extends SecurityChange> = Common &
  (C extends keyof Required ? Required[C] : Record<never, never>);

/** The date and time of a change, in the person's language, in UTC (we do not know their time zone). */
export function formatWhen(language: string, when: Date): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(when);
}

type Args<C extends SecurityChange> = C extends keyof Required ? [SecurityDetails<C>] : [SecurityDetails<C>?];

/**
 * Mails the person about `change` in the background (a failed delivery is logged, the change stands). Call
 * it after the transaction that made the change has committed; a user who no longer exists gets nothing.
 */
export async function notifySecurityChange<C extends SecurityChange>(
  deps: SecurityMailDeps,
  userId: string,
  change: C,
  ...details: Args<C>
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (user) mailSecurityChange(deps, user, change, ...details);
}

/** notifySecurityChange for a user already read. */
export function mailSecurityChange<C extends SecurityChange>(
  deps: Omit<SecurityMailDeps, 'db'>,
  user: Pick<UserRow, 'email' | 'name' | 'language'>,
  change: C,
  ...[details]: Args<C>
): void {
  const extra = (details ?? {}) as Common & { remaining?: number; passkey?: string };
  const device = extra.device;
  deps.mailer.sendInBackground({
    to: user.email,
    ...securityChangeMail(user.language, change, {
      name: user.name,
      link: `${deps.config.publicUrl}/app/settings/security`,
      when: formatWhen(user.language, extra.when ?? new Date()),
      device: device?.userAgent ? describeDevice(device.userAgent) : undefined,
      ip: device?.ip ?? undefined,
      remaining: extra.remaining,
      passkey: extra.passkey,
    }),
  });
}
