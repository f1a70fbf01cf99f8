import { eq } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications, screeningSubjects, users } from '@/core/db/schema';
import { readIdentity, type TAnswerSource } from './answers';

/** How a name is compared with the exclusion lists' names (their index holds the same). */
export function toNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Keeps who the application's doctor is, as the exclusion screenings read it (issue 15), from the
 * latest answers: the legal names (the account's when the form asks none), date of birth and NPI.
 * Upserted on each submission, so a resubmission's corrected name is what the next screening uses.
 */
export async function upsertScreeningSubject(
  db: TDb,
  applicationId: string,
  source: TAnswerSource,
): Promise<void> {
  const [row] = await db
    .select({
      doctorId: applications.doctorId,
      hospitalId: applications.hospitalId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(eq(applications.id, applicationId));
  if (!row) {
    return;
  }
  const identity = readIdentity(source);
  const firstName = identity.firstName ?? row.firstName;
  const lastName = identity.lastName ?? row.lastName;
  const values = {
    doctorId: row.doctorId,
    hospitalId: row.hospitalId,
    npi: identity.npi,
    firstName,
    lastName,
    dateOfBirth: identity.dateOfBirth,
    firstKey: toNameKey(firstName),
    lastKey: toNameKey(lastName),
  };
  await db
    .insert(screeningSubjects)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: screeningSubjects.applicationId,
      set: { ...values, updatedAt: new Date() },
    });
}
