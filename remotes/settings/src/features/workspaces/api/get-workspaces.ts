import { type WorkspaceSummary, workspaceListResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKeys } from '../../../components/workspace-keys.ts';

/** GET /api/workspace/list: the caller's workspaces with their role and the current one. */
export async function getWorkspaces(): Promise<WorkspaceSummary[]> {
  return http().get('api/workspace/list').json(workspaceListResponseSchema);
}

export const workspacesQueryOptions = () =>
  queryOptions({ queryKey: workspaceKeys.list(), queryFn: getWorkspaces });

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
