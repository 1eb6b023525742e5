import { type ApiSuggestion, suggestionListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/suggestions: what to do next in the current workspace, most useful first, from its own data. */
export async function getSuggestions(): Promise<ApiSuggestion[]> {
  return http().get('api/suggestions').json(suggestionListSchema);
}

/** Asked each time the profile opens: a budget or a wallet added a moment ago takes its suggestion away. */
export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'suggestions'], queryFn: getSuggestions, staleTime: 0 });

export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}
