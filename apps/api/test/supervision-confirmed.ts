import { eq } from 'drizzle-orm';
import {
  applicationPrivileges,
  applications,
  practitionerTypes,
  supervisionAgreements,
  users,
} from '@/core/db/schema';
import { createPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';

/**
 * For tests about other things than supervision (a checklist, a flag): an advanced practice
 * provider's application gets a physician agreement already confirmed, covering every privilege
 * picked, so it may be submitted. Written straight to the database; supervision.test.ts proves the
 * real way. Nothing for a type that needs no supervision.
 */
export async function confirmSupervisionIfRequired(
  t: Pick<TTestApp, 'db' | 'config'>,
  applicationId: string,
) {
  const [row] = await t.db
    .select({
      hospitalId: applications.hospitalId,
      requiresSupervision: practitionerTypes.requiresSupervision,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .innerJoin(practitionerTypes, eq(practitionerTypes.code, users.practitionerType))
    .where(eq(applications.id, applicationId));
  if (!row?.requiresSupervision) {
    return;
  }
  const picks = await t.db
    .select({ privilegeId: applicationPrivileges.privilegeId })
    .from(applicationPrivileges)
    .where(eq(applicationPrivileges.applicationId, applicationId));
  const physician = await createPerson(t, 'Sam', 'Supervisor');
  const now = new Date();
  await t.db.insert(supervisionAgreements).values({
    applicationId,
    hospitalId: row.hospitalId,
    physicianId: physician.id,
    relationship: 'collaborating',
    privilegeIds: picks.map((pick) => pick.privilegeId),
    state: 'confirmed',
    sentAt: now,
    linkExpiresAt: new Date(now.getTime() + 14 * 86_400_000),
    answeredAt: now,
    signedName: 'Sam Supervisor',
    answeredVia: 'portal',
  });
}
