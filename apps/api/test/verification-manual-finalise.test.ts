import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminApplicationReview,
  TApplicationVerification,
  TVerificationItem,
} from '@docapply/contracts';
import { expectClientError } from './helpers/error-shape';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { decide } from './submission-fixtures';
import {
  createVerificationHospital,
  getVerification,
  recordVerification,
  submitVerificationApplication,
  verifyChecklist,
} from './verification-fixtures';

const day = (offset = 0) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/**
 * The finalise rule (issue 15): the office moves an application to finalise only once every item the
 * hospital requires is verified (or not applicable), and no verification is older than the validity.
 */
describe('verification checklist: finalise waits for the required items', () => {
  let t: TTestApp;
  let setup: Awaited<ReturnType<typeof createVerificationHospital>>;

  beforeAll(async () => {
    t = await createTestApp();
    setup = await createVerificationHospital(t);
    // This hospital requires the NPI, the licences and the DEA, and keeps a verification 5 days.
    resultOf(
      await send(
        t.app,
        'PUT',
        `/api/admin/hospitals/${setup.hospital.hospital.id}/verification-settings`,
        setup.admin.token,
        { validDays: 5, requiredKinds: ['npi', 'licence', 'dea'], customItems: [] },
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function submittedInReview() {
    const doctor = await createPerson(t, 'Ada', 'Okafor');
    const { id } = await submitVerificationApplication(t, { doctor, hospital: setup.hospital });
    resultOf(await decide(t, setup.admin.token, id, 'in-review'));
    const { items } = resultOf<TApplicationVerification>(await getVerification(t, setup.admin.token, id));
    const item = (key: string) => items.find((entry) => entry.key === key) as TVerificationItem;
    const record = (key: string, fields: Record<string, string>) =>
      recordVerification(t, setup.admin.token, { applicationId: id, itemId: item(key).id }, fields).then(
        (r) => resultOf<TVerificationItem>(r),
      );
    const review = () =>
      send(t.app, 'GET', `/api/admin/applications/${id}`, setup.admin.token).then((r) =>
        resultOf<TAdminApplicationReview>(r),
      );
    return { id, record, review };
  }

  it('refuses finalise, naming the items, until they are verified; the review says the same', async () => {
    const { id, record, review } = await submittedInReview();
    const reason =
      'Verify before finalise: Identity and NPI, State licence CA, State licence IL, DEA registration';
    expect((await review()).blockedTransitions).toEqual([{ status: 'finalise', reason }]);
    const refused = await decide(t, setup.admin.token, id, 'finalise');
    expect(refused.statusCode).toBe(409);
    expect(expectClientError(refused).message).toBe(reason);

    await record('npi', { state: 'verified', source: 'NPPES NPI Registry', verifiedOn: day() });
    await record('licence:IL', { state: 'verified', source: 'IDFPR license look-up', verifiedOn: day() });
    await record('licence:CA', { state: 'discrepancy', source: 'DCA license search', verifiedOn: day() });
    await record('dea', { state: 'not-applicable', source: 'Not prescribing here', verifiedOn: day() });
    // A discrepancy holds the decision as a pending item does.
    const discrepancy = 'Verify before finalise: State licence CA';
    expect((await review()).blockedTransitions).toEqual([{ status: 'finalise', reason: discrepancy }]);
    expect(expectClientError(await decide(t, setup.admin.token, id, 'finalise')).message).toBe(discrepancy);

    // Items the hospital does not require (education, board, malpractice, the lists) may wait.
    await record('licence:CA', { state: 'verified', source: 'DCA license search', verifiedOn: day() });
    expect((await review()).blockedTransitions).toEqual([]);
    resultOf(await decide(t, setup.admin.token, id, 'finalise'));
  });

  it('blocks again once a verification is older than the hospital’s validity, until it is verified anew', async () => {
    const { id, record, review } = await submittedInReview();
    await verifyChecklist(t, setup.admin.token, id);
    const old = await record('licence:IL', {
      state: 'verified',
      source: 'IDFPR license look-up',
      verifiedOn: day(-6),
    });
    expect(old).toMatchObject({ expired: true, required: true });
    // Verified 5 days ago is still within the validity.
    expect(
      (await record('licence:CA', { state: 'verified', source: 'DCA license search', verifiedOn: day(-4) }))
        .expired,
    ).toBe(false);

    const reason = 'Verify before finalise: State licence IL';
    expect((await review()).blockedTransitions).toEqual([{ status: 'finalise', reason }]);
    expect(expectClientError(await decide(t, setup.admin.token, id, 'finalise')).message).toBe(reason);

    await record('licence:IL', { state: 'verified', source: 'IDFPR license look-up', verifiedOn: day() });
    resultOf(await decide(t, setup.admin.token, id, 'finalise'));
    expect((await review()).status).toBe('finalise');
  });
});
