import { type RuleRun, ruleRunSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** DELETE /api/rules/runs/{run_id}: the entries the run changed get back what they had; answers the run, undone. */
export async function undoRuleRun(runId: string): Promise<RuleRun> {
  return http()
    .delete(`api/rules/runs/${encodeURIComponent(runId)}`)
    .json(ruleRunSchema);
}

export function useUndoRuleRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRuleRun,
    onSuccess: (run) => {
      queryClient.setQueryData(ruleKeys.run(run.run_id), run);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        run.rule_id === null
          ? null
          : queryClient.invalidateQueries({ queryKey: ruleKeys.runsOf(run.rule_id) }),
      ]);
    },
  });
}
