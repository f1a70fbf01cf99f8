import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_NOTE_MAX, type TInternalNote, type TInternalNoteList } from '@docapply/contracts';
import { expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import {
  createHospitalAdmin,
  createNamedPerson,
  submitApplicationAs,
  type TNamedPerson,
} from './notes-fixtures';

describe("the office's internal notes", () => {
  let t: TTestApp;
  let h1: TTestHospital;
  let maria: TNamedPerson;
  let omar: TNamedPerson;
  let doctor: TNamedPerson;
  let applicationId: string;

  const notesUrl = (id: string) => `/api/admin/applications/${id}/notes`;
  const listNotes = async (token: string, id = applicationId) =>
    resultOf<TInternalNoteList>(await send(t.app, 'GET', notesUrl(id), token)).data;
  const writeNote = (token: string, body: unknown, id = applicationId) =>
    send(t.app, 'POST', notesUrl(id), token, body);

  beforeAll(async () => {
    t = await createTestApp();
    h1 = await createHospitalWithForms(t.db);
    maria = await createHospitalAdmin(t, [h1.hospital.id], ['Maria', 'Lopez']);
    omar = await createHospitalAdmin(t, [h1.hospital.id], ['Omar', 'Haddad']);
    doctor = await createNamedPerson(t, ['Dana', 'Doe']);
    ({ id: applicationId } = await submitApplicationAs(t, doctor, h1));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the hospital’s admins write notes and read them newest first, with author and section', async () => {
    expect(await listNotes(maria.token)).toEqual([]);

    const whole = resultOf<TInternalNote>(
      await writeNote(maria.token, { message: '  Call the previous employer before the committee.  ' }),
      201,
    );
    expect(whole).toEqual({
      id: expect.any(String),
      applicationId,
      section: null,
      message: 'Call the previous employer before the committee.',
      createdAt: expect.any(String),
      author: { id: maria.id, name: 'Maria Lopez' },
    });
    const onB = resultOf<TInternalNote>(
      await writeNote(omar.token, { section: 'B', message: 'Licence number checked with the state board.' }),
      201,
    );
    const explicitWhole = resultOf<TInternalNote>(
      await writeNote(omar.token, { section: null, message: 'Ready for the committee.' }),
      201,
    );
    expect(explicitWhole.section).toBeNull();

    // Both of the hospital's admins read the same notes, the newest first.
    for (const reader of [maria, omar]) {
      const notes = await listNotes(reader.token);
      expect(notes.map((note) => [note.message, note.section, note.author?.name])).toEqual([
        ['Ready for the committee.', null, 'Omar Haddad'],
        ['Licence number checked with the state board.', 'B', 'Omar Haddad'],
        ['Call the previous employer before the committee.', null, 'Maria Lopez'],
      ]);
    }
    expect((await listNotes(maria.token)).map((note) => note.id)).toEqual([
      explicitWhole.id,
      onB.id,
      whole.id,
    ]);
  });

  it('refuses an empty, too long or misplaced note with the field named, and writes nothing', async () => {
    const before = (await listNotes(maria.token)).length;
    const cases: Array<[unknown, string, string]> = [
      [{ message: '   ' }, 'message', 'Required'],
      [{}, 'message', 'Required'],
      [{ message: 'x'.repeat(INTERNAL_NOTE_MAX + 1) }, 'message', `At most ${INTERNAL_NOTE_MAX} characters`],
      [
        { section: 'E', message: 'Hello' },
        'section',
        'Choose the whole application or a section from A to D',
      ],
      [
        { section: 'a', message: 'Hello' },
        'section',
        'Choose the whole application or a section from A to D',
      ],
      [{ section: 3, message: 'Hello' }, 'section', 'Choose the whole application or a section from A to D'],
      [{ message: 'Hello', visibleToDoctor: true }, 'visibleToDoctor', ''],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(await writeNote(maria.token, body), 400, 'VALIDATION');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      if (message) {
        expect(error.fields?.[field]).toContain(message);
      }
    }
    expect(await listNotes(maria.token)).toHaveLength(before);

    const longest = resultOf<TInternalNote>(
      await writeNote(maria.token, { section: 'D', message: 'y'.repeat(INTERNAL_NOTE_MAX) }),
      201,
    );
    expect(longest.message).toHaveLength(INTERNAL_NOTE_MAX);
  });

  it('keeps the doctor, another doctor, the other hospital and strangers out of the notes', async () => {
    const h2 = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, [h2.hospital.id], ['Olga', 'Other']);
    const otherDoctor = await createNamedPerson(t, ['Oscar', 'Other']);
    const platformAdmin = await createNamedPerson(t, ['Pat', 'Platform'], ['platform_admin']);
    const count = (await listNotes(maria.token)).length;

    for (const outsider of [doctor, otherDoctor, platformAdmin]) {
      expectError(await send(t.app, 'GET', notesUrl(applicationId), outsider.token), 403, 'FORBIDDEN');
      expectError(await writeNote(outsider.token, { message: 'Sneaky' }), 403, 'FORBIDDEN');
    }
    // The other hospital's admin cannot tell the application exists.
    expectNoData(await send(t.app, 'GET', notesUrl(applicationId), otherAdmin.token), 404);
    expectNoData(await writeNote(otherAdmin.token, { message: 'Sneaky' }), 404);
    expectError(await send(t.app, 'GET', notesUrl(applicationId)), 401);
    expectError(await writeNote('', { message: 'Sneaky' }), 401);
    expect(await listNotes(maria.token)).toHaveLength(count);

    // A doctor who also runs the hospital's office never reads the notes on their own application.
    const doctorAdmin = await createHospitalAdmin(
      t,
      [h1.hospital.id],
      ['Dora', 'Both'],
      ['doctor', 'hospital_admin'],
    );
    const own = await submitApplicationAs(t, doctorAdmin, h1);
    resultOf(await writeNote(maria.token, { message: 'About Dr Both' }, own.id), 201);
    expectNoData(await send(t.app, 'GET', notesUrl(own.id), doctorAdmin.token), 404);
    expectNoData(await writeNote(doctorAdmin.token, { message: 'Mine' }, own.id), 404);
    expect((await listNotes(doctorAdmin.token)).length).toBe(count);
  });

  it('answers 404 for a draft, an unknown or a malformed application', async () => {
    const drafter = await createNamedPerson(t, ['Drew', 'Draft']);
    const draft = resultOf<{ id: string }>(
      await send(t.app, 'POST', '/api/applications', drafter.token, { hospitalId: h1.hospital.id }),
      201,
    );
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expectNoData(await send(t.app, 'GET', notesUrl(id), maria.token), 404);
      expectNoData(await writeNote(maria.token, { message: 'Hello' }, id), 404);
    }
  });
});
