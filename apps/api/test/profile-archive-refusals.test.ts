import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, PROFILE_ARCHIVE_MAX_ENTRIES, type TImportedDocument } from '@docapply/contracts';
import { importedProfileAnswers, pendingFiles } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { PDF } from './submission-fixtures';
import { createManifest, importArchive, sha256, zipEntries } from './profile-archive-fixtures';

const CV_PATH = 'files/0b6e6f0e-3c1c-4f7e-9a51-2f1f6c0e8a11-cv.pdf';

describe('importing a profile archive refuses anything but a sound one, keeping nothing of it', () => {
  let t: TTestApp;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createPerson(t, 'Nora', 'New');
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(archive: Buffer, status: number, message: RegExp) {
    const [before] = await t.db.select({ n: count() }).from(pendingFiles);
    const error = expectError(await importArchive(t, doctor.token, archive), status);
    expect(error.message).toMatch(message);
    // Nothing imported: no answer, no pending document, no stored bytes left waiting.
    const [answers] = await t.db.select({ n: count() }).from(importedProfileAnswers);
    expect(answers.n).toBe(0);
    const pending = resultOf<{ data: TImportedDocument[] }>(
      await send(t.app, 'GET', '/api/account/profile-archive/documents', doctor.token),
    );
    expect(pending.data).toEqual([]);
    const [after] = await t.db.select({ n: count() }).from(pendingFiles);
    expect(after.n).toBe(before.n);
  }

  const sound = (manifest = createManifest({ [CV_PATH]: PDF })) =>
    zipEntries({ 'profile.json': JSON.stringify(manifest), [CV_PATH]: PDF });

  it('refuses what is not a zip (415)', async () => {
    await expectRefused(PDF, 415, /not a zip archive/);
  });

  it('refuses an entry outside the archive (a ../ path) and entries no archive has', async () => {
    // yazl will not write "../", so the name is changed in the bytes (same length, both copies).
    const zipped = await zipEntries({ 'profile.json': JSON.stringify(createManifest()), 'zz/evil.txt': 'x' });
    const evil = Buffer.from(zipped.toString('latin1').replaceAll('zz/evil.txt', '../evil.txt'), 'latin1');
    await expectRefused(evil, 400, /could not be read.*\.\.\/evil\.txt|"\.\.\/evil\.txt"/);
    const stray = await zipEntries({
      'profile.json': JSON.stringify(createManifest()),
      'notes/readme.txt': 'x',
    });
    await expectRefused(stray, 400, /"notes\/readme\.txt", which a DocApply profile archive does not/);
  });

  it('refuses a zip bomb or an oversized archive from its directory, before unpacking (413)', async () => {
    const big = Buffer.alloc(FILE_MAX_BYTES + 1, 0x25);
    const bomb = await zipEntries({
      'profile.json': JSON.stringify(createManifest({ [CV_PATH]: big })),
      [CV_PATH]: big,
    });
    // 10 MB of one byte compresses to a few kilobytes.
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefused(bomb, 413, /at most 10 MB/);
    const many: Record<string, Buffer | string> = { 'profile.json': JSON.stringify(createManifest()) };
    for (let index = 0; index < PROFILE_ARCHIVE_MAX_ENTRIES; index += 1) {
      many[`files/0b6e6f0e-3c1c-4f7e-9a51-2f1f6c0e8a11-${index}.pdf`] = PDF;
    }
    await expectRefused(await zipEntries(many), 413, /more than \d+ files/);
  });

  it('refuses another version, and a profile.json that is not one', async () => {
    await expectRefused(
      await sound({ ...createManifest(), version: 7 } as never),
      400,
      /version 7; this DocApply reads version 1/,
    );
    await expectRefused(
      await zipEntries({ 'profile.json': '{"format": "docapply.profile-archive",' }),
      400,
      /profile\.json is not valid JSON/,
    );
    await expectRefused(await zipEntries({ [CV_PATH]: PDF }), 400, /no profile\.json/);
    const patient = JSON.stringify({ resourceType: 'Patient' });
    await expectRefused(
      await zipEntries({
        'profile.json': JSON.stringify(createManifest()),
        'practitioner.fhir.json': patient,
      }),
      400,
      /"practitioner\.fhir\.json", which a DocApply profile archive does not/,
    );
    const withNul = createManifest();
    // NUL, which PostgreSQL refuses in text: a 400 here, not a 500 at the insert.
    withNul.answers[0].value = 'Rush Medical\u0000College';
    await expectRefused(await sound(withNul), 400, /not a DocApply profile: answers\.0\.value: /);
    const wrongAnswers = { ...createManifest(), answers: 'all of them' } as never;
    await expectRefused(await sound(wrongAnswers), 400, /not a DocApply profile: answers/);
  });

  it('refuses a document changed after the export, missing, or not of an accepted type', async () => {
    const manifest = createManifest({ [CV_PATH]: PDF });
    const changed = Buffer.concat([PDF, Buffer.from('% appended\n')]);
    await expectRefused(
      await zipEntries({ 'profile.json': JSON.stringify(manifest), [CV_PATH]: changed }),
      400,
      /was changed after it was exported/,
    );
    await expectRefused(await zipEntries({ 'profile.json': JSON.stringify(manifest) }), 400, /lacks files\//);
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = createManifest({ [CV_PATH]: page });
    expect(disguised.documents[0].sha256).toBe(sha256(page));
    await expectRefused(
      await zipEntries({ 'profile.json': JSON.stringify(disguised), [CV_PATH]: page }),
      415,
      /cv\.pdf: Upload a PDF, PNG or JPEG file/,
    );
  });

  it('imports the same archive once it is sound', async () => {
    const response = await importArchive(t, doctor.token, await sound());
    const result = resultOf<{ answers: number; documents: TImportedDocument[] }>(response, 201);
    expect(result.answers).toBe(1);
    expect(result.documents.map((document) => [document.name, document.kind, document.createdAt])).toEqual([
      ['cv.pdf', 'documents.cv', '2026-01-15T00:00:00.000Z'],
    ]);
  });
});
