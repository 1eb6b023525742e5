import { describe, expect, it } from 'vitest';
import { GROCERIES, subjectWith } from './rules.test-support.ts';
import { prepareSubject } from './subject.ts';

describe('prepareSubject', () => {
  it('folds the payee, and the bank text beside the note, taking none as empty', () => {
    const prepared = prepareSubject(subjectWith({ note: null }));
    expect(prepared.folded).toEqual({
      payee: ['esselunga milano'],
      note: ['card 4411 esselunga mi 0392', ''],
    });
    expect(prepared.raw.note).toEqual(['CARD 4411 ESSELUNGA MI 0392', '']);
  });

  it('lists the choices, one or none but labels', () => {
    expect(prepareSubject(subjectWith({ walletId: null, currency: 'eur' })).choices).toEqual({
      wallet: [],
      category: [10],
      label: [5, 6],
      type: ['expense'],
      currency: ['EUR'],
    });
  });

  it('knows how long the month is', () => {
    expect(prepareSubject(subjectWith({ date: '2024-02-10' }))).toMatchObject({
      dayOfMonth: 10,
      lastDayOfMonth: 29,
    });
    expect(prepareSubject(subjectWith({ date: '2026-12-31' }))).toMatchObject({
      dayOfMonth: 31,
      lastDayOfMonth: 31,
    });
  });

  it('reuses the folded texts of the same subject before a change that left them alone', () => {
    const before = prepareSubject(GROCERIES);
    expect(prepareSubject({ ...GROCERIES, categoryId: 3 }, before).folded).toBe(before.folded);
    expect(prepareSubject({ ...GROCERIES, note: 'Other' }, before).folded.note).toEqual([
      'card 4411 esselunga mi 0392',
      'other',
    ]);
  });
});
