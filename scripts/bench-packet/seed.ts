// The benchmark's application (not a test helper): the largest a doctor could plausibly send to
// one of the seeded hospitals, written with raw SQL. Every question of its seeded forms answered
// (groups with three rows), three privileges with their forms, three references and the covering
// physician answered, a history of four moves, and documents of 40 pages (PDFs and images).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { isGroup, type TFormDefinition, type TFormField, type TFormItem } from '@docapply/rules';
import type { TFileStorage } from '../../apps/api/src/core/storage/storage';
import type { TQuery } from '../bench-seed';

const ROWS_PER_GROUP = 3;
/** Pages of each PDF the doctor uploads (36), plus four images: 40 pages of documents. */
const PDF_DOCUMENTS: [string, number][] = [
  ['Curriculum vitae.pdf', 6],
  ['Illinois medical licence.pdf', 2],
  ['DEA registration.pdf', 1],
  ['Board certification.pdf', 2],
  ['Residency training records.pdf', 14],
  ['Malpractice insurance certificate.pdf', 3],
  ['Case log 2024-2025.pdf', 8],
];
const IMAGE_COUNT = 4;

function sampleValue(field: TFormField, fileId: string): string {
  switch (field.type) {
    case 'date':
      return field.future && field.past === false ? '2031-06-30' : '2014-06-30';
    case 'select':
    case 'radio':
      return field.options?.at(-1)?.value ?? '';
    case 'checkbox':
      return 'true';
    case 'number':
      return String(Math.max(field.min ?? 0, 120));
    case 'email':
      return 'zoe.dvorak@example.org';
    case 'tel':
      return '+1 312-555-0142';
    case 'file':
      return fileId;
    case 'textarea':
      return `${field.label}: a full answer of several sentences, as a careful doctor writes one. `
        .repeat(4)
        .trim();
    case 'text':
    case 'search':
    case 'password':
      return `${field.label} — sample`;
    default: {
      const never: never = field.type;
      return never;
    }
  }
}

/** Answers every item of a definition (conditions met by the last option), with `fileId` for files. */
export function answerEverything(definition: TFormDefinition, fileId: string) {
  const answerItem = (item: TFormItem) =>
    isGroup(item)
      ? Array.from({ length: ROWS_PER_GROUP }, () =>
          Object.fromEntries(item.fields.map((field) => [field.name, sampleValue(field, fileId)])),
        )
      : sampleValue(item, fileId);
  const items = definition.sections.flatMap((section) => section.items);
  return Object.fromEntries(items.map((item) => [item.name, answerItem(item)]));
}

async function makePdf(title: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${title}, page ${n} of ${pages}`, { x: 72, y: 720, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Line ${line + 1}: text as a scanned and OCR-ed record carries it.`, {
        x: 72,
        y: 680 - line * 15,
        size: 10,
        font,
      });
    }
  }
  return doc.save();
}

/** A real photograph-sized PNG: the font package's specimen (about 100 KB). */
function readImage(): Buffer {
  const resolve = createRequire(import.meta.url).resolve;
  return readFileSync(resolve('@expo-google-fonts/inter-tight/400Regular/InterTight_400Regular.ttf.png'));
}

type TSeeded = { applicationId: string; admin: { id: string; roles: string[] } };

