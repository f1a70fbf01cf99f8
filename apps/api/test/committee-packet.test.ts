import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import type { TApplicationDetail, TApplicationSummary } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { auditLog, files, users } from '@/core/db/schema';
import { createFileStorage } from '@/core/storage/create-storage';
import { createCommitteePacket, PACKET_LIMITS } from '@/modules/packet/packet';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { CORRUPT_PDF, PNG, makePdf, readPdf, uploadDocument } from './packet-fixtures';
import { readAttachment } from './helpers/attachment';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';

type TDocument = { name: string; content: Buffer; type: string };
type TDoctor = TPerson & { name: string };

/** The parts before the documents: cover, sections A-D, survey, privileges, references, history. */
const TEXT_PAGES = 10;

describe('the committee packet', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;

  /** A doctor fills in, uploads and submits; the admin starts the review. */
  async function submitWithDocuments(doctor: TDoctor, documents: TDocument[]): Promise<string> {
    const { id } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.hospital.id }),
      201,
    );
    const ids: string[] = [];
    for (const document of documents) {
      ids.push(await uploadDocument(t.app, doctor.token, id, document));
    }
    const draft = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.application?.responseId}`, doctor.token, {
      answers: { ...COMPLETE_APPLICATION_ANSWERS, ...(ids[0] ? { cv: ids[0] } : {}) },
    });
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.survey?.responseId}`, doctor.token, {
      answers: { unit: 'Cardiology ward' },
    });
    await send(t.app, 'POST', '/api/privileges', doctor.token, {
      applicationId: id,
      privilegeId: hospital.privileges.admitting.id,
    });
    await completeRequests(t.db, id, 2);
    await grantStepUp(t, doctor.token);
    resultOf(
      await send(t.app, 'POST', `/api/applications/${id}/submit`, doctor.token, {
        attestationName: doctor.name,
      }),
    );
    const decision = { status: 'in-review', note: 'Starting the review' };
    resultOf(await send(t.app, 'POST', `/api/admin/applications/${id}/status`, admin.token, decision));
    return id;
  }

  const getPacket = (id: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}/packet`,
      headers: token ? { 'x-auth-token': token } : {},
    });

  let applicationId: string;
  let doctor: TDoctor;

  async function createDoctor(first: string, last: string): Promise<TDoctor> {
    return { ...(await createPerson(t, first, last)), name: `${first} ${last}` };
  }

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db);
    other = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Maria', 'Okafor', hospital.hospital.id);
    doctor = await createDoctor('Zoë', 'Dvořák');
    applicationId = await submitWithDocuments(doctor, [
      { name: 'Illinois licence.pdf', content: await makePdf('Licence', 3), type: 'application/pdf' },
      { name: 'badge-photo.png', content: PNG, type: 'image/png' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the admin one PDF: cover, every part, then the documents, with page numbers', async () => {
    const response = await getPacket(applicationId, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(readAttachment(response.headers['content-disposition'])).toEqual({
      type: 'attachment',
      filename: `packet-zoe-dvorak-${todayString()}.pdf`,
    });
    const pdf = await readPdf(response.rawPayload);
    // The answers' parts, the licence's three pages and the photo's one.
    expect(pdf.pageCount).toBe(TEXT_PAGES + 3 + 1);
    pdf.pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of 14`));

    const [cover, a, b, c, d, survey, privileges, requests, history, checklist, ...documents] = pdf.pages;
    for (const expected of [
      'Zoë Dvořák',
      hospital.hospital.name,
      'In review',
      'Admitting (Internal Medicine)',
    ]) {
      expect(cover).toContain(expected);
    }
    expect(cover).toContain('No red flags found.');
    // The verification summary and the ready-for-committee gate on the packet's day (issue 40).
    expect(cover).toContain('Verification summary');
    expect(cover).toContain('Not ready on');
    expect(cover).toContain('No NPDB query recorded');
    expect(a).toContain('Identity and contact');
    expect(a).toContain('Alex Rivera');
    expect(b).toContain('Education, training and licensure');
    expect(b).toContain('MD-123');
    expect(b).toContain('Illinois licence.pdf (see Documents)');
    expect(c).toContain('Practice history');
    expect(d).toContain('Disclosures and attestation');
    expect(survey).toContain('Cardiology ward');
    expect(privileges).toContain('This privilege has no form.');
    expect(requests).toContain('Reference 1');
    expect(requests).toContain('Excellent doctor');
    expect(requests).toContain('Covering physician');
    expect(history).toContain('Applied → In review by Maria Okafor');
    expect(history).toContain('Starting the review');
    expect(checklist).toContain('Verification checklist');
    expect(documents.slice(0, 3).map((text) => text.match(/Licence page \d/)?.[0])).toEqual([
      'Licence page 1',
      'Licence page 2',
      'Licence page 3',
    ]);
    expect(documents[3]).toContain('badge-photo.png');

    expect(pdf.outline).toEqual([
      { title: 'Cover', page: 1, children: [] },
      { title: 'Identity and contact', page: 2, children: [] },
      { title: 'Education, training and licensure', page: 3, children: [] },
      { title: 'Practice history', page: 4, children: [] },
      { title: 'Disclosures and attestation', page: 5, children: [] },
      { title: 'Staff survey', page: 6, children: [] },
      { title: 'Privileges requested', page: 7, children: [] },
      { title: 'References and coverage', page: 8, children: [] },
      { title: 'Status history', page: 9, children: [] },
      { title: 'Verification checklist', page: 10, children: [] },
      {
        title: 'Documents',
        page: 11,
        children: [
          { title: 'Illinois licence.pdf', page: 11, children: [] },
          { title: 'badge-photo.png', page: 14, children: [] },
        ],
      },
    ]);
    // Note: the packet takes the doctor's file out of the product, so the trail records who took it.
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'application.packet-downloaded')),
      );
    expect(trail.map((row) => [row.actorId, row.data])).toEqual([
      [admin.id, { pages: 14, bytes: response.rawPayload.length, documents: 2 }],
    ]);
  });

  it('puts a page saying so in place of a document that cannot be read', async () => {
    const id = await submitWithDocuments(await createDoctor('Ana', 'Broken'), [
      { name: 'scan.pdf', content: CORRUPT_PDF, type: 'application/pdf' },
      { name: 'locked.pdf', content: await makePdf('Locked', 2, 'secret'), type: 'application/pdf' },
    ]);
    const response = await getPacket(id, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(TEXT_PAGES + 2);
    for (const [index, name] of [
      [10, 'scan.pdf'],
      [11, 'locked.pdf'],
    ] as const) {
      expect(pdf.pages[index]).toContain(name);
      expect(pdf.pages[index]).toContain('This document could not be read');
    }
    expect(pdf.pages[11]).not.toContain('Locked page');
    expect(pdf.outline.at(-1)?.children.map((item) => [item.title, item.page])).toEqual([
      ['scan.pdf', 11],
      ['locked.pdf', 12],
    ]);
  });

  // Its time is measured by `npm run bench:packet` (timed tests are flaky on shared machines).
  it('makes a 40-page packet with every page numbered', async () => {
    const id = await submitWithDocuments(await createDoctor('Long', 'File'), [
      { name: 'training-records.pdf', content: await makePdf('Training', 30), type: 'application/pdf' },
    ]);
    const response = await getPacket(id, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(40);
    expect(pdf.pages[39]).toContain('Training page 30');
    expect(pdf.pages[39]).toContain('Page 40 of 40');
  });

  it('leaves out documents past the size and page limits, with a page saying so', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    const storage = await createFileStorage(t.config);
    const build = async (limits: typeof PACKET_LIMITS) =>
      readPdf(
        Buffer.from(
          (await createCommitteePacket({ db: t.db, storage, limits }, row, { applicationId })).bytes,
        ),
      );

    const [licence] = await t.db
      .select()
      .from(files)
      .where(eq(files.applicationId, applicationId))
      .orderBy(files.createdAt);
    // Room for the licence only: the photo gets a page saying it was left out.
    const bySize = await build({ ...PACKET_LIMITS, documentBytes: licence.size });
    expect(bySize.pageCount).toBe(TEXT_PAGES + 3 + 1);
    expect(bySize.pages[12]).toContain('Licence page 3');
    expect(bySize.pages[13]).toContain('badge-photo.png');
    expect(bySize.pages[13]).toContain('DOCUMENT NOT INCLUDED');
    expect(bySize.pages[13]).toContain('The packet holds at most');
    const byPages = await build({ ...PACKET_LIMITS, pages: 12 });
    expect(byPages.pageCount).toBe(TEXT_PAGES + 1 + 1);
    expect(byPages.pages[10]).toContain('The packet holds at most 12 pages and this document has 3.');
  });

  // Built on a worker thread, a packet leaves the event loop free (latency: npm run bench:soak).
  it('answers the health checks while eight packets are asked for at once, refusing those past its queue', async () => {
    const before = performance.eventLoopUtilization();
    let isBuilding = true;
    const packets = Promise.all(
      Array.from({ length: 8 }, () => getPacket(applicationId, admin.token)),
    ).finally(() => (isBuilding = false));
    const health: number[] = [];
    while (isBuilding) {
      health.push((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await packets;
    // Busy for well under half of the time, the main thread only read the rows and the files.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
    expect(health.length).toBeGreaterThan(1);
    expect(new Set(health)).toEqual(new Set([200]));
    const built = answers.filter((response) => response.statusCode === 200);
    // One build a thread (one on two cores) and three waiting: the others are refused at once.
    expect(built.length).toBeGreaterThanOrEqual(4);
    for (const response of built) {
      expect((await readPdf(response.rawPayload)).pageCount).toBe(TEXT_PAGES + 3 + 1);
    }
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      const error = expectError(response, 503, 'SERVICE_UNAVAILABLE');
      expect(error.message).toBe('Other committee packets are being made. Try again in a moment.');
    }
  });

  it('is the hospital’s alone: 404 to another hospital’s admin, 403 to doctors, 401 without a session', async () => {
    const otherAdmin = await createHospitalAdmin(t, 'Other', 'Admin', other.hospital.id);
    expectNoData(await getPacket(applicationId, otherAdmin.token), 404);
    expectNoData(await getPacket(applicationId, doctor.token), 403);
    expectNoData(await getPacket(applicationId, (await createPerson(t, 'Other', 'Doctor')).token), 403);
    expectNoData(
      await getPacket(applicationId, (await createPerson(t, 'Pat', 'Platform', ['platform_admin'])).token),
      403,
    );
    expectNoData(await getPacket(applicationId), 401);
    expectNoData(await getPacket('not-a-uuid', admin.token), 404);
    expectNoData(await getPacket('00000000-0000-4000-8000-000000000000', admin.token), 404);
    // A draft is the doctor's alone.
    const { id: draftId } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', (await createPerson(t, 'Dee', 'Draft')).token, {
        hospitalId: hospital.hospital.id,
      }),
      201,
    );
    expectNoData(await getPacket(draftId, admin.token), 404);
  });
});
