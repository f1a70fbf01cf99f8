import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS } from '@docapply/contracts';
import { isValidDateString } from '@docapply/rules';
import { urlText, useUrlFilters, type TUrlFiltersConfig } from '@docapply/ui';

/** A day (YYYY-MM-DD); anything else reads as no date, so a mistyped link shows every day. */
const urlDay = () => z.string().refine(isValidDateString).catch('');
const urlUuid = () => z.uuid().catch('');
const urlOneOf = (values: readonly string[]) =>
  z
    .string()
    .refine((value) => values.includes(value))
    .catch('');

const ZAuditFilters = z.object({
  action: urlOneOf(AUDIT_ACTIONS),
  entity: urlOneOf(Object.keys(AUDIT_ENTITY_LABELS)),
  /** Part of the name or email of who made the change. */
  actor: urlText(),
  hospitalId: urlUuid(),
  applicationId: urlUuid(),
  from: urlDay(),
  to: urlDay(),
});

export type TAuditFilters = z.output<typeof ZAuditFilters>;

const AUDIT_FILTERS: TUrlFiltersConfig<typeof ZAuditFilters> = {
  schema: ZAuditFilters,
  params: { hospitalId: 'hospital', applicationId: 'application' },
  clearable: ['action', 'entity', 'actor', 'hospitalId', 'applicationId', 'from', 'to'],
};

/** The audit trail's filters live in the URL, so Back, a reload and a shared link keep them. */
export function useAuditFilters() {
  return useUrlFilters(AUDIT_FILTERS);
}
