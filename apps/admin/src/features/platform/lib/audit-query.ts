import type { TPlatformAuditExportQuery } from '@docapply/contracts';
import type { TAuditFilters } from '../hooks/use-audit-filters';

/**
 * The filters as the API reads them. A day is the day on the administrator's screen: its first
 * and last moments in the browser's time zone, sent as instants.
 */
export function toAuditQuery(filters: TAuditFilters): TPlatformAuditExportQuery {
  return {
    action: filters.action || undefined,
    entity: filters.entity || undefined,
    actor: filters.actor || undefined,
    hospitalId: filters.hospitalId || undefined,
    applicationId: filters.applicationId || undefined,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  };
}
