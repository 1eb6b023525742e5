import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileReferenceProblems, parseWorkspaceFile, RefusedFile } from './workspace-file-check.ts';

const reference = {
  currencies: { EUR: 2, USD: 1 },
  paymentTypes: [1, 2],
  subCategories: [3, 62, 73],
  categories: [1, 6],
};

const file = (change: Record<string, unknown> = {}) => ({
  format: 'budget-control-workspace',
  version: 1,
  workspace: { name: 'Home', currency: 'EUR', payment_type: 1 },
  wallets: [
    { ref: 10, name: 'Bank', type: 'bank', color: '#112233', currency: 'EUR', opening_balance: '100.00' },
    { ref: 11, name: 'Cash', type: 'cache', color: '#112233', currency: 'USD', opening_balance: '0' },
  ],
  categories: [{ ref: 1000, parent: 6, name: 'Climbing' }],
  labels: [{ ref: 5, name: 'trip', color: '#aa0000' }],
  entries: [
    {
      ref: 1,
      type: 'transfer',
      amount: '-5.00',
      currency: 'EUR',
      payment_type: 1,
      date: '2026-01-01T00:00:00Z',
      wallet: 10,
      category: 3,
      transfer: 2,
    },
    {
      ref: 2,
      type: 'transfer',
      amount: '5.00',
      currency: 'EUR',
      payment_type: 1,
      date: '2026-01-01T00:00:00Z',
      wallet: null,
      category: 3,
      transfer: 1,
    },
    {
      ref: 3,
      type: 'expense',
      amount: '-1.00',
      currency: 'EUR',
      payment_type: 1,
      date: '2026-01-01T00:00:00Z',
      wallet: 11,
      category: 1000,
      labels: [5],
    },
  ],
  rules: [
    {
      name: 'Climbing',
      stage: 'normal',
      conditions: { all: [{ field: 'wallet', op: 'one_of', value: [10, 11] }] },
      actions: [
        { type: 'set_category', value: 1000 },
        { type: 'add_label', value: 5 },
      ],
    },
  ],
  ...change,
});

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof RefusedFile) return error.refusal;
    throw error;
  }
  throw new Error('The file was not refused');
};

describe('parseWorkspaceFile', () => {
  it('reads a file, compressed or not, with a byte order mark or not', () => {
    expect(parseWorkspaceFile(bytes(file())).entries).toHaveLength(3);
    expect(parseWorkspaceFile(gzipSync(bytes(file()))).wallets[0]?.opening_balance).toBe(10_000);
    expect(parseWorkspaceFile(new TextEncoder().encode(`\uFEFF${JSON.stringify(file())}`)).version).toBe(1);
  });

  it('answers 413 past the limit, counted once uncompressed (a small gzip of a large file too)', () => {
    const large = gzipSync(
      bytes(file({ workspace: { name: 'x'.repeat(100), currency: null, payment_type: null } })),
    );
    expect(refusal(() => parseWorkspaceFile(large, 300))).toMatchObject({ status: 413 });
    expect(refusal(() => parseWorkspaceFile(bytes(file()), 300))).toMatchObject({ status: 413 });
  });

  it('says where the values are wrong', () => {
    const wrong = refusal(() =>
      parseWorkspaceFile(bytes(file({ entries: [{ ref: 1, type: 'expense', amount: '1.005' }] }))),
    );
    expect(wrong).toMatchObject({ status: 422, message: 'The file is damaged' });
    expect(Object.keys(wrong.fields)).toEqual(
      expect.arrayContaining(['file', 'entries.0.amount', 'entries.0.date']),
    );
  });

  it('tells a file of something else from a damaged one', () => {
    expect(refusal(() => parseWorkspaceFile(bytes([1, 2])))).toMatchObject({
      message: 'This is not a Budget Control workspace file',
    });
    expect(refusal(() => parseWorkspaceFile(new Uint8Array([0xff, 0xfe, 0x00])))).toMatchObject({
      message: 'This is not a Budget Control workspace file',
    });
    expect(refusal(() => parseWorkspaceFile(bytes(file()).subarray(0, 40)))).toMatchObject({
      message: 'The file is damaged',
    });
  });
});

describe('fileReferenceProblems', () => {
  const problems = (change: Record<string, unknown>) =>
    fileReferenceProblems(parseWorkspaceFile(bytes(file(change))), reference);

  it('finds nothing wrong in a file whose refs all hold (a custom category, a transfer out of wallet, a rule)', () => {
    expect(problems({})).toEqual({});
  });

  it('names each broken ref', () => {
    const [transfer, , expense] = file().entries;
    expect(
      problems({
        entries: [
          { ...transfer, transfer: 3 },
          { ...expense, ref: 3, wallet: 99, currency: 'XYZ', labels: [6], category: 999 },
        ],
        rules: [
          {
            name: 'r',
            stage: 'normal',
            conditions: { all: [{ field: 'label', op: 'is', value: 8 }] },
            actions: [{ type: 'set_category', value: 3 }],
          },
        ],
      }),
    ).toEqual({
      'entries.0.transfer': 'A transfer needs its other side: a transfer entry whose transfer is this one',
      'entries.1.wallet': 'No wallet of the file has ref 99',
      'entries.1.currency': 'Unknown currency XYZ',
      'entries.1.labels': 'No label of the file has ref 6',
      'entries.1.category': 'No category of the file or of Budget Control has id 999',
      'rules.0': 'The rule names what the file does not have: label 8',
    });
  });

  it('asks a debit for its payee and a saving for its goal, and refuses two items of one ref', () => {
    const base = { currency: 'EUR', payment_type: 1, date: '2026-01-01T00:00:00Z', wallet: 10, category: 3 };
    expect(
      problems({
        entries: [
          { ...base, ref: 1, type: 'debit', amount: '1.00' },
          { ...base, ref: 1, type: 'saving', amount: '1.00' },
        ],
      }),
    ).toEqual({
      'entries.1.ref': 'Another entry has ref 1',
      'entries.0.payee': 'A debit needs a payee',
      'entries.1.goal': 'A saving needs a goal',
    });
  });
});
