import { and, eq, isNotNull } from 'drizzle-orm';
import type { TAccountPractitionerType } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getPractitionerType, requireSelectablePractitionerType } from './types';

/**
 * A practitioner changes their type only until their first submission: from then on an office
 * has their application, verified and reviewed against that type's forms, checklist and catalogue.
 */
async function hasSubmittedApplication(db: TDb, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.doctorId, doctorId), isNotNull(applications.submittedAt)))
    .limit(1);
  return row !== undefined;
}

/** Note: the signed-in practitioner's own account only. */
export async function getAccountPractitionerType(
  db: TDb,
  doctorId: string,
): Promise<TAccountPractitionerType> {
  return {
    type: await getPractitionerType(db, doctorId),
    canChange: !(await hasSubmittedApplication(db, doctorId)),
  };
}

/** PUT /account/practitioner-type: audited; refused (409) after a submission. */
export async function updateAccountPractitionerType(
  ctx: TAppContext,
  { doctorId, practitionerType }: { doctorId: string; practitionerType: string },
): Promise<TAccountPractitionerType> {
  const code = await requireSelectablePractitionerType(ctx.db, {
    code: practitionerType,
    field: 'practitionerType',
  });
  return runChange(async ({ tx, audit }) => {
    // Note: the practitioner's own row only.
    const [current] = await tx
      .select({ practitionerType: users.practitionerType })
      .from(users)
      .where(eq(users.id, doctorId))
      .limit(1);
    if (!current) {
      throw new AppError('NOT_FOUND', { message: 'Account not found' });
    }
    if (await hasSubmittedApplication(tx, doctorId)) {
      throw new AppError('CONFLICT', {
        message:
          'Your type cannot change after you have submitted an application. Ask the medical staff office.',
      });
    }
    if (current.practitionerType !== code) {
      await tx.update(users).set({ practitionerType: code }).where(eq(users.id, doctorId));
      await audit({
        actorId: doctorId,
        action: 'account.practitioner-type',
        entity: 'user',
        entityId: doctorId,
        before: { practitionerType: current.practitionerType },
        after: { practitionerType: code },
      });
    }
    return { type: await getPractitionerType(tx, doctorId), canChange: true };
  });
}
