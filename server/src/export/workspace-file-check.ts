// Reading a workspace file back (POST /api/import/workspace), before anything is written: uncompressed, parsed,
// checked against the format's schema and then against itself (every ref names something of the file, every
// transfer has its other side) and against this server's reference data. A file that fails says what and where,
// and nothing is created. Pure: it runs on a thread of its own (restore-thread.ts).
import { gunzipSync } from 'node:zlib';
import { WORKSPACE_FILE_MAX_BYTES, type WorkspaceFile, workspaceFileSchema } from '@bc/api';
import { mappedRule } from './workspace-file-rules.ts';

/** Why a file is refused: 413 (too large) or 422, with the places and what is wrong there. */
export type FileRefusal = { status: 413 | 422; message: string; fields: Record<string, string> };

export class RefusedFile extends Error {
  readonly refusal: FileRefusal;
  constructor(refusal: FileRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** What the server has that a file names by id or code. */
export type ReferenceData = {
  /** Currency code -> id. */
  currencies: Record<string, number>;
  paymentTypes: number[];
  /** The predefined sub-categories' ids. */
  subCategories: number[];
  /** The predefined categories' ids (a custom sub-category's parent). */
  categories: number[];
};

/** At most this many problems are listed: the first ones say enough. */
const MAX_PROBLEMS = 20;

const NOT_A_FILE = 'This is not a Budget Control workspace file';
const DAMAGED = 'The file is damaged';

const refuse = (message: string, file: string): never => {
  throw new RefusedFile({ status: 422, message, fields: { file } });
};

const tooLarge = (): never => {
  throw new RefusedFile({
    status: 413,
    message: `A workspace file may hold at most ${WORKSPACE_FILE_MAX_BYTES / 1024 / 1024} MB once uncompressed`,
    fields: {},
  });
};

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The file's JSON text: gzip undone (a truncated one is damaged), UTF-8 strictly. */
function fileText(bytes: Uint8Array, maxBytes: number): string {
  let plain: Uint8Array = bytes;
  if (isGzip(bytes)) {
    try {
      plain = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      if (error instanceof RangeError) tooLarge();
      refuse(DAMAGED, 'The compressed file is cut short or damaged');
    }
  }
  if (plain.byteLength > maxBytes) tooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain).replace(/^\uFEFF/, '');
  } catch {
    return refuse(NOT_A_FILE, 'The file is not text in UTF-8');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const where = error instanceof SyntaxError ? error.message : 'not JSON';
    return refuse(
      text.trimStart().startsWith('{') ? DAMAGED : NOT_A_FILE,
      `The file is not complete JSON (${where})`,
    );
  }
}

/** The parsed file, or a refusal naming up to MAX_PROBLEMS places (`entries.12.amount`). */
export function parseWorkspaceFile(bytes: Uint8Array, maxBytes = WORKSPACE_FILE_MAX_BYTES): WorkspaceFile {
  const json = parseJson(fileText(bytes, maxBytes));
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('format' in json)) {
    refuse(NOT_A_FILE, 'The file has no "format": it is not a workspace file');
  }
  const parsed = workspaceFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues.slice(0, MAX_PROBLEMS)) {
    fields[issue.path.length > 0 ? issue.path.join('.') : 'file'] = issue.message;
  }
  const [first] = parsed.error.issues;
  const formatWrong = first?.path[0] === 'format' || first?.path[0] === 'version';
  fields.file ??= formatWrong ? (first?.message ?? NOT_A_FILE) : 'Some values are not what the format allows';
  throw new RefusedFile({ status: 422, message: formatWrong ? NOT_A_FILE : DAMAGED, fields });
}

/** Collects problems up to the cap. */
class Problems {
  readonly fields: Record<string, string> = {};
  count = 0;
  add(path: string, message: string) {
    this.count += 1;
    if (this.count <= MAX_PROBLEMS) this.fields[path] = message;
  }
  get full() {
    return this.count >= MAX_PROBLEMS;
  }
}

const refSet = (items: readonly { ref: number }[], section: string, problems: Problems) => {
  const refs = new Set<number>();
  items.forEach((item, index) => {
    if (refs.has(item.ref))
      problems.add(`${section}.${index}.ref`, `Another item of ${section} has ref ${item.ref}`);
    refs.add(item.ref);
  });
  return refs;
};

/**
 * Everything the file refers to, checked: refs within the file, transfers paired both ways, the kind of entry
 * and what it needs, currencies, payment types and categories this server knows. Empty when it all holds.
 */
