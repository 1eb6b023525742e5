// `pnpm reset-2fa <email>`: an operator turns off one person's second factor (a lost phone and no recovery
// codes left): their authenticator, recovery codes and open sign-in challenges go, they are mailed, and the
// reset is logged. Their password still signs them in; they can turn two-factor on again in the settings.
// With the embedded database the server must be stopped first (it holds the data folder, see
// backup/control-socket.ts); with DATABASE_URL it may run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { OperatorError, runCommand } from '../../backup/command-line.ts';
import { claimDataFolder } from '../../backup/control-socket.ts';
import { parseConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { UNKNOWN_DEVICE } from '../devices.ts';
import { notifySecurityChange, type SecurityMailDeps } from '../security-mail.ts';
import { findUserByEmail } from '../users-sql.ts';
import { deleteTwoFactor } from './two-factor-sql.ts';

const USAGE = 'Usage: pnpm reset-2fa <email>   e.g. pnpm reset-2fa anna@example.com';

export type ResetDeps = Omit<SecurityMailDeps, 'db'> & { db: Database; log: FastifyBaseLogger };

/** Turns the person's second factor off, mails them and logs it; what to tell the operator. */
export async function resetSecondFactor(deps: ResetDeps, email: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new OperatorError(`There is no account with the e-mail address ${email}.`);
  const wasOn = await deps.db.transaction((tx) => deleteTwoFactor(tx, user.id));
  if (!wasOn) return `${user.email} has no two-factor sign-in: nothing to reset.`;
  deps.log.info({ userId: user.id, event: 'two_factor_reset' }, 'second factor reset by an operator');
  await notifySecurityChange(deps, user.id, 'two_factor_reset', { device: UNKNOWN_DEVICE });
  await deps.mailer.idle();
  return `Two-factor sign-in of ${user.email} is off, and they were mailed. Their password signs them in; they can turn it on again in the settings.`;
}

export async function resetTwoFactorCommand(args: string[]): Promise<string> {
  const [email] = args;
  if (args.length !== 1 || !email) throw new OperatorError(USAGE);
  const config = parseConfig(process.env);
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl && !existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new OperatorError(
      `There is no database in ${config.pgliteDir}: run the command with the server's DATA_DIR.`,
    );
  }
  const holder = config.databaseUrl
    ? undefined
    : await claimDataFolder(config.dataDir, async () => {
        throw new OperatorError('An operator command is using this data folder: try again in a moment.');
      });
  try {
    const db = await openDatabase(config);
    try {
      return await resetSecondFactor({ db, config, mailer: createMailer(config, log), log }, email);
    } finally {
      await db.close();
    }
  } finally {
    await holder?.release();
  }
}

if (import.meta.main) runCommand(resetTwoFactorCommand);
