import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type {
  TApplicationDetail,
  TApplicationList,
  TApplicationStatusReport,
  TApplicationSummary,
} from '@docapply/contracts';
import { mailOutbox } from '@/core/db/schema';
import { createUserWithToken } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { followShortLink, personBody } from './request-fixtures';

/**
 * The doctor's list reads each draft's progress stored on write; the status report computes it
 * afresh. Both are the one completeness rule's figure, after every kind of change.
 */
describe('stored progress', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let doctor: { token: string };
  let applicationId: string;
  let detail: TApplicationDetail;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 2 });
    doctor = await createUserWithToken(t.db, t.config);
    applicationId = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    ).id;
    detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${applicationId}`, doctor.token),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** The list first: reading the report also stores its figure, which would hide a stale row. */
  async function readBoth() {
    const list = resultOf<TApplicationList>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', doctor.token),
    );
    const listed = list.data.find((row) => row.id === applicationId);
    const report = resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${applicationId}`, doctor.token),
    );
    return { listed, report };
  }

  async function expectSameFigures(): Promise<TApplicationStatusReport> {
    const { listed, report } = await readBoth();
    expect(listed?.percent).toBe(report.percent);
    expect(report.percent === 100).toBe(report.canSubmit);
    expect(listed?.nextAction).toBe(
      report.canSubmit
        ? 'Sign the attestation and submit your application'
        : `Complete your application: ${report.missing[0]}`,
    );
    return report;
  }

  const save = async (responseId: string | null | undefined, answers: Record<string, unknown>) => {
    const saved = await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, doctor.token, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  /** Names a person for a reference or coverage, then answers through the emailed link. */
  async function requestAndAnswer(base: '/api/references' | '/api/alternativeCoverage') {
    const person = personBody();
    const created = await send(t.app, 'POST', base, doctor.token, { applicationId, ...person });
    expect(created.statusCode, created.body).toBe(201);
    const named = await expectSameFigures();
    const [mail] = await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, person.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const { token } = await followShortLink(t.app, mail.text);
    const answered = await send(t.app, 'POST', `${base}/respond`, undefined, {
      token,
      answers: { ok: 'Yes' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    return named;
  }

  it('keeps the list’s figure equal to the status report’s after each save, up to 100% and submittable', async () => {
    const figures: number[] = [(await expectSameFigures()).percent];
    const step = async (change: () => Promise<unknown>) => {
      await change();
      figures.push((await expectSameFigures()).percent);
    };

    await step(() => save(detail.forms.application?.responseId, { legalName: 'Alex Rivera' }));
    await step(() => save(detail.forms.application?.responseId, COMPLETE_APPLICATION_ANSWERS));
    await step(() => save(detail.forms.survey?.responseId, { unit: 'Cardiology ward' }));
    let formResponseId = '';
    await step(async () => {
      const picked = await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId,
        privilegeId: h.privileges.cath.id,
      });
      formResponseId = resultOf<{ formResponseId: string }>(picked, 201).formResponseId;
    });
    await step(() => save(formResponseId, { cases: '60' }));
    // A reference counts once its request is sent: the figure moves on naming, not on the answer.
    await step(async () => {
      const named = await requestAndAnswer('/api/references');
      expect(named.percent).toBeGreaterThan(figures.at(-1) ?? 0);
      expect((await readBoth()).report.percent).toBe(named.percent);
    });
    await step(() => requestAndAnswer('/api/references'));
    await step(() => requestAndAnswer('/api/alternativeCoverage'));

    // Every change moved the figure forward, and only the last reached 100.
    for (let i = 1; i < figures.length; i++) {
      expect(figures[i], figures.join(', ')).toBeGreaterThan(figures[i - 1]);
    }
    expect(figures.filter((percent) => percent === 100)).toHaveLength(1);
    const { report } = await readBoth();
    expect(report).toMatchObject({ percent: 100, canSubmit: true, missing: [] });
  });

  it('lowers the stored figure when a change undoes part of the work', async () => {
    const before = (await readBoth()).report;
    await save(detail.forms.survey?.responseId, {});
    const after = await expectSameFigures();
    expect(after.percent).toBeLessThan(before.percent);
    expect(after.missing).toEqual(['Survey section S (Survey): Preferred unit']);
  });
});
