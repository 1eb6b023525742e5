// Where the tests find the real bank and app files (the sibling `shared/import-samples/` folder, read-only and
// never copied into the project): IMPORT_SAMPLES_DIR when set; else beside this checkout; else beside the
// repository this checkout was cloned from (CI runs on a fresh clone elsewhere on the machine).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadFile, ReadRow } from './bank-file.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const SAMPLES = path.join('shared', 'import-samples');

function originPath(): string | null {
  try {
    const url = execFileSync('git', ['config', '--get', 'remote.origin.url'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const local = url.startsWith('file://') ? fileURLToPath(url) : url;
    return path.isAbsolute(local) ? local : null;
  } catch {
    return null;
  }
}

function findSamplesDir(): string {
  const candidates = [
    process.env.IMPORT_SAMPLES_DIR,
    path.join(ROOT, '..', SAMPLES),
    ...[originPath()]
      .filter((origin): origin is string => origin !== null)
      .map((origin) => path.join(origin, '..', SAMPLES)),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'README.md')));
  if (!found) {
    throw new Error(
      `The import samples were not found (looked in ${candidates.join(', ')}); set IMPORT_SAMPLES_DIR to the shared/import-samples folder`,
    );
  }
  return found;
}

let samplesDir: string | undefined;

/** The bytes of one sample file, as the import receives it. */
export function readSample(name: string): Uint8Array {
  samplesDir ??= findSamplesDir();
  return new Uint8Array(readFileSync(path.join(samplesDir, name)));
}

/** Every row of a file, statement after statement. */
export const rowsOf = (file: ReadFile) => file.statements.flatMap((statement) => statement.rows);

/** The fields the structured formats' tests look at, problems by their field. */
export const briefRow = ({ line, date, amountCents, currency, payee, note, bankId, problems }: ReadRow) => ({
  line,
  date,
  amountCents,
  currency,
  payee,
  note,
  bankId,
  problems: problems.map((problem) => problem.field),
});
