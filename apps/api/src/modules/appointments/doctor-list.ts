import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TApplicationStatus, TDoctorAppointment } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, appointments, hospitals } from '@/core/db/schema';
import { loadSuspensions } from './suspensions';
import { loadPrivilegeNames, toAppointmentView } from './views';

/**
 * GET /appointments: the doctor's current appointments (active, or lapsed without reappointment),
 * soonest end first, each with the latest reappointment application started from it. Four
 * statements whatever their number.
 */
export async function listDoctorAppointments(db: TDb, doctorId: string): Promise<TDoctorAppointment[]> {
  const rows = await db
    .select({ appointment: appointments, hospitalName: hospitals.name })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    // Note: the caller's own appointments only.
    .where(and(eq(appointments.doctorId, doctorId), inArray(appointments.state, ['active', 'lapsed'])))
    .orderBy(asc(appointments.endsOn), asc(appointments.id));
  if (rows.length === 0) {
    return [];
  }
  const held = rows.map((row) => row.appointment);
  const names = await loadPrivilegeNames(db, held);
  const suspensions = await loadSuspensions(db, held, 'practitioner');
  const started = await db
    .select({
      id: applications.id,
      status: applications.status,
      previousId: applications.previousApplicationId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.doctorId, doctorId),
        eq(applications.kind, 'reappointment'),
        inArray(
          applications.previousApplicationId,
          rows.map((row) => row.appointment.applicationId),
        ),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ appointment, hospitalName }) => {
    const latest = started.find((row) => row.previousId === appointment.applicationId);
    return {
      ...toAppointmentView(appointment, hospitalName, names, suspensions),
      reappointment: latest ? { id: latest.id, status: latest.status as TApplicationStatus } : null,
    };
  });
}
