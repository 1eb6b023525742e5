import { type RuleDryRun, ruleDryRunSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

export interface RuleRunRequest {
  id: number;
  /** Also change the fields a person set by hand. */
  changeOwnEdits: boolean;
}

/** POST /api/rules/{id}/apply?dry_run=1: how many entries match, and the first changes, without making them. */
export async function previewRuleRun({ id, changeOwnEdits }: RuleRunRequest): Promise<RuleDryRun> {
  return http()
    .post(`api/rules/${id}/apply`, {
      searchParams: { dry_run: '1' },
      json: { change_own_edits: changeOwnEdits },
    })
    .json(ruleDryRunSchema);
}

export function usePreviewRuleRun() {
  return useMutation({ mutationFn: previewRuleRun });
}
