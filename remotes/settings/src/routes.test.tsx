// @vitest-environment jsdom
import { i18n } from '@bc/i18n';
import { routesOutsideRegistry } from '@bc/router';
import { configureHttp } from '@bc/session';
import { renderArea, startTestApi, type TestApi } from '@bc/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { settingsArea } from './area.tsx';
import { SettingsRoutes } from './routes.tsx';

// The real API (reference data from the migrated database) answers the screens' requests.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  configureHttp({ apiBase: api.baseUrl });
}, 60_000);

afterAll(() => api?.close());

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('settings hub (/settings)', () => {
  it('links to every settings page', async () => {
    await renderArea(settingsArea, '/settings');
    expect(heading('Settings')).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Settings' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/workspace',
      '/settings/wallet',
      '/settings/category',
      '/settings/label',
      '/settings/currency',
      '/settings/model',
      '/settings/rules',
      '/settings/profile',
      '/settings/security',
      '/settings/preferences',
      '/settings/notifications',
      '/settings/about-us',
      '/settings/assistance',
    ]);
  });

  it('sends unknown settings paths to the hub', async () => {
    const view = await renderArea(settingsArea, '/settings/nowhere');
    expect(view.location()).toBe('/settings');
  });
});

describe('categories (/settings/category)', () => {
  it('lists the server categories sorted by translated name, each expandable to its sub-categories', async () => {
    await renderArea(settingsArea, '/settings/category');
    expect(heading('Categories')).toBeTruthy();
    const food = await screen.findByRole('button', { name: /^Food & drinks/ });
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.querySelector('.bc-category-name')?.textContent)
      .filter(Boolean);
    expect(buttons).toEqual([
      'Communication & PC',
      'Entertainment',
      'Financial expenses',
      'Food & drinks',
      'Home',
      'Income',
      'Investments',
      'Other',
      'Shopping',
      'Transport',
      'Vehicles',
    ]);

    // Each category shows the glyph of its reference-data icon, hidden from screen readers (the name is read).
    expect(food.querySelector('svg.lucide-utensils')?.getAttribute('aria-hidden')).toBe('true');
    expect(food.textContent).toBe('Food & drinks (3 sub-categories)');
    expect(food.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(food.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(content.hidden).toBe(true);
    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('true');
    expect(content.hidden).toBe(false);
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bars & clubs', 'Groceries', 'Restaurants & fast food']);
  });

  it('sorts by the name in the interface language', async () => {
    await renderArea(settingsArea, '/settings/category');
    await screen.findByRole('button', { name: /^Food & drinks/ });
    await act(() => i18n.changeLanguage('it'));
    const names = screen
      .getAllByRole('button')
      .map((button) => button.querySelector('.bc-category-name')?.textContent)
      .filter(Boolean);
    expect(names.slice(0, 4)).toEqual(['Acquisti', 'Altro', 'Casa', 'Cibo e bevande']);
    expect(names.at(-1)).toBe('Veicoli');
    await act(() => i18n.changeLanguage('en'));
  });

  it('marks the sub-categories excluded from stats', async () => {
    await renderArea(settingsArea, '/settings/category');
    const other = await screen.findByRole('button', { name: /^Other/ });
    fireEvent.click(other);
    const content = document.getElementById(other.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(content).getByText('Transfer').textContent).toBe('TransferExcluded from stats');
  });

  it('offers the real parent categories in the new category form', async () => {
    await renderArea(settingsArea, '/settings/category/edit');
    expect(heading('New category')).toBeTruthy();
    await screen.findByRole('option', { name: 'Vehicles' });
    const parent = screen.getByLabelText('Parent category') as HTMLSelectElement;
    expect(parent.value).toBe('0');
    expect(parent.options).toHaveLength(12);
  });
});

describe('currencies (/settings/currency)', () => {
  it('lists the server currencies with symbol, translated name and exchange rate', async () => {
    await renderArea(settingsArea, '/settings/currency');
    expect(heading('Currencies')).toBeTruthy();
    const euro = (await screen.findByRole('rowheader', { name: 'Euro' })).closest('tr') as HTMLElement;
    expect(
      within(euro)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '€', 'EUR', '1']);
    const yen = screen.getByRole('rowheader', { name: 'Japanese yen' }).closest('tr') as HTMLElement;
    expect(
      within(yen)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '¥', 'JPY', '176.5']);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('radio', { name: 'Use Euro as the default currency' })).toBeTruthy();
  });

  it('serves /settings/currency/add with the same list', async () => {
    await renderArea(settingsArea, '/settings/currency/add');
    expect(await screen.findByRole('rowheader', { name: 'Swiss franc' })).toBeTruthy();
  });
});