export function fileReferenceProblems(file: WorkspaceFile, reference: ReferenceData): Record<string, string> {
  const problems = new Problems();
  const wallets = refSet(file.wallets, 'wallets', problems);
  const labels = refSet(file.labels, 'labels', problems);
  const payees = refSet(file.payees, 'payees', problems);
  const goals = refSet(file.goals, 'goals', problems);
  const customCategories = refSet(file.categories, 'categories', problems);
  const predefined = new Set(reference.subCategories);
  const paymentTypes = new Set(reference.paymentTypes);
  const parents = new Set(reference.categories);

  const wallet = (path: string, ref: number | null) => {
    if (ref !== null && !wallets.has(ref)) problems.add(path, `No wallet of the file has ref ${ref}`);
  };
  const category = (path: string, ref: number | null) => {
    if (ref !== null && !customCategories.has(ref) && !predefined.has(ref))
      problems.add(path, `No category of the file or of Budget Control has id ${ref}`);
  };
  const someOf = (path: string, refs: readonly number[], known: Set<number>, what: string) => {
    for (const ref of refs) if (!known.has(ref)) problems.add(path, `No ${what} of the file has ref ${ref}`);
  };
  const currency = (path: string, code: string | null) => {
    if (code !== null && reference.currencies[code] === undefined)
      problems.add(path, `Unknown currency ${code}`);
  };
  const paymentType = (path: string, id: number | null) => {
    if (id !== null && !paymentTypes.has(id)) problems.add(path, `Unknown payment type ${id}`);
  };

  currency('workspace.currency', file.workspace.currency);
  paymentType('workspace.payment_type', file.workspace.payment_type);
  file.wallets.forEach((item, i) => {
    currency(`wallets.${i}.currency`, item.currency);
    wallet(`wallets.${i}.payment_wallet`, item.payment_wallet);
  });
  file.categories.forEach((item, i) => {
    if (!parents.has(item.parent)) problems.add(`categories.${i}.parent`, `Unknown category ${item.parent}`);
  });
  file.budgets.forEach((item, i) => {
    someOf(`budgets.${i}.wallets`, item.wallets, wallets, 'wallet');
    someOf(`budgets.${i}.labels`, item.labels, labels, 'label');
    for (const ref of item.categories) category(`budgets.${i}.categories`, ref);
  });
  file.models.forEach((item, i) => {
    wallet(`models.${i}.wallet`, item.wallet);
    category(`models.${i}.category`, item.category);
    currency(`models.${i}.currency`, item.currency);
    paymentType(`models.${i}.payment_type`, item.payment_type);
    if (item.payee !== null && !payees.has(item.payee)) problems.add(`models.${i}.payee`, 'No such payee');
    someOf(`models.${i}.labels`, item.labels, labels, 'label');
  });
  file.planned_entries.forEach((item, i) => {
    wallet(`planned_entries.${i}.wallet`, item.wallet);
    category(`planned_entries.${i}.category`, item.category);
    currency(`planned_entries.${i}.currency`, item.currency);
    paymentType(`planned_entries.${i}.payment_type`, item.payment_type);
    if (item.payee !== null && !payees.has(item.payee))
      problems.add(`planned_entries.${i}.payee`, 'No such payee');
    if (item.type === 'debit' && item.payee === null)
      problems.add(`planned_entries.${i}.payee`, 'A debit needs a payee');
    someOf(`planned_entries.${i}.labels`, item.labels, labels, 'label');
  });
  const known = { wallet: wallets, label: labels, category: new Set([...predefined, ...customCategories]) };
  file.rules.forEach((rule, i) => {
    const checked = mappedRule(rule, (kind, ref) => (known[kind].has(ref) ? ref : undefined));
    if ('problem' in checked) problems.add(`rules.${i}`, checked.problem);
  });
  entryProblems(file, { wallets, labels, payees, goals }, { category, currency, paymentType, problems });
  return problems.fields;
}

function entryProblems(
  file: WorkspaceFile,
  refs: Record<'wallets' | 'labels' | 'payees' | 'goals', Set<number>>,
  check: {
    category: (path: string, ref: number) => void;
    currency: (path: string, code: string) => void;
    paymentType: (path: string, id: number) => void;
    problems: Problems;
  },
) {
  const { problems } = check;
  const byRef = new Map<number, WorkspaceFile['entries'][number]>();
  file.entries.forEach((entry, i) => {
    if (byRef.has(entry.ref)) problems.add(`entries.${i}.ref`, `Another entry has ref ${entry.ref}`);
    byRef.set(entry.ref, entry);
  });
  for (const [i, entry] of file.entries.entries()) {
    if (problems.full) return;
    const at = `entries.${i}`;
    if (entry.amount === 0) problems.add(`${at}.amount`, 'An entry cannot be of zero');
    check.currency(`${at}.currency`, entry.currency);
    check.paymentType(`${at}.payment_type`, entry.payment_type);
    check.category(`${at}.category`, entry.category);
    if (entry.wallet === null ? entry.type !== 'transfer' : !refs.wallets.has(entry.wallet))
      problems.add(
        `${at}.wallet`,
        entry.wallet === null ? 'The entry needs a wallet' : `No wallet of the file has ref ${entry.wallet}`,
      );
    if (entry.payee !== null && !refs.payees.has(entry.payee))
      problems.add(`${at}.payee`, `No payee of the file has ref ${entry.payee}`);
    if (entry.type === 'debit' && entry.payee === null) problems.add(`${at}.payee`, 'A debit needs a payee');
    if (entry.goal !== null && !refs.goals.has(entry.goal))
      problems.add(`${at}.goal`, `No goal of the file has ref ${entry.goal}`);
    if (entry.type === 'saving' && entry.goal === null) problems.add(`${at}.goal`, 'A saving needs a goal');
    for (const label of entry.labels)
      if (!refs.labels.has(label)) problems.add(`${at}.labels`, `No label of the file has ref ${label}`);
    if (entry.type === 'transfer') {
      const other = entry.transfer === null ? undefined : byRef.get(entry.transfer);
      if (other?.type !== 'transfer' || other.transfer !== entry.ref || other === entry)
        problems.add(
          `${at}.transfer`,
          'A transfer needs its other side: a transfer entry whose transfer is this one',
        );
    } else if (entry.transfer !== null) {
      problems.add(`${at}.transfer`, 'Only a transfer has another side');
    }
  }
}
