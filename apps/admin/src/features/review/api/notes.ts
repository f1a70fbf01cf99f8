import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateInternalNoteRequest, TInternalNote, TInternalNoteList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

const notesPath = (applicationId: string) => `/admin/applications/${encodeURIComponent(applicationId)}/notes`;

/** The office's internal notes on the application, newest first. */
export function notesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.notes(applicationId),
    queryFn: async () => (await api.get<TInternalNoteList>(notesPath(applicationId))).data,
  });
}

export function useInternalNotes(applicationId: string) {
  const api = useApi();
  return useQuery(notesQueryOptions(api, applicationId));
}

/** Adds a note: it goes on top of the list, and the audit trail (which records it) is read again. */
export function useCreateInternalNote(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInternalNoteRequest) =>
      api.post<TInternalNote, TCreateInternalNoteRequest>(notesPath(applicationId), body),
    onSuccess: (note) => {
      queryClient.setQueryData<TInternalNote[]>(reviewKeys.notes(applicationId), (notes = []) => [
        note,
        ...notes,
      ]);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.audit(applicationId) });
    },
  });
}
