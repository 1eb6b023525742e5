// The workspace file (issue 24): exported and read back into a new workspace, nothing is lost (a property over
// random workspaces: every balance and figure equal, every entry equal but for ids); a file that is not one or
// is broken is refused with 422 and creates nothing; nobody exports a workspace they are not a member of.
import { gzipSync } from 'node:zlib';
import { WORKSPACE_FILE_FORMAT, type WorkspaceFile, workspaceFileSchema } from '@bc/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBankFile } from '../support/bank-import.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, balanceDrift, type LedgerUser, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  buildWorkspace,
  comparable,
  exportFile,
  figures,
  importFile,
  restore,
  stepArb,
  workspaceCount,
} from '../support/workspace-file.ts';

const SEED = Number(process.env.WORKSPACE_FILE_SEED ?? 20261127);

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let source: WorkspaceFile;
/** The source workspace's file as the server sent it. */
let sourceText: string;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  team = await ledgerTeam(server);
  const [steps] = fc.sample(fc.array(stepArb, { minLength: 40, maxLength: 40 }), { seed: SEED, numRuns: 1 });
  await buildWorkspace(server, team.owner, steps ?? []);
  const [bank] = await walletsOf(server, team.owner);
  await importBankFile(
    server,
    team.owner,
    { name: 'may.csv', content: 'Date,Payee,Amount,Reference\n2026-05-02,Bakery Rossi,-4.50,REF-1\n' },
    () => ({ account_id: bank?.id }),
  );
  ({ file: source, text: sourceText } = await exportFile(server, team.owner, team.workspace));
}, 240_000);

afterAll(async () => {
  await server?.close();
});

/** The source file's JSON with `change` made to it (money stays text). */
const changed = (
  change: (file: Record<string, unknown> & { entries: Record<string, unknown>[] }) => void,
) => {
  const file = JSON.parse(sourceText);
  change(file);
  return JSON.stringify(file);
};

describe('a workspace file read back', () => {
  it('holds every section and every entry', () => {
    expect(source).toMatchObject({
      format: WORKSPACE_FILE_FORMAT,
      version: 1,
      workspace: { currency: 'EUR' },
    });
    expect(source.members).toEqual([
      { email: team.owner.email.toLowerCase(), role: 'owner' },
      { email: team.viewer.email.toLowerCase(), role: 'viewer' },
    ]);
    expect(source.wallets.map((wallet) => wallet.type).sort()).toEqual(
      ['bank', 'bank', 'bank', 'cache', 'credit-card', 'voucher'].sort(),
    );
    expect(source.wallets.find((wallet) => wallet.name === 'Old')).toMatchObject({
      archived: true,
      opening_balance: 333,
    });
    expect(source.budgets.map((budget) => budget.period).sort()).toEqual([
      'monthly',
      'one_shot',
      'recursive',
      'weekly',
      'yearly',
    ]);
    expect(source.categories).toEqual([expect.objectContaining({ name: 'Climbing', parent: 6 })]);
    expect([source.models.length, source.planned_entries.length, source.rules.length]).toEqual([1, 1, 1]);
    // What a later import of the same bank file compares with.
    expect(source.entries.find((entry) => entry.bank_payee === 'Bakery Rossi')?.amount).toBe(-450);
    expect(new Set(source.entries.map((entry) => entry.type))).toEqual(
      new Set(['expense', 'income', 'transfer', 'debit', 'saving']),
    );
  });

  it('gives a new workspace of the same things, balances and figures, to the cent (property)', {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 30 }), async (steps) => {
        const person = await createSetUpUser(server);
        await buildWorkspace(server, person, steps);
        const { file: before, text } = await exportFile(server, person, person.workspace.uuid);
        const restored = await restore(server, person, text);
        expect(restored.counts).toMatchObject({
          wallets: before.wallets.length,
          entries: before.entries.length,
          budgets: 5,
          rules: 1,
          invited: 0,
        });
        const { file: after } = await exportFile(server, person, restored.workspace.uuid);
        expect(comparable(after)).toEqual(comparable(before));
        expect(await figures(server, person, restored.workspace.uuid)).toEqual(
          await figures(server, person, person.workspace.uuid),
        );
        expect(await balanceDrift(server.db, restored.workspace.uuid)).toEqual([]);
      }),
      { seed: SEED, numRuns: 3 },
    );
  });

  it('reads the compressed file and makes the importer its owner, not its current workspace', async () => {
    const person = await createSetUpUser(server);
    const response = await as(server, team.owner)('GET', '/api/export/workspace?compress=gzip');
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(/\.budget-control\.json\.gz"/);
    const restored = await restore(server, person, new Uint8Array(await response.arrayBuffer()));
    expect(restored.counts.entries).toBe(source.entries.length);
    const { file: after } = await exportFile(server, person, restored.workspace.uuid);
    expect(comparable(after)).toEqual(comparable(source));
    const list = await json<{ uuid: string; role: string; current: boolean }[]>(
      await as(server, person)('GET', '/api/workspace/list'),
    );
    expect(list.find((item) => item.uuid === restored.workspace.uuid)).toMatchObject({
      role: 'owner',
      current: false,
    });
  });

  it('compresses the transfer when the client accepts gzip', async () => {
    const response = await as(server, team.owner)('GET', '/api/export/workspace', undefined, {
      headers: { 'accept-encoding': 'gzip' },
    });
    // fetch undoes the transfer's compression: the body is the JSON.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await response.text()).format).toBe(WORKSPACE_FILE_FORMAT);
  });
});

