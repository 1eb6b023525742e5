import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './secrets.ts';

// argon2id (the library's default algorithm) with OWASP's baseline: 19 MiB, 2 passes, 1 lane.
// Runs on libuv's thread pool, so it never blocks the event loop.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for anything that is not a hash we wrote. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** For accounts made through a provider: a valid hash of a secret nobody, us included, ever knows. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomToken(32));
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the e-mail is unknown, so the answer time does not
 * tell whether an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= unusablePasswordHash();
  await verifyPassword(await decoy, password);
  return false;
}
