// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { renderArea, startTestApi, type TestApi } from '@bc/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetsGoalsArea } from './area.tsx';

// The real API (reference data from the migrated database) answers the screens' requests.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  configureHttp({ apiBase: api.baseUrl });
}, 60_000);

afterAll(() => api?.close());

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('budgets', () => {
  it('lists no budgets yet, with add opening the form on its settings tab', async () => {
    await renderArea(budgetsGoalsArea, '/budgets');
    expect(heading('Budgets')).toBeTruthy();
    expect(screen.getByText('No budgets found')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/budgets/new?tab=2');
    expect(linkTarget('Show')).toBe('/budgets');
    // The weekly/monthly/yearly/recursive groups only exist when there are budgets.
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows the budget form with the real sub-categories grouped by category', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    expect(heading('New budget')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal');
    const period = screen.getByLabelText('Period') as HTMLSelectElement;
    expect(period.value).toBe('_');
    expect([...period.options].map((option) => option.value)).toEqual([
      '_',
      'weekly',
      'monthly',
      'yearly',
      'one_shot',
      'recursive',
    ]);
    const food = await screen.findByRole('group', { name: 'Food & drinks' });
    expect(within(food).getByRole('option', { name: 'Groceries' })).toBeTruthy();
    expect((screen.getByLabelText('Categories') as HTMLSelectElement).multiple).toBe(true);
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('asks for start and end dates only for one-shot and recurring budgets', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    expect(screen.queryByLabelText('Start date')).toBeNull();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'one_shot' } });
    expect(screen.getByLabelText('Start date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('End date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'monthly' } });
    expect(screen.queryByLabelText('Start date')).toBeNull();
  });

  it('shows the notification e-mails only when notification is on', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    expect(screen.queryByLabelText('E-mails to notify')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notify me by e-mail' }));
    expect(screen.getByLabelText('E-mails to notify').getAttribute('type')).toBe('email');
  });

  it('switches the edit tabs with the keyboard and keeps the tab in the query', async () => {
    const view = await renderArea(budgetsGoalsArea, '/budgets/edit/b-1');
    expect(heading('Budget')).toBeTruthy();
    const entries = screen.getByRole('tab', { name: 'Entries' });
    expect(entries.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No items found')).toBeTruthy();

    fireEvent.keyDown(entries, { key: 'ArrowRight' });
    expect(view.location()).toBe('/budgets/edit/b-1?tab=2');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Settings' }).textContent).toMatch(/cannot be loaded yet/);
  });

  it('opens the settings tab from ?tab=2', async () => {
    await renderArea(budgetsGoalsArea, '/budgets/edit/b-1?tab=2');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends unknown budget paths to the list', async () => {
    const view = await renderArea(budgetsGoalsArea, '/budgets/whatever');
    expect(view.location()).toBe('/budgets');
  });
});

describe('goals', () => {
  it('lists no goals yet, with add going to the form', async () => {
    await renderArea(budgetsGoalsArea, '/goals');
    expect(heading('Goals')).toBeTruthy();
    expect(screen.getByText('No goals found')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/goals/new');
  });

  it('shows the goal form with the 18 translated icons', async () => {
    await renderArea(budgetsGoalsArea, '/goals/new');
    expect(heading('New goal')).toBeTruthy();
    expect(screen.getByLabelText('Target amount')).toBeTruthy();
    expect(screen.getByLabelText('Due date').getAttribute('type')).toBe('date');
    const icon = screen.getByLabelText('Icon') as HTMLSelectElement;
    expect(icon.options).toHaveLength(19);
    expect(within(icon).getByRole('option', { name: 'Home improvement' })).toBeTruthy();
    expect(within(icon).getByRole('option', { name: 'Emergency fund' })).toBeTruthy();
  });

  it('has the edit route', async () => {
    await renderArea(budgetsGoalsArea, '/goals/edit/g-1');
    expect(heading('Edit goal')).toBeTruthy();
  });

  it('links the details to deposit, withdrawal and edit', async () => {
    await renderArea(budgetsGoalsArea, '/goals/details/g-1');
    expect(heading('Goal details')).toBeTruthy();
    expect(linkTarget('Deposit')).toBe('/entry/goal/g-1');
    expect(linkTarget('Withdraw')).toBe('/entry/goal/g-1?goal_type=withdrawal');
    expect(linkTarget('Edit')).toBe('/goals/edit/g-1');
    expect(screen.getByText('No entries found')).toBeTruthy();
  });
});
