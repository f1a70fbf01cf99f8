import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEndSessionResponse, TSignInSession, TSignInSessionList } from '@docapply/contracts';
import { useApi } from '../api/api-context';

/** Query keys of the sign-in activity page: the signed-in account's sessions. */
export const signInActivityKeys = {
  all: ['sign-in-activity'] as const,
  list: () => [...signInActivityKeys.all, 'list'] as const,
};

/** GET /auth/sessions: the account's recent sessions, this one marked. */
export function useSignInSessions() {
  const api = useApi();
  return useQuery({
    queryKey: signInActivityKeys.list(),
    queryFn: () => api.get<TSignInSessionList>('/auth/sessions').then((result) => result.data),
  });
}

/** DELETE /auth/sessions/:id: that session is signed out; the answer takes its row's place. */
export function useEndSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<TEndSessionResponse>(`/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: ({ session }) =>
      queryClient.setQueryData<TSignInSession[]>(signInActivityKeys.list(), (sessions) =>
        sessions?.map((row) => (row.id === session.id ? session : row)),
      ),
  });
}

/** POST /auth/sessions/end-all: every session of the account ends, this one too. */
export function useEndAllSessions() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<{ message: string }>('/auth/sessions/end-all') });
}
