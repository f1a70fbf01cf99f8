import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS } from '@docapply/contracts';
import {
  urlDay,
  urlOneOf,
  urlText,
  urlUuid,
  useUrlFilters,
  type TUrlFilterValues,
  type TUrlFiltersConfig,
} from '@docapply/ui';

const AUDIT_PARSERS = {
  action: urlOneOf(AUDIT_ACTIONS),
  entity: urlOneOf(Object.keys(AUDIT_ENTITY_LABELS)),
  /** Part of the name or email of who made the change. */
  actor: urlText(),
  hospitalId: urlUuid(),
  applicationId: urlUuid(),
  from: urlDay(),
  to: urlDay(),
};

export type TAuditFilters = TUrlFilterValues<typeof AUDIT_PARSERS>;

const AUDIT_FILTERS: TUrlFiltersConfig<typeof AUDIT_PARSERS> = {
  parsers: AUDIT_PARSERS,
  params: { hospitalId: 'hospital', applicationId: 'application' },
  clearable: ['action', 'entity', 'actor', 'hospitalId', 'applicationId', 'from', 'to'],
};

/** The audit trail's filters live in the URL, so Back, a reload and a shared link keep them. */
export function useAuditFilters() {
  return useUrlFilters(AUDIT_FILTERS);
}
