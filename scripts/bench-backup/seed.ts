// bench-backup's source database: the documents of each application in the local storage folder,
// and an audit trail of the size a real one has.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TQuery } from '../bench-seed';

/**
 * Each application's documents: a CV as a born-digital PDF and two scans (the licence, the DEA
 * registration), 210 KB in all. Their bytes are random behind a PDF header and trailer: a real
 * PDF's streams and a scan's JPEG are compressed already, so gzip gains as little on them as on
 * random bytes, and no two documents share bytes for it to find.
 */
const DOCUMENTS = [
  { name: 'Curriculum vitae.pdf', bytes: 30 * 1024 },
  { name: 'Medical licence (scan).pdf', bytes: 120 * 1024 },
  { name: 'DEA registration (scan).pdf', bytes: 60 * 1024 },
];
const FILES_BATCH = 500;

function makePdf(title: string, bytes: number): Buffer {
  const head = Buffer.from(
    `%PDF-1.7\n% ${title}\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${bytes} >>\nstream\n`,
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length - tail.length)), tail]);
}

/** DATA_DIR/files/ab/cd/<key>, as the local storage keeps it (written without its per-file fsync). */
async function storeLocally(dataDir: string, key: string, data: Buffer): Promise<void> {
  const folder = path.join(dataDir, 'files', key.slice(0, 2), key.slice(2, 4));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, key), data, { mode: 0o600 });
}

/** Every application's documents: the bytes in `dataDir`'s storage folder and their files rows. */
export async function seedDocuments(query: TQuery, dataDir: string): Promise<void> {
  const applications = await query<{ id: string; doctorId: string; n: string }>(
    `select a.id, a.doctor_id as "doctorId", substring(u.email from 'doctor(\\d+)@') as n
    from applications a join users u on u.id = a.doctor_id where u.email like '%@bench.example.org'
    order by a.id`,
  );
  for (let start = 0; start < applications.length; start += FILES_BATCH) {
    const rows: { owner: string; application: string; key: string; name: string; size: number }[] = [];
    for (const application of applications.slice(start, start + FILES_BATCH)) {
      for (const document of DOCUMENTS) {
        const key = randomBytes(32).toString('hex');
        const data = makePdf(`${document.name}, doctor ${application.n}`, document.bytes);
        await storeLocally(dataDir, key, data);
        rows.push({
          owner: application.doctorId,
          application: application.id,
          key,
          name: document.name,
          size: data.length,
        });
      }
    }
    await query(
      `insert into files (owner_user_id, application_id, storage_key, original_name, mime, size)
      select o, a, k, n, 'application/pdf', s
      from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bigint[]) as t(o, a, k, n, s)`,
      [
        rows.map((row) => row.owner),
        rows.map((row) => row.application),
        rows.map((row) => row.key),
        rows.map((row) => row.name),
        rows.map((row) => row.size),
      ],
    );
  }
}

/** What the office's work leaves behind: each submitted application's status history and audit rows. */
export async function seedTrail(query: TQuery): Promise<void> {
  const submitted = `from applications a join users u on u.id = a.doctor_id
    where a.status <> 'draft' and u.email like '%@bench.example.org'`;
  await query(`insert into application_status_history (application_id, from_status, to_status, actor_id, created_at)
    select a.id, 'draft', 'applied', a.doctor_id, a.submitted_at ${submitted}
    union all
    select a.id, 'applied', a.status, null, a.updated_at ${submitted} and a.status <> 'applied'`);
  await query(`insert into audit_log (actor_id, actor_label, action, entity, entity_id, application_id,
      hospital_id, before, after, ip, created_at)
    select a.doctor_id, u.first_name || ' ' || u.last_name || ' <' || u.email || '>', e.action,
      'application', a.id::text, a.id, a.hospital_id, e.before, e.after, '203.0.113.' || (1 + k % 250), a.created_at + k * interval '1 hour'
    ${submitted.replace(
      'where',
      `cross join generate_series(1, 4) k
      cross join lateral (select (array['create','update','update','submit'])[k] as action,
        case when k > 1 then jsonb_build_object('step', k - 1) end as before,
        jsonb_build_object('step', k, 'status', case when k = 4 then 'applied' else 'draft' end) as after) e
      where`,
    )}`);
  await query('vacuum analyze');
}
