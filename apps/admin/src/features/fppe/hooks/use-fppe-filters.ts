import { FPPE_LIST_FILTERS, type TFppeListQuery } from '@docapply/contracts';
import {
  urlChoice,
  urlText,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@docapply/ui';

const FPPE_PARSERS = {
  show: urlChoice(FPPE_LIST_FILTERS, 'open'),
  /** One department; '' every one the user may see. */
  department: urlText(),
};

export type TFppeFilters = TUrlFilterValues<typeof FPPE_PARSERS>;

const FPPE_FILTERS: TUrlFiltersConfig<typeof FPPE_PARSERS> = {
  parsers: FPPE_PARSERS,
  clearable: ['show', 'department'],
};

/** What the list shows and which department, in the URL (the hospital is `?hospital=`, as elsewhere). */
export function useFppeFilters() {
  return useUrlFilters(FPPE_FILTERS);
}

export function toFppeQuery({ show, department }: TFppeFilters): TFppeListQuery {
  return department ? { show, department } : { show };
}
