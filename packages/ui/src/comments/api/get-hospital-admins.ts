import { queryOptions } from '@tanstack/react-query';
import type { TApiClient } from '../../api/api-client';
import { commentKeys } from './comment-keys';

/** GET /hospitals/hospitalAdmin/{id}: the addresses a new comment is sent to (spec section 7). */
export const getHospitalAdminsQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: commentKeys.recipients(hospitalId),
    queryFn: () =>
      api
        .get<{ data: string[] }>(`/hospitals/hospitalAdmin/${encodeURIComponent(hospitalId)}`)
        .then((result) => result.data),
  });
