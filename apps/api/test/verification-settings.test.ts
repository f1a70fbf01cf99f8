import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type TAdminQueuePage,
  type TApplicationVerification,
  type TVerificationSettings,
} from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { expectClientError } from './helpers/error-shape';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send, type TTestHospital } from './application-fixtures';
import {
  createVerificationHospital,
  getVerification,
  recordVerification,
  startVerificationApplication,
  submitVerificationApplication,
} from './verification-fixtures';
import { grantStepUp } from './helpers/factors';

describe('verification settings: the hospital’s validity, required kinds and own items', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    ({ hospital, admin } = await createVerificationHospital(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const url = () => `/api/admin/hospitals/${hospital.hospital.id}/verification-settings`;
  const put = (body: unknown, token = admin.token) => send(t.app, 'PUT', url(), token, body);
  const checklistOf = async (id: string) =>
    resultOf<TApplicationVerification>(await getVerification(t, admin.token, id));
  const customOf = async (id: string) =>
    (await checklistOf(id)).items
      .filter((item) => item.kind === 'custom')
      .map(({ label, required, state }) => ({ label, required, state }));

  it('starts from the defaults and refuses bad settings field by field', async () => {
    expect(resultOf<TVerificationSettings>(await send(t.app, 'GET', url(), admin.token))).toEqual(
      DEFAULT_VERIFICATION_SETTINGS,
    );
    const fieldsOf = async (body: unknown) => expectClientError(await put(body)).fields;
    const good = { validDays: 90, requiredKinds: ['npi'], customItems: [] };
    expect(await fieldsOf({ ...good, validDays: 0 })).toEqual({ validDays: 'Enter a number from 1 to 365' });
    expect(await fieldsOf({ ...good, validDays: 366 })).toEqual({
      validDays: 'Enter a number from 1 to 365',
    });
    expect(await fieldsOf({ ...good, validDays: 1.5 })).toEqual({ validDays: 'Enter a whole number' });
    expect((await fieldsOf({ ...good, validDays: '90' }))?.validDays).toBeTruthy();
    expect(Object.keys((await fieldsOf({ ...good, requiredKinds: ['npi', 'passport'] })) ?? {})).toEqual([
      'requiredKinds.1',
    ]);
    expect(await fieldsOf({ ...good, customItems: [{ label: '  ', required: true }] })).toEqual({
      'customItems.0.label': 'Required',
    });
    const many = Array.from({ length: 21 }, (_, n) => ({ label: `Item ${n}`, required: false }));
    expect(Object.keys((await fieldsOf({ ...good, customItems: many })) ?? {})).toEqual(['customItems']);
    expect(await fieldsOf({ ...good, extra: true })).toEqual({ extra: 'Unknown field' });
    expect(resultOf<TVerificationSettings>(await send(t.app, 'GET', url(), admin.token))).toEqual(
      DEFAULT_VERIFICATION_SETTINGS,
    );
  });

  it('adds the hospital’s own items to its open applications at once, keeping their ids and states across edits', async () => {
    const first = await createPerson(t, 'Ada', 'Okafor');
    const second = await createPerson(t, 'Ada', 'Okafor');
    const drafter = await createPerson(t, 'Ada', 'Okafor');
    const a = await submitVerificationApplication(t, { doctor: first, hospital });
    const b = await submitVerificationApplication(t, { doctor: second, hospital });
    const draft = await startVerificationApplication(t, { doctor: drafter, hospital });

    const saved = resultOf<TVerificationSettings>(
      await put({
        validDays: 120,
        requiredKinds: ['npi', 'licence', 'npi', 'custom'],
        customItems: [
          { label: 'Hospital orientation completed', required: true },
          { label: 'Peer reference call', required: false },
        ],
      }),
    );
    expect(saved).toMatchObject({ validDays: 120, requiredKinds: ['npi', 'licence'] });
    const [orientation, peer] = saved.customItems;
    expect(orientation.id).toEqual(expect.any(String));
    expect(peer.id).not.toBe(orientation.id);
    expect(resultOf<TVerificationSettings>(await send(t.app, 'GET', url(), admin.token))).toEqual(saved);

    for (const id of [a.id, b.id]) {
      expect(await customOf(id)).toEqual([
        { label: 'Hospital orientation completed', required: true, state: 'pending' },
        { label: 'Peer reference call', required: false, state: 'pending' },
      ]);
      expect((await checklistOf(id)).validDays).toBe(120);
    }
    // The queue's counts follow without reading the items.
    const queue = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', `/api/admin/applications?hospitalId=${hospital.hospital.id}`, admin.token),
    );
    expect(queue.data.find((row) => row.id === a.id)?.verification).toEqual({ done: 0, total: 11 });

    // The office verifies the orientation on the first application, then renames it, drops the
    // peer call and adds another; a client's made-up id gets an id of the hospital's own.
    const orientationItem = (await checklistOf(a.id)).items.find((item) => item.label.startsWith('Hospital'));
    resultOf(
      await recordVerification(
        t,
        admin.token,
        { applicationId: a.id, itemId: orientationItem?.id ?? '' },
        {
          state: 'verified',
          source: 'Medical staff office',
          verifiedOn: new Date().toISOString().slice(0, 10),
        },
      ),
    );
    const edited = resultOf<TVerificationSettings>(
      await put({
        validDays: 120,
        requiredKinds: ['npi'],
        customItems: [
          { id: orientation.id, label: 'Orientation completed', required: true },
          { id: 'made-up', label: 'Badge issued', required: false },
        ],
      }),
    );
    expect(edited.customItems[0].id).toBe(orientation.id);
    expect(edited.customItems[1].id).not.toBe('made-up');
    expect(await customOf(a.id)).toEqual([
      { label: 'Orientation completed', required: true, state: 'verified' },
      { label: 'Badge issued', required: false, state: 'pending' },
    ]);
    expect(await customOf(b.id)).toEqual([
      { label: 'Orientation completed', required: true, state: 'pending' },
      { label: 'Badge issued', required: false, state: 'pending' },
    ]);

    // Removing a verified item keeps it (and its history) on that application, no longer required.
    resultOf(await put({ validDays: 120, requiredKinds: ['npi'], customItems: [] }));
    expect(await customOf(a.id)).toEqual([
      { label: 'Orientation completed', required: false, state: 'verified' },
    ]);
    expect(await customOf(b.id)).toEqual([]);

    // The draft gets the checklist (and the hospital's items of the moment) when it is submitted.
    resultOf(
      await put({
        validDays: 120,
        requiredKinds: ['npi'],
        customItems: [{ label: 'Badge', required: true }],
      }),
    );
    await grantStepUp(t, drafter.token);
    resultOf(
      await send(t.app, 'POST', `/api/applications/${draft.id}/submit`, drafter.token, {
        attestationName: 'Ada Okafor',
      }),
    );
    expect(await customOf(draft.id)).toEqual([{ label: 'Badge', required: true, state: 'pending' }]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.hospitalId, hospital.hospital.id),
          eq(auditLog.action, 'hospital.verification-settings-updated'),
        ),
      );
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({ actorId: admin.id, entityId: hospital.hospital.id });
  });
});
