import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TApplicationVerification, TScreening, TVerificationItem } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { exclusionScreenings, files, verificationItems } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import type { TVerificationAnswers } from './answers';
import { readApplicationAnswers } from './load-answers';
import { hasChecklist, syncChecklist } from './checklist';
import { describeItem } from './detail';
import { findLookupUrl } from './lookup-links';
import { VERIFICATION_MESSAGES } from './messages';
import {
  isExpired,
  isRequired,
  listItems,
  loadPolicy,
  type TItemRow,
  type TVerificationPolicy,
} from './policy';

type TEvidenceFile = NonNullable<TVerificationItem['evidence']['file']>;

const AUTOMATIC: Partial<Record<TItemRow['kind'], TVerificationItem['automatic']>> = {
  npi: 'npi',
  oig: 'oig',
  sam: 'sam',
};

/** A person, or the system with the source it asked; null while nobody has recorded anything. */
function toVerifier(item: TItemRow): TVerificationItem['verifiedBy'] {
  if (item.verifiedBy === null && item.verifiedByLabel === null) {
    return null;
  }
  return { userId: item.verifiedBy, name: item.verifiedByLabel ?? 'DocApply' };
}

export function toItemView(
  item: TItemRow,
  context: {
    answers: TVerificationAnswers;
    policy: TVerificationPolicy;
    files: ReadonlyMap<string, TEvidenceFile>;
    now: Date;
  },
): TVerificationItem {
  return {
    id: item.id,
    kind: item.kind,
    key: item.key,
    label: item.label,
    detail: describeItem(item.kind, item.key, context.answers),
    state: item.state,
    source: item.source,
    verifiedAt: item.verifiedAt?.toISOString() ?? null,
    verifiedBy: toVerifier(item),
    referenceNumber: item.referenceNumber,
    note: item.note,
    checks: item.checks,
    evidence: {
      file: (item.evidenceFileId && context.files.get(item.evidenceFileId)) || null,
      record: item.evidenceRecord,
      recordContentType: item.evidenceRecord === null ? null : item.evidenceContentType,
    },
    lookupUrl: findLookupUrl(item.kind, item.key),
    required: isRequired(item, context.policy),
    expired: isExpired(item, context.policy, context.now),
    automatic: AUTOMATIC[item.kind] ?? null,
    lastError: item.lastError,
  };
}

async function loadEvidenceFiles(db: TDb, items: readonly TItemRow[]): Promise<Map<string, TEvidenceFile>> {
  const ids = items.flatMap((item) => (item.evidenceFileId ? [item.evidenceFileId] : []));
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(inArray(files.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function listScreenings(db: TDb, applicationId: string): Promise<TScreening[]> {
  const rows = await db
    .select()
    .from(exclusionScreenings)
    .where(eq(exclusionScreenings.applicationId, applicationId))
    .orderBy(desc(exclusionScreenings.screenedAt), desc(exclusionScreenings.id));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    listDate: row.listDate,
    screenedAt: row.screenedAt.toISOString(),
    result: row.result,
    matchedBy: row.matchedBy ?? null,
    entry: row.entry ?? null,
    resolution: row.resolution ?? null,
    resolvedBy: row.resolvedByLabel ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote ?? null,
  }));
}

/** The checklist of an application already authorised by the caller (the admin's own hospital). */
export async function buildApplicationVerification(
  db: TDb,
  application: { id: string; hospitalId: string },
  now: Date = new Date(),
): Promise<TApplicationVerification> {
  // Submitted before the checklist existed, or its build failed at submission: built now.
  if (!(await hasChecklist(db, application.id))) {
    await syncChecklist(db, application.id);
  }
  const policy = await loadPolicy(db, application.hospitalId);
  const items = await listItems(db, application.id, policy);
  const context = {
    answers: await readApplicationAnswers(db, application.id),
    policy,
    files: await loadEvidenceFiles(db, items),
    now,
  };
  return {
    items: items.map((item) => toItemView(item, context)),
    screenings: await listScreenings(db, application.id),
    done: items.filter((item) => item.state === 'verified' || item.state === 'not-applicable').length,
    total: items.length,
    validDays: policy.validDays,
  };
}

/** GET /admin/applications/{id}/verification. */
export async function getApplicationVerification(
  db: TDb,
  user: TUserRow,
  applicationId: string,
): Promise<TApplicationVerification> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(db, user, applicationId);
  return buildApplicationVerification(db, application);
}

/** The item `itemId` of the application; 404 for another application's item or an unknown id. */
export async function getItem(db: TDb, applicationId: string, itemId: string): Promise<TItemRow> {
  const [item] = isUuid(itemId)
    ? await db
        .select()
        .from(verificationItems)
        .where(and(eq(verificationItems.id, itemId), eq(verificationItems.applicationId, applicationId)))
    : [];
  if (!item) {
    throw new AppError('NOT_FOUND', { message: VERIFICATION_MESSAGES.itemNotFound });
  }
  return item;
}

/** One item as the checklist shows it (the answer of a record or a check). */
export async function buildItemView(
  db: TDb,
  application: { id: string; hospitalId: string },
  itemId: string,
  now: Date = new Date(),
): Promise<TVerificationItem> {
  const item = await getItem(db, application.id, itemId);
  return toItemView(item, {
    answers: await readApplicationAnswers(db, application.id),
    policy: await loadPolicy(db, application.hospitalId),
    files: await loadEvidenceFiles(db, [item]),
    now,
  });
}
