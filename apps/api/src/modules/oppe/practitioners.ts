import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { appointments, screeningSubjects, users } from '@/core/db/schema';

/** The practitioner as the office's OPPE pages name them: the account's name and the NPI on file. */
export type TPractitionerRow = { doctorId: string; name: string; npi: string | null; isAppointed: boolean };

/**
 * The doctor with the NPI of their latest appointment at the hospital (from its application's
 * answers), and whether that appointment is in force; null when they never held one there.
 */
export async function findPractitioner(
  db: TDb,
  { hospitalId, doctorId }: { hospitalId: string; doctorId: string },
): Promise<TPractitionerRow | null> {
  const [row] = await db
    .select({
      doctorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      npi: screeningSubjects.npi,
      isAppointed: sql<boolean>`${appointments.state} = 'active'`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .leftJoin(screeningSubjects, eq(screeningSubjects.applicationId, appointments.applicationId))
    .where(and(eq(appointments.hospitalId, hospitalId), eq(appointments.doctorId, doctorId)))
    .orderBy(desc(appointments.startsOn))
    .limit(1);
  return row
    ? {
        doctorId: row.doctorId,
        name: `${row.firstName} ${row.lastName}`,
        npi: row.npi,
        isAppointed: row.isAppointed,
      }
    : null;
}
