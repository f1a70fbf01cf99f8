import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminFormDetail,
  TAdminFormList,
  TAdminFormVersion,
  TApplicationDetail,
  TApplicationSummary,
  TForm,
} from '@docapply/contracts';
import { auditLog, forms } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { APPLICATION_FORM, resultOf, send } from './application-fixtures';
import { BADGE_FIELD, createManagedHospital, publish, saveDraft, withFieldInA } from './admin-forms-fixtures';

describe('form management: drafts, publishing and the versions applications keep', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const setUp = () => createManagedHospital(t);

  const startApplication = async (doctor: TPerson, hospitalId: string) =>
    resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId }),
      201,
    );
  const readApplication = async (doctor: TPerson, id: string) =>
    resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token));
  const formAudit = (hospitalId: string) =>
    t.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        entityId: auditLog.entityId,
        data: auditLog.data,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form'), sql`${auditLog.data}->>'hospitalId' = ${hospitalId}`))
      .orderBy(auditLog.createdAt);

  it('refuses a broken definition with the marked fields, and saves nothing', async () => {
    const { admin, urls, hospitalId } = await setUp();
    const before = await t.db.select().from(forms).where(eq(forms.hospitalId, hospitalId));
    const cases: [key: string, definition: unknown, fields: Record<string, RegExp>][] = [
      [
        'application',
        withFieldInA({ name: 'npi', type: 'text', label: 'NPI again' }),
        { 'sections.0.items.3.name': /already uses the key "npi"/ },
      ],
      [
        'application',
        withFieldInA({ name: 'specialty', type: 'select', label: 'Specialty' }),
        { 'sections.0.items.3.options': /at least one option/ },
      ],
      [
        'application',
        withFieldInA({
          name: 'why',
          type: 'text',
          label: 'Why',
          showWhen: { field: 'nothingHere', equals: 'yes' },
        }),
        { 'sections.0.items.3.showWhen.field': /./ },
      ],
      [
        // The published application uses "npi" for a text: the survey cannot make it a number.
        'survey',
        {
          sections: [
            {
              key: 'S',
              title: 'Survey',
              items: [{ name: 'npiNumber', type: 'number', label: 'NPI', profileKey: 'npi' }],
            },
          ],
        },
        { 'sections.0.items.0.profileKey': /Profile key "npi" is a text elsewhere/ },
      ],
    ];
    for (const [key, definition, expected] of cases) {
      const error = expectError(
        await send(t.app, 'PUT', urls.draft(key), admin.token, { title: 'Broken', definition }),
        400,
        'VALIDATION',
      );
      expect(error.message).toBe('The form has problems; see the marked fields');
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(expected));
      for (const [path, message] of Object.entries(expected)) {
        expect(error.fields?.[path]).toMatch(message);
      }
    }
    expect(await t.db.select().from(forms).where(eq(forms.hospitalId, hospitalId))).toEqual(before);
    expect(await formAudit(hospitalId)).toEqual([]);
  });

  it('publishes version n+1 with who and when; a draft application keeps n, a new one gets n+1', async () => {
    const { admin, urls, hospitalId } = await setUp();
    const early = await createPerson(t, 'Early', 'Doctor');
    const started = await startApplication(early, hospitalId);

    // A draft identical to the published version may be saved; it is the next version.
    const same = await saveDraft(t, {
      token: admin.token,
      hospitalId,
      key: 'application',
      definition: APPLICATION_FORM,
    });
    expect(same).toMatchObject({ version: 2, isDraft: true, publishedAt: null, publishedBy: null });
    const draft = await saveDraft(t, {
      token: admin.token,
      hospitalId,
      key: 'application',
      title: 'Application (2025 bylaws)',
      definition: withFieldInA(BADGE_FIELD),
    });
    expect(draft).toMatchObject({
      id: same.id,
      version: 2,
      isDraft: true,
      title: 'Application (2025 bylaws)',
    });
    // Doctors never see a draft.
    const doctorsView = resultOf<TForm>(
      await send(t.app, 'GET', `/api/forms/application?hospitalId=${hospitalId}`, early.token),
    );
    expect(doctorsView.version).toBe(1);

    const published = resultOf<TAdminFormVersion>(await publish(t, admin.token, hospitalId, 'application'));
    expect(published).toMatchObject({ id: draft.id, version: 2, isDraft: false, publishedBy: 'Hana Admin' });
    expect(Date.now() - Date.parse(published.publishedAt ?? '')).toBeLessThan(60_000);
    const refused = expectError(await publish(t, admin.token, hospitalId, 'application'), 409, 'CONFLICT');
    expect(refused.message).toBe('There is no draft to publish');

    // The application started before keeps version 1; a new one is filled on version 2.
    expect((await readApplication(early, started.id)).forms.application?.form.version).toBe(1);
    const late = await createPerson(t, 'Late', 'Doctor');
    const fresh = await readApplication(late, (await startApplication(late, hospitalId)).id);
    expect(fresh.forms.application?.form.version).toBe(2);
    expect(fresh.forms.application?.form.definition.sections[0].items.map((i) => i.name)).toContain(
      'badgePhoto',
    );

    const detail = resultOf<TAdminFormDetail>(
      await send(t.app, 'GET', urls.detail('application'), admin.token),
    );
    expect(detail).toMatchObject({
      key: 'application',
      kind: 'application',
      title: 'Application (2025 bylaws)',
      draft: null,
    });
    expect(detail.published?.definition).toEqual(withFieldInA(BADGE_FIELD));
    expect(detail.versions.map((v) => [v.version, v.publishedBy, v.applications])).toEqual([
      [2, 'Hana Admin', 1],
      [1, null, 1],
    ]);
    // Export: any version as it was published.
    const v1 = resultOf<TAdminFormVersion>(
      await send(t.app, 'GET', urls.version('application', 1), admin.token),
    );
    expect(v1).toMatchObject({ version: 1, isDraft: false, definition: APPLICATION_FORM });

    const list = resultOf<TAdminFormList>(await send(t.app, 'GET', urls.list, admin.token));
    const application = list.data.find((f) => f.key === 'application');
    expect(application).toMatchObject({
      title: 'Application (2025 bylaws)',
      published: { version: 2, publishedBy: 'Hana Admin', applications: 1 },
      draft: null,
      usage: [
        { version: 2, applications: 1 },
        { version: 1, applications: 1 },
      ],
    });
    expect(list.data.find((f) => f.key === 'reference')?.usage).toEqual([]);

    // A published version is never written again: the next change is version 3.
    const next = await saveDraft(t, {
      token: admin.token,
      hospitalId,
      key: 'application',
      definition: APPLICATION_FORM,
    });
    expect(next.version).toBe(3);
    const [v2] = await t.db.select().from(forms).where(eq(forms.id, published.id));
    expect(v2.definition).toEqual(withFieldInA(BADGE_FIELD));
    const listed = resultOf<TAdminFormList>(await send(t.app, 'GET', urls.list, admin.token));
    expect(listed.data.find((f) => f.key === 'application')?.draft).toMatchObject({
      version: 3,
      updatedBy: 'Hana Admin',
    });

    expect((await formAudit(hospitalId)).map((row) => [row.action, row.actorId, row.data])).toEqual([
      ['form.save-draft', admin.id, { hospitalId, key: 'application', version: 2 }],
      ['form.save-draft', admin.id, { hospitalId, key: 'application', version: 2 }],
      ['form.publish', admin.id, { hospitalId, key: 'application', version: 2 }],
      ['form.save-draft', admin.id, { hospitalId, key: 'application', version: 3 }],
    ]);
  });

  it('discards a draft and keeps the published version', async () => {
    const { admin, urls, hospitalId } = await setUp();
    const draft = await saveDraft(t, {
      token: admin.token,
      hospitalId,
      key: 'survey',
      title: 'Survey',
      definition: APPLICATION_FORM,
    });
    const discarded = await send(t.app, 'DELETE', urls.draft('survey'), admin.token);
    expect(resultOf<{ message: string }>(discarded).message).toBe('Draft discarded');
    const detail = resultOf<TAdminFormDetail>(await send(t.app, 'GET', urls.detail('survey'), admin.token));
    expect(detail.draft).toBeNull();
    expect(detail.versions.map((v) => v.version)).toEqual([1]);
    expectError(await send(t.app, 'DELETE', urls.draft('survey'), admin.token), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', urls.version('survey', 2), admin.token), 404, 'NOT_FOUND');
    expect((await formAudit(hospitalId)).map((row) => [row.action, row.entityId, row.data])).toEqual([
      ['form.save-draft', draft.id, { hospitalId, key: 'survey', version: 2 }],
      ['form.discard-draft', draft.id, { hospitalId, key: 'survey', version: 2 }],
    ]);
  });
});
