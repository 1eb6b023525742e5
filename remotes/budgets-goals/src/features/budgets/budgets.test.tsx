// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import {
  ok,
  pickedOptions,
  pickOptions,
  renderArea,
  type StubAnswer,
  type StubApi,
  type StubCall,
  startStubApi,
} from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budgetsGoalsArea } from '../../area.tsx';
import { budget, budgetStats, categories, entry, label, userInfo, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
/** Answers of the budget calls, by test; reference data always answers. */
let answer: (call: StubCall) => StubAnswer | undefined;

const groceries = budget({ uuid: 'b-1', name: 'Groceries', amount: 400 });
const car = budget({
  uuid: 'b-2',
  name: 'Car',
  amount: 1000,
  configuration: { ...groceries.configuration, period: 'yearly' },
});
const trip = budget({
  uuid: 'b-3',
  name: 'Trip',
  amount: 200,
  configuration: {
    ...groceries.configuration,
    period: 'one_shot',
    period_start: '2026-03-01',
    period_end: '2026-03-31',
  },
});
const rent = budget({
  uuid: 'b-4',
  name: 'Rent',
  amount: 100,
  configuration: {
    ...groceries.configuration,
    period: 'recursive',
    period_start: '2026-01-01',
    period_end: '2026-01-14',
  },
});
const coffee = budget({
  uuid: 'b-5',
  name: 'Coffee',
  amount: 100,
  configuration: { ...groceries.configuration, period: 'weekly' },
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  answer = () => undefined;
  api.handle((call) => {
    const { path } = call;
    if (path === '/api/wallet/list')
      return ok([wallet({ id: 4, name: 'Bank' }), wallet({ id: 5, name: 'Cash' })]);
    if (path === '/api/label/list')
      return ok([label({ id: 7, name: 'Holiday' }), label({ id: 8, name: 'Home' })]);
    if (path === '/api/categories-subcategories') return ok(categories);
    if (path === '/api/auth/user-info')
      return ok({
        token: 'session',
        userInfo: userInfo({
          shared_with: [{ uuid: 'user-2', name: 'Bob', email: 'bob@example.com', role: 'editor' }],
        }),
      });
    return answer(call);
  });
});

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const ready = (name: string) =>
  waitFor(() => expect((screen.getByRole('combobox', { name }) as HTMLInputElement).disabled).toBe(false));
const alertText = () => screen.getByRole('alert').textContent;

describe('/budgets', () => {
  it('groups the budgets weekly, monthly, yearly and recurring, one-shot ones with the recurring', async () => {
    answer = ({ path }) =>
      path === '/api/budgets/stats'
        ? ok([
            budgetStats(groceries, { spent: 316 }),
            budgetStats(car, { spent: 800 }),
            budgetStats(trip, { spent: 20 }),
            budgetStats(rent, { spent: 130 }),
            budgetStats(coffee, { spent: 10 }),
          ])
        : undefined;
    await renderArea(budgetsGoalsArea, '/budgets');
    await screen.findByText('Groceries');
    expect(screen.getAllByRole('heading', { level: 2 }).map((group) => group.textContent)).toEqual([
      'Weekly',
      'Monthly',
      'Yearly',
      'Recurring',
    ]);
    const group = (name: string) => screen.getByRole('region', { name });
    const namesIn = (name: string) =>
      within(group(name))
        .getAllByRole('heading', { level: 3 })
        .map((budgetName) => budgetName.textContent);
    expect(namesIn('Weekly')).toEqual(['Coffee']);
    expect(namesIn('Monthly')).toEqual(['Groceries']);
    expect(namesIn('Yearly')).toEqual(['Car']);
    expect(namesIn('Recurring')).toEqual(['Trip', 'Rent']);
    expect(within(group('Monthly')).getByRole('link', { name: 'Groceries' }).getAttribute('href')).toBe(
      '/budgets/edit/b-1?tab=1',
    );
  });

  it('turns the bar red from 80 % spent, and shows what remains (never below zero) and the pace', async () => {
    answer = ({ path }) =>
      path === '/api/budgets/stats'
        ? ok([
            budgetStats(groceries, { spent: 316, projected: 380 }),
            budgetStats(car, { spent: 800, projected: 1600 }),
            budgetStats(rent, { spent: 130 }),
          ])
        : undefined;
    await renderArea(budgetsGoalsArea, '/budgets');
    const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

    const under = await card('Groceries');
    const underBar = within(under).getByRole('progressbar', { name: 'Groceries: share spent' });
    expect(underBar.getAttribute('aria-valuenow')).toBe('79');
    expect(underBar.dataset.tone).toBe('green');
    expect(within(under).getByText('79 % spent')).toBeTruthy();
    expect(within(under).getByText('€84.00').className).toContain('bc-amount');
    expect(within(under).getByText('within the budget')).toBeTruthy();
    expect(within(under).getByText('€380.00')).toBeTruthy();

    const atRed = await card('Car');
    expect(within(atRed).getByRole('progressbar').dataset.tone).toBe('red');
    expect(within(atRed).getByText('over the budget')).toBeTruthy();
    expect(within(atRed).getByText('€1,600.00')).toBeTruthy();

    const exceeded = await card('Rent');
    const exceededBar = within(exceeded).getByRole('progressbar');
    expect(exceededBar.dataset.tone).toBe('red');
    expect(exceededBar.getAttribute('aria-valuenow')).toBe('100');
    expect(exceededBar.getAttribute('aria-valuetext')).toBe('130 %');
    expect(within(exceeded).getByText('Exceeded')).toBeTruthy();
    const remaining = within(exceeded).getByText('Remaining').nextElementSibling as HTMLElement;
    expect(remaining.textContent).toBe('€0.00');
  });

  it('says when there are no budgets, with add opening the form on its settings tab', async () => {
    answer = ({ path }) => (path === '/api/budgets/stats' ? ok([]) : undefined);
    await renderArea(budgetsGoalsArea, '/budgets');
    expect(heading('Budgets')).toBeTruthy();
    expect(await screen.findByText('No budgets found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe('/budgets/new?tab=2');
    // The empty list offers the action that fills it.
    expect(screen.getByRole('link', { name: 'Add your first budget' }).getAttribute('href')).toBe(
      '/budgets/new?tab=2',
    );
    expect(screen.getByRole('link', { name: 'Show' }).getAttribute('href')).toBe('/budgets');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows the generic error when the list fails', async () => {
    answer = () => ({ status: 500, body: { error: 'Internal error', status: 500, code: 'internal_error' } });
    await renderArea(budgetsGoalsArea, '/budgets');
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeTruthy();
  });
});

describe('/budgets/new', () => {
  it('checks the budget rules before sending anything', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(alertText()).toBe(
      'Please insert a budget name, Please insert a budget, Please choose a right period',
    );

    type('Name', 'Trip');
    type('Amount', '0');
    type('Period', 'one_shot');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(alertText()).toBe(
      'Please insert a budget, Please insert a start date for a budget, Please insert an end date for a budget',
    );

    type('Amount', '200');
    type('Start date', '2026-05-10');
    type('End date', '2026-05-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(alertText()).toBe('Start date must be less than end date');
    expect(writes()).toEqual([]);
  });

  it('asks for dates only for one-shot and recurring budgets', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    expect(
      [...(field('Period') as unknown as HTMLSelectElement).options].map((option) => option.value),
    ).toEqual(['_', 'weekly', 'monthly', 'yearly', 'one_shot', 'recursive']);
    expect(screen.queryByLabelText('Start date')).toBeNull();
    type('Period', 'recursive');
    expect(field('Start date').type).toBe('date');
    expect(field('End date').type).toBe('date');
    type('Period', 'monthly');
    expect(screen.queryByLabelText('Start date')).toBeNull();
  });

  it('sends every field, the e-mails only among the user and the members, and goes back to the list', async () => {
    answer = ({ method, path }) =>
      method === 'POST' && path === '/api/budget/create'
        ? { status: 201, body: budget({ uuid: 'b-9', name: 'Trip' }) }
        : path === '/api/budgets/stats'
          ? ok([])
          : undefined;
    const view = await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    await ready('Wallets');
    await ready('Categories');
    await ready('Labels');
    fireEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    const food = screen.getByRole('group', { name: 'Food & drinks' });
    expect(
      within(food)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bakery', 'Groceries']);
    fireEvent.blur(screen.getByRole('combobox', { name: 'Categories' }));

    type('Name', '  Trip  ');
    type('Amount', '250,5');
    type('Period', 'one_shot');
    type('Start date', '2026-05-01');
    type('End date', '2026-05-31');
    expect(pickOptions('Wallets', 'Cash')).toEqual(['Cash']);
    expect(pickOptions('Categories', 'Groceries', 'Bakery')).toEqual(['Groceries', 'Bakery']);
    expect(pickOptions('Labels', 'Holiday')).toEqual(['Holiday']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Debit' }));
    type('Note', 'Summer');
    expect(screen.queryByRole('group', { name: 'E-mails to notify' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notify me by e-mail' }));
    const emails = await screen.findByRole('group', { name: 'E-mails to notify' });
    await within(emails).findByRole('checkbox', { name: 'bob@example.com' });
    expect(
      within(emails)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['ada@example.com', 'bob@example.com']);
    fireEvent.click(within(emails).getByRole('checkbox', { name: 'bob@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/budgets'));
    expect(writes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/api/budget/create',
        {
          name: 'Trip',
          amount: 250.5,
          description: 'Summer',
          configuration: {
            period: 'one_shot',
            categories: [3, 4],
            tags: [7],
            types: ['expenses', 'debit'],
            accounts: [5],
            period_start: '2026-05-01',
            period_end: '2026-05-31',
          },
          notification: true,
          emails: ['bob@example.com'],
          thresholds: [70, 90, 100],
        },
      ],
    ]);
    expect(await screen.findByText('Budget created')).toBeTruthy();
  });

  it("shows the server's field messages, or the generic failure text", async () => {
    let status = 422;
    answer = ({ method }) =>
      method === 'POST'
        ? {
            status,
            body: {
              error: 'Validation failed',
              status,
              code: status === 422 ? 'validation_failed' : 'internal_error',
              ...(status === 422
                ? { fields: { 'configuration.period': 'Please choose a right period' } }
                : {}),
            },
          }
        : undefined;
    const view = await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    type('Name', 'Food');
    type('Amount', '100');
    type('Period', 'weekly');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertText()).toBe('Please choose a right period'));

    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertText()).toBe('Error creating budget'));
    expect(view.location()).toBe('/budgets/new?tab=2');
    expect(writes()[0]?.body).toEqual({
      name: 'Food',
      amount: 100,
      description: null,
      configuration: {
        period: 'weekly',
        categories: [],
        tags: [],
        types: [],
        accounts: [],
        period_start: null,
        period_end: null,
      },
      notification: false,
      emails: [],
      thresholds: [70, 90, 100],
    });
  });
});

describe('/budgets/edit/:id', () => {
  const stored = budget({
    uuid: 'b-1',
    name: 'Groceries',
    amount: 400,
    description: 'Food only',
    configuration: {
      period: 'monthly',
      categories: [3],
      tags: [8],
      types: ['expenses'],
      accounts: [4],
      period_start: null,
      period_end: null,
    },
    notification: true,
    emails: ['ada@example.com'],
    thresholds: [50, 100],
  });
  const editAnswers =
    (entries: unknown[], put?: StubAnswer) =>
    ({ method, path }: StubCall): StubAnswer | undefined => {
      if (method === 'GET' && path === '/api/budget/b-1') return ok(stored);
      if (path === '/api/budget/b-1/stats') return ok(budgetStats(stored, { spent: 100, projected: 210 }));
      if (path === '/api/budget/b-1/entry-list') return ok(entries);
      if (method === 'PUT' && path === '/api/budget/update/b-1') return put ?? ok(stored);
      if (method === 'DELETE' && path === '/api/budget/b-1') return ok({ message: 'deleted' });
      if (path === '/api/budgets/stats') return ok([]);
      return undefined;
    };

  it("shows the progress and the entries counted on tab 1, and 'no items' without any", async () => {
    answer = editAnswers([
      entry({
        id: 1,
        note: 'Bread',
        amount: -3.2,
        labels: [{ id: 8, uuid: 'l-8', name: 'Home', color: '#000' }],
      }),
    ]);
    await renderArea(budgetsGoalsArea, '/budgets/edit/b-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Entries' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Groceries' });
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('€210.00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Entries counted in this period' });
    const row = within(table).getByText(/Bread/).closest('tr') as HTMLElement;
    expect(within(row).getByText('Groceries')).toBeTruthy();
    expect(within(row).getByText('Home')).toBeTruthy();
    expect(within(row).getByText('-€3.20').className).toContain('bc-amount');

    answer = editAnswers([]);
    await renderArea(budgetsGoalsArea, '/budgets/edit/b-1?tab=1');
    expect(await screen.findByText('No items found')).toBeTruthy();
  });

  it('switches to the settings with the keyboard and updates the budget as it was, changed', async () => {
    answer = editAnswers([]);
    const view = await renderArea(budgetsGoalsArea, '/budgets/edit/b-1');
    const entriesTab = screen.getByRole('tab', { name: 'Entries' });
    fireEvent.keyDown(entriesTab, { key: 'ArrowRight' });
    expect(view.location()).toBe('/budgets/edit/b-1?tab=2');
    const settings = screen.getByRole('tab', { name: 'Settings' });
    expect(settings.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(settings);

    await screen.findByRole('form', { name: 'Budget settings' });
    await ready('Wallets');
    await ready('Categories');
    await ready('Labels');
    expect(field('Name').value).toBe('Groceries');
    expect(field('Amount').value).toBe('400.00');
    expect(field('Period').value).toBe('monthly');
    // The budget's wallets, sub-categories and labels stand as chips.
    expect(pickedOptions('Wallets')).toEqual(['Bank']);
    expect(pickedOptions('Categories')).toEqual(['Groceries']);
    expect(pickedOptions('Labels')).toEqual(['Home']);
    expect((screen.getByRole('checkbox', { name: 'Expenses' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'ada@example.com' }) as HTMLInputElement).checked).toBe(
      true,
    );

    type('Amount', '450');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notify me by e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Budget updated')).toBeTruthy();
    expect(writes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        '/api/budget/update/b-1',
        {
          name: 'Groceries',
          amount: 450,
          description: 'Food only',
          configuration: {
            period: 'monthly',
            categories: [3],
            tags: [8],
            types: ['expenses'],
            accounts: [4],
            period_start: null,
            period_end: null,
          },
          notification: false,
          emails: [],
          thresholds: [50, 100],
        },
      ],
    ]);
    expect(view.location()).toBe('/budgets/edit/b-1?tab=2');
  });

  it("says 'Error updating budget' when the update fails", async () => {
    answer = editAnswers([], {
      status: 500,
      body: { error: 'Internal error', status: 500, code: 'internal_error' },
    });
    await renderArea(budgetsGoalsArea, '/budgets/edit/b-1?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alertText()).toBe('Error updating budget'));
  });

  it('deletes only once confirmed, then goes back to the list', async () => {
    answer = editAnswers([]);
    const view = await renderArea(budgetsGoalsArea, '/budgets/edit/b-1?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete budget' });
    expect(within(dialog).getByText('Delete the budget Groceries?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete budget' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/budgets'));
    expect(writes().map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/budget/b-1']]);
    expect(await screen.findByText('Budget deleted')).toBeTruthy();
  });

  it('goes back to the list for a budget the server does not know', async () => {
    const view = await renderArea(budgetsGoalsArea, '/budgets/edit/nope?tab=2');
    await waitFor(() => expect(view.location()).toBe('/budgets'));
    expect(await screen.findByText('This budget was not found.')).toBeTruthy();
  });
});
