import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationDetail, TApplicationSummary, TReappointmentComparison } from '@docapply/contracts';
import { createHospitalAdmin, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { createInvitedDoctor, startReappointment, useDatedApplicationForm } from './appointment-fixtures';
import { saveAnswers, submitApplication } from './submission-fixtures';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { uploadTo } from './renewal-fixtures';

// The office's comparison of a reappointment with the approved application: where each change
// came from (issue 43). The reappointment itself: reappointment.test.ts.
describe("a reappointment's changes", () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    await useDatedApplicationForm(t, hospital);
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const readDetail = async (id: string, token: string) =>
    resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));

  it('says where each change came from: a renewal of the approved application carried in, a delegate, the doctor', async () => {
    const { doctor, approved, appointment } = await createInvitedDoctor(t, 'Rene', 'Wal', {
      hospital,
      admin,
    });
    const delegate = await createDelegateOf(t, [doctor], 'Olive', 'Manager');
    // After the approval the doctor renews the licence from the reminder's link (the renewals flow).
    const renewed = await uploadTo(t, doctor.token, 'profile', 'licence-2026.pdf');
    resultOf(
      await send(t.app, 'POST', `/api/applications/${approved.id}/renewals`, doctor.token, {
        document: 'application:licenceCopy',
        fileId: renewed,
        expiresOn: '2099-01-01',
      }),
      201,
    );
    const { id } = resultOf<TApplicationSummary>(
      await startReappointment(t, doctor.token, appointment.id),
      201,
    );
    const form = (await readDetail(id, doctor.token)).forms.application!;
    const byDelegate = { ...form.answers, phone: '+1 312-555-0199' };
    resultOf(
      await sendAs(t, delegate, 'PUT', `/api/formsResponse/${form.responseId}`, {
        body: { answers: byDelegate },
        actingFor: doctor.id,
      }),
    );
    await saveAnswers(t, doctor.token, form.responseId!, { ...byDelegate, legalName: 'Rene Q. Wal' });
    await completeRequests(t.db, id, 1);
    resultOf(await submitApplication(t, doctor.token, id, 'Rene Wal'));

    const path = `/api/admin/applications/${id}/reappointment-changes`;
    const { changes } = resultOf<TReappointmentComparison>(await send(t.app, 'GET', path, admin.token));
    expect(changes.answers.map((change) => [change.label, change.after, change.source])).toEqual([
      ['Legal name', 'Rene Q. Wal', { kind: 'doctor' }],
      ['Phone', '+1 312-555-0199', { kind: 'delegate', name: 'Olive Manager' }],
      ['Licence copy', 'licence-2026.pdf', { kind: 'renewal' }],
      ['Licence expires', '01/01/2099', { kind: 'renewal' }],
    ]);
    expect(changes.documents.map((change) => [change.change, change.file?.name, change.source])).toEqual([
      ['replaced', 'licence-2026.pdf', { kind: 'renewal' }],
    ]);
    expect(changes.privileges).toEqual([]);
  });
});
