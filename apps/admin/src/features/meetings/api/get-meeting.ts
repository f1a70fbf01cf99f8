import { useQuery } from '@tanstack/react-query';
import type { TMeeting, TMeetingCandidateList } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { meetingKeys } from './meeting-keys';

export const meetingPath = (id: string, rest = '') => `/admin/meetings/${encodeURIComponent(id)}${rest}`;

/** GET /admin/meetings/{id}: the meeting, its agenda, attendance and quorum. */
export function useMeeting(id: string) {
  const api = useApi();
  return useQuery({ queryKey: meetingKeys.meeting(id), queryFn: () => api.get<TMeeting>(meetingPath(id)) });
}

/** GET /admin/meetings/{id}/candidates: the files at the step, each with its gate on the meeting's day. */
export function useAgendaCandidates(id: string, isEnabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: meetingKeys.candidates(id),
    queryFn: () =>
      api.get<TMeetingCandidateList>(meetingPath(id, '/candidates')).then((result) => result.data),
    enabled: isEnabled,
  });
}
