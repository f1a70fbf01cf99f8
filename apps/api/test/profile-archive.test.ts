import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORTED_PROFILE_SOURCE,
  type TImportedDocument,
  type TProfileArchiveImportResult,
  type TProfileArchiveManifest,
  type TReusableDocument,
} from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { auditLog } from '@/core/db/schema';
import { createFileStorage } from '@/core/storage/create-storage';
import { exportProfileArchive } from '@/modules/profile-archive/export-archive';
import { expectError } from './helpers/auth';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send, type TTestHospital } from './application-fixtures';
import { listReusable, reuse, startDraft } from './reusable-documents-fixtures';
import { PDF, saveAnswers, uploadPdf } from './submission-fixtures';
import { createProfileHospital, exportArchive, importArchive, unzip } from './profile-archive-fixtures';
import { buffer } from 'node:stream/consumers';
import type { Practitioner } from '@medplum/fhirtypes';
import { expectValidFhir } from './fhir-fixtures';

const FUTURE = dayjs().add(2, 'year').format('YYYY-MM-DD');
const TRAINING = [
  { program: 'Internal medicine residency', institution: 'Northwestern Memorial', from: '2015-07-01' },
  { program: 'Cardiology fellowship', institution: 'Rush University', from: '2018-07-01' },
];
const WORK_HISTORY = [{ employer: 'Lakeside Clinic', role: 'Cardiologist' }];
const LICENCES = [{ state: 'IL', number: '036.123456', expires: FUTURE }];

