import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SUPERVISION_MESSAGES, type TDoctorAppointment } from '@docapply/contracts';
import { supervisionAgreements } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { completeRequests, resultOf, send } from './application-fixtures';
import { decide, startAnsweredApplication, submitApplication } from './submission-fixtures';
import {
  createRouteHospital,
  postFile,
  readFile,
  recordNpdbQuery,
  boardOnlyRoute,
  saveRoute,
  type TRouteHospital,
} from './decision-fixtures';
import {
  createMemberPhysician,
  createNursePractitioner,
  readAgreement,
  saveAgreement,
} from './supervision-fixtures';

describe('privileges granted to an advanced practice provider (issue 42)', () => {
  let t: TTestApp;
  let h: TRouteHospital;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createRouteHospital(t);
    await saveRoute(t, h, boardOnlyRoute(h.board.email));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to grant a privilege beyond the confirmed agreement, and records only what it allows', async () => {
    const sam = await createMemberPhysician(t, {
      first: 'Sam',
      last: 'Supervisor',
      hospitalId: h.hospital.hospital.id,
      privilegeIds: [h.hospital.privileges.admitting.id],
    });
    const nora = await createNursePractitioner(t, 'Nora', 'Practitioner');
    const { id } = await startAnsweredApplication(t, { token: nora.token, hospital: h.hospital });
    resultOf(
      await send(t.app, 'POST', '/api/privileges', nora.token, {
        applicationId: id,
        privilegeId: h.sedation.id,
      }),
      201,
    );
    const both = [h.hospital.privileges.admitting.id, h.sedation.id];
    const agreement = readAgreement(
      await saveAgreement(t, nora.token, { applicationId: id, physicianId: sam.id, privilegeIds: both }),
    );
    resultOf(
      await send(t.app, 'POST', `/api/supervision/requests/${agreement.id}/answer`, sam.token, {
        decision: 'confirm',
        signedName: 'Sam Supervisor',
      }),
    );
    await completeRequests(t.db, id, h.hospital.hospital.minReferences);
    resultOf(await submitApplication(t, nora.token, id, 'Nora Practitioner'));
    resultOf(await decide(t, h.office.token, id, 'in-review'));
    resultOf(await decide(t, h.office.token, id, 'finalise'));
    await recordNpdbQuery(t, h, id);

    // The portal never lets a pick outrun the agreement; an agreement narrowed since (written here
    // directly) proves the decision's own check: the board cannot grant what it no longer covers.
    await t.db
      .update(supervisionAgreements)
      .set({ privilegeIds: [h.hospital.privileges.admitting.id] })
      .where(eq(supervisionAgreements.id, agreement.id));
    // Nor can the office grant it temporarily before the decision.
    await grantStepUp(t, h.office.token);
    const temporary = expectError(
      await send(t.app, 'POST', `/api/admin/applications/${id}/temporary-privileges`, h.office.token, {
        privilegeIds: [h.sedation.id],
        basis: 'patient-care-need',
        reason: 'Sedation cover on nights until the board meets',
        startsOn: dayjs().format('YYYY-MM-DD'),
        endsOn: dayjs().add(29, 'day').format('YYYY-MM-DD'),
      }),
      400,
    );
    expect(temporary.fields).toEqual({
      privilegeIds: SUPERVISION_MESSAGES.beyondAgreement('Dr. Sam Supervisor'),
    });

    await grantStepUp(t, h.board.token);
    const grantBoth = {
      privileges: both.map((privilegeId) => ({ privilegeId, outcome: 'grant' })),
      membershipCategory: 'advanced_practice',
      appointmentMonths: 24,
      comment: '',
    };
    const refused = expectError(await postFile(t, h.board.token, id, 'recommendation', grantBoth), 400);
    expect(refused.fields).toEqual({
      'privileges.1.outcome': SUPERVISION_MESSAGES.beyondAgreement('Dr. Sam Supervisor'),
    });

    const within = {
      ...grantBoth,
      privileges: [
        { privilegeId: h.hospital.privileges.admitting.id, outcome: 'grant' },
        { privilegeId: h.sedation.id, outcome: 'deny', reason: 'Not covered by the physician agreement.' },
      ],
    };
    await grantStepUp(t, h.board.token);
    expect(readFile(await postFile(t, h.board.token, id, 'recommendation', within)).route?.state).toBe(
      'decided',
    );
    const appointments = resultOf<{ data: TDoctorAppointment[] }>(
      await send(t.app, 'GET', '/api/appointments', nora.token),
    ).data;
    expect(appointments.find((one) => one.applicationId === id)?.privileges.map((one) => one.name)).toEqual([
      'Admitting',
    ]);
  });
});
