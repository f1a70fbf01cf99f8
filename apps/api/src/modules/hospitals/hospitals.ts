import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  hasAnyRole,
  type THospital,
  type THospitalPreview,
  type THospitalWithApplication,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, hospitals, privileges } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';
import { listHospitalAdminEmails } from '@/core/users/users';
import { toSummary, type THospitalRow } from '@/modules/application-state';
import { findLatestForm } from '@/modules/forms';
import type { TUserRow } from '@/core/users/users';

export function toHospitalView(row: THospitalRow): THospital {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    about: row.about,
    isOpen: row.isOpen,
    minReferences: row.minReferences,
  };
}

async function getHospital(db: TDb, id: string): Promise<THospitalRow> {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: APPLICATION_MESSAGES.hospitalNotFound });
  }
  return row;
}

/** GET /hospitals/all: the hospitals open for applications, by name. */
export async function listOpenHospitals(db: TDb): Promise<THospital[]> {
  const rows = await db
    .select()
    .from(hospitals)
    .where(eq(hospitals.isOpen, true))
    .orderBy(asc(hospitals.name));
  return rows.map(toHospitalView);
}

/** The open hospitals, plus closed ones where this doctor has applied, each with their latest application. */
export async function listHospitalsWithApplication(
  db: TDb,
  doctorId: string,
): Promise<THospitalWithApplication[]> {
  const latest = await db
    .selectDistinctOn([applications.hospitalId])
    .from(applications)
    // Note: only the caller's applications.
    .where(eq(applications.doctorId, doctorId))
    .orderBy(applications.hospitalId, desc(applications.createdAt), desc(applications.id));
  const byHospital = new Map(latest.map((row) => [row.hospitalId, row]));
  const ids = [...byHospital.keys()];
  const rows = await db
    .select()
    .from(hospitals)
    .where(
      ids.length > 0
        ? or(eq(hospitals.isOpen, true), inArray(hospitals.id, ids))
        : eq(hospitals.isOpen, true),
    )
    .orderBy(asc(hospitals.name));
  const result: THospitalWithApplication[] = [];
  for (const hospital of rows) {
    const application = byHospital.get(hospital.id);
    result.push({
      ...toHospitalView(hospital),
      application: application ? await toSummary(db, { application, hospital }) : null,
    });
  }
  return result;
}

/** GET /hospitals/preview: what applying there takes. */
export async function getHospitalPreview(db: TDb, hospitalId: string): Promise<THospitalPreview> {
  const hospital = await getHospital(db, hospitalId);
  const applicationForm = await findLatestForm(db, hospitalId, 'application');
  const survey = await findLatestForm(db, hospitalId, 'survey');
  const departments = await db
    .selectDistinct({ department: privileges.department })
    .from(privileges)
    // The departments a doctor can pick from: current versions of enabled privileges only.
    .where(
      and(
        eq(privileges.hospitalId, hospitalId),
        isNull(privileges.supersededAt),
        eq(privileges.enabled, true),
      ),
    )
    .orderBy(asc(privileges.department));
  const definition = applicationForm?.definition as TFormDefinition | undefined;
  return {
    hospital: toHospitalView(hospital),
    requirements: {
      sections: (definition?.sections ?? []).map(({ key, title }) => ({ key, title })),
      surveyTitle: survey?.title ?? null,
      minReferences: hospital.minReferences,
      needsCoverage: true,
      departments: departments.map((row) => row.department),
    },
  };
}

/** GET /hospitals/hospitalAdmin/{id}: the admins' addresses, for people who deal with that hospital. */
export async function listAdminEmailsFor(db: TDb, user: TUserRow, hospitalId: string): Promise<string[]> {
  await getHospital(db, hospitalId);
  const isPlatformAdmin = hasAnyRole(user.roles, ['platform_admin']);
  const [admin] = await db
    .select({ id: hospitalAdmins.id })
    .from(hospitalAdmins)
    .where(and(eq(hospitalAdmins.hospitalId, hospitalId), eq(hospitalAdmins.userId, user.id)))
    .limit(1);
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.hospitalId, hospitalId), eq(applications.doctorId, user.id)))
    .limit(1);
  // Note: platform admins, that hospital's admins, and doctors who applied there; nobody else (403).
  if (!isPlatformAdmin && !admin && !application) {
    throw new AppError('FORBIDDEN', { message: 'You do not have permission to do this.' });
  }
  return listHospitalAdminEmails(db, hospitalId);
}