async function insertUser(query: TQuery, role: string, first: string, last: string) {
  const [user] = await query<{ id: string; roles: string[] }>(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    values ($1, 'not-a-hash', $2, $3, $4, now()) returning id, roles`,
    [`bench.${role}.${randomBytes(4).toString('hex')}@example.org`, first, last, `{${role}}`],
  );
  return user;
}

async function insertDocuments(
  query: TQuery,
  storage: TFileStorage,
  ids: { doctor: string; application: string },
) {
  const documents: [string, string, Uint8Array][] = [];
  for (const [name, pages] of PDF_DOCUMENTS) {
    documents.push([name, 'application/pdf', await makePdf(name.replace(/\.pdf$/, ''), pages)]);
  }
  const image = readImage();
  for (let n = 1; n <= IMAGE_COUNT; n++) {
    documents.push([`Badge photo ${n}.png`, 'image/png', image]);
  }
  const fileIds: string[] = [];
  for (const [name, mime, data] of documents) {
    const key = randomBytes(32).toString('hex');
    await storage.put(key, Buffer.from(data), mime);
    const [row] = await query<{ id: string }>(
      `insert into files (owner_user_id, application_id, storage_key, original_name, mime, size)
      values ($1, $2, $3, $4, $5, $6) returning id`,
      [ids.doctor, ids.application, key, name, mime, data.length],
    );
    fileIds.push(row.id);
  }
  return fileIds;
}

/** Inserts the application into the first seeded hospital; returns it and an admin of that hospital. */
export async function seedLargestApplication(query: TQuery, storage: TFileStorage): Promise<TSeeded> {
  const [hospital] = await query<{ id: string }>('select id from hospitals order by name limit 1');
  const doctor = await insertUser(query, 'doctor', 'Zoë', 'Dvořák-Łukasiewicz');
  const admin = await insertUser(query, 'hospital_admin', 'Avery', 'Admin');
  await query('insert into hospital_admins (user_id, hospital_id) values ($1, $2)', [admin.id, hospital.id]);
  const [application] = await query<{ id: string }>(
    `insert into applications (doctor_id, hospital_id, status, submitted_at, attestation)
    values ($1, $2, 'in-review', now() - interval '20 days', $3) returning id`,
    [
      doctor.id,
      hospital.id,
      JSON.stringify({ name: 'Zoë Dvořák-Łukasiewicz', signedAt: new Date().toISOString() }),
    ],
  );
  const ids = { doctor: doctor.id, application: application.id };
  const [cv] = await insertDocuments(query, storage, ids);
  const forms = await query<{ id: string; kind: string; definition: TFormDefinition }>(
    `select distinct on (kind, key) id, kind, definition from forms
    where hospital_id = $1 and published_at is not null order by kind, key, version desc`,
    [hospital.id],
  );
  const respond = async (form: { id: string; definition: TFormDefinition }) => {
    const [row] = await query<{ id: string }>(
      `insert into form_responses (form_id, application_id, user_id, answers)
      values ($1, $2, $3, $4) returning id`,
      [form.id, application.id, doctor.id, JSON.stringify(answerEverything(form.definition, cv))],
    );
    return row.id;
  };
  for (const form of forms.filter((candidate) => ['application', 'survey'].includes(candidate.kind))) {
    await respond(form);
  }
  const picks = await query<{ id: string; form_id: string | null }>(
    `select id, form_id from privileges where hospital_id = $1 and superseded_at is null
    order by form_id is null, department, name limit 3`,
    [hospital.id],
  );
  for (const pick of picks) {
    const form = forms.find((candidate) => candidate.id === pick.form_id);
    await query(
      'insert into application_privileges (application_id, privilege_id, form_response_id) values ($1, $2, $3)',
      [application.id, pick.id, form ? await respond(form) : null],
    );
  }
  const answers = (kind: string) => {
    const form = forms.find((candidate) => candidate.kind === kind);
    return JSON.stringify(form ? answerEverything(form.definition, cv) : {});
  };
  for (let n = 1; n <= 3; n++) {
    await query(
      `insert into "references" (application_id, name, specialty, email, phone, relationship, state, answers)
      values ($1, $2, 'Cardiology', $3, '+1 312-555-0100', 'Colleague', 'completed', $4)`,
      [
        application.id,
        `Dr Reference ${n}`,
        `ref${n}.${randomBytes(3).toString('hex')}@example.org`,
        answers('reference'),
      ],
    );
  }
  await query(
    `insert into alternative_coverage (application_id, name, specialty, email, phone, relationship, state, answers)
    values ($1, 'Dr Covering Physician', 'Cardiology', $2, '+1 312-555-0101', 'Partner', 'completed', $3)`,
    [application.id, `cover.${randomBytes(3).toString('hex')}@example.org`, answers('coverage')],
  );
  await query(
    `insert into application_status_history (application_id, from_status, to_status, actor_id, note, created_at)
    values ($1, 'draft', 'applied', $2, null, now() - interval '20 days'),
      ($1, 'applied', 'in-review', $3, 'Starting the review', now() - interval '18 days'),
      ($1, 'in-review', 'information-requested', $3, 'Please send the 2019 case log', now() - interval '10 days'),
      ($1, 'information-requested', 'in-review', $2, null, now() - interval '5 days')`,
    [application.id, doctor.id, admin.id],
  );
  return { applicationId: application.id, admin };
}
