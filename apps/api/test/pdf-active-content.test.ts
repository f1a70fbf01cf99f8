import { randomUUID } from 'node:crypto';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_MESSAGES, PROFILE_FILE_SCOPE } from '@docapply/contracts';
import { files, pendingFiles } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

// Issue 39's review: "a PDF with an auto-run script is accepted". Each file below is what a
// viewer would run or open by itself, written as tools write it: out in the file, or compressed in
// an object stream (what Word and most scanners write since PDF 1.5).

type TBuild = (doc: PDFDocument) => void;

async function createPdf(build: TBuild, { useObjectStreams = false } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Medical licence');
  build(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const script = (doc: PDFDocument) =>
  doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });

const openScript: TBuild = (doc) =>
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(script(doc)));

const launchLink: TBuild = (doc) => {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: { S: 'Launch', F: PDFString.of('cmd.exe') },
  });
  doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
};

const pageOpenScript: TBuild = (doc) =>
  doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: script(doc) }));

// What a viewer does with none of these: opens at the first page, and a link to a web page.
const harmless: TBuild = (doc) => {
  const page = doc.getPage(0);
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, 'Fit']));
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: { S: 'URI', URI: PDFString.of('https://www.fsmb.org/') },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  // Bytes that read as the names, in a stream's content (as an image's or a font's may): no action.
  doc.context.register(doc.context.stream('/JavaScript /Launch /AA /JS'));
};

function multipart(filename: string, content: Buffer) {
  const boundary = `----docapply${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('PDFs with active content', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUserWithToken(t.db, t.config)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(content: Buffer) {
    const id = randomUUID();
    const body = multipart('licence.pdf', content);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/${PROFILE_FILE_SCOPE}/${id}`,
      payload: body.payload,
      headers: { ...body.headers, 'x-auth-token': token },
    });
    const rows = await t.db.select({ id: files.id }).from(files).where(eq(files.id, id));
    return { response, isStored: rows.length > 0 };
  }

  it.each([
    ['a script run on opening', openScript, false],
    ['a script run on opening, in a compressed object stream', openScript, true],
    ['a link that launches a program', launchLink, false],
    ['a script run when a page opens, in an object stream', pageOpenScript, true],
    ['an attached file', (doc: PDFDocument) => void doc.attach(Buffer.from('MZ'), 'setup.exe', {}), true],
  ])('refuses %s with 415 and a message, and keeps nothing', async (_, build, useObjectStreams) => {
    const pending = (await t.db.select().from(pendingFiles)).length;
    const { response, isStored } = await upload(await createPdf(build, { useObjectStreams }));
    expect(expectError(response, 415).message).toBe(FILE_MESSAGES.activeContent);
    expect(isStored).toBe(false);
    // The bytes were never written: the check comes before storage.
    expect(await t.db.select().from(pendingFiles)).toHaveLength(pending);
  });

  it('refuses a script whose name is written with escapes (/J#61vaScript)', async () => {
    const pdf = (await createPdf(openScript)).toString('latin1').replaceAll('/JavaScript', '/J#61vaScript');
    expect(pdf).toContain('/J#61vaScript');
    const { response } = await upload(Buffer.from(pdf, 'latin1'));
    expect(expectError(response, 415).message).toBe(FILE_MESSAGES.activeContent);
  });

  it('refuses a file pdf-lib cannot read when it names a script action outright', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >>\nbroken');
    expect(expectError((await upload(broken)).response, 415).message).toBe(FILE_MESSAGES.activeContent);
  });

  it.each([false, true])(
    'accepts an ordinary PDF with a first-page opening, a web link and bytes that only look like names (object streams: %s)',
    async (useObjectStreams) => {
      const { response, isStored } = await upload(await createPdf(harmless, { useObjectStreams }));
      expect(response.statusCode, response.body).toBe(201);
      expect(isStored).toBe(true);
    },
  );
});
