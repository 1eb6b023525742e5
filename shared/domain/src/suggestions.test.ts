import { describe, expect, it } from 'vitest';
import { suggestionsFor, type WorkspaceFacts } from './suggestions.ts';

const setUp: WorkspaceFacts = {
  role: 'owner',
  pendingEntries: 0,
  budgets: 2,
  goals: 1,
  plans: 3,
  wallets: 2,
  members: 2,
  labels: 4,
  models: 1,
};

describe('suggestionsFor', () => {
  it('suggests nothing to a workspace that has it all', () => {
    expect(suggestionsFor(setUp)).toEqual([]);
  });

  it('suggests what a new workspace lacks, entries to confirm first, with their count', () => {
    const fresh: WorkspaceFacts = {
      role: 'owner',
      pendingEntries: 3,
      budgets: 0,
      goals: 0,
      plans: 0,
      wallets: 1,
      members: 1,
      labels: 0,
      models: 0,
    };
    expect(suggestionsFor(fresh)).toEqual([
      { kind: 'confirmPending', count: 3 },
      { kind: 'firstBudget' },
      { kind: 'firstGoal' },
      { kind: 'planRecurring' },
      { kind: 'moreWallets' },
      { kind: 'shareWorkspace' },
      { kind: 'firstLabel' },
      { kind: 'firstModel' },
    ]);
  });

  it('leaves sharing to the owner and every suggestion out for a viewer, who can change nothing', () => {
    const alone = { ...setUp, members: 1, budgets: 0 };
    expect(suggestionsFor({ ...alone, role: 'editor' })).toEqual([{ kind: 'firstBudget' }]);
    expect(suggestionsFor({ ...alone, role: 'viewer' })).toEqual([]);
  });
});
