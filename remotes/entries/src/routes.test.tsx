// @vitest-environment jsdom
import { routesOutsideRegistry } from '@bc/router';
import { configureHttp } from '@bc/session';
import { renderArea, startTestApi, type TestApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entriesArea } from './area.tsx';
import { EntriesRoutes } from './routes.tsx';
import { chosenCategory } from './testing/category-picker.ts';

// The real API (reference data from the migrated database) answers the screens' requests.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  configureHttp({ apiBase: api.baseUrl });
}, 60_000);

afterAll(() => api?.close());

const desktopWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: desktopWidth, configurable: true });
});

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('entries list (/entries)', () => {
  it('shows the title and the header menu', async () => {
    await renderArea(entriesArea, '/entries');
    expect(heading('Entries')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/entry');
    expect(linkTarget('Show')).toBe('/entries');
    expect(linkTarget('Search')).toBe('/search');
  });

  it('keeps the show-planned toggle in the query string, with the other filters', async () => {
    const view = await renderArea(entriesArea, '/entries?filter_wallet=w-1');
    const toggle = screen.getByRole('checkbox', { name: 'Show planned entries' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);
    expect(view.location()).toBe('/entries?filter_wallet=w-1&filter_planned=0');
    expect(toggle.checked).toBe(false);

    fireEvent.click(toggle);
    expect(view.location()).toBe('/entries?filter_wallet=w-1');
    expect(toggle.checked).toBe(true);
  });

  it('starts unchecked when the link asks for no planned entries', async () => {
    await renderArea(entriesArea, '/entries?filter_payee=p-1&filter_planned=0');
    expect((screen.getByRole('checkbox', { name: 'Show planned entries' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

describe('add entry (/entry)', () => {
  it('offers the four entry tabs and the categories of the tab, with a search that types ahead', async () => {
    await renderArea(entriesArea, '/entry');
    expect(heading('Add entry')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Expenses', 'Incoming', 'Transfer', 'Debit']);
    expect(screen.getByRole('tab', { name: 'Expenses' }).getAttribute('aria-selected')).toBe('true');

    // Without a history of its own (no usage to rank by), every sub-category of the tab under its parent.
    const picker = screen.getByRole('group', { name: 'Category' });
    const food = await within(picker).findByRole('group', { name: 'Food & drinks' });
    expect(
      within(food)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Bars & clubs', 'Groceries', 'Restaurants & fast food']);
    expect(chosenCategory()).toBe('0');
    expect(within(picker).queryByRole('group', { name: 'Income' })).toBeNull();

    // "gro" reaches Groceries first; Enter takes it without sending the form.
    const search = within(picker).getByRole('searchbox', { name: 'Search categories' });
    fireEvent.change(search, { target: { value: 'gro' } });
    expect(within(picker).getAllByRole('radio')[0]?.closest('label')?.textContent).toBe('Groceries');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect((within(picker).getByRole('radio', { name: 'Groceries' }) as HTMLInputElement).checked).toBe(true);
    expect(chosenCategory()).not.toBe('0');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(within(picker).getByText('No category matches “zzz”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Incoming' }));
    const income = await screen.findByRole('group', { name: 'Income' });
    expect(within(income).getByRole('radio', { name: 'Salary' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Food & drinks' })).toBeNull();
  });

  it('fills currency and payment type from the server with the workspace defaults', async () => {
    await renderArea(entriesArea, '/entry');
    await screen.findByRole('option', { name: '€ · Euro' });
    expect(select('Currency').value).toBe('2');
    expect(screen.getByRole('option', { name: '¥ · Japanese yen' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Bank transfer' });
    expect(select('Payment type').value).toBe('1');
    expect(select('Payment type').selectedOptions[0]?.textContent).toBe('Credit card');
    expect((screen.getByRole('checkbox', { name: 'Confirmed' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Warranty' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Exclude from stats' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('opens on the tab the query asks for and follows the tab in the URL', async () => {
    const view = await renderArea(entriesArea, '/entry?type=transfer');
    expect(screen.getByRole('tab', { name: 'Transfer' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('From wallet')).toBeTruthy();
    expect(screen.getByLabelText('To wallet')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Transfer' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Debit' }).getAttribute('aria-selected')).toBe('true');
    expect(view.location()).toBe('/entry?type=debit');
  });

  it('reveals the payee name when a new payee is chosen on the debit tab', async () => {
    await renderArea(entriesArea, '/entry?type=debit');
    expect(screen.queryByLabelText('Payee name')).toBeNull();
    fireEvent.change(select('Payee'), { target: { value: 'new' } });
    expect(screen.getByLabelText('Payee name')).toBeTruthy();
  });

  it('sends Show to the payee list and opens on debit when it comes from the payees', async () => {
    await renderArea(entriesArea, '/entry?show=payee');
    expect(linkTarget('Show')).toBe('/payee');
    expect(screen.getByRole('tab', { name: 'Debit' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the details open on wide screens', async () => {
    await renderArea(entriesArea, '/entry');
    expect((screen.getByText('Details').closest('details') as HTMLDetailsElement).open).toBe(true);
  });

  it('collapses the details on phones (768 px or less)', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    await renderArea(entriesArea, '/entry');
    expect((screen.getByText('Details').closest('details') as HTMLDetailsElement).open).toBe(false);
  });

  it('says so when the entry to edit cannot be loaded', async () => {
    await renderArea(entriesArea, '/entry/0b6a1f2e-entry');
    expect(heading('Edit entry')).toBeTruthy();
    expect(await screen.findByText('Error loading the data')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('saving for a goal (/entry/goal/:goalId)', () => {
  it('has no tab bar and selects deposit by default', async () => {
    await renderArea(entriesArea, '/entry/goal/g-1');
    expect(heading('Deposit to a goal')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Deposit (+)' }) as HTMLInputElement).checked).toBe(true);
    expect(linkTarget('Back to the goal')).toBe('/goals/details/g-1');
  });

  it('selects withdrawal with goal_type=withdrawal', async () => {
    await renderArea(entriesArea, '/entry/goal/g-1?goal_type=withdrawal');
    expect(heading('Withdrawal from a goal')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Withdrawal (−)' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('search (/search)', () => {
  it('shows the criteria, with the real categories in a picker that filters as one types', async () => {
    await renderArea(entriesArea, '/search');
    expect(heading('Search entries')).toBeTruthy();
    expect(screen.getByLabelText('Text')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('To').getAttribute('type')).toBe('date');
    const types = screen.getByRole('group', { name: 'Types' });
    expect(within(types).getAllByRole('checkbox')).toHaveLength(4);
    const categories = screen.getByRole('combobox', { name: 'Categories' }) as HTMLInputElement;
    await waitFor(() => expect(categories.disabled).toBe(false));
    fireEvent.change(categories, { target: { value: 'sala' } });
    const income = screen.getByRole('group', { name: 'Income' });
    expect(
      within(income)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Salary']);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});

describe('planned entries', () => {
  it('has Add and Show in the menu', async () => {
    await renderArea(entriesArea, '/planned-entries');
    expect(heading('Planned entries')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/planned_entry?planned=true');
    expect(linkTarget('Show')).toBe('/planned-entries');
  });

  it('adds a planned entry without the transfer tab, with frequency and dates', async () => {
    await renderArea(entriesArea, '/planned_entry?planned=true');
    expect(heading('Add planned entry')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Expenses',
      'Incoming',
      'Debit',
    ]);
    const frequency = select('Frequency');
    expect([...frequency.options].map((option) => option.value)).toEqual([
      '',
      'daily',
      'weekly',
      'monthly',
      'yearly',
      'one_shot',
    ]);
    expect(screen.getByLabelText('Start date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('End date (optional)')).toBeTruthy();
  });

  it('has an edit route for a planned entry', async () => {
    await renderArea(entriesArea, '/planned_entry/42');
    expect(heading('Edit planned entry')).toBeTruthy();
  });
});

describe('other entry pages', () => {
  it('lists payees with Add going to the debit form', async () => {
    await renderArea(entriesArea, '/payee');
    expect(heading('Payee list')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/entry?show=payee');
    expect(linkTarget('Show')).toBe('/payee');
  });

  it('shows the import card', async () => {
    await renderArea(entriesArea, '/import');
    expect(heading('Import')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Import a file' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the model edit route to the model form of the settings', async () => {
    const view = await renderArea(entriesArea, '/model/7');
    expect(view.location()).toBe('/settings/model/edit/7');
  });

  it('sends unknown sub-paths to the entries list', async () => {
    const view = await renderArea(entriesArea, '/entry/1/2/3');
    expect(view.location()).toBe('/entries');
  });

  it("stays put and renders nothing on another area's path while the shell swaps areas", async () => {
    const view = await renderArea(entriesArea, '/budgets');
    expect(view.location()).toBe('/budgets');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

it('routes only screens of the registry of screen paths', () => {
  expect(routesOutsideRegistry(EntriesRoutes())).toEqual([]);
});
