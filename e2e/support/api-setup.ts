// What a journey needs in place before it starts but is not about: written through the API as the signed-in
// account, so that the screens the journey walks open on it.
import type { APIRequestContext } from '@playwright/test';
import { type SignedInAccount, sessionHeaders } from './accounts.ts';
import { APP_ORIGIN } from './ports.ts';

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The account's API: each call sends the session's headers and fails the test on an answer that is not 2xx. */
export interface AccountApi {
  call<T = Json>(method: Method, path: string, data?: unknown): Promise<T>;
  /** The id of the wallet named `name` (the setup's "Bank" unless told). */
  walletId(name?: string): Promise<number>;
}

export function accountApi(request: APIRequestContext, account: SignedInAccount): AccountApi {
  const call = async <T>(method: Method, path: string, data?: unknown): Promise<T> => {
    const response = await request[method](`${APP_ORIGIN}${path}`, {
      headers: sessionHeaders(account.session),
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    call,
    async walletId(name = 'Bank') {
      const wallets = await call<{ id: number; name: string }[]>('get', '/api/wallet/list');
      const wallet = wallets.find((each) => each.name === name);
      if (!wallet) throw new Error(`no wallet named ${name}`);
      return wallet.id;
    },
  };
}

/** The id of the sub-category named by `slug` in the reference data (`groceries`, `bars_clubs`, …). */
export async function subCategoryId(api: AccountApi, slug: string): Promise<number> {
  const list = await api.call<{ id: number; slug: string }[]>('get', '/api/categories');
  const found = list.find((each) => each.slug === slug);
  if (!found) throw new Error(`no sub-category ${slug}`);
  return found.id;
}

/** An hour ago: an entry that counts at once (a future one is planned). */
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/**
 * Writes an entry of `type` (expenses, incoming, transfer, debit, saving) on the wallet `account_id`, an hour
 * ago, confirmed and without labels unless `body` says otherwise; answers its uuid.
 */
export async function seedEntry(api: AccountApi, type: string, body: Json): Promise<string> {
  const entry = await api.call<{ uuid: string }>('post', `/api/entry/${type}`, {
    confirmed: true,
    labels: [],
    date_time: anHourAgo(),
    ...body,
  });
  return entry.uuid;
}

/** A wallet of the workspace, in euros; answers its id and uuid. */
export async function seedWallet(
  api: AccountApi,
  name: string,
  balance: number,
): Promise<{ id: number; uuid: string }> {
  return api.call('post', '/api/wallet/create', {
    name,
    type: 'bank',
    balance,
    currency_id: 2,
    color: '#7c3aed',
  });
}

/** A savings goal due in a year's time; answers its uuid. */
export async function seedGoal(api: AccountApi, name: string, amount: number): Promise<string> {
  const due = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const goal = await api.call<{ uuid: string }>('post', '/api/goals/create', {
    category_icon: 'travel',
    name,
    amount,
    due_date: due,
    description: null,
  });
  return goal.uuid;
}

/** An expense of `amount` euros (positive) on Bank, in Groceries unless `body` says otherwise; its uuid. */
export async function seedExpense(api: AccountApi, amount: number, body: Json = {}): Promise<string> {
  return seedEntry(api, 'expenses', {
    amount: -amount,
    account_id: await api.walletId(),
    category_id: 3,
    ...body,
  });
}

/** A deposit of `amount` euros from Bank toward the goal `goal` (its uuid); the entry's uuid. */
export async function seedSaving(
  api: AccountApi,
  goal: string,
  amount: number,
  body: Json = {},
): Promise<string> {
  return seedEntry(api, 'saving', {
    amount,
    account_id: await api.walletId(),
    category_id: 62,
    goal_id: goal,
    transfer_id: false,
    ...body,
  });
}
