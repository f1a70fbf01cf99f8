import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications, verificationEvents, verificationItems } from '@/core/db/schema';
import { readApplicationAnswers } from './load-answers';
import {
  REOPENED_NOTE,
  SYSTEM_SOURCE,
  SYSTEM_VERIFIER,
  planChecklist,
  type TPlannedItem,
} from './checklist-plan';
import { loadPolicy, type TItemRow } from './policy';
import { refreshVerificationProgress, writeVerification } from './record';
import { getPractitionerType } from '@/modules/practitioner-types';

type TExistingItem = TItemRow & { hasHistory: boolean };

/** The items the system itself marked not applicable (and may therefore take back). */
function isSystemNotApplicable(item: TItemRow): boolean {
  return item.state === 'not-applicable' && item.verifiedBy === null && item.source === SYSTEM_SOURCE;
}

/** Never touched by anyone: still pending and no person's record on it. */
function isUntouched(item: TItemRow): boolean {
  return item.state === 'pending' && item.verifiedBy === null;
}

async function loadExisting(db: TDb, applicationId: string): Promise<TExistingItem[]> {
  const items = await db
    .select()
    .from(verificationItems)
    .where(eq(verificationItems.applicationId, applicationId));
  const verified = await db
    .selectDistinct({ itemId: verificationEvents.itemId })
    .from(verificationEvents)
    .where(eq(verificationEvents.applicationId, applicationId));
  const withHistory = new Set(verified.map((row) => row.itemId));
  return items.map((item) => ({ ...item, hasHistory: withHistory.has(item.id) }));
}

/**
 * The system's own decisions from the answers: an untouched item whose answer says there is nothing
 * to verify becomes not applicable; one it marked so earlier goes back to pending when the answer
 * changed (a doctor who now reports a DEA registration). A person's record is never overwritten.
 */
async function applySystemDecisions(
  db: TDb,
  applicationId: string,
  planned: readonly TPlannedItem[],
  items: ReadonlyMap<string, TItemRow>,
): Promise<void> {
  for (const plan of planned) {
    const item = items.get(plan.key);
    if (!item) {
      continue;
    }
    const where = { applicationId, itemId: item.id };
    if (plan.notApplicable && isUntouched(item)) {
      await writeVerification(db, where, {
        state: 'not-applicable',
        source: SYSTEM_SOURCE,
        verifiedAt: new Date(),
        verifiedBy: null,
        verifiedByLabel: SYSTEM_VERIFIER,
        note: plan.notApplicable,
      });
    } else if (!plan.notApplicable && isSystemNotApplicable(item)) {
      await writeVerification(db, where, {
        state: 'pending',
        source: null,
        verifiedAt: null,
        verifiedBy: null,
        verifiedByLabel: null,
        note: REOPENED_NOTE,
      });
    }
  }
}

/**
 * Builds, or rebuilds after a resubmission, the application's checklist from its latest answers and
 * its hospital's own items (issue 15). Items are matched by key, so an item keeps its state and
 * history across rebuilds; new keys are added; an item whose key is gone (a licence no longer
 * listed, a custom item the hospital removed) is deleted only when nobody ever verified it.
 * Ends by refreshing the kept progress the queue shows.
 */
export async function syncChecklist(db: TDb, applicationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ hospitalId: applications.hospitalId, doctorId: applications.doctorId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!application) {
      return;
    }
    const txDb = tx as unknown as TDb;
    const policy = await loadPolicy(txDb, application.hospitalId);
    const { code: practitionerType } = await getPractitionerType(txDb, application.doctorId);
    const planned = planChecklist(
      await readApplicationAnswers(txDb, applicationId),
      policy.customItems,
      practitionerType,
    );
    const existing = await loadExisting(txDb, applicationId);
    const byKey = new Map<string, TItemRow>(existing.map((item) => [item.key, item]));
    const plannedKeys = new Set(planned.map((plan) => plan.key));

    const added = planned.filter((plan) => !byKey.has(plan.key));
    if (added.length > 0) {
      const rows = await tx
        .insert(verificationItems)
        .values(added.map(({ key, kind, label }) => ({ applicationId, key, kind, label })))
        .onConflictDoNothing()
        .returning();
      rows.forEach((row) => byKey.set(row.key, row));
    }
    for (const plan of planned) {
      const item = byKey.get(plan.key);
      if (item && item.label !== plan.label) {
        await tx
          .update(verificationItems)
          .set({ label: plan.label })
          .where(eq(verificationItems.id, item.id));
      }
    }
    const gone = existing.filter((item) => !plannedKeys.has(item.key) && !item.hasHistory);
    if (gone.length > 0) {
      await tx.delete(verificationItems).where(
        and(
          eq(verificationItems.applicationId, applicationId),
          inArray(
            verificationItems.id,
            gone.map((item) => item.id),
          ),
        ),
      );
    }
    await applySystemDecisions(txDb, applicationId, planned, byKey);
    await refreshVerificationProgress(txDb, applicationId);
  });
}

/** True once the checklist was built (the NPI item is in every checklist and never removed). */
export async function hasChecklist(db: TDb, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationItems.id })
    .from(verificationItems)
    .where(and(eq(verificationItems.applicationId, applicationId), eq(verificationItems.key, 'npi')))
    .limit(1);
  return Boolean(row);
}
