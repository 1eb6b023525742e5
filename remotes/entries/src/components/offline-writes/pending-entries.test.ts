// @vitest-environment jsdom
import type { OfflineWrite } from '@bc/session';
import { describe, expect, it } from 'vitest';
import { entry, groceries } from '../../testing/fixtures.ts';
import { entryEffect, pendingKindOf, previewEntry } from './pending-entries.ts';

const wallets = [
  { id: 1, uuid: 'w-1', name: 'Bank', currency_id: 2, currency_code: 'EUR', currency_icon: '€' },
  { id: 2, uuid: 'w-2', name: 'Pocket', currency_id: 2, currency_code: 'EUR', currency_icon: '€' },
];
const now = new Date('2026-03-10T12:00:00.000Z');

describe('pending entries', () => {
  it('moves balances in cents as the ledger does: counted entries only, transfers both ways, savings out', () => {
    expect(entryEffect(entry({ id: 1, amount: -12.34 }))).toEqual({ '1': -1234 });
    expect(entryEffect(entry({ id: 2, amount: -5, planned: true }))).toEqual({});
    expect(entryEffect(entry({ id: 3, amount: -5, confirmed: false }))).toEqual({});
    expect(entryEffect(entry({ id: 4, type: 'transfer', amount: -200, transfer_id: 2 }))).toEqual({
      '1': -20000,
      '2': 20000,
    });
    // The target row of the same transfer moves the same money.
    expect(
      entryEffect(entry({ id: 5, type: 'transfer', amount: 200, account_id: 2, transfer_id: 1 })),
    ).toEqual({ '1': -20000, '2': 20000 });
    expect(entryEffect(entry({ id: 6, type: 'transfer', amount: -50, transfer_id: 0 }))).toEqual({
      '1': -5000,
    });
    expect(entryEffect(entry({ id: 7, type: 'saving', amount: 30 }))).toEqual({ '1': -3000 });
  });

  it('previews a new entry from its body, and an edit over the entry it changes', () => {
    const created = previewEntry(
      'expenses',
      {
        type: 'expenses',
        amount: -10,
        account_id: 1,
        category_id: 3,
        note: ' Bread ',
        date_time: now.toISOString(),
      },
      null,
      'offline-1',
      { wallets, subCategories: [groceries] },
      now,
    );
    expect(created).toMatchObject({
      uuid: 'offline-1',
      amount: -10,
      note: 'Bread',
      wallet: { id: 1, name: 'Bank' },
      currency: { code: 'EUR', symbol: '€' },
      sub_category: { slug: 'groceries' },
      planned: false,
    });
    expect(entryEffect(created)).toEqual({ '1': -1000 });

    const base = entry({ id: 9, labels: [{ id: 4, uuid: 'l-4', name: 'food', color: '#fff' }] });
    const edited = previewEntry(
      'transfer',
      { type: 'transfer', amount: 25, account_id: 1, transfer_id: 2, date_time: '2026-04-01T00:00:00.000Z' },
      base,
      base.uuid,
      { wallets, subCategories: [groceries] },
      now,
    );
    expect(edited).toMatchObject({
      id: 9,
      uuid: 'e-9',
      amount: -25,
      transfer_to: { name: 'Pocket' },
      labels: base.labels,
    });
    // Dated in the future: planned, so it moves nothing yet.
    expect(edited.planned).toBe(true);
    expect(entryEffect(edited)).toEqual({});
  });

  it('names what a queued write does', () => {
    const write = (method: OfflineWrite['method'], target: string) => ({ method, target }) as OfflineWrite;
    expect(pendingKindOf(write('POST', 'offline-1'))).toBe('create');
    expect(pendingKindOf(write('PUT', 'e-1'))).toBe('edit');
    expect(pendingKindOf(write('DELETE', 'e-1'))).toBe('delete');
  });
});
