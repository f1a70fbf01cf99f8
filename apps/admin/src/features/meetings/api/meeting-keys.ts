import type { TMeetingListQuery } from '@docapply/contracts';

/** Query keys of the meetings pages: the lists, one meeting, its agenda's candidates. */
export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (query: TMeetingListQuery) => [...meetingKeys.lists(), query] as const,
  meeting: (id: string) => [...meetingKeys.all, 'meeting', id] as const,
  candidates: (id: string) => [...meetingKeys.meeting(id), 'candidates'] as const,
  route: (hospitalId: string) => [...meetingKeys.all, 'route', hospitalId] as const,
};
