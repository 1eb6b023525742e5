// What the profile suggests a person does next, from what their workspace holds: the rule lives here, the
// server counts (GET /api/suggestions) and the profile shows the list in this order.

/** The suggestions, most useful first: entries waiting for a confirmation before anything to set up. */
export const SUGGESTION_KINDS = [
  'confirmPending',
  'firstBudget',
  'firstGoal',
  'planRecurring',
  'moreWallets',
  'shareWorkspace',
  'firstLabel',
  'firstModel',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** What a workspace holds, as the server counts it (archived, deleted and ended items left out). */
export interface WorkspaceFacts {
  role: 'owner' | 'editor' | 'viewer';
  /** Entries not confirmed yet (recorded or future-dated): they count nowhere until confirmed. */
  pendingEntries: number;
  budgets: number;
  goals: number;
  /** Recurring plans that still run. */
  plans: number;
  wallets: number;
  /** People in the workspace, its owner included. */
  members: number;
  labels: number;
  models: number;
}

export interface Suggestion {
  kind: SuggestionKind;
  /** How many things it is about, for the suggestions that count some (the entries to confirm). */
  count?: number;
}

/**
 * The suggestions for a member of a workspace. A viewer can change nothing there: none. Sharing is the
 * owner's. Everything else is suggested while the workspace has none of it (one wallet: add the others).
 */
export function suggestionsFor(facts: WorkspaceFacts): Suggestion[] {
  if (facts.role === 'viewer') return [];
  const wanted: Record<SuggestionKind, boolean> = {
    confirmPending: facts.pendingEntries > 0,
    firstBudget: facts.budgets === 0,
    firstGoal: facts.goals === 0,
    planRecurring: facts.plans === 0,
    moreWallets: facts.wallets <= 1,
    shareWorkspace: facts.role === 'owner' && facts.members <= 1,
    firstLabel: facts.labels === 0,
    firstModel: facts.models === 0,
  };
  return SUGGESTION_KINDS.filter((kind) => wanted[kind]).map((kind) =>
    kind === 'confirmPending' ? { kind, count: facts.pendingEntries } : { kind },
  );
}
