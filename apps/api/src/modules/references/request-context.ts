import { and, desc, eq } from 'drizzle-orm';
import type { TForm, TFormKind, TRequestKind } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import type { TLiveSubject } from '@/core/live/live-message';
import { applications, forms, hospitals, users } from '@/core/db/schema';
import { titledPractitionerName } from '@/core/users/users';

export type TRequestContext = {
  applicationId: string;
  applicationStatus: string;
  doctorId: string;
  doctorEmail: string;
  doctorName: string;
  hospital: { id: string; name: string };
};

/** Who asks and where: what the email and the open page say about a request. */
export async function findRequestContext(db: TDb, applicationId: string): Promise<TRequestContext | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      applicationStatus: applications.status,
      doctorId: users.id,
      doctorEmail: users.email,
      doctorName: titledPractitionerName,
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) {
    return null;
  }
  return {
    applicationId: row.applicationId,
    applicationStatus: row.applicationStatus,
    doctorId: row.doctorId,
    doctorEmail: row.doctorEmail,
    doctorName: row.doctorName,
    hospital: { id: row.hospitalId, name: row.hospitalName },
  };
}

/** The application a request belongs to, as a live event names it. */
export function toLiveSubject(context: TRequestContext): TLiveSubject {
  return {
    id: context.applicationId,
    hospitalId: context.hospital.id,
    doctorId: context.doctorId,
    status: context.applicationStatus,
  };
}

/** The form key of each kind (forms.key; the same words as the form kinds). */
const FORM_KEYS: Record<TRequestKind, TFormKind> = { reference: 'reference', coverage: 'coverage' };

/** The hospital's latest version of its reference or coverage form. */
export async function findRequestForm(
  db: TDb,
  hospitalId: string,
  kind: TRequestKind,
): Promise<TForm | null> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), eq(forms.key, FORM_KEYS[kind])))
    .orderBy(desc(forms.version))
    .limit(1);
  if (!row) {
    return null;
  }
  return {
    id: row.id,
    hospitalId: row.hospitalId,
    kind: row.kind,
    key: row.key,
    title: row.title,
    version: row.version,
    definition: row.definition as TFormDefinition,
  };
}
