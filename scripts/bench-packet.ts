// Benchmark (not a test): the committee packet of the largest application the seed holds. The
// seed has no applications, so one is made (bench-packet/seed.ts): every question of a seeded
// hospital's forms answered, three privileges, references and coverage answered, and 40 pages of
// documents. Builds its packet RUNS times through GET /api/admin/applications/{id}/packet and
// prints the pages, the bytes and the time (median and slowest).
// Run: npm run bench:packet                         (PGlite in memory)
//      BENCH_PACKET_RUNS=5 npm run bench:packet
//      BENCH_PACKET_OUT=/tmp/packet.pdf npm run bench:packet   (keeps one packet to look at)
import { writeFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { buildApp } from '../apps/api/src/app';
import { issueAccessToken } from '../apps/api/src/core/access/tokens';
import { createFileStorage } from '../apps/api/src/core/storage/create-storage';
import { seedLargestApplication } from './bench-packet/seed';
import { withInProcessBench } from './bench-seed';

const RUNS = Number(process.env.BENCH_PACKET_RUNS ?? 10);
const WARMUP = 2;
const USAGE =
  '[BENCH_PACKET_RUNS=10] [BENCH_PACKET_OUT=packet.pdf] [DATABASE_URL=postgres://…] npm run bench:packet';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

await withInProcessBench('packet', USAGE, async ({ database, query, label }, config) => {
  const storage = await createFileStorage(config);
  const { applicationId, admin } = await seedLargestApplication(query, storage);
  const [documents] = await query<{ count: number; bytes: number }>(
    'select count(*)::int as count, sum(size)::int as bytes from files where application_id = $1',
    [applicationId],
  );
  console.log(`${label}: one application with ${documents.count} documents (${documents.bytes} bytes)`);

  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const token = await issueAccessToken(config, admin);
  const timings: number[] = [];
  let last: Buffer | null = null;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/applications/${applicationId}/packet`,
      headers: { 'x-auth-token': token },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`packet: ${response.statusCode} ${response.body}`);
    }
    if (run >= WARMUP) {
      timings.push(elapsed);
    }
    last = response.rawPayload;
  }
  if (!last) {
    throw new Error('no packet was made');
  }
  const pages = (await PDFDocument.load(last)).getPageCount();
  const kb = (last.length / 1024).toFixed(1);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `  packet: ${pages} pages, ${kb} KB; ${RUNS} runs: median ${ms(percentile(timings, 0.5))}, ` +
      `max ${ms(Math.max(...timings))} (after ${WARMUP} warm-up runs)`,
  );
  if (process.env.BENCH_PACKET_OUT) {
    writeFileSync(process.env.BENCH_PACKET_OUT, last);
    console.log(`  written to ${process.env.BENCH_PACKET_OUT}`);
  }
  await app.close();
});
