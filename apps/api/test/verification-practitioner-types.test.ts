import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationVerification } from '@docapply/contracts';
import { users } from '@/core/db/schema';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf } from './application-fixtures';
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

  async function checklistFor(practitionerType: string) {
    const { hospital, admin } = await createVerificationHospital(t);
    const doctor = await createPerson(t, 'Ada', 'Okafor');
    await t.db.update(users).set({ practitionerType }).where(eq(users.id, doctor.id));
    const application = await submitVerificationApplication(t, { doctor, hospital });
    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, admin.token, application.id),
    );
    return checklist.items.map((item) => [item.key, item.label]);
  }

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
});
