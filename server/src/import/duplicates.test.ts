import { describe, expect, it } from 'vitest';
import { type ExistingEntry, findDuplicates } from './duplicates.ts';
import type { ReadRow } from './formats/bank-file.ts';

const row = (fields: Partial<ReadRow>): ReadRow => ({
  line: 1,
  date: '2026-03-10',
  amountCents: -350,
  currency: null,
  payee: null,
  note: null,
  bankId: null,
  category: null,
  problems: [],
  ...fields,
});

let nextId = 1;
const entry = (fields: Partial<ExistingEntry>): ExistingEntry => ({
  id: nextId++,
  date: '2026-03-10',
  amountCents: -350,
  bankId: null,
  bankPayee: null,
  note: null,
  ...fields,
});

describe('findDuplicates', () => {
  it('matches rows by bank reference, whatever their amount or date', () => {
    const rows = [row({ bankId: 'A1', amountCents: -999, date: '2026-01-01' }), row({ bankId: 'A2' })];
    expect(findDuplicates(rows, [entry({ bankId: 'A1' })])).toEqual([true, false]);
  });

  it('keeps two same-day twins of a file apart: one entry answers for one row only', () => {
    const coffee = { payee: 'Café Roma' };
    const rows = [row(coffee), row(coffee)];
    expect(findDuplicates(rows, [])).toEqual([false, false]);
    expect(findDuplicates(rows, [entry({ bankPayee: 'Café Roma' })])).toEqual([true, false]);
    expect(
      findDuplicates(rows, [entry({ bankPayee: 'Café Roma' }), entry({ bankPayee: 'café  roma' })]),
    ).toEqual([true, true]);
  });

  it('finds a row without a reference by amount, a date within one day and its payee or note', () => {
    const rows = [row({ payee: 'Shell', note: 'Fuel', date: '2026-03-11' })];
    expect(findDuplicates(rows, [entry({ bankPayee: 'SHELL' })])).toEqual([true]);
    // As a person typed it in the app: the note is the payee's name, or the note.
    expect(findDuplicates(rows, [entry({ note: 'shell station 42' })])).toEqual([true]);
    expect(findDuplicates(rows, [entry({ note: 'fuel' })])).toEqual([true]);
    expect(findDuplicates(rows, [entry({ note: 'Shell · Fuel' })])).toEqual([true]);
    // Two days apart, another amount, another payee: new.
    expect(findDuplicates(rows, [entry({ bankPayee: 'Shell', date: '2026-03-08' })])).toEqual([false]);
    expect(findDuplicates(rows, [entry({ bankPayee: 'Shell', amountCents: -351 })])).toEqual([false]);
    expect(findDuplicates(rows, [entry({ bankPayee: 'Esso' })])).toEqual([false]);
  });

  it('matches rows with neither payee nor note to entries with none', () => {
    expect(findDuplicates([row({})], [entry({})])).toEqual([true]);
    expect(findDuplicates([row({})], [entry({ note: 'Lunch' })])).toEqual([false]);
  });

  it('never matches a referenced entry by amount and text: its reference said which row it was', () => {
    const rows = [row({ payee: 'Shell' })];
    expect(findDuplicates(rows, [entry({ bankId: 'X', bankPayee: 'Shell' })])).toEqual([false]);
    // A referenced row whose reference the wallet does not know may still be an entry typed in the app.
    expect(findDuplicates([row({ bankId: 'NEW', payee: 'Shell' })], [entry({ note: 'Shell' })])).toEqual([
      true,
    ]);
  });

  it('never marks a row with a problem', () => {
    expect(
      findDuplicates([row({ problems: [{ field: 'date', message: 'x' }], date: null })], [entry({})]),
    ).toEqual([false]);
  });
});
