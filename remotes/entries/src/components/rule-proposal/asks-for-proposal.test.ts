import { describe, expect, it } from 'vitest';
import { asksForRuleProposal } from './asks-for-proposal.ts';

describe('asksForRuleProposal', () => {
  it('asks after a category chosen by hand, on a new entry or changed on an edit', () => {
    expect(asksForRuleProposal('expenses', { category_id: 3 }, null)).toBe(true);
    expect(asksForRuleProposal('incoming', { category_id: 73 }, { category_id: 3 })).toBe(true);
  });

  it('does not ask when a rule files the entry, the category stayed, or the tab has none', () => {
    expect(asksForRuleProposal('expenses', {}, null)).toBe(false);
    expect(asksForRuleProposal('expenses', { category_id: 3 }, { category_id: 3 })).toBe(false);
    expect(asksForRuleProposal('debit', { category_id: 55 }, null)).toBe(false);
    expect(asksForRuleProposal('transfer', { category_id: 0 }, null)).toBe(false);
  });
});
