import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFormDetail, TAdminFormList, TAdminFormVersion, TFormDiff } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { auditLog, forms } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { APPLICATION_FORM, resultOf, send } from './application-fixtures';
import { BADGE_FIELD, createManagedHospital, publish, saveDraft, withFieldInA } from './admin-forms-fixtures';

/** Version 2 of APPLICATION_FORM: a badge upload added, the phone removed, the NPI relabelled and optional. */
function bylawRevision(): TFormDefinition {
  const [a, ...rest] = withFieldInA(BADGE_FIELD).sections;
  const items = a.items
    .filter((item) => item.name !== 'phone')
    .map((item) => (item.name === 'npi' ? { ...item, label: 'NPI number', required: false } : item));
  return { sections: [{ ...a, items }, ...rest] };
}

describe('form management: diff, new privilege forms, two administrators at once', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const setUp = () => createManagedHospital(t);

  it('lists exactly the changes between two versions, the draft included', async () => {
    const { admin, urls, hospitalId } = await setUp();
    await saveDraft(t, { token: admin.token, hospitalId, key: 'application', definition: bylawRevision() });
    const expected = [
      {
        type: 'changed',
        target: 'field',
        section: 'A',
        name: 'npi',
        label: 'NPI number',
        details: [expect.stringMatching(/^label/), expect.stringMatching(/^required/)],
      },
      { type: 'removed', target: 'field', section: 'A', name: 'phone', label: 'Phone', details: [] },
      {
        type: 'added',
        target: 'field',
        section: 'A',
        name: 'badgePhoto',
        label: 'Hospital ID badge photo',
        details: [],
      },
    ];
    const toDraft = resultOf<TFormDiff>(
      await send(t.app, 'GET', urls.diff('application', 1, 'draft'), admin.token),
    );
    expect(toDraft).toEqual({ from: 1, to: 2, changes: expected });

    resultOf(await publish(t, admin.token, hospitalId, 'application'));
    const published = resultOf<TFormDiff>(
      await send(t.app, 'GET', urls.diff('application', 1, 2), admin.token),
    );
    expect(published).toEqual({ from: 1, to: 2, changes: expected });
    const backwards = resultOf<TFormDiff>(
      await send(t.app, 'GET', urls.diff('application', 2, 1), admin.token),
    );
    expect(backwards.changes.map((c) => [c.type, c.name])).toEqual([
      ['changed', 'npi'],
      ['removed', 'badgePhoto'],
      ['added', 'phone'],
    ]);
    const same = resultOf<TFormDiff>(await send(t.app, 'GET', urls.diff('application', 2, 2), admin.token));
    expect(same.changes).toEqual([]);
    expectError(
      await send(t.app, 'GET', urls.diff('application', 1, 'draft'), admin.token),
      404,
      'NOT_FOUND',
    );
    expectError(await send(t.app, 'GET', urls.diff('application', 1, 3), admin.token), 404, 'NOT_FOUND');
  });

  it('creates a privilege form as a valid draft of version 1, with a key of its own', async () => {
    const { admin, urls, hospitalId } = await setUp();
    const create = async (title: string) =>
      resultOf<TAdminFormVersion>(
        await send(t.app, 'POST', urls.create, admin.token, { kind: 'privilege', title }),
        201,
      );
    const first = await create('Robotic Surgery (da Vinci®)');
    expect(first).toMatchObject({
      key: 'privilege-robotic-surgery-da-vinci',
      kind: 'privilege',
      title: 'Robotic Surgery (da Vinci®)',
      version: 1,
      isDraft: true,
      publishedAt: null,
    });
    expect(first.definition.sections).toMatchObject([
      { key: 'P', title: 'Robotic Surgery (da Vinci®)', items: [{ type: 'textarea', required: true }] },
    ]);
    expect((await create('Robotic surgery: da Vinci')).key).toBe('privilege-robotic-surgery-da-vinci-2');
    expect((await create('robotic surgery da vinci')).key).toBe('privilege-robotic-surgery-da-vinci-3');
    expect((await create('Échographie')).key).toBe('privilege-echographie');
    // The seeded "privilege-echo" does not take the name of a new "Echo" form's key: it is taken.
    expect((await create('Echo')).key).toBe('privilege-echo-2');

    // Listed with its draft only, after the seeded privilege forms; doctors do not see it.
    const list = resultOf<TAdminFormList>(await send(t.app, 'GET', urls.list, admin.token));
    expect(list.data.find((f) => f.key === first.key)).toMatchObject({
      kind: 'privilege',
      published: null,
      draft: { version: 1, updatedBy: 'Hana Admin' },
      usage: [],
    });
    expect(list.data.map((f) => f.kind)).toEqual(
      [...list.data.map((f) => f.kind)].sort(
        (a, b) =>
          ['application', 'survey', 'privilege', 'reference', 'coverage'].indexOf(a) -
          ['application', 'survey', 'privilege', 'reference', 'coverage'].indexOf(b),
      ),
    );
    const doctor = await createPerson(t, 'Dana', 'Doctor');
    expectError(
      await send(t.app, 'GET', `/api/forms/${first.key}?hospitalId=${hospitalId}`, doctor.token),
      404,
    );

    // It publishes as it was created.
    const published = resultOf<TAdminFormVersion>(await publish(t, admin.token, hospitalId, first.key));
    expect(published).toMatchObject({ version: 1, isDraft: false, publishedBy: 'Hana Admin' });
    const detail = resultOf<TAdminFormDetail>(await send(t.app, 'GET', urls.detail(first.key), admin.token));
    expect(detail.versions.map((v) => v.version)).toEqual([1]);
    const audit = await t.db
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form'), eq(auditLog.entityId, first.id)))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      { action: 'form.create', data: { hospitalId, key: first.key, version: 1 } },
      { action: 'form.publish', data: { hospitalId, key: first.key, version: 1 } },
    ]);
  });

  it('publishes once when two administrators press Publish at the same moment', async () => {
    const { admin, hospitalId } = await setUp();
    const other = await createHospitalAdmin(t, 'Omar', 'Other', hospitalId);
    // Two drafts saved at once are one draft.
    const saved = await Promise.all(
      [admin, other].map((person) =>
        saveDraft(t, {
          token: person.token,
          hospitalId,
          key: 'survey',
          title: 'Survey',
          definition: APPLICATION_FORM,
        }),
      ),
    );
    expect(saved.map((s) => s.version)).toEqual([2, 2]);
    expect(saved[0].id).toBe(saved[1].id);
    const answers = await Promise.all(
      [admin, other].map((person) => publish(t, person.token, hospitalId, 'survey')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select({ version: forms.version, publishedAt: forms.publishedAt })
      .from(forms)
      .where(and(eq(forms.hospitalId, hospitalId), eq(forms.key, 'survey')));
    expect(rows.map((r) => [r.version, r.publishedAt !== null]).sort()).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
