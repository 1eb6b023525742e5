import { type WorkspaceDetail, workspaceDetailResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKeys } from './keys.ts';

/** GET /api/workspace/{uuid}: a workspace with its settings and the people it is shared with. */
export async function getWorkspace(uuid: string): Promise<WorkspaceDetail> {
  const { data } = await http()
    .get(`api/workspace/${encodeURIComponent(uuid)}`)
    .json(workspaceDetailResponseSchema);
  return data;
}

export const workspaceQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: workspaceKeys.detail(uuid), queryFn: () => getWorkspace(uuid) });

export function useWorkspace(uuid: string) {
  return useQuery(workspaceQueryOptions(uuid));
}
