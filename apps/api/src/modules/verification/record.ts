import { and, eq, sql } from 'drizzle-orm';
import type { TVerificationCheck, TVerificationState } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, verificationEvents, verificationItems } from '@/core/db/schema';

/**
 * The one write of a checklist item's verification (issue 15), shared by every source: a person's
 * manual record, the NPPES look-up and the exclusion screenings. Updates the item, appends the
 * same to its history (`verification_events`, append-only) and refreshes the application's kept
 * progress, in one transaction.
 */
export type TVerificationWrite = {
  state: TVerificationState;
  source: string | null;
  verifiedAt: Date | null;
  /** Null for the system (`verifiedByLabel` then names it, e.g. 'DocApply: NPPES NPI Registry'). */
  verifiedBy: string | null;
  verifiedByLabel: string | null;
  referenceNumber?: string | null;
  note?: string | null;
  checks?: TVerificationCheck[];
  evidenceFileId?: string | null;
  evidenceRecord?: string | null;
  evidenceContentType?: string | null;
};

/** Writes `write` to the item (`itemId` of `applicationId`); false when there is no such item. */
export async function writeVerification(
  db: TDb,
  { applicationId, itemId }: { applicationId: string; itemId: string },
  write: TVerificationWrite,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const values = {
      state: write.state,
      source: write.source,
      verifiedAt: write.verifiedAt,
      verifiedBy: write.verifiedBy,
      verifiedByLabel: write.verifiedByLabel,
      referenceNumber: write.referenceNumber ?? null,
      note: write.note ?? null,
      checks: write.checks ?? [],
      evidenceFileId: write.evidenceFileId ?? null,
      evidenceRecord: write.evidenceRecord ?? null,
      evidenceContentType: write.evidenceContentType ?? null,
    };
    const [item] = await tx
      .update(verificationItems)
      .set({ ...values, lastError: null })
      .where(and(eq(verificationItems.id, itemId), eq(verificationItems.applicationId, applicationId)))
      .returning({ id: verificationItems.id });
    if (!item) {
      return false;
    }
    await tx.insert(verificationEvents).values({ ...values, itemId, applicationId });
    await refreshVerificationProgress(tx as unknown as TDb, applicationId);
    return true;
  });
}

/** The system's attempt failed (the source did not answer): said on the item, its state unchanged. */
export async function writeVerificationError(
  db: TDb,
  { applicationId, itemId }: { applicationId: string; itemId: string },
  message: string,
): Promise<void> {
  await db
    .update(verificationItems)
    .set({ lastError: message })
    .where(and(eq(verificationItems.id, itemId), eq(verificationItems.applicationId, applicationId)));
}

/**
 * The application's kept checklist progress: items verified or not applicable, of all items. Called
 * after every change to the items (a write, the checklist built or rebuilt).
 */
export async function refreshVerificationProgress(db: TDb, applicationId: string): Promise<void> {
  await db
    .update(applications)
    .set({
      verificationDone: sql`(select count(*)::int from ${verificationItems}
        where ${verificationItems.applicationId} = ${applicationId}
          and ${verificationItems.state} in ('verified', 'not-applicable'))`,
      verificationTotal: sql`(select count(*)::int from ${verificationItems}
        where ${verificationItems.applicationId} = ${applicationId})`,
      updatedAt: sql`${applications.updatedAt}`,
    })
    .where(eq(applications.id, applicationId));
}
