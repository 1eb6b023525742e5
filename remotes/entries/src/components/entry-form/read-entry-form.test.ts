// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NEW_PAYEE, readEntryForm } from './read-entry-form.ts';

const formWith = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const now = new Date('2026-11-23T10:00:00.000Z');
const details = { currency_id: '2', payment_type: '1', confirmed: 'on' };

describe('readEntryForm', () => {
  it('sends an expense with its tab as type, a negative amount, its category and labels', () => {
    const form = formWith({
      ...details,
      amount: '1250',
      account_id: '3',
      category_id: '12',
      note: ' lunch ',
    });
    const { problems, body } = readEntryForm(
      form,
      'expenses',
      [{ id: 7, name: 'Food', color: '#4caf50' }],
      now,
    );
    expect(problems).toEqual([]);
    expect(body).toMatchObject({
      type: 'expenses',
      amount: -1250,
      account_id: 3,
      category_id: 12,
      note: 'lunch',
      currency_id: 2,
      payment_type: 1,
      confirmed: true,
      waranty: false,
      exclude_from_stats: false,
      date_time: now.toISOString(),
      labels: [{ name: 7, color: null }],
    });
    expect(body).not.toHaveProperty('transfer_id');
  });

  it('needs no category when a rule files the entry, and then leaves category_id out', () => {
    const form = formWith({ ...details, amount: '4', account_id: '3', category_id: '0' });
    const byRule = readEntryForm(form, 'expenses', [], now, { categoryByRule: true });
    expect(byRule.problems).toEqual([]);
    expect(byRule.body).not.toHaveProperty('category_id');
    // Without the rule the category is required as ever; a category chosen is sent either way.
    expect(readEntryForm(form, 'expenses', [], now).problems).toEqual(['choose category']);
    form.set('category_id', '12');
    expect(readEntryForm(form, 'expenses', [], now, { categoryByRule: true }).body.category_id).toBe(12);
  });

  it('reports every missing field once, in the order of the form', () => {
    const { problems } = readEntryForm(formWith({ account_id: '-1', category_id: '0' }), 'incoming', [], now);
    expect(problems).toEqual(['insert amount', 'choose wallet', 'choose category']);
  });

  it('sends a transfer from out of wallet with no source wallet and the target in transfer_id', () => {
    const form = formWith({ amount: '500', account_id: '0', transfer_id: '4' });
    const { problems, body } = readEntryForm(form, 'transfer', [], now);
    expect(problems).toEqual([]);
    expect(body).toMatchObject({ type: 'transfer', account_id: null, transfer_id: 4, category_id: 0 });
  });

  it('refuses a transfer whose source is left on "choose wallet"', () => {
    const form = formWith({ amount: '500', account_id: '-1', transfer_id: '4' });
    expect(readEntryForm(form, 'transfer', [], now).problems).toEqual(['choose wallet']);
  });

  it('sends a new payee by its name and signs a debit by its direction', () => {
    const form = formWith({
      amount: '900',
      account_id: '3',
      payee_id: NEW_PAYEE,
      payee_name: ' Bob ',
      debit_direction: 'expenses',
    });
    const { body } = readEntryForm(form, 'debit', [], now);
    expect(body).toMatchObject({ type: 'debit', payee_id: 'Bob', amount: -900, category_id: 0 });
  });

  it('files a saving under the saving sub-category, its goal by uuid, a withdrawal negative', () => {
    const form = formWith({
      amount: '2000',
      account_id: '3',
      goal_id: 'goal-1',
      saving_direction: 'withdrawal',
    });
    const { problems, body } = readEntryForm(form, 'saving', [], now);
    expect(problems).toEqual([]);
    expect(body).toMatchObject({ type: 'saving', goal_id: 'goal-1', amount: -2000, category_id: 62 });
  });
});
