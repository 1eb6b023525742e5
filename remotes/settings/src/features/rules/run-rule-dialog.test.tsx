// @vitest-environment jsdom
import type { RuleRun } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { referenceData, savedRule } from './rules.test-support.ts';

let api: StubApi;
const coop = savedRule({ id: 1, name: 'Coop' });
const runId = '0b6f1d1e-4f0e-4c55-9b4e-6d2f5c1a7e01';
const run = (overrides: Partial<RuleRun>): RuleRun => ({
  run_id: runId,
  rule_id: 1,
  rule_name: 'Coop',
  status: 'running',
  change_own_edits: true,
  total: 4,
  scanned: 0,
  matched: 2,
  changed: 0,
  created_at: '2026-02-01T09:00:00.000Z',
  finished_at: null,
  ...overrides,
});
/** The run's answers in turn: running half way, then done. */
let progress: RuleRun[] = [];
let runs: RuleRun[] = [];

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  progress = [
    run({ scanned: 2 }),
    run({ status: 'done', scanned: 4, changed: 2, finished_at: '2026-02-01T09:00:02.000Z' }),
  ];
  runs = [];
  api.handle((call) => {
    const { method, path, query } = call;
    if (method === 'GET' && path === '/api/rules') return ok({ data: [coop] });
    if (method === 'GET' && path === '/api/rules/1') return ok(coop);
    if (method === 'GET' && path === '/api/rules/1/runs') return ok({ data: runs });
    if (method === 'POST' && path === '/api/rules/1/apply' && query.get('dry_run') === '1')
      return ok({
        matched: 2,
        changes: [
          { entry_uuid: 'e-1', field: 'category', before: 4, after: 3 },
          { entry_uuid: 'e-2', field: 'labels', before: [], after: [7] },
          { entry_uuid: 'e-2', field: 'exclude_from_stats', before: false, after: true },
          { entry_uuid: 'e-3', field: 'category', before: 4, after: 3 },
        ],
      });
    if (method === 'POST' && path === '/api/rules/1/apply') return { status: 202, body: { run_id: runId } };
    if (method === 'GET' && path === `/api/rules/runs/${runId}`) {
      const answer = progress.length > 1 ? progress.shift() : progress[0];
      if (answer?.status === 'done') runs = [answer];
      return ok(answer);
    }
    if (method === 'DELETE' && path === `/api/rules/runs/${runId}`) {
      const undone = run({ status: 'undone', scanned: 4, changed: 2 });
      runs = [undone];
      return ok(undone);
    }
    return referenceData(call);
  });
});

const posts = () => api.calls.filter((call) => call.method !== 'GET');

describe('running a rule on existing entries', () => {
  it('previews the changes, applies them, follows the run to its end and undoes it', async () => {
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Coop' });
    fireEvent.click(within(item).getByRole('button', { name: 'Run on existing entries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run “Coop” on existing entries' });
    fireEvent.click(within(dialog).getByLabelText('Also change my own edits'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByRole('heading', { name: '2 entries match' })).toBeTruthy();
    const changes = within(dialog).getByRole('list', { name: 'Changes' });
    await waitFor(() =>
      expect(
        within(changes)
          .getAllByRole('listitem')
          .map((change) => change.textContent),
      ).toEqual([
        'CategoryRestaurants & fast food → Groceries2 entries',
        'Labels(none) → holiday',
        'Left out of the statsNo → Yes',
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    // Asked every second while it runs: half way, then done.
    expect(await within(dialog).findByText('2 of 4 entries checked')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('2');
    expect(await within(dialog).findByText('Changed 2 entries', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      posts().map(({ method, path, query, body }) => [method, path, query.get('dry_run'), body]),
    ).toEqual([
      ['POST', '/api/rules/1/apply', '1', { change_own_edits: true }],
      ['POST', '/api/rules/1/apply', null, { change_own_edits: true }],
    ]);
    const polls = () =>
      api.calls.filter((call) => call.method === 'GET' && call.path === `/api/rules/runs/${runId}`);
    expect(polls()).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo this run' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo run' });
    expect(confirm.textContent).toContain('Give the 2 changed entries back what they had before?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Run undone: 2 entries have what they had before.')).toBeTruthy();
    expect(posts().at(-1)).toMatchObject({ method: 'DELETE', path: `/api/rules/runs/${runId}` });
    // Nothing is asked once the run is over.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(polls()).toHaveLength(2);
    // It waits for the run's seconds, as a person does.
  }, 20_000);

  it('lists the rule’s recent runs on its page, with Undo for a done one', async () => {
    runs = [run({ status: 'done', scanned: 4, changed: 2 })];
    await renderArea(settingsArea, '/settings/rules/edit/1');
    const list = await screen.findByRole('list', { name: 'Runs on existing entries' });
    const [done] = within(list).getAllByRole('listitem');
    expect(done?.textContent).toContain('Done');
    expect(done?.textContent).toContain('Changed 2 of 2 matching entries');
    fireEvent.click(within(done as HTMLElement).getByRole('button', { name: 'Undo' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Undo run' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(within(list).getByText('Undone')).toBeTruthy());
    expect(within(list).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(posts()).toMatchObject([{ method: 'DELETE', path: `/api/rules/runs/${runId}` }]);
  });

  it('says when nothing would change, and offers no Apply', async () => {
    api.handle((call) => {
      if (call.path === '/api/rules/1') return ok(coop);
      if (call.path === '/api/rules/1/runs') return ok({ data: [] });
      if (call.path === '/api/rules/1/apply') return ok({ matched: 0, changes: [] });
      return referenceData(call);
    });
    await renderArea(settingsArea, '/settings/rules/edit/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Run on existing entries' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Nothing would change.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: '0 entries match' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByText('This rule has not run on existing entries yet.')).toBeTruthy();
  });
});
