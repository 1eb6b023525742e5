import { type ActivityKind, type ActivityPage, activityPageSchema } from '@bc/api';
import { http, httpStatus } from '@bc/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The activity page shows 30 records a page. */
export const ACTIVITY_PER_PAGE = 30;

/** What the page narrows the record to; an empty value is no filter. */
export interface ActivityFilters {
  /** A member's uuid. */
  member: string;
  kind: ActivityKind | '';
  /** One thing's history (with `kind`): its uuid or id. */
  object: string;
  /** First and last day, yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { member: '', kind: '', object: '', from: '', to: '' };

/** GET /api/workspace/{uuid}/activity: who changed what, newest first (owners and editors; viewers 403). */
export async function getActivity(
  workspace: string,
  page: number,
  filters: ActivityFilters,
): Promise<ActivityPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(ACTIVITY_PER_PAGE) });
  for (const [name, value] of Object.entries(filters)) if (value) searchParams.set(name, value);
  return http()
    .get(`api/workspace/${encodeURIComponent(workspace)}/activity`, { searchParams })
    .json(activityPageSchema);
}

export const activityQueryOptions = (workspace: string, page: number, filters: ActivityFilters) =>
  queryOptions({
    queryKey: ['activity', workspace, page, filters],
    queryFn: () => getActivity(workspace, page, filters),
    placeholderData: keepPreviousData,
    // Every write anywhere adds to the record: asked again each time the page shows.
    staleTime: 0,
    // A viewer's 403 and an outsider's 404 are answers: asking again changes nothing.
    retry: (failures, error) => ![403, 404].includes(httpStatus(error) ?? 0) && failures < 1,
  });

export function useActivity(workspace: string, page: number, filters: ActivityFilters, enabled = true) {
  return useQuery({ ...activityQueryOptions(workspace, page, filters), enabled });
}
