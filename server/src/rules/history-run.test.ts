import { describe, expect, it } from 'vitest';
import { keptOnHistory, undoneFields } from './history-run.ts';
import type { HistoryEntryRow, RuleWrittenFields } from './rule-runs-sql.ts';

const before: RuleWrittenFields = {
  category_id: 10,
  label_ids: [],
  note: 'Bread',
  exclude_from_stats: false,
  rule_fields: { category: 0, labels: 0 },
};
const after: RuleWrittenFields = {
  category_id: 20,
  label_ids: [9],
  note: 'Bread',
  exclude_from_stats: false,
  rule_fields: { category: 4, labels: 4 },
};

describe('undo of a run', () => {
  it('puts back every field the run changed, and whose it was', () => {
    expect(undoneFields({ before, after }, after)).toEqual(before);
  });

  it('keeps a value changed since the run, and leaves that field to whoever changed it', () => {
    const edited = { ...after, category_id: 30, rule_fields: { labels: 4 } };
    expect(undoneFields({ before, after }, edited)).toEqual({
      ...before,
      category_id: 30,
      rule_fields: { labels: 0 },
    });
  });
});

describe('fields a run leaves alone', () => {
  const row = { rule_fields: { category: 0, note: 3 } } as unknown as HistoryEntryRow;

  it("keeps the person's own fields, and always the payee and the type", () => {
    expect([...keptOnHistory(row, false)].sort()).toEqual(
      ['exclude_from_stats', 'labels', 'payee', 'transfer_wallet', 'type'].sort(),
    );
  });

  it('changes the person’s own fields when asked, never the payee and the type', () => {
    expect([...keptOnHistory(row, true)].sort()).toEqual(['payee', 'transfer_wallet', 'type']);
  });
});
