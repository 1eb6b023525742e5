import {
  messageResponseSchema,
  type SessionSummary,
  sessionsResponseSchema,
  signedOutResponseSchema,
} from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const deviceKeys = { all: () => ['auth', 'sessions'] as const };

/** GET /api/auth/sessions: where the person is signed in, this device first, then the newest seen. */
export async function getSessions(): Promise<SessionSummary[]> {
  return http().get('api/auth/sessions').json(sessionsResponseSchema);
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: deviceKeys.all(), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /api/auth/sessions/{id}: that device's next request is refused, and it is back at the sign-in. */
export async function signOutSession(id: string): Promise<void> {
  await http()
    .delete(`api/auth/sessions/${encodeURIComponent(id)}`)
    .json(messageResponseSchema);
}

/** DELETE /api/auth/sessions: every device but this one; how many were signed out. */
export async function signOutOtherSessions(): Promise<number> {
  return (await http().delete('api/auth/sessions').json(signedOutResponseSchema)).signed_out;
}

function useSessionsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all() }),
  });
}

export const useSignOutSession = () => useSessionsMutation(signOutSession);
export const useSignOutOtherSessions = () => useSessionsMutation(signOutOtherSessions);
