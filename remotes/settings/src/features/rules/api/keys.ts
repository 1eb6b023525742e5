/** Query keys of the rules: the list, each rule, and the runs of rules on existing entries. */
export const ruleKeys = {
  all: ['rules'] as const,
  list: () => ['rules', 'list'] as const,
  detail: (id: number) => ['rules', 'detail', id] as const,
  runsOf: (id: number) => ['rules', 'runs-of', id] as const,
  run: (runId: string) => ['rules', 'run', runId] as const,
};
