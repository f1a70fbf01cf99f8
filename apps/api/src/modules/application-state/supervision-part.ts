import { eq } from 'drizzle-orm';
import { SUPERVISION_MESSAGES } from '@docapply/contracts';
import type { TSupervisionStatus } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { supervisionAgreements } from '@/core/db/schema';
import { getPractitionerType } from '@/modules/practitioner-types';
import type { TPrivilegePart } from './parts';

type TAgreementRow = typeof supervisionAgreements.$inferSelect;

/**
 * Whether the practitioner practises under a supervising or collaborating physician: their type's
 * `requiresSupervision` (modules/practitioner-types). The one place this module and those above
 * it ask, so a change of how types are kept changes only this.
 */
export async function isSupervisionRequired(db: TDb, userId: string): Promise<boolean> {
  return (await getPractitionerType(db, userId)).requiresSupervision;
}

export async function findAgreement(db: TDb, applicationId: string): Promise<TAgreementRow | null> {
  const [row] = await db
    .select()
    .from(supervisionAgreements)
    .where(eq(supervisionAgreements.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

/** What submit needs of the part: a confirmed agreement covering every privilege asked for. */
export async function loadSupervisionStatus(
  db: TDb,
  application: { id: string; doctorId: string },
  picks: readonly TPrivilegePart[],
): Promise<TSupervisionStatus> {
  if (!(await isSupervisionRequired(db, application.doctorId))) {
    return { required: false, named: false, confirmed: false, uncovered: [] };
  }
  const agreement = await findAgreement(db, application.id);
  const covered = new Set(agreement?.privilegeIds ?? []);
  return {
    required: true,
    named: agreement !== null,
    confirmed: agreement?.state === 'confirmed',
    uncovered: agreement ? picks.filter((p) => !covered.has(p.privilegeId)).map((p) => p.name) : [],
  };
}

/** The INCOMPLETE field of the part, or null when it is done (or does not apply). */
export function toSupervisionMissing(status: TSupervisionStatus | undefined): string | null {
  if (!status?.required) {
    return null;
  }
  if (!status.named) {
    return SUPERVISION_MESSAGES.missing;
  }
  if (status.uncovered.length > 0) {
    return SUPERVISION_MESSAGES.uncovered(status.uncovered.join(', '));
  }
  return status.confirmed ? null : SUPERVISION_MESSAGES.waiting;
}
