import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAppointment, TApplicationKind, TReappointmentOf } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { appointments, hospitals, privileges } from '@/core/db/schema';
import { loadSuspensions, suspensionKey, type TAudience, type TSuspensionMap } from './suspensions';
import type { TApplicationRow } from '@/core/access/applications';
import type { TAppointmentRow } from './record';

type TPrivilegeName = { id: string; key: string; name: string; department: string };

/** The granted privileges' names for every appointment given: one statement. */
export async function loadPrivilegeNames(
  db: TDb,
  rows: TAppointmentRow[],
): Promise<Map<string, TPrivilegeName>> {
  const ids = [...new Set(rows.flatMap((row) => row.privilegeIds))];
  const found = ids.length
    ? await db
        .select({
          id: privileges.id,
          key: privileges.key,
          name: privileges.name,
          department: privileges.department,
        })
        .from(privileges)
        .where(inArray(privileges.id, ids))
        .orderBy(asc(privileges.department), asc(privileges.name))
    : [];
  return new Map(found.map((row) => [row.id, row]));
}

export function toAppointmentView(
  row: TAppointmentRow,
  hospitalName: string,
  names: Map<string, TPrivilegeName>,
  suspensions: TSuspensionMap,
): TAppointment {
  return {
    id: row.id,
    applicationId: row.applicationId,
    hospitalId: row.hospitalId,
    hospitalName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: row.state,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    lapsedAt: row.lapsedAt?.toISOString() ?? null,
    renewedByApplicationId: row.renewedByApplicationId,
    privileges: row.privilegeIds.flatMap((id) => {
      const name = names.get(id);
      if (!name) {
        return [];
      }
      const suspension = suspensions.get(suspensionKey(row, name.key));
      return [
        {
          id: name.id,
          name: name.name,
          department: name.department,
          conditions: row.conditions[id] ?? null,
          // Only while suspended: a client that knows nothing of suspensions reads the same privilege.
          ...(suspension ? { suspension } : {}),
        },
      ];
    }),
    membershipCategory: (row.membershipCategory as TAppointment['membershipCategory']) ?? null,
  };
}

export type TAppointmentParts = {
  kind: TApplicationKind;
  reappointmentOf: TReappointmentOf | null;
  appointment: TAppointment | null;
};

/**
 * What an application's detail says of appointments: its kind, for a reappointment the approved
 * application it renews (and that one's approval day), and the appointment its own approval
 * recorded, with its privileges' suspensions as `audience` may read them. The caller has
 * authorised the reader.
 */
export async function loadAppointmentParts(
  db: TDb,
  application: TApplicationRow,
  hospitalName: string,
  audience: TAudience = 'practitioner',
): Promise<TAppointmentParts> {
  const ids = [
    application.id,
    ...(application.previousApplicationId ? [application.previousApplicationId] : []),
  ];
  const rows = await db.select().from(appointments).where(inArray(appointments.applicationId, ids));
  const own = rows.find((row) => row.applicationId === application.id) ?? null;
  const previous = application.previousApplicationId
    ? (rows.find((row) => row.applicationId === application.previousApplicationId) ?? null)
    : null;
  return {
    kind: application.kind,
    reappointmentOf:
      application.kind === 'reappointment' && application.previousApplicationId
        ? { previousApplicationId: application.previousApplicationId, approvedOn: previous?.startsOn ?? null }
        : null,
    appointment: own
      ? toAppointmentView(
          own,
          hospitalName,
          await loadPrivilegeNames(db, [own]),
          await loadSuspensions(db, [own], audience),
        )
      : null,
  };
}

/** The doctor's appointment `id` with its hospital; null when it is not theirs. */
export async function findOwnAppointment(db: TDb, doctorId: string, id: string) {
  const [row] = await db
    .select({ appointment: appointments, hospital: hospitals })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    // Note: the doctor's own only; another doctor's appointment reads as missing (404).
    .where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)))
    .limit(1);
  return row ?? null;
}
