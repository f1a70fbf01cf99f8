import type { TApplicationDetail, TApplicationSummary, TRole } from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { createPerson, type TPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';
import { grantStepUp } from './helpers/factors';

export type TNamedPerson = TPerson & { name: string };

export async function createNamedPerson(
  t: TTestApp,
  [first, last]: [string, string],
  roles: TRole[] = ['doctor'],
): Promise<TNamedPerson> {
  return { ...(await createPerson(t, first, last, roles)), name: `${first} ${last}` };
}

/** An administrator of the given hospitals, with a name of their own. */
export async function createHospitalAdmin(
  t: TTestApp,
  hospitalIds: string[],
  name: [string, string],
  roles: TRole[] = ['hospital_admin'],
): Promise<TNamedPerson> {
  const admin = await createNamedPerson(t, name, roles);
  for (const hospitalId of hospitalIds) {
    await t.db.insert(hospitalAdmins).values({ hospitalId, userId: admin.id });
  }
  return admin;
}

/** A doctor fills in every part of an application through the API and submits it. */
export async function submitApplicationAs(
  t: TTestApp,
  doctor: TNamedPerson,
  h: TTestHospital,
): Promise<{ id: string; detail: TApplicationDetail }> {
  const { id } = resultOf<TApplicationSummary>(
    await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
    201,
  );
  const draft = resultOf<TApplicationDetail>(
    await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
  );
  resultOf(
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.application?.responseId}`, doctor.token, {
      answers: COMPLETE_APPLICATION_ANSWERS,
    }),
  );
  resultOf(
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.survey?.responseId}`, doctor.token, {
      answers: { unit: 'Cardiology ward' },
    }),
  );
  resultOf(
    await send(t.app, 'POST', '/api/privileges', doctor.token, {
      applicationId: id,
      privilegeId: h.privileges.admitting.id,
    }),
    201,
  );
  await completeRequests(t.db, id, h.hospital.minReferences);
  await grantStepUp(t, doctor.token);
  resultOf(
    await send(t.app, 'POST', `/api/applications/${id}/submit`, doctor.token, {
      attestationName: doctor.name,
    }),
  );
  return { id, detail: draft };
}
