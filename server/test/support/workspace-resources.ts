// A workspace with one resource of every kind (a wallet, a label, an entry, a payee, a plan, a model, a
// goal, a budget), each named with a mark; and which of them a path parameter of the OpenAPI document names.
// The schema fuzzing and the isolation suites walk every operation with these.
import type { Operation } from './bad-requests.ts';
import { json, SETUP } from './client.ts';
import { as, createWallet, type LedgerUser } from './ledger.ts';
import type { TestServer } from './test-server.ts';

export type WorkspaceResources = Record<
  | 'wallet'
  | 'label'
  | 'entry'
  | 'payee'
  | 'plan'
  | 'model'
  | 'goal'
  | 'budget'
  | 'workspace'
  | 'user'
  | 'email',
  string
> & { walletId: number };

/** One of each resource in `user`'s workspace; every text carries `mark`. */
export async function seedResources(
  server: TestServer,
  user: LedgerUser,
  mark: string,
): Promise<WorkspaceResources> {
  const call = as(server, user);
  const wallet = await createWallet(server, user, { name: `${mark} wallet` });
  const created = async <T>(path: string, body: unknown) => json<T>(await call('POST', path, body), 201);
  const label = await created<{ uuid: string; id: number }>('/api/label', {
    name: `${mark} label`,
    color: '#112233',
  });
  const entry = await created<{ uuid: string }>('/api/entry/expenses', {
    amount: -12.5,
    account_id: wallet.id,
    category_id: 3,
    note: `${mark} note`,
  });
  const debit = await created<{ payee: { uuid: string } }>('/api/entry/debit', {
    amount: -20,
    account_id: wallet.id,
    payee_id: `${mark} payee`,
  });
  const plan = await created<{ uuid: string }>('/api/entry/planned', {
    type: 'expenses',
    amount: -9,
    account_id: wallet.id,
    category_id: 3,
    note: `${mark} plan`,
    planning: 'monthly',
    date_time: '2099-01-01T00:00:00.000Z',
  });
  const model = await created<{ uuid: string }>('/api/entry/model', {
    type: 'expenses',
    amount: -3,
    category_id: 3,
    name: `${mark} model`,
  });
  const goal = await created<{ uuid: string }>('/api/goals/create', {
    name: `${mark} goal`,
    amount: 500,
    due_date: '2099-06-01',
    category_icon: 'bike',
  });
  const budget = await created<{ uuid: string }>('/api/budget/create', {
    name: `${mark} budget`,
    amount: 300,
    configuration: { period: 'monthly' },
  });
  return {
    walletId: wallet.id,
    wallet: wallet.uuid,
    label: label.uuid,
    entry: entry.uuid,
    payee: debit.payee.uuid,
    plan: plan.uuid,
    model: model.uuid,
    goal: goal.uuid,
    budget: budget.uuid,
    workspace: user.workspace.uuid,
    user: user.session.user.uuid,
    email: user.email,
  };
}

/** The resource of `resources` that a path parameter names, by the path's resource; undefined for none. */
export function resourceInPath(
  operation: Operation,
  parameter: string,
  resources: WorkspaceResources,
): string | undefined {
  if (parameter === 'type') return 'expenses';
  if (parameter === 'by') return 'label';
  if (parameter === 'userUuid') return resources.user;
  if (parameter === 'email') return resources.email;
  const byPrefix: [string, string][] = [
    ['/api/entry/model/', resources.model],
    ['/api/entry/planned/', resources.plan],
    ['/api/entry/', resources.entry],
    ['/api/wallet/', resources.wallet],
    ['/api/label/', resources.label],
    ['/api/goals/', resources.goal],
    ['/api/budget/', resources.budget],
    ['/api/workspace/', resources.workspace],
    ['/api/debt/', resources.payee],
  ];
  return byPrefix.find(([prefix]) => operation.path.startsWith(prefix))?.[1];
}

/**
 * A valid body for a write of that kind on the caller's own resources (`walletId` theirs, `email` someone to
 * share with), so the request gets past validation to what it checks and writes.
 */
export function validBody(operation: Operation, walletId: number, email: string): unknown {
  const { path } = operation;
  if (path.startsWith('/api/entry/model/'))
    return { type: 'expenses', amount: -3, category_id: 3, name: 'A model' };
  if (path.startsWith('/api/entry/planned/'))
    return {
      type: 'expenses',
      amount: -9,
      account_id: walletId,
      category_id: 3,
      planning: 'monthly',
      date_time: '2099-01-01T00:00:00.000Z',
    };
  if (path.startsWith('/api/entry/'))
    return { amount: -1, account_id: walletId, category_id: 3, date_time: '2026-01-01T00:00:00.000Z' };
  if (path.startsWith('/api/wallet/sorting/')) return { sorting: 1 };
  if (path.startsWith('/api/wallet/'))
    return { name: 'A wallet', type: 'bank', balance: 0, currency_id: 2, color: '#123456' };
  if (path.startsWith('/api/label')) return { name: 'A label', color: '#112233' };
  if (path.startsWith('/api/goals/'))
    return { name: 'A goal', amount: 5, due_date: '2099-06-01', category_icon: 'bike' };
  if (path.startsWith('/api/budget/'))
    return { name: 'A budget', amount: 3, configuration: { period: 'monthly' } };
  if (path.startsWith('/api/workspace/update/')) return { name: 'A workspace', currency: 2, payment_type: 1 };
  if (path.startsWith('/api/workspace/')) return { user_to_share: email, role: 'viewer' };
  if (path.endsWith('/finalize/sign-up')) return SETUP;
  return {};
}
