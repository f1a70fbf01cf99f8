import { eq, inArray } from 'drizzle-orm';
import { DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TAppointment } from '@docapply/contracts';
import type { TChange } from '@/core/change';
import type { TApplicationWithHospital } from '@/core/access/applications';
import type { TDb } from '@/core/db/client';
import { appointments, privileges, users } from '@/core/db/schema';
import { loadAppointmentParts } from '@/modules/appointments';

export type TAppointmentRow = typeof appointments.$inferSelect;

/** The application's appointment, locked for the change (a suspension and a lapse never interleave). */
export async function lockAppointment(tx: TDb, applicationId: string): Promise<TAppointmentRow | null> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.applicationId, applicationId))
    .for('update');
  return row ?? null;
}

/** The catalogue rows of `ids`: their codes (a suspension's key) and names (the mail's). */
export async function findPrivileges(tx: TDb, ids: string[]) {
  return ids.length === 0
    ? []
    : tx
        .select({ id: privileges.id, key: privileges.key, name: privileges.name })
        .from(privileges)
        .where(inArray(privileges.id, ids));
}

/** The practitioner's mail and the live event to the office and the practitioner, in `change`. */
export async function tellPractitioner(
  change: TChange,
  { application, hospital }: TApplicationWithHospital,
  mail: (input: { firstName: string; hospitalName: string; link: string }) => {
    subject: string;
    text: string;
  },
): Promise<void> {
  const [doctor] = await change.tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, application.doctorId));
  const link = toSiteUrl(change.ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id));
  await change.mail({
    to: doctor.email,
    ...mail({ firstName: doctor.firstName, hospitalName: hospital.name, link }),
  });
  await change.live('privilege-suspension', application);
}

/** The appointment as the office sees it after the change. */
export async function readOfficeAppointment(
  db: TDb,
  { application, hospital }: TApplicationWithHospital,
): Promise<TAppointment> {
  const { appointment } = await loadAppointmentParts(db, application, hospital.name, 'office');
  if (!appointment) {
    throw new Error('The appointment was read in the change');
  }
  return appointment;
}
