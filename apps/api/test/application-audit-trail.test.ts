import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_AUDIT_MESSAGES,
  APPLICATION_AUDIT_PAGE_SIZE,
  type TApplicationAuditEntry,
  type TApplicationAuditPage,
} from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
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

describe("an application's audit trail on its review", () => {
  let t: TTestApp;
  let h: TTestHospital;
  let maria: TNamedPerson;
  let doctor: TNamedPerson;

  /** A doctor has one open application per hospital: each story starts with a doctor of its own. */
  const submitNew = async () => {
    doctor = await createNamedPerson(t, ['Dana', 'Doe']);
    return submitApplicationAs(t, doctor, h);
  };

  const trailUrl = (id: string, cursor?: string) =>
    `/api/admin/applications/${id}/audit${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`;
  const readTrail = async (token: string, id: string, cursor?: string) =>
    resultOf<TApplicationAuditPage>(await send(t.app, 'GET', trailUrl(id, cursor), token));

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    maria = await createHospitalAdmin(t, [h.hospital.id], ['Maria', 'Lopez']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what was done to the application, newest first, with who, from where and what changed', async () => {
    const { id } = await submitNew();
    // A change made elsewhere in the app, as every module writes it.
    await writeAudit(t.db, {
      actorId: maria.id,
      action: 'application.assigned',
      entity: 'application',
      entityId: id,
      applicationId: id,
      hospitalId: h.hospital.id,
      before: { assigneeId: null },
      after: { assigneeId: maria.id },
      ip: '10.1.2.3',
    });
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/notes`,
      payload: { section: 'B', message: 'Licence checked with the board.' },
      headers: { 'x-auth-token': maria.token },
      remoteAddress: '10.9.8.7',
    });
    expect(note.statusCode, note.body).toBe(201);

    const { data, nextCursor } = await readTrail(maria.token, id);
    expect(nextCursor).toBeNull();
    const [newest, assigned] = data;
    expect(newest).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: `Maria Lopez <${maria.email}>`,
      enteredBy: null,
      action: 'internal-note.created',
      entity: 'internal_note',
      entityId: note.json().result.id,
      before: null,
      after: { section: 'B' },
      data: null,
      ip: '10.9.8.7',
    } satisfies TApplicationAuditEntry);
    // The note's words stay in the note: the trail says a note was added and where.
    expect(JSON.stringify(data)).not.toContain('Licence checked');
    expect(assigned).toMatchObject({
      action: 'application.assigned',
      before: { assigneeId: null },
      after: { assigneeId: maria.id },
      ip: '10.1.2.3',
    });
    const times = data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages 50 rows at a time, newest first, without losing or repeating a row', async () => {
    const { id } = await submitNew();
    const start = Date.now() - 60_000;
    // Some rows share a time to the microsecond: the id breaks the tie at a page boundary.
    const rows = Array.from({ length: 123 }, (_, i) => ({
      actorId: maria.id,
      actorLabel: 'Paging Test <paging@example.com>',
      action: 'answers.saved',
      entity: 'form_response',
      entityId: String(i),
      applicationId: id,
      hospitalId: h.hospital.id,
      before: { legalName: `Name ${i}` },
      after: { legalName: `Name ${i + 1}` },
      createdAt: new Date(start + Math.floor(i / 3) * 1000),
    }));
    await t.db.insert(auditLog).values(rows);

    const seen: TApplicationAuditEntry[] = [];
    let cursor: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = await readTrail(maria.token, id, cursor);
      pageSizes.push(page.data.length);
      seen.push(...page.data);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);

    const ours = seen.filter((entry) => entry.actor === 'Paging Test <paging@example.com>');
    expect(ours).toHaveLength(123);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
    expect(pageSizes.slice(0, 2)).toEqual([APPLICATION_AUDIT_PAGE_SIZE, APPLICATION_AUDIT_PAGE_SIZE]);
    const times = seen.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ours[0].entityId).toMatch(/^12[0-2]$/);
  });

  it('shows one application’s rows only', async () => {
    const first = await submitNew();
    const other = await submitNew();
    resultOf(
      await send(t.app, 'POST', `/api/admin/applications/${other.id}/notes`, maria.token, {
        message: 'Other',
      }),
      201,
    );
    const trail = await readTrail(maria.token, first.id);
    expect(trail.data.map((entry) => entry.entityId)).not.toContain(other.id);
    expect(trail.data.every((entry) => entry.action !== 'internal-note.created')).toBe(true);
  });

  it('refuses a cursor it did not write and unknown parameters (400)', async () => {
    const { id } = await submitNew();
    for (const cursor of ['nonsense', Buffer.from('["2026-01-01", "x"]').toString('base64url')]) {
      const error = expectError(
        await send(t.app, 'GET', trailUrl(id, cursor), maria.token),
        400,
        'BAD_REQUEST',
      );
      expect(error.fields).toEqual({ cursor: APPLICATION_AUDIT_MESSAGES.badCursor });
    }
    expectError(await send(t.app, 'GET', `${trailUrl(id)}?page=2`, maria.token), 400, 'VALIDATION');
    // An empty cursor is the first page.
    resultOf(
      await send(t.app, 'POST', `/api/admin/applications/${id}/notes`, maria.token, { message: 'Hi' }),
      201,
    );
    const first = await readTrail(maria.token, id);
    expect(first.data.length).toBeGreaterThan(0);
    expect(await readTrail(maria.token, id, '')).toEqual(first);
  });

  it('is for the administrators of the application’s hospital only', async () => {
    const { id } = await submitNew();
    const h2 = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, [h2.hospital.id], ['Olga', 'Other']);
    const otherDoctor = await createNamedPerson(t, ['Oscar', 'Other']);
    const platformAdmin = await createNamedPerson(t, ['Pat', 'Platform'], ['platform_admin']);
    for (const outsider of [doctor, otherDoctor, platformAdmin]) {
      expectError(await send(t.app, 'GET', trailUrl(id), outsider.token), 403, 'FORBIDDEN');
    }
    expectNoData(await send(t.app, 'GET', trailUrl(id), otherAdmin.token), 404);
    expectNoData(await send(t.app, 'GET', trailUrl(randomUUID()), maria.token), 404);
    expectError(await send(t.app, 'GET', trailUrl(id)), 401);
    const doctorAdmin = await createHospitalAdmin(
      t,
      [h.hospital.id],
      ['Dora', 'Both'],
      ['doctor', 'hospital_admin'],
    );
    const own = await submitApplicationAs(t, doctorAdmin, h);
    expectNoData(await send(t.app, 'GET', trailUrl(own.id), doctorAdmin.token), 404);
  });
});
