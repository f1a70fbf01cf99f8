import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationFlags, TApplicationVerification } from '@docapply/contracts';
import { users } from '@/core/db/schema';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import {
  createVerificationHospital,
  getVerification,
  submitVerificationApplication,
} from './verification-fixtures';

describe("verification checklist: the practitioner type's items", () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function submittedAs(practitionerType: string, answers: Record<string, unknown> = {}) {
    const { hospital, admin } = await createVerificationHospital(t);
    const doctor = await createPerson(t, 'Ada', 'Okafor');
    await t.db.update(users).set({ practitionerType }).where(eq(users.id, doctor.id));
    const application = await submitVerificationApplication(t, { doctor, hospital, answers });
    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, admin.token, application.id),
    );
    return { admin, application, items: checklist.items };
  }

  async function checklistFor(practitionerType: string) {
    const { items } = await submittedAs(practitionerType);
    return items.map((item) => [item.key, item.label]);
  }

  const APP_KINDS = (certification: string) => [
    ['certification', certification],
    ['prescriptive', 'Prescriptive authority (DEA/state)'],
  ];

  it('verifies a nurse practitioner with their national certification, APRN licences and prescriptive authority', async () => {
    expect(await checklistFor('np')).toEqual([
      ['npi', 'Identity and NPI'],
      ['licence:CA', 'State APRN licence CA'],
      ['licence:IL', 'State APRN licence IL'],
      ['dea', 'DEA registration'],
      ['education', 'Education and training'],
      ['malpractice', 'Malpractice insurance and claims'],
      ['oig', 'OIG exclusions (LEIE)'],
      ['sam', 'SAM exclusions'],
      // Listed in the order of the kinds, the APP kinds after the exclusion lists.
      ['certification', 'National certification (AANP or ANCC)'],
      ['prescriptive', 'Prescriptive authority (DEA/state)'],
    ]);
  });

  it('verifies a physician assistant with NCCPA and PA licences, and a physician as before', async () => {
    const pa = await checklistFor('pa');
    expect(pa).toContainEqual(['certification', 'NCCPA certification']);
    expect(pa).toContainEqual(['licence:IL', 'State PA licence IL']);
    expect(pa.map(([key]) => key)).not.toContain('board');
    expect(pa.map(([key]) => key)).not.toContain('prescriptive');

    const physician = await checklistFor('physician');
    expect(physician.map(([key]) => key)).toEqual([
      'npi',
      'licence:CA',
      'licence:IL',
      'dea',
      'board',
      'education',
      'malpractice',
      'oig',
      'sam',
    ]);
    expect(physician).toContainEqual(['licence:IL', 'State licence IL']);
  });

  it('verifies a nurse anesthetist with NBCRNA and APRN licences, and prescriptive authority only when held', async () => {
    const crna = await checklistFor('crna');
    expect(crna).toContainEqual(['licence:IL', 'State APRN licence IL']);
    expect(crna).toEqual(expect.arrayContaining(APP_KINDS('NBCRNA certification')));
    expect(crna.map(([key]) => key)).not.toContain('board');

    // No DEA registration (and no state one): nothing to verify, recorded by the system.
    const { items } = await submittedAs('crna', { hasDea: 'no' });
    expect(items.find((item) => item.key === 'prescriptive')).toMatchObject({
      state: 'not-applicable',
      note: 'The practitioner holds no DEA registration and no state controlled-substance registration.',
    });
  });

  it('verifies a nurse-midwife with AMCB, APRN licences and prescriptive authority', async () => {
    const cnm = await checklistFor('cnm');
    expect(cnm).toContainEqual(['licence:CA', 'State APRN licence CA']);
    expect(cnm).toEqual(expect.arrayContaining(APP_KINDS('AMCB certification')));
    expect(cnm.map(([key]) => key)).not.toContain('board');
    // A CNM prescribes: her authority is to be verified even without a DEA registration.
    const { items } = await submittedAs('cnm', { hasDea: 'no' });
    expect(items.find((item) => item.key === 'prescriptive')?.state).toBe('pending');
  });

  it('flags a CRNA and a CNM who gave no national certification', async () => {
    for (const [type, name] of [
      ['crna', 'Certified registered nurse anesthetist (CRNA)'],
      ['cnm', 'Certified nurse-midwife (CNM)'],
    ]) {
      const { admin, application } = await submittedAs(type);
      const { flags } = resultOf<TApplicationFlags>(
        await send(t.app, 'GET', `/api/admin/applications/${application.id}/flags`, admin.token),
      );
      expect(flags, type).toContainEqual(
        expect.objectContaining({
          code: 'certification-missing',
          severity: 'high',
          message: `${name}: no national certification in the application`,
        }),
      );
    }
  });
});
