// Rows as the API answers them, for component tests of any area.
import type { UserInfo, Wallet } from '@bc/api';

/**
 * A bank wallet in euro with an empty balance; `overrides` set what a test is about (a voucher's
 * `balance` is `{ value_in_voucher, value_in_valut }`).
 */
export function wallet(overrides: Partial<Wallet> & Pick<Wallet, 'id' | 'name'>): Wallet {
  return {
    uuid: `w-${overrides.id}`,
    type: 'bank',
    color: '#2196f3',
    currency: 2,
    currency_id: 2,
    currency_code: 'EUR',
    currency_icon: '€',
    balance: 0,
    opening_balance: 0,
    exclude_from_stats: false,
    exclude_stats: false,
    sorting: 0,
    archived: false,
    updated_at: '2026-01-15T10:00:00.000Z',
    invoice_date: null,
    closing_date: null,
    payment_account: null,
    installement_value: null,
    voucher_value: null,
    ...overrides,
  };
}

/**
 * A user set up in the workspace `ws-1` (euro, payment type 1) as GET /api/auth/user-info answers it
 * in `userInfo`; `overrides` set what a test is about (before setup: `current_ws: ''` and
 * `workspace_settings: []`).
 */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    uuid: 'user-1',
    name: 'Ada',
    email: 'ada@example.com',
    email_verified: true,
    language: null,
    workspaces: [{ uuid: 'ws-1', name: 'Home', role: 'owner', current: true }],
    current_ws: 'ws-1',
    workspace_settings: {
      uuid: 'ws-1',
      name: 'Home',
      data: {
        currency: { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
        payment_type_id: 1,
      },
    },
    shared_with: [],
    ...overrides,
  };
}
