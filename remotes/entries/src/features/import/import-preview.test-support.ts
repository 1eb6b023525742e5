// Answers of the import API as the server gives them, for the import page's tests.
import type { ImportBatch, ImportPreview, ImportPreviewRow, ImportStatement } from '@bc/api';

export const IMPORT_ID = '0b8a4c1e-5f2d-4a3b-9c7d-1e2f3a4b5c6d';

export function previewRow(
  overrides: Partial<ImportPreviewRow> & Pick<ImportPreviewRow, 'line'>,
): ImportPreviewRow {
  return {
    date: '2026-01-15',
    amount: '-12.50',
    currency: null,
    payee: 'Bakery',
    note: null,
    bank_id: null,
    category_id: 3,
    label_ids: [],
    filled_by: [],
    transfer_wallet_id: null,
    duplicate: false,
    problems: [],
    ...overrides,
  };
}

export function statement(overrides: Partial<ImportStatement> = {}): ImportStatement {
  return {
    account: { number: null, iban: null, currency: 'EUR', name: null },
    opening_balance: null,
    closing_balance: null,
    wallet_id: null,
    rows: [],
    ...overrides,
  };
}

export function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    import_id: IMPORT_ID,
    format: 'ofx',
    encoding: 'windows-1252',
    file_name: 'bank.ofx',
    statements: [statement()],
    problems: [],
    ...overrides,
  };
}

export function batch(overrides: Partial<ImportBatch> & Pick<ImportBatch, 'batch_id'>): ImportBatch {
  return {
    created_at: '2026-02-01T09:30:00.000Z',
    user: { uuid: '7c1e0d2a-3b4c-4d5e-8f90-a1b2c3d4e5f6', name: 'Ada' },
    file_name: 'bank.ofx',
    format: 'ofx',
    imported: 3,
    duplicates: 1,
    wallets: [{ id: 4, uuid: '3f1e0d2a-3b4c-4d5e-8f90-a1b2c3d4e5f6', name: 'Bank' }],
    undone_at: null,
    ...overrides,
  };
}
