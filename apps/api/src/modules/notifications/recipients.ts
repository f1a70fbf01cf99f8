import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, hospitals, users } from '@/core/db/schema';

export type TApplicationParties = {
  applicationId: string;
  status: string;
  doctor: { email: string; firstName: string; lastName: string };
  hospital: { id: string; name: string };
};

/** The application's doctor (enabled accounts only) and hospital: who a doctor's email goes to. */
export async function findApplicationParties(
  db: TDb,
  applicationId: string,
): Promise<TApplicationParties | null> {
  const [row] = await db
    .select({
      status: applications.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(and(eq(applications.id, applicationId), isNull(users.disabledAt)))
    .limit(1);
  if (!row) {
    return null;
  }
  return {
    applicationId,
    status: row.status,
    doctor: { email: row.email, firstName: row.firstName, lastName: row.lastName },
    hospital: { id: row.hospitalId, name: row.hospitalName },
  };
}

/** The assignee's address while they still administer the hospital with an enabled account. */
export async function findAssigneeEmail(
  db: TDb,
  { assigneeId, hospitalId }: { assigneeId: string | null; hospitalId: string },
): Promise<string | null> {
  if (!assigneeId) {
    return null;
  }
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(hospitalAdmins, eq(hospitalAdmins.userId, users.id))
    .where(and(eq(users.id, assigneeId), eq(hospitalAdmins.hospitalId, hospitalId), isNull(users.disabledAt)))
    .limit(1);
  return row?.email ?? null;
}
