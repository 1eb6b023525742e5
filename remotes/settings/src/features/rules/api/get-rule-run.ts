import { type RuleRun, ruleRunSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ruleKeys } from './keys.ts';

/** How often a running run is asked for its progress. */
export const RUN_POLL_MS = 1000;

/** GET /api/rules/runs/{run_id}: a run's progress (scanned of total) and counts. */
export async function getRuleRun(runId: string): Promise<RuleRun> {
  return http()
    .get(`api/rules/runs/${encodeURIComponent(runId)}`)
    .json(ruleRunSchema);
}

/** Asked again every second while the run is running, no more once it is done, failed or undone. */
export const ruleRunQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: ruleKeys.run(runId),
    queryFn: () => getRuleRun(runId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });

/** A run followed to its end; once it has changed entries, the entries and the rule's runs are read again. */
export function useRuleRun(runId: string) {
  const queryClient = useQueryClient();
  const run = useQuery(ruleRunQueryOptions(runId));
  const finished = run.data !== undefined && run.data.status !== 'running';
  const ruleId = run.data?.rule_id ?? null;
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: ledgerKeys.entries });
    if (ruleId !== null) void queryClient.invalidateQueries({ queryKey: ruleKeys.runsOf(ruleId) });
  }, [finished, ruleId, queryClient]);
  return run;
}
