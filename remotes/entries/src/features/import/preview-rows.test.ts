import type { ImportPreviewRow } from '@bc/api';
import { IMPORT_DEFAULT_CATEGORY_ID } from '@bc/api';
import { describe, expect, it } from 'vitest';
import { preview, previewRow, statement } from './import-preview.test-support.ts';
import {
  accountLabel,
  categoryRule,
  dateRange,
  decimalCents,
  importCounts,
  isKept,
  openingCents,
  previewItems,
  rowCategory,
  rowsByLine,
  ruleStartOf,
  transferRule,
} from './preview-rows.ts';

const good = previewRow({ line: 2 });
const duplicate = previewRow({ line: 3, duplicate: true });
const broken = previewRow({ line: 4, date: null, problems: [{ field: 'date', message: 'not a date' }] });

describe('isKept', () => {
  it('imports a good row unless left out, a duplicate or a row with a problem never', () => {
    expect(isKept(good, undefined)).toBe(true);
    expect(isKept(good, { keep: false })).toBe(false);
    expect(isKept(duplicate, undefined)).toBe(false);
    expect(isKept(duplicate, { keep: true })).toBe(false);
    expect(isKept(broken, { keep: true })).toBe(false);
  });
});

describe('importCounts', () => {
  it('counts what the commit writes, the duplicates and problems it leaves out, and the rows left out', () => {
    const file = preview({
      statements: [
        statement({ rows: [good, duplicate, broken] }),
        statement({ rows: [previewRow({ line: 9 })] }),
      ],
    });
    expect(importCounts(file, new Map())).toEqual({ toImport: 2, duplicates: 1, problems: 1, leftOut: 0 });
    expect(
      importCounts(
        file,
        new Map([
          [9, { keep: false }],
          [3, { keep: true }],
        ]),
      ),
    ).toEqual({
      toImport: 1,
      duplicates: 1,
      problems: 1,
      leftOut: 1,
    });
  });
});

describe('previewItems', () => {
  it('lists the rows of one statement as they are, and heads each statement of a file of several', () => {
    expect(previewItems(preview({ statements: [statement({ rows: [good] })] }))).toEqual([
      { kind: 'row', statement: 0, row: good },
    ]);
    expect(
      previewItems(preview({ statements: [statement({ rows: [good] }), statement({ rows: [duplicate] })] })),
    ).toEqual([
      { kind: 'statement', statement: 0 },
      { kind: 'row', statement: 0, row: good },
      { kind: 'statement', statement: 1 },
      { kind: 'row', statement: 1, row: duplicate },
    ]);
  });

  it('finds every row by its line', () => {
    const rows = rowsByLine(
      preview({ statements: [statement({ rows: [good] }), statement({ rows: [broken] })] }),
    );
    expect([...rows.keys()]).toEqual([2, 4]);
  });
});

describe('rowCategory', () => {
  it("is the person's choice, else the preview's", () => {
    expect(rowCategory(good, undefined)).toBe(3);
    expect(rowCategory(good, { categoryId: 73 })).toBe(73);
    expect(rowCategory(good, { keep: false })).toBe(3);
  });
});

describe('categoryRule', () => {
  it('names the rule that chose the category until the person chooses another', () => {
    const ruled = previewRow({
      line: 5,
      filled_by: [
        { field: 'payee', rule_id: 1, rule_name: 'Clean names' },
        { field: 'category', rule_id: 2, rule_name: 'Groceries' },
      ],
    });
    expect(categoryRule(ruled, undefined)).toBe('Groceries');
    expect(categoryRule(ruled, { keep: false })).toBe('Groceries');
    expect(categoryRule(ruled, { categoryId: 73 })).toBeNull();
    expect(categoryRule(good, undefined)).toBeNull();
  });
});

describe('dateRange', () => {
  it("spans the statement's first and last dates, whatever the rows' order, without the rows lacking one", () => {
    const rows: ImportPreviewRow[] = [
      previewRow({ line: 1, date: '2026-03-02' }),
      previewRow({ line: 2, date: null }),
      previewRow({ line: 3, date: '2025-12-31' }),
      previewRow({ line: 4, date: '2026-01-15' }),
    ];
    expect(dateRange(statement({ rows }))).toEqual({ from: '2025-12-31', to: '2026-03-02' });
    expect(dateRange(statement({ rows: [broken] }))).toBeNull();
  });
});

describe('decimalCents', () => {
  it("reads the wire's decimal strings exactly, and nothing else", () => {
    expect(decimalCents('-12.34')).toBe(-1234);
    expect(decimalCents('1500.00')).toBe(150000);
    expect(decimalCents('0.5')).toBe(50);
    expect(decimalCents('7')).toBe(700);
    expect(decimalCents('-0.01')).toBe(-1);
    expect(decimalCents('12,34')).toBeNull();
    expect(decimalCents('1e3')).toBeNull();
    expect(decimalCents(null)).toBeNull();
  });
});

describe('accountLabel', () => {
  it('names the account by its name and its IBAN, else its number, or whichever the file gives', () => {
    const account = { number: '0001', iban: 'DE89370400440532013000', currency: 'EUR', name: 'Checking' };
    expect(accountLabel(statement({ account }))).toBe('Checking · DE89370400440532013000');
    expect(accountLabel(statement({ account: { ...account, iban: null } }))).toBe('Checking · 0001');
    expect(accountLabel(statement({ account: { ...account, iban: null, number: null } }))).toBe('Checking');
    expect(accountLabel(statement({ account: { ...account, name: null } }))).toBe('DE89370400440532013000');
    expect(accountLabel(statement({ account: { ...account, name: null, iban: null } }))).toBe('0001');
    expect(
      accountLabel(statement({ account: { ...account, name: null, iban: null, number: null } })),
    ).toBeNull();
  });
});

describe('openingCents', () => {
  it("is the stated opening balance, else the closing balance less the statement's readable rows", () => {
    const rows = [
      previewRow({ line: 1, amount: '-42.10' }),
      previewRow({ line: 2, amount: '1850.00' }),
      broken,
    ];
    expect(openingCents(statement({ opening_balance: '100.00', closing_balance: '999.99', rows }))).toBe(
      10000,
    );
    expect(openingCents(statement({ closing_balance: '1798.50', rows }))).toBe(-940);
    expect(openingCents(statement({ rows }))).toBeNull();
  });
});

describe('transferRule', () => {
  it('names the wallet, the direction and the rule of a transfer a rule makes', () => {
    const filled_by = [{ field: 'transfer_wallet' as const, rule_id: 2, rule_name: 'To savings' }];
    expect(
      transferRule(previewRow({ line: 2, amount: '-200.00', transfer_wallet_id: 7, filled_by })),
    ).toEqual({
      walletId: 7,
      out: true,
      rule: 'To savings',
    });
    expect(
      transferRule(previewRow({ line: 3, amount: '50.00', transfer_wallet_id: 7, filled_by }))?.out,
    ).toBe(false);
    expect(transferRule(previewRow({ line: 4, amount: '-200.00' }))).toBeNull();
  });
});

describe('ruleStartOf', () => {
  it("starts a rule with the row's category, but not with the import's fallback", () => {
    expect(ruleStartOf('Bakery', 3)).toEqual({ payee: 'Bakery', category_id: 3 });
    expect(ruleStartOf('Bakery', IMPORT_DEFAULT_CATEGORY_ID)).toEqual({
      payee: 'Bakery',
      category_id: undefined,
    });
  });
});