describe('the profile a practitioner carries: export, then import on another DocApply', () => {
  // Two installations: the one the practitioner leaves and the one they register at.
  let here: TTestApp;
  let there: TTestApp;
  let rosa: TPerson;
  let archive: Buffer;
  let manifest: TProfileArchiveManifest;
  const uploads: Record<string, string> = {};
  // At the new installation: the same practitioner's new account, and someone else.
  let newRosa: TPerson;
  let otto: TPerson;
  let hospitalThere: TTestHospital;
  let imported: TImportedDocument[];
  const byName = (name: string) => imported.find((document) => document.name === name)?.id ?? '';

  beforeAll(async () => {
    [here, there] = await Promise.all([createTestApp(), createTestApp()]);
    rosa = await createPerson(here, 'Rosa', 'Reyes');
    const hospitalHere = await createProfileHospital(here);
    const draft = await startDraft(here, rosa.token, hospitalHere);
    for (const name of ['cv.pdf', 'licence-il.pdf', 'photo.pdf']) {
      uploads[name] = await uploadPdf(here.app, rosa.token, draft.id, name);
    }
    await saveAnswers(here, rosa.token, draft.responseId, {
      legalName: 'Rosa Reyes',
      cv: uploads['cv.pdf'],
      photo: uploads['photo.pdf'],
      medicalSchool: 'Rush Medical College',
      graduated: '2015-05-30',
      training: TRAINING,
      licences: LICENCES.map((licence) => ({ ...licence, copy: uploads['licence-il.pdf'] })),
      hasDea: 'no',
      workHistory: WORK_HISTORY,
    });
    newRosa = await createPerson(there, 'Rosa', 'Reyes-Lind');
    otto = await createPerson(there, 'Otto', 'Other');
    hospitalThere = await createProfileHospital(there);
  });
  afterAll(async () => {
    await Promise.all([here?.close(), there?.close()]);
  });

  it('exports the answers by profile key and the documents of a kind, as one zip, audited', async () => {
    const response = await exportArchive(here, rosa.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?docapply-profile-\d{4}-\d\d-\d\d\.zip"?$/,
    );
    archive = response.rawPayload;
    const entries = await unzip(archive);
    manifest = JSON.parse(entries.get('profile.json')?.toString() ?? '{}') as TProfileArchiveManifest;
    expect(manifest.account).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: rosa.email,
      phone: null,
    });
    const answers = Object.fromEntries(manifest.answers.map((answer) => [answer.profileKey, answer]));
    expect(answers['education.training']).toEqual({
      profileKey: 'education.training',
      type: 'group',
      value: TRAINING,
    });
    expect(answers['practice.workHistory']?.value).toEqual(WORK_HISTORY);
    expect(answers['education.graduationDate']).toMatchObject({ type: 'date', value: '2015-05-30' });
    expect(answers.licences?.value).toEqual(LICENCES);
    // The photo has no kind: it answers nothing another form could ask for, so it stays.
    expect(manifest.documents.map((document) => [document.kind, document.name, document.row]).sort()).toEqual(
      [
        ['documents.cv', 'cv.pdf', null],
        ['licence.copy', 'licence-il.pdf', { state: 'IL', number: '036.123456' }],
      ],
    );
    expect(manifest.documents.find((document) => document.kind === 'licence.copy')?.expiresOn).toBe(FUTURE);
    // Her FHIR Practitioner, built by the FHIR export from her answers, valid FHIR R4.
    const practitioner = JSON.parse(
      entries.get('practitioner.fhir.json')?.toString() ?? '{}',
    ) as Practitioner;
    expectValidFhir(practitioner);
    expect(practitioner).toMatchObject({ resourceType: 'Practitioner', id: rosa.id });
    expect(practitioner.name?.[0]).toMatchObject({ family: 'Reyes', given: ['Rosa'] });
    expect(
      practitioner.qualification?.map(
        (qualification) => qualification.code.text ?? qualification.code.coding?.[0]?.display,
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/IL/)]));
    for (const document of manifest.documents) {
      expect(document.path).toBe(`files/${uploads[document.name]}-${document.name}`);
      expect(entries.get(document.path)).toEqual(PDF);
    }
    // The FHIR Practitioner is the FHIR module's to build: none until it is plugged in.
    // profile.json leads, so a reader knows what follows.
    expect([...entries.keys()]).toEqual([
      'profile.json',
      'practitioner.fhir.json',
      ...manifest.documents.map((d) => d.path),
    ]);
    const audits = await here.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile_archive.exported'), eq(auditLog.actorId, rosa.id)));
    expect(audits).toHaveLength(1);
  });

  it('is the practitioner’s in person: a delegate acting for them is refused', async () => {
    const delegate = await createDelegateOf(here, [rosa]);
    const response = await sendAs(here, delegate, 'GET', '/api/account/profile-archive', {
      actingFor: rosa.id,
    });
    expectError(response, 403, 'FORBIDDEN');
  });

  it('imports into a new account: the answers prefill a new application, the documents wait', async () => {
    const result = resultOf<TProfileArchiveImportResult>(
      await importArchive(there, newRosa.token, archive),
      201,
    );
    expect(result.answers).toBe(manifest.answers.length);
    imported = result.documents;
    expect(imported.map((document) => [document.name, document.kind, document.expiresOn]).sort()).toEqual([
      ['cv.pdf', 'documents.cv', null],
      ['licence-il.pdf', 'licence.copy', FUTURE],
    ]);
    expect(imported.every((document) => document.source === here.config.SITE_URLS.doctor)).toBe(true);

    // The same archive again (a second click): the answers again, no document twice.
    const again = resultOf<TProfileArchiveImportResult>(
      await importArchive(there, newRosa.token, archive),
      201,
    );
    expect(again).toMatchObject({ documents: [], alreadyImported: imported.length });

    const draft = await startDraft(there, newRosa.token, hospitalThere);
    expect(draft.detail.forms.application?.answers).toMatchObject({
      legalName: 'Rosa Reyes',
      medicalSchool: 'Rush Medical College',
      graduated: '2015-05-30',
      training: TRAINING,
      licences: LICENCES,
      workHistory: WORK_HISTORY,
    });
    // Pending documents are offered nowhere until confirmed.
    expect(
      resultOf<{ data: TReusableDocument[] }>(await listReusable(there, newRosa.token, draft.id)).data,
    ).toEqual([]);
    const pending = resultOf<{ data: TImportedDocument[] }>(
      await send(there.app, 'GET', '/api/account/profile-archive/documents', newRosa.token),
    );
    expect(pending.data.map((document) => document.id).sort()).toEqual(imported.map((d) => d.id).sort());
    const preview = await send(
      there.app,
      'GET',
      `/api/account/profile-archive/documents/${byName('cv.pdf')}/file`,
      newRosa.token,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload).toEqual(PDF);
  });

  it('keeps another practitioner away from the imported documents (404)', async () => {
    const id = byName('cv.pdf');
    const pending = resultOf<{ data: TImportedDocument[] }>(
      await send(there.app, 'GET', '/api/account/profile-archive/documents', otto.token),
    );
    expect(pending.data).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/account/profile-archive/documents/${id}/file`],
      ['POST', `/api/account/profile-archive/documents/${id}/confirm`],
      ['DELETE', `/api/account/profile-archive/documents/${id}`],
    ] as const) {
      expectError(await send(there.app, method, url, otto.token), 404, 'NOT_FOUND');
    }
  });

  it('reuses a confirmed document like one uploaded here; a discarded one never appears', async () => {
    const confirmed = resultOf<{ id: string; name: string }>(
      await send(
        there.app,
        'POST',
        `/api/account/profile-archive/documents/${byName('cv.pdf')}/confirm`,
        newRosa.token,
      ),
    );
    expect(confirmed.name).toBe('cv.pdf');
    resultOf(
      await send(
        there.app,
        'DELETE',
        `/api/account/profile-archive/documents/${byName('licence-il.pdf')}`,
        newRosa.token,
      ),
    );
    // Each was decided once: neither waits any more, nor can be decided again.
    expect(
      resultOf<{ data: TImportedDocument[] }>(
        await send(there.app, 'GET', '/api/account/profile-archive/documents', newRosa.token),
      ).data,
    ).toEqual([]);
    for (const id of imported.map((document) => document.id)) {
      expectError(
        await send(there.app, 'POST', `/api/account/profile-archive/documents/${id}/confirm`, newRosa.token),
        404,
      );
      expectError(
        await send(there.app, 'GET', `/api/account/profile-archive/documents/${id}/file`, newRosa.token),
        404,
      );
    }

    const otherHospital = await createProfileHospital(there);
    const draft = await startDraft(there, newRosa.token, otherHospital);
    const offered = resultOf<{ data: TReusableDocument[] }>(
      await listReusable(there, newRosa.token, draft.id),
    ).data;
    expect(offered.map((document) => [document.id, document.kind, document.hospitalName])).toEqual([
      [confirmed.id, 'documents.cv', IMPORTED_PROFILE_SOURCE],
    ]);
    const copy = resultOf<{ id: string; name: string }>(
      await reuse(there, newRosa.token, draft.id, confirmed.id),
      201,
    );
    expect(copy.name).toBe('cv.pdf');
    const download = await send(there.app, 'GET', `/api/gcs/get/${draft.id}/${copy.id}`, newRosa.token);
    expect(download.rawPayload).toEqual(PDF);
    // Another practitioner is offered nothing of hers.
    const ottoDraft = await startDraft(there, otto.token, otherHospital);
    expect(
      resultOf<{ data: TReusableDocument[] }>(await listReusable(there, otto.token, ottoDraft.id)).data,
    ).toEqual([]);
    const actions = await there.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, newRosa.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'profile_archive.imported',
        'profile_archive.document_confirmed',
        'profile_archive.document_discarded',
      ]),
    );
  });

  it('lets the practitioner’s own newer answers win over the imported ones', async () => {
    const first = await startDraft(there, newRosa.token, await createProfileHospital(there));
    await saveAnswers(there, newRosa.token, first.responseId, { medicalSchool: 'University of Chicago' });
    const next = await startDraft(there, newRosa.token, await createProfileHospital(there));
    expect(next.detail.forms.application?.answers).toMatchObject({
      medicalSchool: 'University of Chicago',
      training: TRAINING,
    });
  });

  it('exports again from the new installation what was imported and confirmed', async () => {
    const entries = await unzip((await exportArchive(there, newRosa.token)).rawPayload);
    const again = JSON.parse(entries.get('profile.json')?.toString() ?? '{}') as TProfileArchiveManifest;
    const keys = again.answers.map((answer) => answer.profileKey);
    expect(keys).toEqual(expect.arrayContaining(['education.training', 'practice.workHistory', 'licences']));
    expect(again.account.lastName).toBe('Reyes-Lind');
    expect(again.documents.map((document) => document.name)).toEqual(['cv.pdf']);
  });

  it('writes practitioner.fhir.json from the FHIR module’s builder once one is plugged in, and imports beside it', async () => {
    const ctx = createAppContext({ config: here.config, db: here.db, log: here.app.log });
    const practitioner = { resourceType: 'Practitioner', name: [{ family: 'Reyes', given: ['Rosa'] }] };
    const deps = {
      db: here.db,
      storage: await createFileStorage(here.config),
      source: here.config.SITE_URLS.doctor,
      buildPractitioner: async (_db: unknown, doctorId: string) => ({ ...practitioner, id: doctorId }),
    };
    const zip = await runAsSystem(ctx, 'test', async () => {
      const { stream } = await exportProfileArchive(deps, rosa.id);
      return buffer(stream);
    });
    const entries = await unzip(zip);
    expect(JSON.parse(entries.get('practitioner.fhir.json')?.toString() ?? '{}')).toEqual({
      ...practitioner,
      id: rosa.id,
    });
    const someoneElse = await createPerson(there, 'Sam', 'Else');
    const result = resultOf<TProfileArchiveImportResult>(
      await importArchive(there, someoneElse.token, zip),
      201,
    );
    expect(result.documents).toHaveLength(manifest.documents.length);
  });
});
