// Benchmark (not a test): the meeting packet of a 20-file agenda. Each file is the largest
// application the packet benchmark makes (bench-packet/seed.ts: every question answered, three
// privileges, references, 40 pages of documents); a credentials committee step, its meeting and
// the agenda are written with SQL. Builds the meeting's packet RUNS times through
// GET /api/admin/meetings/{id}/packet and prints its pages, its size and the time (median, slowest).
// Run: npm run bench:meeting-packet                              (PGlite in memory)
//      BENCH_MEETING_FILES=10 BENCH_MEETING_RUNS=5 npm run bench:meeting-packet
//      BENCH_MEETING_OUT=/tmp/meeting.pdf npm run bench:meeting-packet   (keeps one to look at)
import { writeFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { buildApp } from '../apps/api/src/app';
import { issueAccessToken } from '../apps/api/src/core/access/tokens';
import { createFileStorage } from '../apps/api/src/core/storage/create-storage';
import { seedLargestApplication } from './bench-packet/seed';
import { withInProcessBench, type TQuery } from './bench-seed';

const FILES = Number(process.env.BENCH_MEETING_FILES ?? 20);
const RUNS = Number(process.env.BENCH_MEETING_RUNS ?? 3);
const WARMUP = 1;
const USAGE =
  '[BENCH_MEETING_FILES=20] [BENCH_MEETING_RUNS=3] [BENCH_MEETING_OUT=meeting.pdf] [DATABASE_URL=postgres://…] npm run bench:meeting-packet';

/** A committee step of the first hospital, the admin on it, a meeting next week with the files in order. */
async function seedMeeting(query: TQuery, adminId: string, applicationIds: string[]): Promise<string> {
  const [hospital] = await query<{ id: string }>('select id from hospitals order by name limit 1');
  const [step] = await query<{ id: string }>(
    `insert into decision_steps (hospital_id, position, name, kind, quorum, allowed_outcomes)
    values ($1, 1, 'Credentials committee', 'committee', 1, '["grant","deny"]') returning id`,
    [hospital.id],
  );
  await query('insert into decision_step_members (step_id, user_id, is_chair) values ($1, $2, true)', [
    step.id,
    adminId,
  ]);
  const [meeting] = await query<{ id: string }>(
    `insert into meetings (hospital_id, step_id, starts_at, location, created_by)
    values ($1, $2, now() + interval '7 days', 'Board room', $3) returning id`,
    [hospital.id, step.id, adminId],
  );
  for (const [index, applicationId] of applicationIds.entries()) {
    await query('insert into decision_files (application_id, hospital_id, step_id) values ($1, $2, $3)', [
      applicationId,
      hospital.id,
      step.id,
    ]);
    await query('insert into meeting_items (meeting_id, application_id, position) values ($1, $2, $3)', [
      meeting.id,
      applicationId,
      index + 1,
    ]);
  }
  return meeting.id;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

await withInProcessBench('meeting-packet', USAGE, async ({ database, query, label }, config) => {
  const storage = await createFileStorage(config);
  const seeded = [];
  for (let n = 0; n < FILES; n++) {
    seeded.push(await seedLargestApplication(query, storage));
  }
  const admin = seeded[0].admin;
  const meetingId = await seedMeeting(
    query,
    admin.id,
    seeded.map((file) => file.applicationId),
  );
  const [documents] = await query<{ count: number; bytes: number }>(
    'select count(*)::int as count, sum(size)::int as bytes from files where application_id = any($1::uuid[])',
    [seeded.map((file) => file.applicationId)],
  );
  console.log(
    `${label}: a meeting of ${FILES} files, ${documents.count} documents (${(documents.bytes / 1024 / 1024).toFixed(1)} MB)`,
  );

  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const token = await issueAccessToken(config, admin);
  const timings: number[] = [];
  let last: Buffer | null = null;
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/meetings/${meetingId}/packet`,
      headers: { 'x-auth-token': token },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`meeting packet: ${response.statusCode} ${response.body}`);
    }
    if (run >= WARMUP) {
      timings.push(elapsed);
    }
    last = response.rawPayload;
  }
  clearInterval(sampler);
  if (!last) {
    throw new Error('no packet was made');
  }
  const pages = (await PDFDocument.load(last)).getPageCount();
  const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
  console.log(
    `  meeting packet: ${pages} pages, ${(last.length / 1024 / 1024).toFixed(1)} MB; ${RUNS} runs: ` +
      `median ${ms(percentile(timings, 0.5))}, max ${ms(Math.max(...timings))} (after ${WARMUP} warm-up run); ` +
      `process RSS ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, peak ${(peakRss / 1024 / 1024).toFixed(0)} MB (worker threads included)`,
  );
  if (process.env.BENCH_MEETING_OUT) {
    writeFileSync(process.env.BENCH_MEETING_OUT, last);
    console.log(`  written to ${process.env.BENCH_MEETING_OUT}`);
  }
  await app.close();
});
