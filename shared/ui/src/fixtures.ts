// Rows as the API answers them, for component tests of any area.
import type { Wallet } from '@bc/api';

/** A bank wallet in euro with an empty balance; `overrides` set what a test is about. */
export function wallet(overrides: Partial<Wallet> & Pick<Wallet, 'id' | 'name'>): Wallet {
  return {
    uuid: `w-${overrides.id}`,
    type: 'bank',
    color: '#2196f3',
    currency_id: 2,
    currency: { id: 2, code: 'EUR', symbol: '€', icon: '€' },
    balance: 0,
    opening_balance: 0,
    exclude_from_stats: false,
    sorting: 0,
    archived: false,
    updated_at: '2026-01-15T10:00:00.000Z',
    invoice_date: null,
    closing_date: null,
    payment_account: null,
    installement_value: null,
    voucher_value: null,
    value_in_voucher: null,
    value_in_valut: null,
    ...overrides,
  };
}
