// What `pnpm backup` and `pnpm restore` share: how they end, how they read paths, and what they tell an
// operator whose server runs on PostgreSQL.
import path from 'node:path';
import { ConfigError } from '../config.ts';

/** A mistake the operator can fix (a wrong path, a folder in use): shown as its message alone. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/**
 * Runs a command with the arguments after the script's name: what it answers goes to stdout; a mistake of
 * the operator's to stderr as its message, with exit code 1. Anything else is a fault: the whole error.
 */
export function runCommand(command: (args: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      if (error instanceof OperatorError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}

/**
 * A path given on the command line. pnpm runs a script in the folder of its package.json and says in
 * INIT_CWD where it was typed: `pnpm backup ./copy.tar.gz` means there.
 */
export function pathArgument(value: string): string {
  const typedIn = process.env.npm_lifecycle_event ? process.env.INIT_CWD : undefined;
  return path.resolve(typedIn ?? process.cwd(), value);
}

/** The error code of a failed file or socket call (ENOENT, EACCES…), if it is one. */
export const errorCode = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException | null)?.code;

export const POSTGRES_BACKUP_ADVICE = `This server keeps its data in PostgreSQL (DATABASE_URL is set): back it up with PostgreSQL's tools,
  pg_dump -Fc --dbname="$DATABASE_URL" --file=budget-control.dump
and restore such a dump with pg_restore (the README's Backups section says what a restore needs).`;

export const POSTGRES_RESTORE_ADVICE = `This server keeps its data in PostgreSQL (DATABASE_URL is set): restore a pg_dump backup with pg_restore,
  pg_restore --no-owner --dbname="$DATABASE_URL" budget-control.dump
into an empty database (the README's Backups section says what a restore needs). pnpm restore is for the embedded database.`;
