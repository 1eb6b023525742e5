import { describe, expect, it } from 'vitest';
import {
  ENTRY_MESSAGES,
  entryProblems,
  findLabelByName,
  isPlannedByDate,
  LABEL_COLORS,
  labelProblems,
  modelNameProblem,
  plannedProblems,
  randomLabelColor,
  searchRangeProblem,
  signedAmount,
  signProblem,
  splitLabelText,
  voucherBalanceCents,
  walletProblems,
} from './ledger.ts';

const TYPES = ['bank', 'cache', 'credit-card', 'credit-card-revolving', 'voucher'];

describe('entryProblems', () => {
  it('needs an amount, a wallet and a category for expenses and incoming', () => {
    expect(entryProblems({ type: 'expense', amount: null })).toEqual({
      amount: 'insert amount',
      account_id: 'choose wallet',
      category_id: 'choose category',
    });
    expect(entryProblems({ type: 'income', amount: 10, account_id: 1, category_id: 73 })).toEqual({});
    expect(entryProblems({ type: 'expense', amount: 0.001, account_id: -1, category_id: 0 })).toEqual({
      amount: 'insert amount',
      account_id: 'choose wallet',
      category_id: 'choose category',
    });
  });

  it('checks both sides of a transfer, allowing out of wallet on one', () => {
    expect(entryProblems({ type: 'transfer', amount: 5, account_id: 1 })).toEqual({
      transfer_id: ENTRY_MESSAGES.transferTo,
    });
    expect(entryProblems({ type: 'transfer', amount: 5, account_id: 1, transfer_id: 1 })).toEqual({
      transfer_id: 'wallets must be different',
    });
    expect(entryProblems({ type: 'transfer', amount: 5, account_id: null, transfer_id: 0 })).toEqual({
      account_id: 'choose wallet',
      transfer_id: 'choose wallet transfer',
    });
    expect(entryProblems({ type: 'transfer', amount: 5, account_id: null, transfer_id: 2 })).toEqual({});
    expect(entryProblems({ type: 'transfer', amount: 5, account_id: 3, transfer_id: 0 })).toEqual({});
  });

  it('needs a payee or a new payee name for a debit', () => {
    expect(entryProblems({ type: 'debit', amount: -5, account_id: 1 })).toEqual({ payee_id: 'choose payee' });
    expect(entryProblems({ type: 'debit', amount: -5, account_id: 1, payee_id: '  ' })).toEqual({
      payee_id: 'insert payee name',
    });
    expect(entryProblems({ type: 'debit', amount: 5, account_id: 1, payee_id: 'Ann' })).toEqual({});
    expect(entryProblems({ type: 'debit', amount: 5, account_id: 1, payee_id: 4 })).toEqual({});
  });

  it('needs a goal for a saving', () => {
    expect(entryProblems({ type: 'saving', amount: 5, account_id: 1 })).toEqual({ goal_id: 'choose goal' });
  });
});

describe('signs', () => {
  it('rejects a positive expense and a negative income', () => {
    expect(signProblem('expense', 5)).toMatch(/negative/);
    expect(signProblem('income', -5)).toMatch(/positive/);
    expect(signProblem('expense', -5)).toBeNull();
    expect(signProblem('debit', -5)).toBeNull();
    expect(signProblem('debit', 5)).toBeNull();
    expect(signProblem('saving', -5)).toBeNull();
    expect(signProblem('transfer', -5)).toMatch(/positive/);
  });

  it('signs amounts as the client sends them', () => {
    expect(signedAmount('expense', 12.5)).toBe(-12.5);
    expect(signedAmount('income', -3)).toBe(3);
    expect(signedAmount('debit', 3, -1)).toBe(-3);
    expect(signedAmount('saving', 3)).toBe(3);
  });
});

