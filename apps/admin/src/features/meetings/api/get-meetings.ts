import { useQuery } from '@tanstack/react-query';
import type { TMeetingList, TMeetingListQuery } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { meetingKeys } from './meeting-keys';

/** GET /admin/meetings: upcoming (soonest first) or past (latest first) meetings. */
export function useMeetings(query: TMeetingListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: meetingKeys.list(query),
    queryFn: () => api.get<TMeetingList>('/admin/meetings', query).then((result) => result.data),
  });
}
