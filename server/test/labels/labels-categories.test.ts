import {
  labelListResponseSchema,
  labelSchema,
  subCategoryListSchema,
  subCategoryWithParentSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
});

afterAll(async () => {
  await server?.close();
});

describe('labels', () => {
  it('creates, lists by name, edits, archives, restores and deletes', async () => {
    const owner = as(server, team.owner);
    const trip = labelSchema.parse(
      await json(await owner('POST', '/api/label', { name: 'trip', color: '#aa0000' }), 201),
    );
    await json(await owner('POST', '/api/label', { name: 'Food', color: '#00aa00' }), 201);
    const taken = await expectError(
      await owner('POST', '/api/label', { name: 'TRIP', color: '#aa0000' }),
      422,
      'validation_failed',
    );
    expect(taken.fields?.name).toBe('label_name_taken');
    const bad = await expectError(
      await owner('POST', '/api/label', { name: ' ', color: null }),
      422,
      'validation_failed',
    );
    expect(bad.fields).toEqual({ name: 'label_name_required', color: 'label_color_required' });
    const listed = labelListResponseSchema.parse(
      await json(await owner('GET', '/api/label/list?order[name]=asc')),
    );
    expect(listed.map((label) => label.name)).toEqual(['Food', 'trip']);
    const edited = labelSchema.parse(
      await json(await owner('PUT', `/api/label/${trip.id}`, { name: 'Trips', color: '#0000aa' })),
    );
    expect(edited).toMatchObject({ name: 'Trips', color: '#0000aa', uuid: trip.uuid });
    await json(await owner('PATCH', `/api/label/archive/${trip.uuid}`));
    const active = labelListResponseSchema.parse(
      await json(await owner('GET', '/api/label/list?order[name]=asc')),
    );
    expect(active.map((label) => label.name)).toEqual(['Food']);
    // archive=1 is every label, the archived ones flagged (the original client filters them itself).
    const all = labelListResponseSchema.parse(await json(await owner('GET', '/api/label/list?archive=1')));
    expect(all.map((label) => [label.name, label.archive])).toEqual([
      ['Food', false],
      ['Trips', true],
    ]);
    await json(await owner('PATCH', `/api/label/restore/${trip.uuid}`));
    expect(labelSchema.parse(await json(await owner('GET', `/api/label/${trip.uuid}`))).archive).toBe(false);
    await json(await owner('DELETE', `/api/label/${trip.uuid}`));
    await expectError(await owner('GET', `/api/label/${trip.uuid}`), 404, 'not_found');
  });

  it('hides other workspaces and refuses viewer writes', async () => {
    const label = labelSchema.parse(
      await json(
        await as(server, team.owner)('POST', '/api/label', { name: 'secret', color: '#aa0000' }),
        201,
      ),
    );
    await expectError(await as(server, team.outsider)('GET', `/api/label/${label.id}`), 404, 'not_found');
    await expectError(
      await as(server, team.outsider)('DELETE', `/api/label/${label.uuid}`),
      404,
      'not_found',
    );
    const viewer = as(server, team.viewer, team.workspace);
    await json(await viewer('GET', `/api/label/${label.id}`));
    await expectError(await viewer('POST', '/api/label', { name: 'x', color: '#aa0000' }), 403, 'forbidden');
  });
});

describe('custom sub-categories', () => {
  it('are created above the predefined ids and listed only with the workspace', async () => {
    const owner = as(server, team.owner);
    const created = subCategoryWithParentSchema.parse(
      await json(
        await owner('POST', '/api/categories', { name: 'Climbing', parent_category: 6, exclude_stats: 0 }),
        201,
      ),
    );
    expect(created.id).toBeGreaterThan(76);
    expect(created).toMatchObject({ slug: 'Climbing', custom: true, category: { id: 6 } });
    const updated = subCategoryWithParentSchema.parse(
      await json(
        await owner('PUT', `/api/categories/${created.id}`, {
          name: 'Bouldering',
          parent_category: 6,
          exclude_stats: true,
        }),
      ),
    );
    expect(updated).toMatchObject({ slug: 'Bouldering', exclude_from_stats: true });
    const withWorkspace = subCategoryListSchema.parse(await json(await owner('GET', '/api/categories')));
    expect(withWorkspace.map((sub) => sub.id)).toContain(created.id);
    const publicList = subCategoryListSchema.parse(await json(await call(server, 'GET', '/api/categories')));
    expect(publicList).toHaveLength(76);
    const outsiderList = subCategoryListSchema.parse(
      await json(await as(server, team.outsider)('GET', '/api/categories')),
    );
    expect(outsiderList.map((sub) => sub.id)).not.toContain(created.id);
    await expectError(
      await as(server, team.outsider)('GET', `/api/categories/${created.id}`),
      404,
      'not_found',
    );
    await expectError(
      await as(server, team.outsider)('PUT', `/api/categories/${created.id}`, {
        name: 'x',
        parent_category: 6,
      }),
      404,
      'not_found',
    );
    await expectError(
      await owner('PUT', '/api/categories/3', { name: 'x', parent_category: 1 }),
      404,
      'not_found',
    );
    const bad = await expectError(
      await owner('POST', '/api/categories', { name: 'x', parent_category: 99 }),
      422,
      'validation_failed',
    );
    expect(bad.fields?.parent_category).toBeDefined();
    await expectError(
      await as(server, team.viewer, team.workspace)('POST', '/api/categories', {
        name: 'x',
        parent_category: 6,
      }),
      403,
      'forbidden',
    );
    await expectError(
      await call(server, 'POST', '/api/categories', { json: { name: 'x', parent_category: 6 } }),
      401,
      'unauthenticated',
    );
  });
});