describe('ledger settings pages', () => {
  it('links the model list to the add form with details', async () => {
    await renderArea(settingsArea, '/settings/model');
    expect(linkTarget('Add model')).toBe('/settings/model/add?showDetails=true');
  });

  it.each([
    ['/settings/label/edit/3', 'Edit label'],
    ['/settings/model/edit/3', 'Edit model'],
    ['/settings/workspace/edit/ws-1', 'Edit workspace'],
    ['/settings/category/edit/1/1001', 'Edit category'],
  ])('%s has its edit page', async (path, title) => {
    await renderArea(settingsArea, path);
    expect(heading(title)).toBeTruthy();
  });
});

describe('forms', () => {
  it('shows the model form with its four tabs and the real categories of the tab', async () => {
    const view = await renderArea(settingsArea, '/settings/model/add?showDetails=true');
    expect(heading('New model')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Expenses',
      'Incoming',
      'Debit',
      'Saving',
    ]);
    expect(screen.getByLabelText('Template name')).toBeTruthy();
    const food = await screen.findByRole('group', { name: 'Food & drinks' });
    expect(within(food).getByRole('radio', { name: 'Groceries' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Expenses' }), { key: 'End' });
    expect(view.location()).toBe('/settings/model/add?showDetails=true&type=saving');
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
  });

  it('shows the workspace form with the real currencies and payment types and their defaults', async () => {
    await renderArea(settingsArea, '/settings/workspace/add');
    expect(heading('New workspace')).toBeTruthy();
    await screen.findByRole('option', { name: '€ · Euro' });
    expect((screen.getByLabelText('Default currency') as HTMLSelectElement).value).toBe('2');
    await screen.findByRole('option', { name: 'Debit card' });
    expect((screen.getByLabelText('Default payment type') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByLabelText('Share with (e-mail)').getAttribute('type')).toBe('email');
    expect(linkTarget('Back to workspaces')).toBe('/settings/workspace');
  });
});

describe('profile, about us, assistance', () => {
  it('links the profile to the main pages', async () => {
    await renderArea(settingsArea, '/settings/profile');
    expect(heading('Profile')).toBeTruthy();
    expect(linkTarget('Dashboard')).toBe('/dashboard');
    expect(linkTarget('Add entry')).toBe('/entry');
    expect(linkTarget('Entries')).toBe('/entries');
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('shows the version of this area, the website and the licence', async () => {
    await renderArea(settingsArea, '/settings/about-us');
    expect(heading('About us')).toBeTruthy();
    expect(screen.getByText(`Version ${packageJson.version}`)).toBeTruthy();
    expect(linkTarget('Visit the Budget Control website')).toBe('https://www.budgetcontrol.cloud');
    expect(linkTarget('AGPL-3.0')).toBe('https://www.gnu.org/licenses/agpl-3.0.html');
  });

  it('shows the assistance message field, the consent and the send button', async () => {
    await renderArea(settingsArea, '/settings/assistance');
    expect(heading('Assistance')).toBeTruthy();
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: /support team/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

it('routes only screens of the registry of screen paths', () => {
  expect(routesOutsideRegistry(SettingsRoutes())).toEqual([]);
});
