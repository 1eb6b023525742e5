import type { RuleProposalDismissal } from '@bc/api';
import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/rules/proposal/dismissals: "no, thanks" for this payee and category; it is never proposed again. */
export async function dismissRuleProposal(dismissal: RuleProposalDismissal): Promise<void> {
  await http().post('api/rules/proposal/dismissals', { json: dismissal });
}

export function useDismissRuleProposal() {
  return useMutation({ mutationFn: dismissRuleProposal });
}
