/** The rules' queries in the one cache: the settings' list of rules and the entries' previews and proposals. */
export const ruleKeys = {
  all: ['rules'] as const,
  /** The second part of a proposal's key. */
  proposal: 'proposal',
};
