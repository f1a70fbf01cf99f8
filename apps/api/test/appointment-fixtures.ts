import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { TApplicationDetail, TApplicationSummary, TDoctorAppointment } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { forms } from '@/core/db/schema';
import type { TTestApp } from './helpers/test-app';
import { createPerson, type TPerson } from './helpers/people';
import {
  APPLICATION_FORM,
  completeRequests,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { decide, startAnsweredApplication, submitApplication, uploadPdf } from './submission-fixtures';

/** Section B of the test form with two dated documents: a licence copy and an insurance certificate. */
export const DATED_APPLICATION_FORM: TFormDefinition = {
  sections: APPLICATION_FORM.sections.map((section) =>
    section.key === 'B'
      ? {
          ...section,
          items: [
            ...section.items,
            { name: 'licenceCopy', type: 'file', label: 'Licence copy', expiryField: 'licenceExpires' },
            { name: 'licenceExpires', type: 'date', label: 'Licence expires', past: false, future: true },
            {
              name: 'insurance',
              type: 'file',
              label: 'Insurance certificate',
              expiryField: 'insuranceExpires',
            },
            { name: 'insuranceExpires', type: 'date', label: 'Insurance expires', past: false, future: true },
          ],
        }
      : section,
  ),
};

/** Gives the test hospital's application form (version 1) the dated documents. */
export async function useDatedApplicationForm(t: TTestApp, hospital: TTestHospital): Promise<void> {
  const form = hospital.forms.get('application');
  await t.db.update(forms).set({ definition: DATED_APPLICATION_FORM }).where(eq(forms.id, form!.id));
}

/** A moment at noon of `day` (YYYY-MM-DD) on the jobs' clock. */
export function noonOf(day: string): Date {
  return dayjs(`${day}T12:00:00`).toDate();
}

export function addDays(day: string, days: number): string {
  return dayjs(day).add(days, 'day').format('YYYY-MM-DD');
}

export type TApproved = { id: string; applicationResponseId: string; files: Record<string, string> };

/**
 * The doctor's application answered (with `documents` uploaded by name into those answers),
 * references answered, submitted, and taken by `admin` through review to approval.
 */
export async function createApprovedApplication(
  t: TTestApp,
  {
    doctor,
    admin,
    hospital,
    answers = {},
    documents = {},
    name = 'Alex Rivera',
  }: {
    doctor: TPerson;
    /** The doctor's full name, as the attestation needs it. */
    name?: string;
    admin: TPerson;
    hospital: TTestHospital;
    answers?: Record<string, unknown>;
    documents?: Record<string, string>;
  },
): Promise<TApproved> {
  const started = await startAnsweredApplication(t, { token: doctor.token, hospital, answers });
  const files: Record<string, string> = {};
  for (const [field, filename] of Object.entries(documents)) {
    files[field] = await uploadPdf(t.app, doctor.token, started.id, filename);
  }
  if (Object.keys(files).length > 0) {
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${started.id}`, doctor.token),
    );
    resultOf(
      await send(t.app, 'PUT', `/api/formsResponse/${started.applicationResponseId}`, doctor.token, {
        answers: { ...detail.forms.application?.answers, ...files },
      }),
    );
  }
  await completeRequests(t.db, started.id, hospital.hospital.minReferences);
  resultOf(await submitApplication(t, doctor.token, started.id, name));
  for (const status of ['in-review', 'finalise', 'approved']) {
    resultOf(await decide(t, admin.token, started.id, status));
  }
  return { ...started, files };
}

/** The doctor's current appointments (GET /appointments). */
export async function listAppointments(t: TTestApp, token: string): Promise<TDoctorAppointment[]> {
  return resultOf<{ data: TDoctorAppointment[] }>(await send(t.app, 'GET', '/api/appointments', token)).data;
}

export function startReappointment(t: TTestApp, token: string, appointmentId: string) {
  return send(t.app, 'POST', `/api/appointments/${appointmentId}/reappointment`, token);
}

/** An approved doctor of `hospital`, invited, with the reappointment draft started. */
export async function createStartedReappointment(
  t: TTestApp,
  { admin, hospital, first, last }: { admin: TPerson; hospital: TTestHospital; first: string; last: string },
) {
  const doctor = await createPerson(t, first, last);
  const approved = await createApprovedApplication(t, { doctor, admin, hospital, name: `${first} ${last}` });
  const [appointment] = await listAppointments(t, doctor.token);
  await t.runJobs(noonOf(addDays(appointment.endsOn, -120)), { names: ['reappointment-invitations'] });
  const { id } = resultOf<TApplicationSummary>(
    await startReappointment(t, doctor.token, appointment.id),
    201,
  );
  return { doctor, approved, reappointmentId: id };
}

/**
 * An approved doctor at `place` with a CV, a valid licence copy and an insurance certificate,
 * invited to reappoint (the invitations' job run 120 days before the appointment ends).
 */
export async function createInvitedDoctor(
  t: TTestApp,
  first: string,
  last: string,
  place: { hospital: TTestHospital; admin: TPerson },
) {
  const doctor = await createPerson(t, first, last);
  const approved = await createApprovedApplication(t, {
    doctor,
    ...place,
    name: `${first} ${last}`,
    answers: { licenceExpires: '2098-01-01', insuranceExpires: '2098-06-01' },
    documents: { cv: 'cv.pdf', licenceCopy: 'licence.pdf', insurance: 'insurance.pdf' },
  });
  const [appointment] = await listAppointments(t, doctor.token);
  await t.runJobs(noonOf(addDays(appointment.endsOn, -120)), { names: ['reappointment-invitations'] });
  return { doctor, approved, appointment };
}
