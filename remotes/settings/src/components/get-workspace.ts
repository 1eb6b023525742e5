import { type WorkspaceDetail, workspaceDetailSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKeys } from './workspace-keys.ts';

/**
 * GET /api/workspace/{uuid}: the workspace with every member (the caller included) and its settings
 * (currency and payment type).
 */
export async function getWorkspace(uuid: string): Promise<WorkspaceDetail> {
  return http()
    .get(`api/workspace/${encodeURIComponent(uuid)}`)
    .json(workspaceDetailSchema);
}

export const workspaceQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: workspaceKeys.detail(uuid), queryFn: () => getWorkspace(uuid) });

export function useWorkspace(uuid: string) {
  return useQuery(workspaceQueryOptions(uuid));
}