describe('planned and models', () => {
  it('decides planned by the date', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(isPlannedByDate('2026-01-11T00:00:00Z', now)).toBe(true);
    expect(isPlannedByDate('2026-01-10T12:00:00Z', now)).toBe(false);
    expect(isPlannedByDate('2025-12-31', now)).toBe(false);
  });

  it('checks a plan and a model name', () => {
    expect(plannedProblems({})).toEqual({ planning: 'choose planned type', date_time: 'choose start date' });
    expect(plannedProblems({ planning: 'monthly', start: '2026-02-01', end: '2026-01-01' })).toEqual({
      end_date_time: 'end date greater than start date',
    });
    expect(modelNameProblem('  ')).toBe('insert model name');
    expect(modelNameProblem(' Rent ')).toBeNull();
  });
});

describe('labels', () => {
  it('has a palette of 17 colours and picks from it', () => {
    expect(LABEL_COLORS).toHaveLength(17);
    expect(new Set(LABEL_COLORS).size).toBe(17);
    expect(randomLabelColor(() => 0)).toBe(LABEL_COLORS[0]);
    expect(randomLabelColor(() => 0.9999)).toBe(LABEL_COLORS[16]);
  });

  it('needs a name and a colour', () => {
    expect(labelProblems({ name: ' ', color: 'red' })).toEqual({
      name: 'label_name_required',
      color: 'label_color_required',
    });
    expect(labelProblems({ name: 'Trip', color: '#aabbcc' })).toEqual({});
  });

  it('splits typed text on spaces and commas and reuses case-insensitively', () => {
    expect(splitLabelText(' trip, food  Trip,,work ')).toEqual(['trip', 'food', 'work']);
    expect(splitLabelText(' , ')).toEqual([]);
    expect(findLabelByName([{ id: 1, name: 'Trip' }], 'TRIP ')).toEqual({ id: 1, name: 'Trip' });
    expect(findLabelByName([{ id: 1, name: 'Trip' }], 'trips')).toBeUndefined();
  });
});

describe('walletProblems', () => {
  it('needs name, type and currency', () => {
    expect(walletProblems({ name: '', type: 'boat', currency_id: 0 }, TYPES)).toEqual({
      name: 'wallet_name_required',
      type: 'wallet_type_invalid',
      currency_id: 'wallet_currency_required',
    });
  });

  it('needs dates and a paying wallet for a credit card, and an instalment for a revolving one', () => {
    expect(walletProblems({ name: 'Card', type: 'credit-card-revolving', currency_id: 2 }, TYPES)).toEqual({
      invoice_date: 'wallet_invoice_date_required',
      closing_date: 'wallet_closing_date_required',
      payment_account: 'wallet_payment_account_required',
      installement_value: 'wallet_installment_required',
    });
    const card = {
      name: 'Card',
      type: 'credit-card',
      currency_id: 2,
      invoice_date: '2026-01-10',
      closing_date: '2026-01-01',
      payment_account: 4,
    };
    expect(walletProblems(card, TYPES, { type: 'bank', archived: false })).toEqual({});
    expect(walletProblems(card, TYPES, { type: 'credit-card', archived: false })).toEqual({
      payment_account: 'wallet_payment_account_invalid',
    });
    expect(walletProblems(card, TYPES, { type: 'bank', archived: true })).toEqual({
      payment_account: 'wallet_payment_account_invalid',
    });
    expect(walletProblems(card, TYPES, null)).toEqual({ payment_account: 'wallet_payment_account_invalid' });
  });

  it('needs a ticket value for a voucher, whose balance is tickets times value', () => {
    expect(walletProblems({ name: 'Meal', type: 'voucher', currency_id: 2 }, TYPES)).toEqual({
      voucher_value: 'wallet_voucher_value_required',
    });
    expect(voucherBalanceCents(12, 800)).toBe(9600);
  });
});

describe('searchRangeProblem', () => {
  it('allows up to 364 days', () => {
    expect(searchRangeProblem(null, null)).toBeNull();
    expect(searchRangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(searchRangeProblem('2025-01-01', '2026-01-01')).toMatch(/364/);
    expect(searchRangeProblem('2026-02-01', '2026-01-01')).toBe('end date greater than start date');
    expect(searchRangeProblem('2026-02-01', null)).toMatch(/both/);
  });
});
