import { type RuleProposal, ruleProposalSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ruleKeys } from './rule-keys.ts';

/**
 * GET /api/rules/proposal?entry_uuid=: after the person filed an entry by hand, a rule learned from their
 * filing ("payee X goes under category Y" the third time in its last five entries), or null.
 */
export async function getRuleProposal(entryUuid: string): Promise<RuleProposal> {
  return http()
    .get('api/rules/proposal', { searchParams: { entry_uuid: entryUuid } })
    .json(ruleProposalSchema);
}

export const ruleProposalQueryOptions = (entryUuid: string) =>
  queryOptions({
    queryKey: [...ruleKeys.all, ruleKeys.proposal, entryUuid],
    queryFn: () => getRuleProposal(entryUuid),
    // Asked once per save: the answer (or the person's) is what counts, not a newer one.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The proposal after the save of `entryUuid`; nothing is asked while it is null. */
export function useRuleProposal(entryUuid: string | null) {
  return useQuery({ ...ruleProposalQueryOptions(entryUuid ?? ''), enabled: entryUuid !== null });
}
