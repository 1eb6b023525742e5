/** The goals' query keys: every goal query starts with `goalKeys.all`, invalidated after any write. */
export const goalKeys = {
  all: ['goals'] as const,
  list: () => ['goals', 'list'] as const,
  detail: (uuid: string) => ['goals', 'detail', uuid] as const,
};
