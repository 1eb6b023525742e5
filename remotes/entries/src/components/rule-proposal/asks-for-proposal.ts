import type { Entry, EntryBody } from '@bc/api';
import { choosesCategory, type EntryTab } from '@bc/domain';

/**
 * Whether a saved entry may teach a rule: the person chose its category by hand, on a tab that has one (not
 * left to a rule, and on an edit not the category it had already). What the server proposes from it is its own
 * business (the third time a payee gets that category in its last five entries).
 */
export function asksForRuleProposal(
  tab: EntryTab,
  body: EntryBody,
  before: Pick<Entry, 'category_id'> | null,
) {
  if (!choosesCategory(tab) || !body.category_id) return false;
  return before === null || before.category_id !== body.category_id;
}

/** What a form hands the list it returns to: the entry it saved that may teach a rule. */
export interface RuleProposalState {
  ruleProposalFor?: string | undefined;
}

/** The entry a screen was handed to ask a proposal about, or null. */
export const handedRuleProposal = (state: unknown): string | null =>
  (state as RuleProposalState | null)?.ruleProposalFor ?? null;
