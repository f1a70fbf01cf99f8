import type { TFppeListQuery } from '@docapply/contracts';

/** Query keys of the FPPE pages: the hospital's lists, one FPPE, the settings, an evaluator's link. */
export const fppeKeys = {
  all: ['fppe'] as const,
  lists: () => [...fppeKeys.all, 'list'] as const,
  list: (hospitalId: string, query: TFppeListQuery) => [...fppeKeys.lists(), hospitalId, query] as const,
  detail: (id: string) => [...fppeKeys.all, 'detail', id] as const,
  settings: (hospitalId: string) => [...fppeKeys.all, 'settings', hospitalId] as const,
  link: (token: string) => [...fppeKeys.all, 'evaluation-link', token] as const,
  hospitals: () => [...fppeKeys.all, 'hospitals'] as const,
};

export const hospitalFppePath = (hospitalId: string, rest = '') =>
  `/admin/hospitals/${encodeURIComponent(hospitalId)}${rest}`;
export const fppePath = (id: string, rest = '') => `/admin/fppe/${encodeURIComponent(id)}${rest}`;
