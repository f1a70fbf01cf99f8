import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFormDiff } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { formKeys, getFormPath } from './form-keys';

/** GET /admin/forms/{key}/diff?hospitalId=&from=&to=: what changed between two versions (`to` may be the draft). */
export const formDiffQueryOptions = (
  api: TApiClient,
  hospitalId: string,
  key: string,
  from: number,
  to: number | 'draft',
) =>
  queryOptions({
    queryKey: formKeys.diff(hospitalId, key, from, to),
    queryFn: () => api.get<TFormDiff>(getFormPath(key, '/diff'), { hospitalId, from, to }),
  });

/** The diff of two chosen versions; nothing is asked while either is missing or both are the same. */
export function useFormDiff(
  hospitalId: string,
  key: string,
  from: number | null,
  to: number | 'draft' | null,
) {
  const api = useApi();
  const isReady = from !== null && to !== null && from !== to;
  return useQuery({
    ...formDiffQueryOptions(api, hospitalId, key, from ?? 0, to ?? 'draft'),
    enabled: isReady,
  });
}