describe('a file that is not one, or is broken', () => {
  const firstExpense = () => source.entries.findIndex((entry) => entry.type === 'expense');
  const withEntry = (change: Record<string, unknown>) =>
    changed((file) => Object.assign(file.entries[firstExpense()] ?? {}, change));
  let nested: unknown = 1;
  for (let depth = 0; depth < 1_000; depth += 1) nested = [nested];

  const cases: [string, () => Uint8Array | string, () => string, string][] = [
    [
      'a picture',
      () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      () => 'file',
      'This is not a Budget Control workspace file',
    ],
    ['cut short', () => sourceText.slice(0, 500), () => 'file', 'The file is damaged'],
    [
      'compressed and cut short',
      () => gzipSync(sourceText).subarray(0, 300),
      () => 'file',
      'The file is damaged',
    ],
    [
      'of another program',
      () => JSON.stringify({ format: 'actual-budget', version: 1 }),
      () => 'format',
      'This is not a Budget Control workspace file',
    ],
    [
      'of a newer version',
      () => changed((file) => Object.assign(file, { version: 2 })),
      () => 'version',
      'This is not a Budget Control workspace file',
    ],
    [
      'with three decimals',
      () => withEntry({ amount: '-1.234' }),
      () => `entries.${firstExpense()}.amount`,
      'The file is damaged',
    ],
    [
      'with a wallet the file lacks',
      () => withEntry({ wallet: 999_999 }),
      () => `entries.${firstExpense()}.wallet`,
      'The file refers to things it does not hold',
    ],
    [
      'with a transfer missing its other side',
      () =>
        changed((file) => {
          const transfer = file.entries.find((entry) => entry.type === 'transfer');
          file.entries = file.entries.filter((entry) => entry.ref !== transfer?.transfer);
        }),
      () => 'file',
      'The file refers to things it does not hold',
    ],
    [
      'nested a thousand levels',
      () => changed((file) => Object.assign(file, { entries: nested })),
      () => 'entries.0',
      'The file is damaged',
    ],
  ];

  it.each(cases)(
    'is refused when %s, with what is wrong, and creates nothing',
    async (_, bytes, field, message) => {
      const before = await workspaceCount(server);
      const error = await expectError(
        await importFile(server, team.outsider, bytes()),
        422,
        'validation_failed',
      );
      expect(error.error).toBe(message);
      expect(error.fields?.[field()]).toBeTruthy();
      expect(await workspaceCount(server)).toBe(before);
    },
  );

  it('asks for the file when none is sent', async () => {
    const response = await as(server, team.outsider)('POST', '/api/import/workspace', {});
    const error = await expectError(response, 422, 'validation_failed');
    expect(error.fields?.file).toBeTruthy();
  });
});

