import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Says it is a PDF (so the upload takes it) but is not one inside. */
export const CORRUPT_PDF = Buffer.from(`%PDF-1.7\n${'not really a pdf '.repeat(40)}`);

/** A PDF of `pages` pages, page n reading "<label> page n"; locked with a password when asked. */
export async function makePdf(label: string, pages: number, userPassword?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    doc.addPage([612, 792]).drawText(`${label} page ${n}`, { x: 72, y: 700, size: 14, font });
  }
  if (userPassword) {
    doc.encrypt({ userPassword, ownerPassword: `${userPassword}-owner` });
  }
  return Buffer.from(await doc.save());
}

/** POST /gcs/upload/{applicationId}/{new id} as the doctor; returns the file's id. */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  applicationId: string,
  { name, content, type }: { name: string; content: Buffer; type: string },
): Promise<string> {
  const id = randomUUID();
  const boundary = `----docapply${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const response = await app.inject({
    method: 'POST',
    url: `/api/gcs/upload/${applicationId}/${id}`,
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  if (response.statusCode !== 201) {
    throw new Error(`upload of ${name}: ${response.statusCode} ${response.body}`);
  }
  return id;
}

export type TOutlineEntry = { title: string; page: number; children: TOutlineEntry[] };
export type TReadPdf = { pageCount: number; pages: string[]; outline: TOutlineEntry[] };

type TPdfJsDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
type TPdfJsOutline = Awaited<ReturnType<TPdfJsDocument['getOutline']>>;

async function readOutline(pdf: TPdfJsDocument, items: TPdfJsOutline): Promise<TOutlineEntry[]> {
  const entries: TOutlineEntry[] = [];
  for (const item of items ?? []) {
    const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
    const target = dest?.[0] as { num: number; gen: number } | number | undefined;
    const page = typeof target === 'object' ? (await pdf.getPageIndex(target)) + 1 : -1;
    entries.push({ title: item.title, page, children: await readOutline(pdf, item.items) });
  }
  return entries;
}

/** The PDF as a reader sees it, read by PDF.js (Firefox's viewer): pages' text and the bookmarks. */
export async function readPdf(bytes: Buffer): Promise<TReadPdf> {
  // PDF.js 6 ends a document through the task that loaded it.
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pageCount: pdf.numPages, pages, outline: await readOutline(pdf, await pdf.getOutline()) };
  } finally {
    await loading.destroy();
  }
}
