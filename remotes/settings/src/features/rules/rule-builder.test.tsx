// @vitest-environment jsdom
import { RULE_MESSAGES } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, pickOptions, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { referenceData, savedRule } from './rules.test-support.ts';

let api: StubApi;
const rent = savedRule({
  id: 2,
  name: 'Rent',
  conditions: { any: [{ field: 'note', op: 'contains', value: 'rent' }] },
});
/** What POST and PUT answer: the saved rule, or the server's problems. */
let saveAnswer: { status: number; body: unknown } | null = null;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  saveAnswer = null;
  api.handle((call) => {
    const { method, path, body } = call;
    if (method === 'GET' && path === '/api/rules') return ok({ data: [rent] });
    if (method === 'GET' && path === '/api/rules/2') return ok(rent);
    if (method === 'GET' && path === '/api/rules/2/runs') return ok({ data: [] });
    if ((method === 'POST' && path === '/api/rules') || (method === 'PUT' && path === '/api/rules/2'))
      return saveAnswer ?? ok({ ...savedRule({ id: 9, name: 'x' }), ...(body as object) });
    return referenceData(call);
  });
});

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const group = (name: string) => screen.getByRole('group', { name });
const row = (name: string) => screen.getByRole('listitem', { name });
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** The text that describes a control: its hint and its problem. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the rule builder', () => {
  it('builds conditions in nested groups, three levels deep, and sends them as the contract has them', async () => {
    const view = await renderArea(settingsArea, '/settings/rules/add');
    change(await screen.findByLabelText('Name'), 'Supermarkets');
    const first = row('Condition 1');
    change(within(first).getByLabelText('Comparison'), 'contains');
    change(within(first).getByLabelText('Text'), 'coop');

    fireEvent.click(
      within(group('Conditions')).getAllByRole('button', { name: 'Add group' })[0] as HTMLElement,
    );
    const amount = row('Condition 2.1');
    // A new row has the keyboard.
    expect(document.activeElement).toBe(within(amount).getByLabelText('Field'));
    change(within(amount).getByLabelText('Field'), 'amount');
    // An amount takes its own comparisons.
    expect(within(amount).queryByRole('option', { name: 'contains' })).toBeNull();
    change(within(amount).getByLabelText('Comparison'), 'between');
    change(within(amount).getByLabelText('From'), '-50');
    change(within(amount).getByLabelText('To'), '-10');

    fireEvent.click(within(group('Group 2')).getAllByRole('button', { name: 'Add group' })[0] as HTMLElement);
    const deepest = group('Group 2.2');
    // Three levels deep: no group in it.
    expect(within(deepest).queryByRole('button', { name: 'Add group' })).toBeNull();
    change(within(deepest).getByLabelText('Entries match'), 'all');
    const wallets = row('Condition 2.2.1');
    change(within(wallets).getByLabelText('Field'), 'wallet');
    change(within(wallets).getByLabelText('Comparison'), 'one_of');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Wallet' })).toHaveProperty('disabled', false),
      {
        timeout: 5000,
      },
    );
    expect(pickOptions('Wallet', 'Bank', 'Savings')).toEqual(['Bank', 'Savings']);
    fireEvent.click(within(deepest).getByRole('button', { name: 'Add condition' }));
    const day = row('Condition 2.2.2');
    change(within(day).getByLabelText('Field'), 'date');
    change(within(day).getByLabelText('Comparison'), 'day_of_month');
    change(within(day).getByLabelText('Day of the month'), '27');

    const category = within(row('Action 1')).getByLabelText('Sub-category');
    await screen.findByRole('option', { name: 'Groceries' }, { timeout: 5000 });
    change(category, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    const payee = row('Action 2');
    expect((within(payee).getByLabelText('Action') as HTMLSelectElement).value).toBe('set_payee');
    change(within(payee).getByLabelText('Payee'), 'Coop');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/rules'));
    expect(await screen.findByText('Rule created')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/rules',
        body: {
          name: 'Supermarkets',
          stage: 'normal',
          active: true,
          conditions: {
            all: [
              { field: 'payee', op: 'contains', value: 'coop' },
              {
                any: [
                  { field: 'amount', op: 'between', value: ['-50', '-10'] },
                  {
                    all: [
                      { field: 'wallet', op: 'one_of', value: [11, 12] },
                      { field: 'date', op: 'day_of_month', value: 27 },
                    ],
                  },
                ],
              },
            ],
          },
          actions: [
            { type: 'set_category', value: 3 },
            { type: 'set_payee', value: 'Coop' },
          ],
        },
      },
    ]);
    // A long walk through the form: generous on a busy machine.
  }, 20_000);

  it('starts from a payee and a category, and shows each problem of the server next to its field', async () => {
    saveAnswer = {
      status: 422,
      body: {
        error: 'The rule is invalid',
        status: 422,
        code: 'validation_failed',
        fields: { 'conditions.all.0.value': RULE_MESSAGES.text, 'actions.0.value': 'Category not found' },
      },
    };
    await renderArea(settingsArea, '/settings/rules/add?payee=Esselunga&category_id=3');
    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Esselunga');
    const condition = row('Condition 1');
    expect((within(condition).getByLabelText('Comparison') as HTMLSelectElement).value).toBe('is');
    expect((within(condition).getByLabelText('Text') as HTMLInputElement).value).toBe('Esselunga');
    const category = within(row('Action 1')).getByLabelText<HTMLSelectElement>('Sub-category');
    await screen.findByRole('option', { name: 'Groceries' });
    expect(category.value).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Choose one of the workspace's sub-categories.")).toBeTruthy();
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(description(category)).toContain("Choose one of the workspace's sub-categories.");
    const text = within(condition).getByLabelText('Text');
    expect(description(text)).toContain('Write the text to look for (at most 200 characters).');
    expect(screen.getByRole('alert').textContent).toBe('Check the marked fields.');
    // The first field with a problem has the keyboard.
    expect(document.activeElement).toBe(text);
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        body: {
          name: 'Esselunga',
          conditions: { all: [{ field: 'payee', op: 'is', value: 'Esselunga' }] },
          actions: [{ type: 'set_category', value: 3 }],
        },
      },
    ]);
  });

  it('checks the rule with the contract before sending it', async () => {
    await renderArea(settingsArea, '/settings/rules/add');
    const name = await screen.findByLabelText('Name');
    change(within(row('Condition 1')).getByLabelText('Comparison'), 'matches');
    change(within(row('Condition 1')).getByLabelText('Regular expression'), '(a+)+');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(name)).toContain('Name the rule (at most 120 characters).');
    expect(description(within(row('Condition 1')).getByLabelText('Regular expression'))).toContain(
      'A repeat inside a repeat, such as (a+)+',
    );
    expect(writes()).toEqual([]);
  });

  it('edits a saved rule and goes back to the list', async () => {
    const view = await renderArea(settingsArea, '/settings/rules/edit/2');
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Rent');
    expect((screen.getByLabelText('Entries match') as HTMLSelectElement).value).toBe('any');
    change(name, 'Monthly rent');
    change(screen.getByLabelText('Stage'), 'last');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/rules'));
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/rules/2',
        body: { name: 'Monthly rent', stage: 'last', conditions: rent.conditions, actions: rent.actions },
      },
    ]);
  });
});