describe('a restore whose server stopped', () => {
  it('is deleted by the stale-restores job after an hour, and a younger one is left to finish', async () => {
    const { startStaleRestoresJob } = await import('../../src/export/workspace-restore.ts');
    const started = async (age: string) => {
      const [row] = await server.db.query<{ id: string }>(
        `INSERT INTO workspaces (name, restoring_since) VALUES ('Half written', now() - $1::interval) RETURNING id`,
        [age],
      );
      return row?.id;
    };
    const [old, young] = [await started('2 hours'), await started('5 minutes')];
    const stop = startStaleRestoresJob(server.db, server.app.log, 60_000);
    const left = async () =>
      (
        await server.db.query<{ id: string }>('SELECT id FROM workspaces WHERE id = ANY($1::uuid[])', [
          [old, young],
        ])
      ).map((row) => row.id);
    await expect.poll(left).toEqual([young]);
    stop();
  });
});

describe('all my data', () => {
  it('is a zip of the profile and of each workspace the person owns, not of those shared with them', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const response = await as(server, team.viewer)('GET', '/api/export/account');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="budget-control-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()));
    expect(profile).toMatchObject({ email: team.viewer.email.toLowerCase(), name: team.viewer.name });
    expect(profile.workspaces.map((item: { role: string }) => item.role).sort()).toEqual(['owner', 'viewer']);
    const workspaces = Object.keys(files).filter((name) => name.startsWith('workspaces/'));
    expect(workspaces).toHaveLength(1);
    const own = workspaceFileSchema.parse(
      JSON.parse(strFromU8(files[workspaces[0] ?? ''] ?? new Uint8Array())),
    );
    expect(own.members).toEqual([{ email: team.viewer.email.toLowerCase(), role: 'owner' }]);
  });
});

describe('who may take a workspace out', () => {
  it('is a member: a viewer may, anyone else gets 404', async () => {
    const viewer = as(server, team.viewer, team.workspace);
    expect((await viewer('GET', '/api/export/workspace')).status).toBe(200);
    const outsider = as(server, team.outsider, team.workspace);
    await expectError(await outsider('GET', '/api/export/workspace'), 404, 'not_found');
    await expectError(await outsider('GET', '/api/export/entries.csv'), 404, 'not_found');
    await expectError(await outsider('POST', '/api/export/entries.csv', {}), 404, 'not_found');
  });
});

describe('the members of a restored file', () => {
  it('are invited by e-mail: the invited address joins with its role, nobody else', async () => {
    const { readOutbox } = await import('../support/outbox.ts');
    const [importer, invitee] = [await createSetUpUser(server), await createSetUpUser(server)];
    const file = changed((content) =>
      Object.assign(content, {
        members: [
          { email: importer.email, role: 'owner' },
          { email: invitee.email, role: 'viewer' },
          { email: 'not-yet-signed-up@example.test', role: 'editor' },
        ],
      }),
    );
    const restored = await restore(server, importer, file);
    // The importer owns the new workspace: only the two others are invited.
    expect(restored.counts.invited).toBe(2);
    const mailsTo = async (email: string) =>
      (await readOutbox(server.outboxDir)).filter(
        (each) => each.to === email.toLowerCase() && each.subject.includes('invites'),
      );
    await expect.poll(async () => (await mailsTo(invitee.email)).length).toBe(1);
    await expect.poll(async () => (await mailsTo('not-yet-signed-up@example.test')).length).toBe(1);
    const [mail] = await mailsTo(invitee.email);
    expect(mail?.subject).toContain(source.workspace.name);
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const accept = (user: LedgerUser) =>
      as(server, user)('POST', '/api/workspace/invitation/accept', { token });
    // Before accepting, the invitee sees nothing of it.
    await expectError(
      await as(server, invitee, restored.workspace.uuid)('GET', '/api/entry?per_page=1'),
      404,
      'not_found',
    );
    await expectError(await accept(team.outsider), 403, 'forbidden');
    expect(await json(await accept(invitee))).toEqual({
      workspace: { uuid: restored.workspace.uuid, name: source.workspace.name },
      role: 'viewer',
    });
    await expectError(await accept(invitee), 404, 'not_found');
    expect((await as(server, invitee, restored.workspace.uuid)('GET', '/api/entry?per_page=1')).status).toBe(
      200,
    );
    expect(await mailsTo(importer.email)).toEqual([]);
  });
});
