import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DECISION_MESSAGES, type TDoctorAppointment } from '@docapply/contracts';
import { users } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import {
  createFinalisedFile,
  createRouteHospital,
  getFile,
  postFile,
  readFile,
  boardOnlyRoute,
  saveRoute,
  type TRouteHospital,
} from './decision-fixtures';

const MEDICAL_STAFF = ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'];

describe("membership categories follow the practitioner's type", () => {
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

  // The fixture signs the application as Dana Doctor.
  async function fileOf(type: string) {
    const doctor = await createPerson(t, 'Dana', 'Doctor');
    await t.db.update(users).set({ practitionerType: type }).where(eq(users.id, doctor.id));
    return createFinalisedFile(t, h, { doctor });
  }

  const grantAll = (membershipCategory: string) => ({
    privileges: [h.hospital.privileges.admitting.id, h.sedation.id].map((privilegeId) => ({
      privilegeId,
      outcome: 'grant',
    })),
    membershipCategory,
    appointmentMonths: 24,
  });

  it("offers an NP's file the advanced practice staff, refuses Active, and appoints her there", async () => {
    const { id, doctor } = await fileOf('np');
    const file = readFile(await getFile(t, h.board.token, id));
    expect(file.membershipCategories).toEqual(['advanced_practice', 'telemedicine']);

    await grantStepUp(t, h.board.token);
    const refused = expectError(
      await postFile(t, h.board.token, id, 'recommendation', grantAll('active')),
      400,
    );
    expect(refused.fields).toEqual({
      membershipCategory: DECISION_MESSAGES.categoryNotAllowed('Nurse practitioner (NP)'),
    });
    // Refused: the file has not moved.
    expect(readFile(await getFile(t, h.board.token, id)).route.state).toBe('waiting');

    await grantStepUp(t, h.board.token);
    const decided = readFile(
      await postFile(t, h.board.token, id, 'recommendation', grantAll('advanced_practice')),
    );
    expect(decided.route.state).toBe('decided');
    const appointments = resultOf<{ data: TDoctorAppointment[] }>(
      await send(t.app, 'GET', '/api/appointments', doctor.token),
    ).data;
    expect(appointments.find((one) => one.applicationId === id)?.membershipCategory).toBe(
      'advanced_practice',
    );
  });

  it("offers a physician's file the medical staff's categories and refuses the advanced practice one", async () => {
    const { id } = await fileOf('physician');
    expect(readFile(await getFile(t, h.office.token, id)).membershipCategories).toEqual(MEDICAL_STAFF);
    await grantStepUp(t, h.board.token);
    const refused = expectError(
      await postFile(t, h.board.token, id, 'recommendation', grantAll('advanced_practice')),
      400,
    );
    expect(refused.fields).toEqual({
      membershipCategory: DECISION_MESSAGES.categoryNotAllowed('Physician (MD/DO)'),
    });
  });

  it("follows the platform admin's change to a type's categories", async () => {
    const platform = await createPerson(t, 'Pia', 'Platform', ['platform_admin']);
    resultOf(
      await send(t.app, 'PUT', '/api/platform/practitioner-types/pa', platform.token, {
        name: 'Physician assistant (PA)',
        category: 'advanced_practice',
        requiresSupervision: true,
        membershipCategories: ['advanced_practice', 'courtesy'],
      }),
    );
    const { id } = await fileOf('pa');
    expect(readFile(await getFile(t, h.board.token, id)).membershipCategories).toEqual([
      'advanced_practice',
      'courtesy',
    ]);
    await grantStepUp(t, h.board.token);
    expectError(await postFile(t, h.board.token, id, 'recommendation', grantAll('telemedicine')), 400);
  });
});
