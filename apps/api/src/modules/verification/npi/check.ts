import type { TVerificationItem } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TUserRow } from '@/core/users/users';
import { writeVerification, writeVerificationError } from '../record';
import { buildItemView, getItem } from '../views';
import { assessNpiLookup } from './compare';
import { lookUpNpi } from './registry-client';
import { readNpiSubject } from './subject';

export const NPI_REGISTRY_SOURCE = 'NPPES NPI Registry API 2.1';
/** Who verified, when the system did: shown where a person's name would be. */
export const NPI_REGISTRY_VERIFIER = 'DocApply: NPPES NPI Registry';
export const NPI_REGISTRY_UNAVAILABLE =
  'The NPPES NPI Registry did not answer. Try again, or verify by hand.';

const MESSAGES = {
  notAutomatic: 'Only the NPI item is checked by DocApply itself. Record this one by hand.',
  noNpi: 'The application gives no NPI to look up. Verify this item by hand.',
};

type TCheckRequest = { applicationId: string; itemId: string };

/**
 * POST /admin/applications/{id}/verification/{itemId}/check: the system's own check of the NPI item.
 * Looks the application's NPI up in the NPPES NPI Registry, compares the record with the answers and
 * writes the outcome with the registry's answer kept unchanged as evidence. A registry that does not
 * answer leaves the item as it was, saying so (`lastError`), for a retry or a verification by hand.
 * Answers the item as the checklist shows it.
 */
export async function checkVerificationItem(
  { config, db, log }: Pick<TAppContext, 'config' | 'db' | 'log'>,
  admin: TUserRow,
  { applicationId, itemId }: TCheckRequest,
): Promise<TVerificationItem> {
  // Note: an administrator of the application's hospital only; anyone else's 404 comes from here.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const item = await getItem(db, application.id, itemId);
  if (item.kind !== 'npi') {
    throw new AppError('CONFLICT', { message: MESSAGES.notAutomatic });
  }
  const subject = await readNpiSubject(db, application.id);
  if (!subject) {
    throw new AppError('CONFLICT', { message: MESSAGES.noNpi });
  }
  const target = { applicationId: application.id, itemId: item.id };
  const lookup = await lookUpNpi(
    { baseUrl: config.NPI_REGISTRY_URL, timeoutMs: config.NPI_REGISTRY_TIMEOUT_MS },
    subject.npi,
  );
  if (lookup.kind === 'unavailable') {
    log.warn({ applicationId, itemId, reason: lookup.reason }, 'NPPES NPI Registry look-up failed');
    await writeVerificationError(db, target, NPI_REGISTRY_UNAVAILABLE);
    return buildItemView(db, application, item.id);
  }
  const outcome = assessNpiLookup(subject, lookup);
  await writeVerification(db, target, {
    state: outcome.state,
    source: NPI_REGISTRY_SOURCE,
    verifiedAt: new Date(),
    verifiedBy: null,
    verifiedByLabel: NPI_REGISTRY_VERIFIER,
    referenceNumber: subject.npi,
    note: outcome.note,
    checks: outcome.checks,
    evidenceRecord: lookup.body,
    evidenceContentType: lookup.contentType,
  });
  return buildItemView(db, application, item.id);
}
