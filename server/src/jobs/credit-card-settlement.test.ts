import { describe, expect, it } from 'vitest';
import { addOneMonth, invoicePaymentCents, utcToday } from './credit-card-settlement.ts';

describe('addOneMonth', () => {
  it('moves a date one month on, clamping the day to the month end', () => {
    expect(addOneMonth('2026-03-10')).toBe('2026-04-10');
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-30')).toBe('2028-02-29');
    expect(addOneMonth('2026-12-15')).toBe('2027-01-15');
    expect(addOneMonth('2026-05-31')).toBe('2026-06-30');
  });
});

describe('invoicePaymentCents', () => {
  it('pays the debt of a card, the instalment capped at the debt of a revolving one, nothing without debt', () => {
    const card = { type: 'credit-card', installment_value_cents: null };
    expect(invoicePaymentCents({ ...card, balance_cents: -25075 })).toBe(25075);
    expect(invoicePaymentCents({ ...card, balance_cents: 0 })).toBe(0);
    expect(invoicePaymentCents({ ...card, balance_cents: 1500 })).toBe(0);
    const revolving = { type: 'credit-card-revolving', installment_value_cents: 12050 };
    expect(invoicePaymentCents({ ...revolving, balance_cents: -30000 })).toBe(12050);
    expect(invoicePaymentCents({ ...revolving, balance_cents: -5900 })).toBe(5900);
    expect(invoicePaymentCents({ ...revolving, balance_cents: 100 })).toBe(0);
    expect(invoicePaymentCents({ ...revolving, installment_value_cents: null, balance_cents: -100 })).toBe(0);
  });
});

describe('utcToday', () => {
  it('is the UTC date', () => {
    expect(utcToday(new Date('2026-03-10T23:30:00-05:00'))).toBe('2026-03-11');
  });
});
