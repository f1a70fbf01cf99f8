import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDoctorOppeConclusions,
  TFppeDetail,
  TFppeList,
  TOppeCycle,
  TOppeIndicator,
  TOppeReport,
  TOppeReview,
  TOppeValue,
} from '@docapply/contracts';
import { appointments, auditLog } from '@/core/db/schema';
import { resultOf, send } from './application-fixtures';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  appointPractitioner,
  createCardiologyIndicators,
  createOppeHospital,
  openCycle,
  type TOppeHospital,
  type TPractitioner,
} from './oppe-fixtures';

/**
 * The office types in a value the export missed, reads the report, and the chair (the office
 * signing) concludes each practitioner's cycle with a fresh step-up; "focused review needed" is
 * announced for FPPE. The practitioner sees only their own conclusion, as the hospital decides.
 */
describe('OPPE: values typed in, conclusions', () => {
  let t: TTestApp;
  let h: TOppeHospital;
  let cycle: TOppeCycle;
  let indicators: { complications: TOppeIndicator; volume: TOppeIndicator };
  let ann: TPractitioner;
  let ben: TPractitioner;

  const valueUrl = (doctorId: string, indicatorId: string) =>
    `${h.base}/cycles/${cycle.id}/practitioners/${doctorId}/values/${indicatorId}`;
  const reviewUrl = (doctorId: string) => `${h.base}/cycles/${cycle.id}/practitioners/${doctorId}/review`;
  const conclusionsOf = async (token: string) =>
    resultOf<TDoctorOppeConclusions>(await send(t.app, 'GET', '/api/oppe/conclusions', token)).data;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createOppeHospital(t);
    indicators = await createCardiologyIndicators(t, h);
    cycle = await openCycle(t, h);
    ann = await appointPractitioner(t, { hospitalId: h.hospital.hospital.id, name: ['Ann', 'Archer'] });
    ben = await appointPractitioner(t, { hospitalId: h.hospital.hospital.id, name: ['Ben', 'Baker'] });
    // Both hold cardiology's cath and echo and internal medicine's admitting.
    const { cath, echo, admitting } = h.hospital.privileges;
    await t.db
      .update(appointments)
      .set({ privilegeIds: [cath.id, echo.id, admitting.id] })
      .where(inArray(appointments.doctorId, [ann.id, ben.id]));
  });

  /** The practitioner's FPPEs at the hospital, as the office lists them. */
  const fppesOf = async (doctorId: string) =>
    resultOf<TFppeList>(
      await send(
        t.app,
        'GET',
        `/api/admin/hospitals/${h.hospital.hospital.id}/fppe?show=all&doctorId=${doctorId}`,
        h.admin.token,
      ),
    ).data;
  afterAll(async () => {
    await t.close();
  });

  it('takes a value typed in with the import’s rules, replacing the one there, audited', async () => {
    const put = (doctorId: string, indicatorId: string, body: unknown) =>
      send(t.app, 'PUT', valueUrl(doctorId, indicatorId), h.admin.token, body);
    expect(
      resultOf<TOppeValue>(await put(ann.id, indicators.complications.id, { numerator: 1, denominator: 20 })),
    ).toEqual({ numerator: 1, denominator: 20, value: 5 });
    expect(
      resultOf<TOppeValue>(await put(ann.id, indicators.complications.id, { numerator: 2, denominator: 20 })),
    ).toEqual({ numerator: 2, denominator: 20, value: 10 });
    resultOf(await put(ann.id, indicators.volume.id, { numerator: 35 }));
    resultOf(await put(ben.id, indicators.volume.id, { numerator: 25, denominator: 99 }));

    const above = await put(ann.id, indicators.complications.id, { numerator: 30, denominator: 20 });
    expectError(above, 400, 'VALIDATION');
    expect(above.json().error.fields).toEqual({
      numerator: 'The numerator cannot be more than the denominator for a rate',
    });
    expectError(await put(ann.id, indicators.complications.id, { numerator: 1 }), 400, 'VALIDATION');
    expectError(await put(ann.id, indicators.volume.id, { numerator: -1 }), 400, 'VALIDATION');
    expectError(await put(ann.id, indicators.volume.id, { numerator: '3' }), 400, 'VALIDATION');
    const stranger = await createPerson(t, 'Sam', 'Stranger');
    expectError(await put(stranger.id, indicators.volume.id, { numerator: 3 }), 404, 'NOT_FOUND');
    expectError(await put(ann.id, stranger.id, { numerator: 3 }), 404, 'NOT_FOUND');

    const report = resultOf<TOppeReport>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${ann.id}`, h.admin.token),
    );
    const rate = report.indicators.find((entry) => entry.indicator.key === 'complication-rate');
    expect(rate).toMatchObject({ value: { value: 10 }, flag: 'above-max' });
    const audits = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.hospitalId, h.hospital.hospital.id), eq(auditLog.action, 'oppe.value-entered')));
    expect(audits).toHaveLength(4);
  });

  it('concludes only with a fresh step-up, once; "no concerns" announces nothing', async () => {
    const body = { conclusion: 'no-concerns', comment: 'Volume and outcomes within range.' };
    expectError(await send(t.app, 'POST', reviewUrl(ben.id), h.admin.token, body), 403, 'STEP_UP_REQUIRED');
    await grantStepUp(t, h.admin.token);
    const review = resultOf<TOppeReview>(
      await send(t.app, 'POST', reviewUrl(ben.id), h.admin.token, body),
      201,
    );
    expect(review).toMatchObject({
      conclusion: 'no-concerns',
      comment: 'Volume and outcomes within range.',
      attestedBy: { id: h.admin.id, name: 'Olive Office' },
    });
    await grantStepUp(t, h.admin.token);
    expectError(await send(t.app, 'POST', reviewUrl(ben.id), h.admin.token, body), 409, 'CONFLICT');
    expect(await fppesOf(ben.id)).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(audit).toMatchObject({ action: 'oppe.concluded', data: { conclusion: 'no-concerns' } });
    // The comment is peer-review material: it stays out of the trail.
    expect(JSON.stringify(audit)).not.toContain('within range');
  });

  it('"focused review needed" asks a reason and opens a for-cause FPPE on the flagged department’s privileges', async () => {
    await grantStepUp(t, h.admin.token);
    const noReason = await send(t.app, 'POST', reviewUrl(ann.id), h.admin.token, {
      conclusion: 'focused-review-needed',
    });
    expectError(noReason, 400, 'VALIDATION');
    expect(noReason.json().error.fields).toEqual({ comment: 'Say why a focused review is needed' });
    const review = resultOf<TOppeReview>(
      await send(t.app, 'POST', reviewUrl(ann.id), h.admin.token, {
        conclusion: 'focused-review-needed',
        comment: 'Complication rate twice the department’s threshold.',
      }),
      201,
    );
    // A for-cause FPPE opens on each cardiology privilege (the department that flagged her), the
    // chair's comment its confidential reason; none on internal medicine's admitting.
    const opened = await fppesOf(ann.id);
    expect(opened.map((row) => [row.privilege.name, row.trigger]).sort()).toEqual([
      ['Cardiac catheterisation', 'for-cause'],
      ['Echocardiography', 'for-cause'],
    ]);
    const detail = resultOf<TFppeDetail>(
      await send(t.app, 'GET', `/api/admin/fppe/${opened[0].id}`, h.admin.token),
    );
    expect(detail.forCause).toEqual({
      kind: 'oppe',
      reason: 'Complication rate twice the department’s threshold.',
    });
    const report = resultOf<TOppeReport>(
      await send(t.app, 'GET', `${h.base}/cycles/${cycle.id}/practitioners/${ann.id}`, h.admin.token),
    );
    expect(report.review).toMatchObject({ id: review.id, conclusion: 'focused-review-needed' });
  });

  it('refuses a conclusion on someone without values (404), to another hospital (404) and to a doctor (403)', async () => {
    const stranger = await createPerson(t, 'Sam', 'Stranger');
    const body = { conclusion: 'no-concerns' };
    await grantStepUp(t, h.admin.token);
    expectError(await send(t.app, 'POST', reviewUrl(stranger.id), h.admin.token, body), 404, 'NOT_FOUND');
    const other = await createOppeHospital(t, 'Otto');
    await grantStepUp(t, other.admin.token);
    const elsewhere = await send(t.app, 'POST', reviewUrl(ann.id), other.admin.token, body);
    expectError(elsewhere, 404, 'NOT_FOUND');
    expectError(await send(t.app, 'POST', reviewUrl(ann.id), ann.token, body), 403, 'FORBIDDEN');
    expectError(
      await send(t.app, 'PUT', valueUrl(ann.id, indicators.volume.id), ann.token, { numerator: 99 }),
      403,
      'FORBIDDEN',
    );
  });

  it('shows the practitioner their own conclusions only, never the comment, as the hospital releases them', async () => {
    expect(await conclusionsOf(ann.token)).toEqual([
      {
        hospitalId: h.hospital.hospital.id,
        hospitalName: h.hospital.hospital.name,
        startsOn: cycle.startsOn,
        endsOn: cycle.endsOn,
        conclusion: 'focused-review-needed',
        attestedAt: expect.any(String),
      },
    ]);
    const bens = await conclusionsOf(ben.token);
    expect(bens.map((entry) => entry.conclusion)).toEqual(['no-concerns']);
    expect(JSON.stringify(bens)).not.toContain('within range');
    const stranger = await createPerson(t, 'Sam', 'Stranger');
    expect(await conclusionsOf(stranger.token)).toEqual([]);
    expectError(await send(t.app, 'GET', '/api/oppe/conclusions', h.admin.token), 403, 'FORBIDDEN');

    // The hospital keeps them to itself: the practitioner then sees nothing.
    resultOf(
      await send(t.app, 'PUT', `${h.base}/settings`, h.admin.token, {
        cycleMonths: 12,
        practitionerSees: 'nothing',
      }),
    );
    expect(await conclusionsOf(ann.token)).toEqual([]);
  });
});
