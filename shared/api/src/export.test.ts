import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { workspaceFileJsonSchema, workspaceFileSchema } from './export.ts';

describe('the workspace file format', () => {
  it('is described by docs/workspace-file.schema.json as the reader reads it (node scripts/workspace-file-schema.ts)', async () => {
    const written = await readFile(
      new URL('../../../docs/workspace-file.schema.json', import.meta.url),
      'utf8',
    );
    expect(JSON.parse(written)).toEqual(JSON.parse(workspaceFileJsonSchema()));
  });

  it('reads money exactly and fills the defaults a writer may leave out', () => {
    const file = workspaceFileSchema.parse({
      format: 'budget-control-workspace',
      version: 1,
      workspace: { name: 'Home', currency: 'EUR', payment_type: 1 },
      wallets: [
        { ref: 7, name: 'Bank', type: 'bank', color: '#112233', currency: 'EUR', opening_balance: '1234.5' },
      ],
      entries: [
        {
          ref: 1,
          type: 'expense',
          amount: '-0.10',
          currency: 'EUR',
          payment_type: 1,
          date: '2026-01-02T03:04:05.123456Z',
          wallet: 7,
          category: 3,
        },
      ],
    });
    expect(file.wallets[0]).toMatchObject({
      opening_balance: 123_450,
      archived: false,
      payment_wallet: null,
    });
    expect(file.entries[0]).toMatchObject({
      amount: -10,
      labels: [],
      planned: false,
      confirmed: true,
      transfer: null,
    });
  });

  it('refuses a third decimal, a date that is not one and a wallet of an unknown type', () => {
    const result = workspaceFileSchema.safeParse({
      format: 'budget-control-workspace',
      version: 1,
      workspace: { name: 'Home', currency: null, payment_type: null },
      wallets: [
        { ref: 1, name: 'Bank', type: 'piggy', color: '#112233', currency: 'EUR', opening_balance: '1.001' },
      ],
      entries: [
        {
          ref: 1,
          type: 'expense',
          amount: '-1',
          currency: 'EUR',
          payment_type: 1,
          date: 'yesterday',
          category: 3,
        },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['wallets.0.type', 'wallets.0.opening_balance', 'entries.0.date']),
    );
  });
});
