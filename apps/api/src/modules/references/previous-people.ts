import { and, eq } from 'drizzle-orm';
import type { TPreviousRequestPeople, TRequestKind } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { listRequests, type TRequestRow } from '@/modules/application-state';
import { findApplicationOf } from './request-checks';

const NOBODY: TPreviousRequestPeople = { references: [], coverage: null };

/** The approved application a reappointment renews, when it is the same doctor's at the same hospital. */
async function findRenewedApplication(db: TDb, applicationId: string) {
  const [application] = await db
    .select({
      doctorId: applications.doctorId,
      hospitalId: applications.hospitalId,
      kind: applications.kind,
      previousApplicationId: applications.previousApplicationId,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (application?.kind !== 'reappointment' || !application.previousApplicationId) {
    return null;
  }
  const [previous] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, application.previousApplicationId),
        // Note: only the doctor's own approved application at this hospital lends its people.
        eq(applications.doctorId, application.doctorId),
        eq(applications.hospitalId, application.hospitalId),
        eq(applications.status, 'approved'),
      ),
    )
    .limit(1);
  return previous ?? null;
}

function toPerson(row: TRequestRow) {
  return {
    name: row.name,
    specialty: row.specialty ?? '',
    email: row.email,
    phone: row.phone ?? '',
    relationship: row.relationship ?? '',
  };
}

/** Last time's people of one kind, but for those who declined. */
async function findOffered(db: TDb, kind: TRequestKind, previousId: string) {
  return (await listRequests(db, kind, previousId)).filter((row) => row.state !== 'declined').map(toPerson);
}

/** True once this application has asked anyone: the list on the page is the doctor's from then on. */
async function hasAskedAnyone(db: TDb, applicationId: string): Promise<boolean> {
  const [references, coverage] = await Promise.all([
    listRequests(db, 'reference', applicationId),
    listRequests(db, 'coverage', applicationId),
  ]);
  return references.length > 0 || coverage.length > 0;
}

/**
 * GET /references/previous (issue 43): on a reappointment, the references and covering physician
 * of the approved application it renews (but for those who declined), offered to be asked again
 * until the doctor has asked anyone for it; nobody on any other application.
 */
export async function findPreviousPeople(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
): Promise<TPreviousRequestPeople> {
  const application = await findApplicationOf(ctx, user, applicationId);
  const previous = await findRenewedApplication(ctx.db, application.id);
  if (!previous || (await hasAskedAnyone(ctx.db, application.id))) {
    return NOBODY;
  }
  const [references, coverage] = await Promise.all([
    findOffered(ctx.db, 'reference', previous.id),
    findOffered(ctx.db, 'coverage', previous.id),
  ]);
  return { references, coverage: coverage[0] ?? null };
}
