// @vitest-environment jsdom
// A budget or a goal deleted from its own page, against an API that forgets it as the real one does: every
// read of it after the delete answers 404. The list then says it was deleted, and the page never asks for
// the deleted one again (that 404 sent it to the list as for one never found, without the message).
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubAnswer, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budgetsGoalsArea } from '../area.tsx';
import { budget, goalDetail } from '../testing/fixtures.ts';

let api: StubApi;
let answer: (call: StubCall) => StubAnswer | undefined;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  answer = () => undefined;
  api.handle((call) => answer(call));
});

/** The reads of `path` after its DELETE. */
const readsAfterDelete = (path: string) => {
  const deleted = api.calls.findIndex((call) => call.method === 'DELETE' && call.path === path);
  return api.calls.slice(deleted + 1).filter((call) => call.method === 'GET' && call.path === path);
};

async function confirmDelete(dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: dialogName });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

describe('deleting from its own page', () => {
  it('a budget: the list says it was deleted, and it is not read again', async () => {
    const stored = budget({ uuid: 'b-1', name: 'Groceries' });
    let deleted = false;
    answer = ({ method, path }) => {
      if (path === '/api/budget/b-1' && method === 'DELETE') {
        deleted = true;
        return ok({ message: 'deleted' });
      }
      if (path === '/api/budget/b-1' && !deleted) return ok(stored);
      if (path === '/api/budgets/stats') return ok([]);
      return undefined;
    };
    const view = await renderArea(budgetsGoalsArea, '/budgets/edit/b-1?tab=2');
    await confirmDelete('Delete budget');
    await waitFor(() => expect(view.location()).toBe('/budgets'));
    expect(await screen.findByText('Budget deleted')).toBeTruthy();
    expect(screen.queryByText('This budget was not found.')).toBeNull();
    expect(readsAfterDelete('/api/budget/b-1')).toEqual([]);
  });

  it('a goal: the list says it was deleted, and it is not read again', async () => {
    let archived = false;
    answer = ({ method, path }) => {
      if (path === '/api/goals/g-1' && method === 'DELETE') {
        archived = true;
        return ok({ message: 'archived' });
      }
      if (path === '/api/goals/g-1' && !archived) return ok(goalDetail({ uuid: 'g-1', name: 'New car' }));
      if (path === '/api/goals') return ok([]);
      return undefined;
    };
    const view = await renderArea(budgetsGoalsArea, '/goals/details/g-1');
    await confirmDelete('Delete goal');
    await waitFor(() => expect(view.location()).toBe('/goals'));
    expect(await screen.findByText('Goal deleted')).toBeTruthy();
    expect(screen.queryByText('This goal was not found.')).toBeNull();
    expect(readsAfterDelete('/api/goals/g-1')).toEqual([]);
  });
});
