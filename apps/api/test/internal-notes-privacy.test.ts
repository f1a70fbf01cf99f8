import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shortUrls } from '@/core/db/schema';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  createHospitalWithForms,
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
import { grantStepUp } from './helpers/factors';

type TParameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[]; default?: unknown };
};
type TOperation = { template: string; parameters: TParameter[] };

/** Every GET the API documents (OpenAPI at /api/docs/json), the doctor's and everyone's. */
async function findReads(t: TTestApp): Promise<TOperation[]> {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: TParameter[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([template, operations]) =>
    operations.get ? [{ template, parameters: operations.get.parameters ?? [] }] : [],
  );
}

/** The office's own pages: a doctor is refused there (403) whatever the application. */
const OFFICE_ONLY = /^\/api\/(admin|platform|docs)(\/|$)/;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function uploadPdf(t: TTestApp, token: string, applicationId: string, fileId: string) {
  const boundary = `----notes${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="board-certificate.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/gcs/upload/${applicationId}/${fileId}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
}

describe('internal notes never reach the doctor', () => {
  // A text no other part of the application contains: found anywhere, a note has leaked.
  const MARKER = `office-only-${randomBytes(8).toString('hex')}`;
  let t: TTestApp;
  let h: TTestHospital;
  let admin: TNamedPerson;
  let doctor: TNamedPerson;
  let applicationId: string;
  let responseId: string;
  const fileId = randomUUID();

  /** What the doctor's requests answered: each URL with its status, for the checks below. */
  const doctorSaw: Array<{ url: string; status: number }> = [];

  function expectNoMarker(url: string, response: LightMyRequestResponse) {
    doctorSaw.push({ url, status: response.statusCode });
    expect(response.body, url).not.toContain(MARKER);
    expect(JSON.stringify(response.headers), url).not.toContain(MARKER);
  }

  function fillPath(template: string, shortCode: string): string {
    const byId: Array<[string, string]> = [
      ['/api/formsResponse/', responseId],
      ['/api/forms/id/', h.forms.get('application')?.id ?? ''],
      ['/api/hospitals/hospitalAdmin/', h.hospital.id],
    ];
    const values: Record<string, string> = {
      a: applicationId,
      b: fileId,
      key: 'application',
      code: shortCode,
    };
    return template.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'id'
        ? (byId.find(([prefix]) => template.startsWith(prefix))?.[1] ?? applicationId)
        : (values[name] ?? applicationId),
    );
  }

  function fillQuery(parameters: TParameter[]): string {
    const ids: Record<string, string> = {
      applicationId,
      hospitalId: h.hospital.id,
      formId: h.forms.get('application')?.id ?? '',
    };
    const query = new URLSearchParams();
    for (const { in: where, name, required, schema } of parameters) {
      if (where !== 'query') {
        continue;
      }
      if (ids[name]) {
        query.set(name, ids[name]);
      } else if (required) {
        query.set(name, String(schema?.enum?.[0] ?? schema?.default ?? 'a'));
      }
    }
    const text = query.toString();
    return text ? `?${text}` : '';
  }

  /** Every GET outside the office's pages, as the doctor, for this application's rows. */
  async function readEverythingAsDoctor() {
    const [short] = await t.db.select({ code: shortUrls.code }).from(shortUrls).limit(1);
    for (const { template, parameters } of await findReads(t)) {
      if (OFFICE_ONLY.test(template)) {
        continue;
      }
      const url = fillPath(template, short?.code ?? 'none') + fillQuery(parameters);
      const response = await Promise.race([
        send(t.app, 'GET', url, doctor.token),
        // A stream (server-sent events) never ends; what it carries is tested where it is built.
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
      ]);
      if (response) {
        expectNoMarker(url, response);
      }
    }
  }

  async function writeNotes(label: string) {
    for (const section of [null, 'A', 'B', 'C', 'D']) {
      const message = `${MARKER} ${label}: ${section ?? 'whole'} — verify with the previous employer`;
      resultOf(
        await send(t.app, 'POST', `/api/admin/applications/${applicationId}/notes`, admin.token, {
          section,
          message,
        }),
        201,
      );
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, [h.hospital.id], ['Maria', 'Lopez']);
    doctor = await createNamedPerson(t, ['Dana', 'Doe']);
    const submitted = await submitApplicationAs(t, doctor, h);
    applicationId = submitted.id;
    responseId = submitted.detail.forms.application?.responseId ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every note out of what the doctor reads, writes back and is mailed', async () => {
    const decide = async (status: string, note: string) =>
      resultOf(
        await send(t.app, 'POST', `/api/admin/applications/${applicationId}/status`, admin.token, {
          status,
          note,
        }),
      );
    await decide('in-review', 'Starting the review');
    await writeNotes('first look');
    // The office also talks to the doctor, through the comments and a request for information.
    const comment = resultOf<{ data: { _id: string } }>(
      await send(t.app, 'POST', '/api/comments', admin.token, {
        ApplicationId: applicationId,
        section: 'B',
        message: 'Please upload your board certificate.',
      }),
      201,
    );
    await decide('information-requested', 'Board certificate missing');
    await readEverythingAsDoctor();

    // The doctor answers: a document, the answers, a comment, a reply and the resubmission.
    expectNoMarker('upload', await uploadPdf(t, doctor.token, applicationId, fileId));
    expectNoMarker(
      'save answers',
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, doctor.token, {
        answers: { ...COMPLETE_APPLICATION_ANSWERS, legalName: 'Dana Doe' },
      }),
    );
    expectNoMarker(
      'comment',
      await send(t.app, 'POST', '/api/comments', doctor.token, {
        ApplicationId: applicationId,
        section: 'B',
        message: 'Uploaded.',
      }),
    );
    expectNoMarker(
      'reply',
      await send(t.app, 'POST', '/api/replies', doctor.token, {
        ApplicationId: applicationId,
        CommentId: comment.data._id,
        message: 'Here it is.',
      }),
    );
    await grantStepUp(t, doctor.token);
    expectNoMarker(
      'resubmit',
      await send(t.app, 'POST', `/api/applications/${applicationId}/submit`, doctor.token, {
        attestationName: doctor.name,
      }),
    );
    await writeNotes('after resubmission');
    await decide('finalise', 'Going to the committee');
    await readEverythingAsDoctor();

    // The reads were real: the doctor's own pages answered, with the notes' application in them.
    const answered = new Set(
      doctorSaw
        .filter((seen) => seen.status >= 200 && seen.status < 300)
        .map((seen) => seen.url.split('?')[0]),
    );
    for (const url of [
      `/api/applicationDatas/${applicationId}`,
      '/api/applications/search',
      '/api/applications/getApplicationByType',
      '/api/hospitals/all/hospitals/with/application',
      `/api/comments/${applicationId}`,
      `/api/formsResponse/${responseId}`,
      '/api/formsResponse/status',
      '/api/formsResponse/form/user',
      '/api/privileges',
      '/api/references/details',
      '/api/alternativeCoverage/details',
      `/api/gcs/get/${applicationId}/${fileId}`,
      '/api/auth/me',
      'upload',
      'save answers',
      'comment',
      'reply',
      'resubmit',
    ]) {
      expect(answered, url).toContain(url);
    }

    // Every mail queued (to the doctor, the office and anyone else) is free of the notes.
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.to === doctor.email).length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      expect([mail.subject, mail.text, mail.html ?? ''].join('\n'), mail.subject).not.toContain(MARKER);
    }
    // The notes are still there for the office.
    const notes = resultOf<{ data: unknown[] }>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}/notes`, admin.token),
    );
    expect(notes.data).toHaveLength(10);
  });
});
