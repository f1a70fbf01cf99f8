import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationDetail,
  TApplicationStatusReport,
  TApplicationSummary,
  TFormResponse,
  TSaveFormResponseResult,
} from '@docapply/contracts';
import { files, forms } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  SURVEY_FORM,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

describe('form responses', () => {
  let t: TTestApp;
  let h: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function start() {
    const doctor = await createUserWithToken(t.db, t.config);
    const summary = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    );
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${summary.id}`, doctor.token),
    );
    return { ...doctor, applicationId: summary.id, responseId: detail.forms.application?.responseId ?? '' };
  }

  async function uploadRow(ownerUserId: string, applicationId: string | null) {
    const [row] = await t.db
      .insert(files)
      .values({
        ownerUserId,
        applicationId,
        storageKey: randomBytes(16).toString('hex'),
        originalName: 'cv.pdf',
        mime: 'application/pdf',
        size: 1234,
      })
      .returning();
    return row.id;
  }

  it('gets or creates the response to the application form, and finds it by form and application', async () => {
    const { token, applicationId, responseId } = await start();
    const formId = h.forms.get('application')?.id;
    const created = resultOf<TFormResponse>(
      await send(t.app, 'POST', '/api/formsResponse', token, { formId, applicationId }),
    );
    expect(created).toMatchObject({ id: responseId, formId, applicationId, answers: {}, status: 'draft' });
    const found = await send(
      t.app,
      'GET',
      `/api/formsResponse/form/user?formId=${formId}&applicationId=${applicationId}`,
      token,
    );
    expect(resultOf<TFormResponse>(found).id).toBe(responseId);
    const otherForm = h.forms.get('privilege-echo')?.id;
    const none = await send(
      t.app,
      'GET',
      `/api/formsResponse/form/user?formId=${otherForm}&applicationId=${applicationId}`,
      token,
    );
    expect(resultOf(none)).toBeNull();
  });

  it('creates the response of a survey published after the draft started, once, for its doctor only', async () => {
    const late = await createHospitalWithForms(t.db, { withSurvey: false });
    const doctor = await createUserWithToken(t.db, t.config);
    const { id: applicationId } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: late.hospital.id }),
      201,
    );
    const [survey] = await t.db
      .insert(forms)
      .values({
        hospitalId: late.hospital.id,
        kind: 'survey',
        key: 'survey',
        title: 'Staff survey',
        definition: SURVEY_FORM,
      })
      .returning();
    const body = { formId: survey.id, applicationId };
    const opened = resultOf<TFormResponse>(
      await send(t.app, 'POST', '/api/formsResponse', doctor.token, body),
    );
    expect(opened).toMatchObject({ formId: survey.id, applicationId, status: 'draft' });
    const again = resultOf<TFormResponse>(
      await send(t.app, 'POST', '/api/formsResponse', doctor.token, body),
    );
    expect(again.id).toBe(opened.id);
    const stranger = await createUserWithToken(t.db, t.config);
    expectError(await send(t.app, 'POST', '/api/formsResponse', stranger.token, body), 404);
  });

  it('autosaves answers, drops unknown keys and answers with completeness', async () => {
    const { token, responseId } = await start();
    const saved = resultOf<TSaveFormResponseResult>(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {
        answers: { legalName: 'Alex Rivera', notAField: 'x', licences: [{ state: 'IL', bogus: 'y' }] },
      }),
    );
    expect(saved.id).toBe(responseId);
    expect(saved.completeness.percent).toBeGreaterThan(0);
    expect(saved.completeness.percent).toBeLessThan(100);
    expect(saved.completeness.missing.map((m) => m.path)).toEqual([
      'npi',
      'licences.0.number',
      'hasClaims',
      'truthful',
    ]);
    const read = resultOf<TFormResponse>(await send(t.app, 'GET', `/api/formsResponse/${responseId}`, token));
    expect(read.answers).toEqual({ legalName: 'Alex Rivera', licences: [{ state: 'IL' }] });
    expect(read.updatedAt).toBe(saved.updatedAt);

    const complete = resultOf<TSaveFormResponseResult>(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {
        answers: COMPLETE_APPLICATION_ANSWERS,
      }),
    );
    expect(complete.completeness).toEqual({ percent: 100, missing: [] });
  });

  it('refuses format errors with field paths, like the browser', async () => {
    const { token, responseId } = await start();
    const error = expectError(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {
        answers: {
          npi: '1234567890',
          phone: '555',
          licences: [{ state: 'IL', number: '1', expires: '2001-01-01' }],
          hasClaims: 'maybe',
        },
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({
      npi: 'Invalid NPI',
      phone: 'Invalid Phone',
      'licences.0.expires': 'Invalid Date',
      hasClaims: 'Choose one of the options',
    });
    const read = resultOf<TFormResponse>(await send(t.app, 'GET', `/api/formsResponse/${responseId}`, token));
    expect(read.answers).toEqual({});
    const malformed = expectError(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, { answers: { npi: 5 } }),
      400,
      'VALIDATION',
    );
    expect(Object.keys(malformed.fields ?? {})).toEqual(['answers.npi']);
    expectError(await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {}), 400, 'VALIDATION');
    expectError(await send(t.app, 'GET', '/api/formsResponse/not-a-uuid', token), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', `/api/formsResponse/${randomUUID()}`, token), 404, 'NOT_FOUND');
  });

  it('accepts only the doctor’s own uploads as file answers', async () => {
    const { user, token, applicationId, responseId } = await start();
    const stranger = await createUserWithToken(t.db, t.config);
    const own = await uploadRow(user.id, applicationId);
    const theirs = await uploadRow(stranger.user.id, null);
    const refused = expectError(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, { answers: { cv: theirs } }),
      400,
    );
    expect(refused.fields).toEqual({ cv: 'This file was not found. Upload it again.' });
    const saved = await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {
      answers: { cv: own },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('opens forms only of the application’s hospital and kinds the doctor fills', async () => {
    const { token, applicationId } = await start();
    const other = await createHospitalWithForms(t.db);
    const post = (formId: string | undefined) =>
      send(t.app, 'POST', '/api/formsResponse', token, { formId, applicationId });
    expectError(await post(other.forms.get('application')?.id), 404, 'NOT_FOUND');
    expectError(await post(h.forms.get('privilege-echo')?.id), 400, 'BAD_REQUEST');
    expectError(await post(h.forms.get('reference')?.id), 403, 'FORBIDDEN');
    const bad = expectError(await post('x'), 400, 'VALIDATION');
    expect(bad.fields).toEqual({ formId: 'Invalid form' });
  });

  it('removes a picked privilege through its response, but not the application form', async () => {
    const { token, applicationId, responseId } = await start();
    const picked = resultOf<{ formResponseId: string }>(
      await send(t.app, 'POST', '/api/privileges', token, {
        applicationId,
        privilegeId: h.privileges.echo.id,
      }),
      201,
    );
    const removed = await send(t.app, 'DELETE', `/api/formsResponse/${picked.formResponseId}`, token);
    expect(resultOf<{ message: string }>(removed).message).toBe('The privilege was removed.');
    const list = resultOf<{ data: unknown[] }>(
      await send(t.app, 'GET', `/api/privileges?applicationId=${applicationId}`, token),
    );
    expect(list.data).toEqual([]);
    expectError(await send(t.app, 'GET', `/api/formsResponse/${picked.formResponseId}`, token), 404);
    expectError(await send(t.app, 'DELETE', `/api/formsResponse/${responseId}`, token), 400, 'BAD_REQUEST');
  });

  it('reports what submit still needs', async () => {
    const { token, applicationId, responseId } = await start();
    await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, {
      answers: COMPLETE_APPLICATION_ANSWERS,
    });
    const report = resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${applicationId}`, token),
    );
    const unit = { section: 'S', path: 'unit', label: 'Preferred unit' };
    expect(report).toEqual({
      application: { percent: 100, missing: [] },
      survey: { percent: 0, missing: [unit] },
      privileges: { count: 0, incomplete: [] },
      references: { required: 3, named: 0, sent: 0, completed: 0 },
      coverage: { named: false, sent: false, completed: false },
      // A physician names no supervising physician (issue 42).
      supervision: { required: false, named: false, confirmed: false, uncovered: [] },
      // Sections A-D: 7 required answers (a licence row's 2 included) done, of 7 + 1 + 1 + 3 + 1.
      percent: 53,
      done: 7,
      total: 13,
      canSubmit: false,
      missing: [
        'Survey section S (Survey): Preferred unit',
        'Privileges: pick at least one privilege',
        'References: 0 of 3 requests sent',
        'Alternative coverage: name a covering physician',
      ],
      parts: {
        application: { done: 7, total: 7, missing: [], lines: [] },
        survey: { done: 0, total: 1, missing: [unit], lines: ['Survey section S (Survey): Preferred unit'] },
        privileges: {
          done: 0,
          total: 1,
          missing: [{ section: 'privileges', path: 'privileges', label: 'Pick at least one privilege' }],
          lines: ['Privileges: pick at least one privilege'],
        },
        references: {
          done: 0,
          total: 3,
          missing: [1, 2, 3].map((n) => ({
            section: 'references',
            path: `references.${n - 1}`,
            label: `Reference ${n} of 3`,
          })),
          lines: ['References: 0 of 3 requests sent'],
        },
        coverage: {
          done: 0,
          total: 1,
          missing: [{ section: 'coverage', path: 'coverage', label: 'Covering physician' }],
          lines: ['Alternative coverage: name a covering physician'],
        },
      },
    });
    expectError(await send(t.app, 'GET', '/api/formsResponse/status', token), 400, 'VALIDATION');
  });
});
