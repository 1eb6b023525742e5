// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubAnswer, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budgetsGoalsArea } from '../../area.tsx';
import { entry, goal, goalDetail } from '../../testing/fixtures.ts';

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

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
const failure = (status: number, fields?: Record<string, string>): StubAnswer => ({
  status,
  body: { error: 'Failed', status, code: status === 422 ? 'validation_failed' : 'internal_error', fields },
});
const checkedIcon = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[])
    .filter((radio) => radio.checked)
    .map((radio) => radio.value);

describe('/goals', () => {
  const car = goal({ uuid: 'g-1', name: 'New car', balance: 250, amount: 1000, percentage: 25 });
  const house = goal({ uuid: 'g-2', name: 'House', category_icon: 'fa-solid fa-house', percentage: 100 });

  it('lists each goal with what it saved of its target, and archives one once confirmed', async () => {
    let goals = [car, house];
    answer = ({ method, path }) => {
      if (method === 'GET' && path === '/api/goals') return ok(goals);
      if (method === 'DELETE' && path === '/api/goals/g-1') {
        goals = [house];
        return ok({ message: 'archived' });
      }
      return undefined;
    };
    await renderArea(budgetsGoalsArea, '/goals');
    const card = (await screen.findByRole('article', { name: 'New car' })) as HTMLElement;
    expect(within(card).getByText('€250.00').className).toContain('bc-amount');
    expect(within(card).getByText('€1,000.00').className).toContain('bc-amount');
    const bar = within(card).getByRole('progressbar', { name: 'New car: share saved' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('(25 % saved)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/goals/details/g-1',
    );
    expect(within(card).getByRole('link', { name: 'New car' }).getAttribute('href')).toBe(
      '/goals/details/g-1',
    );
    expect(card.querySelector('svg.lucide-car')?.getAttribute('aria-hidden')).toBe('true');
    // A stored CSS class from the original client shows as its icon.
    expect(screen.getByRole('article', { name: 'House' }).querySelector('svg.lucide-house')).toBeTruthy();

    within(card).getByLabelText('Actions for New car').click();
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    let dialog = screen.getByRole('dialog', { name: 'Archive goal' });
    expect(within(dialog).getByText(/Archive the goal New car\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(writes()).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    dialog = screen.getByRole('dialog', { name: 'Archive goal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Goal archived')).toBeTruthy();
    expect(writes().map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/goals/g-1']]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'New car' })).toBeNull());
    expect(screen.getByRole('article', { name: 'House' })).toBeTruthy();
  });

  it('says when there are no goals, with add going to the form', async () => {
    answer = ({ path }) => (path === '/api/goals' ? ok([]) : undefined);
    await renderArea(budgetsGoalsArea, '/goals');
    expect(await screen.findByText('No goals found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe('/goals/new');
    expect(screen.getByRole('link', { name: 'Create your first goal' }).getAttribute('href')).toBe(
      '/goals/new',
    );
  });
});

describe('/goals/new', () => {
  it('chooses the icon with the keyboard among the 18 named icons', async () => {
    await renderArea(budgetsGoalsArea, '/goals/new');
    const icons = screen.getByRole('group', { name: 'Icon' });
    const radios = within(icons).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(18);
    expect(within(icons).getByRole('radio', { name: 'Home improvement' })).toBeTruthy();
    expect(within(icons).getByRole('radio', { name: 'Emergency fund' })).toBeTruthy();
    expect(checkedIcon()).toEqual([]);

    const house = within(icons).getByRole('radio', { name: 'House' });
    house.focus();
    fireEvent.keyDown(house, { key: 'ArrowRight' });
    expect(checkedIcon()).toEqual(['car']);
    expect(document.activeElement).toBe(within(icons).getByRole('radio', { name: 'Car' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(checkedIcon()).toEqual(['travel']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(checkedIcon()).toEqual(['other']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(checkedIcon()).toEqual(['house']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(checkedIcon()).toEqual(['other']);
    expect(document.activeElement).toBe(within(icons).getByRole('radio', { name: 'Other' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(checkedIcon()).toEqual(['house']);
  });

  it('checks the goal rules before sending anything', async () => {
    await renderArea(budgetsGoalsArea, '/goals/new');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(alertText()).toBe(
      'Please insert a name, Please insert a target amount greater than 0, Please choose an icon, Please choose a due date',
    );
    type('Name', 'Bike');
    type('Target amount', '300');
    fireEvent.click(screen.getByRole('radio', { name: 'Hobby' }));
    type('Due date', '2000-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(alertText()).toBe('The due date cannot be in the past');
    expect(writes()).toEqual([]);
  });

  it('creates the goal with the body the API takes, then shows the list', async () => {
    answer = ({ method, path }) => {
      if (method === 'POST' && path === '/api/goals/create')
        return { status: 201, body: goal({ uuid: 'g-9', name: 'Bike' }) };
      if (path === '/api/goals') return ok([]);
      return undefined;
    };
    const view = await renderArea(budgetsGoalsArea, '/goals/new');
    type('Name', ' Bike ');
    type('Target amount', '300,5');
    type('Due date', '2099-06-30');
    fireEvent.click(screen.getByRole('radio', { name: 'Hobby' }));
    type('Notes', 'A red one');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/goals'));
    expect(writes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/api/goals/create',
        {
          category_icon: 'hobby',
          name: 'Bike',
          amount: 300.5,
          due_date: '2099-06-30',
          description: 'A red one',
        },
      ],
    ]);
    expect(await screen.findByText('Goal created')).toBeTruthy();
  });

  it("shows the server's field messages, or 'Error creating goal'", async () => {
    let reply = failure(422, { due_date: 'date_in_past', name: 'name_required' });
    answer = ({ method }) => (method === 'POST' ? reply : undefined);
    await renderArea(budgetsGoalsArea, '/goals/new');
    type('Name', 'Bike');
    type('Target amount', '300');
    type('Due date', '2099-06-30');
    fireEvent.click(screen.getByRole('radio', { name: 'Hobby' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertText()).toBe('The due date cannot be in the past, Please insert a name'));
    reply = failure(500);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertText()).toBe('Error creating goal'));
  });
});

describe('/goals/edit/:id', () => {
  it('fills the form with the goal (its stored icon class read as a name) and updates it', async () => {
    const stored = goalDetail({
      uuid: 'g-1',
      name: 'Car',
      category_icon: 'fa-solid fa-car',
      amount: 8000,
      due_date: '2020-01-31',
      description: 'Used',
    });
    answer = ({ method, path }) => {
      if (method === 'GET' && path === '/api/goals/g-1') return ok(stored);
      if (method === 'PUT' && path === '/api/goals/update/g-1') return ok(stored);
      return undefined;
    };
    const view = await renderArea(budgetsGoalsArea, '/goals/edit/g-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit goal' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Goal' });
    expect(field('Name').value).toBe('Car');
    expect(field('Target amount').value).toBe('8000.00');
    expect(field('Due date').value).toBe('2020-01-31');
    expect(checkedIcon()).toEqual(['car']);

    // A goal already past its due date can still be renamed; only a changed date must not be past.
    type('Name', 'Family car');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(view.location()).toBe('/goals/details/g-1'));
    expect(writes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        '/api/goals/update/g-1',
        {
          category_icon: 'car',
          name: 'Family car',
          amount: 8000,
          due_date: '2020-01-31',
          description: 'Used',
        },
      ],
    ]);
    expect(await screen.findByText('Goal updated')).toBeTruthy();
  });

  it('goes back to the list for a goal the server does not know', async () => {
    const view = await renderArea(budgetsGoalsArea, '/goals/edit/nope');
    await waitFor(() => expect(view.location()).toBe('/goals'));
  });
});

describe('/goals/details/:id', () => {
  const detail = goalDetail({
    uuid: 'g-1',
    name: 'New car',
    amount: 1000,
    balance: 250,
    percentage: 25,
    due_date: '2027-12-31',
    monthly_deposit: 37.5,
    projected_completion: '2028-03-31',
    description: 'Second hand',
    entries: [
      entry({ id: 1, type: 'saving', amount: 300, note: 'March', goal_id: 'g-1' }),
      entry({ id: 2, type: 'saving', amount: -50, note: 'Repair', goal_id: 'g-1', wallet: null }),
    ],
  });

  it('shows the figures, the deposit, withdrawal and edit links and the activity', async () => {
    answer = ({ path }) => (path === '/api/goals/g-1' ? ok(detail) : undefined);
    await renderArea(budgetsGoalsArea, '/goals/details/g-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'New car' })).toBeTruthy();
    const figures = (name: string) => (screen.getByText(name).nextElementSibling as HTMLElement).textContent;
    expect(figures('Target')).toBe('€1,000.00');
    expect(figures('Due date')).toBe('Dec 31, 2027');
    expect(figures('Saved')).toBe('€250.00');
    expect(figures('Monthly deposit needed')).toBe('€37.50');
    expect(figures('Projected completion')).toBe('Mar 31, 2028');
    expect(
      screen.getByRole('progressbar', { name: 'New car: share saved' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    const actions = screen.getByRole('navigation', { name: 'Goal actions' });
    const href = (name: string) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect(href('Deposit')).toBe('/entry/goal/g-1');
    expect(href('Withdraw')).toBe('/entry/goal/g-1?goal_type=withdrawal');
    expect(href('Edit')).toBe('/goals/edit/g-1');

    const activity = screen.getByRole('table', { name: 'Activity' });
    const march = within(activity).getByText(/March/).closest('tr') as HTMLElement;
    expect(within(march).getByText('Deposit')).toBeTruthy();
    expect(within(march).getByText('€300.00').className).toContain('bc-amount');
    const repair = within(activity)
      .getByText(/Repair/)
      .closest('tr') as HTMLElement;
    expect(within(repair).getByText('Withdrawal')).toBeTruthy();
    expect(within(repair).getByText('Repair · Out of wallet')).toBeTruthy();
    expect(within(repair).getByText('-€50.00')).toBeTruthy();
  });

  it('says when nothing is being saved yet, and when there is no activity', async () => {
    answer = ({ path }) =>
      path === '/api/goals/g-1' ? ok({ ...detail, projected_completion: null, entries: [] }) : undefined;
    await renderArea(budgetsGoalsArea, '/goals/details/g-1');
    expect(
      await screen.findByText('Nothing is being saved yet: no deposits in the last three months.'),
    ).toBeTruthy();
    expect(screen.getByText('No entries found')).toBeTruthy();
  });

  it('deletes (archives) the goal once confirmed and goes back to the list', async () => {
    answer = ({ method, path }) => {
      if (method === 'GET' && path === '/api/goals/g-1') return ok(detail);
      if (method === 'DELETE' && path === '/api/goals/g-1') return ok({ message: 'archived' });
      if (path === '/api/goals') return ok([]);
      return undefined;
    };
    const view = await renderArea(budgetsGoalsArea, '/goals/details/g-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete goal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete goal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/goals'));
    expect(writes().map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/goals/g-1']]);
    expect(await screen.findByText('Goal deleted')).toBeTruthy();
  });

  it('goes back to the goals list for a goal the server does not know', async () => {
    answer = ({ path }) => (path === '/api/goals' ? ok([]) : undefined);
    const view = await renderArea(budgetsGoalsArea, '/goals/details/nope');
    await waitFor(() => expect(view.location()).toBe('/goals'));
    expect(await screen.findByText('This goal was not found.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/goals/nope')).toHaveLength(1);
  });
});
