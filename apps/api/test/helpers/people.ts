import { eq } from 'drizzle-orm';
import type { TRole } from '@docapply/contracts';
import { hospitalAdmins, users } from '@/core/db/schema';
import { createUserWithToken } from './auth';
import type { TTestApp } from './test-app';

/** A signed-in user as a test sees them: who they are, and the token they send. */
export type TPerson = { id: string; email: string; token: string };

type TPeopleApp = Pick<TTestApp, 'db' | 'config'>;

/** A user with a name of their own, so that lists and mails can be checked for who wrote. */
export async function createPerson(
  t: TPeopleApp,
  first: string,
  last: string,
  roles: TRole[] = ['doctor'],
): Promise<TPerson> {
  const { user, token } = await createUserWithToken(t.db, t.config, { roles });
  await t.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, token };
}

/** A named admin of one hospital. */
export async function createHospitalAdmin(
  t: TPeopleApp,
  first: string,
  last: string,
  hospitalId: string,
): Promise<TPerson> {
  const person = await createPerson(t, first, last, ['hospital_admin']);
  await t.db.insert(hospitalAdmins).values({ hospitalId, userId: person.id });
  return person;
}

/**
 * Everyone who must not see an application of another hospital's: another doctor, an admin of
 * `otherHospitalId`, and a platform admin (who manages hospitals, not their applications).
 */
export async function createOutsiders(t: TPeopleApp, otherHospitalId: string): Promise<TPerson[]> {
  return [
    await createPerson(t, 'Other', 'Doctor'),
    await createHospitalAdmin(t, 'Other', 'Admin', otherHospitalId),
    await createPerson(t, 'Pat', 'Platform', ['platform_admin']),
  ];
}
