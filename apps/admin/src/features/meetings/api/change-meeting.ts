import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAttendanceInput,
  TCreateMeetingInput,
  TMeeting,
  TMeetingVotesInput,
  TUpdateMeetingInput,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { meetingPath } from './get-meeting';
import { meetingKeys } from './meeting-keys';

/** A change to one meeting; the answer is the meeting as it now stands. */
export type TMeetingChange =
  | { kind: 'add-item'; applicationId: string }
  | { kind: 'remove-item'; applicationId: string }
  | { kind: 'reorder'; applicationIds: string[] }
  | { kind: 'attendance'; userId: string; body: TAttendanceInput }
  | { kind: 'votes'; applicationId: string; body: TMeetingVotesInput }
  | { kind: 'update'; body: TUpdateMeetingInput }
  | { kind: 'send-packet' }
  | { kind: 'close' }
  | { kind: 'cancel' };

function sendChange(api: TApiClient, id: string, change: TMeetingChange): Promise<TMeeting> {
  switch (change.kind) {
    case 'add-item':
      return api.post(meetingPath(id, '/items'), { applicationId: change.applicationId });
    case 'remove-item':
      return api.del(meetingPath(id, `/items/${encodeURIComponent(change.applicationId)}`));
    case 'reorder':
      return api.put(meetingPath(id, '/items'), { applicationIds: change.applicationIds });
    case 'attendance':
      return api.put(meetingPath(id, `/attendance/${encodeURIComponent(change.userId)}`), change.body);
    case 'votes':
      return api.put(
        meetingPath(id, `/items/${encodeURIComponent(change.applicationId)}/votes`),
        change.body,
      );
    case 'update':
      return api.put(meetingPath(id), change.body);
    case 'send-packet':
    case 'close':
    case 'cancel':
      return api.post(meetingPath(id, `/${change.kind}`), {});
  }
}

/**
 * POST/PUT/DELETE under /admin/meetings/{id}: the answer is put in the meeting's cache; the lists
 * and the candidates (a file added or voted on) are read again.
 */
export function useChangeMeeting(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TMeetingChange) => sendChange(api, id, change),
    onSuccess: async (meeting) => {
      queryClient.setQueryData(meetingKeys.meeting(id), meeting);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.candidates(id) }),
      ]);
    },
  });
}

/** POST /admin/meetings. */
export function useCreateMeeting() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMeetingInput) =>
      api.post<TMeeting, TCreateMeetingInput>('/admin/meetings', body),
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingKeys.meeting(meeting.id), meeting);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
    },
  });
}
