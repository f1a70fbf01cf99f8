// Benchmark (not a test): the capacity of one API process and of two, deployed as
// docs/operations/ says (the same stack as npm run test:deployment: the unit's command and the
// example's settings, Debian's nginx with the documented site, PostgreSQL, Redis, s3rver, an SMTP
// sink). Seeds a database (bench-seed.ts: the demo hospitals, N applications, the doctor with 24),
// then loads nginx with autocannon, over HTTPS as a browser comes, for each request: the admin's
// queue (compressed, as a browser asks), the doctor's list, the signed-in account (the fixed cost)
// and a 100 KB PDF upload (stored in S3). One process and two alternate, round after round, so the
// ratio holds on a machine others use. Prints requests a second, p99, and each side's CPU per
// request (the API processes' and nginx's, from /proc).
// Run: npm run bench:scale                              (1,000 applications, 3 rounds of 10 s)
//      npm run bench:scale -- --applications 100000 --rounds 2 --duration 20 --connections 32
// PostgreSQL: DATABASE_URL (a server; the benchmark makes and drops its own database), else
// postgres://postgres@127.0.0.1:5432/postgres. Redis: 127.0.0.1:6379. nginx: /usr/sbin/nginx.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import {
  environmentFromExample,
  makeTempDir,
  startApiProcess,
  startNginx,
  startServices,
  stopApiProcess,
  type TApiProcess,
} from '../e2e/deployment/stack';
import { seedBusyDoctor } from './bench-api/busy-doctor';
import { createEndpoints } from './bench-api/endpoints';
import { runRound, type TRound } from './bench-api/load';
import { DEFAULT_SERVER_URL } from './bench-api/options';
import { listBackendPids, readMemory, startCpuMeter } from './bench-api/processes';
import { migrateAndSeed, openBenchDatabase, seedApplications } from './bench-seed';

const { values: options } = parseArgs({
  options: {
    applications: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    streams: { type: 'string', default: '2000' },
  },
});
const APPLICATIONS = Number(options.applications);
const ROUNDS = Number(options.rounds);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const STREAMS = Number(options.streams);

/** A PDF of about `bytes`: one page of text and an incompressible attachment-free stream of noise. */
async function makePdf(bytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('Bench upload', {
    x: 72,
    y: 700,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  pdf.setSubject(randomBytes(Math.floor(bytes * 0.7)).toString('base64'));
  return Buffer.from(await pdf.save());
}

function multipart(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * What open pages cost a process: STREAMS live-event streams held on one process (as many signed-in
 * tabs), its resident memory before and after, and the CPU it spends holding them for 20 s (each
 * stream gets a comment line every 20 s).
 */
async function measureStreams(api: TApiProcess, headers: Record<string, string>, metricsToken: string) {
  const pid = api.child.pid ?? 0;
  // The process's own figures (prom-client's): the heap in use, and the resident memory.
  const readHeapMb = async () => {
    const text = await (
      await fetch(`${api.url}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN);
    return bytes / 2 ** 20;
  };
  const heapBefore = await readHeapMb();
  const rssBefore = readMemory(pid).rssMb;
  const controllers: AbortController[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${api.url}/api/v1/events`, {
        headers: { ...headers, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      // Held once the first event (ready) has come.
      await response.body?.getReader().read();
    }),
  );
  const openMs = performance.now() - started;
  const meter = startCpuMeter(() => [pid]);
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const heldCpu = meter.stop().total;
  const heapAfter = await readHeapMb();
  const rssAfter = readMemory(pid).rssMb;
  controllers.forEach((controller) => controller.abort());
  const perStream = (mb: number) => ((mb * 1024) / STREAMS).toFixed(1);
  console.log(
    `\n${STREAMS} live-event streams on one process: opened in ${(openMs / 1000).toFixed(1)} s; heap in use ${heapBefore.toFixed(0)} -> ${heapAfter.toFixed(0)} MB (${perStream(heapAfter - heapBefore)} KB a stream), resident ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB (${perStream(rssAfter - rssBefore)} KB); ${((heldCpu / 20_000) * 100).toFixed(1)} % of a core to hold them for 20 s`,
  );
}

type TLoad = { name: string; note: string; run: (base: string) => Promise<TRound> };
/** CPU milliseconds over the rounds: the API processes', nginx's, PostgreSQL's backends for our database. */
type TResult = { rounds: TRound[]; apiCpu: number; nginxCpu: number; pgCpu: number };

const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER_URL;
const temp = makeTempDir();
const cleanups: (() => Promise<void> | void)[] = [temp.remove];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0)) {
    await cleanup();
  }
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const bench = await openBenchDatabase({ serverUrl });
  cleanups.unshift(bench.drop);
  await migrateAndSeed(bench.database);
  await seedApplications(bench.query, APPLICATIONS);
  const doctor = await seedBusyDoctor(bench);
  await bench.database.close();
  const tokenKey = randomBytes(36).toString('base64');
  const endpoints = await createEndpoints(bench.query, tokenKey, doctor);
  const [draft] = await bench.query<{ id: string }>(
    `select id from applications where doctor_id = $1 and status = 'draft' limit 1`,
    [doctor.id],
  );
  console.log(`${bench.label}: ${APPLICATIONS} applications, the doctor with ${doctor.applications}`);

  const services = await startServices(temp.dir, cleanups);
  const { ports, site } = services;
  const environment = environmentFromExample({
    ...services.settings({ databaseUrl: bench.url ?? '', tokenKey }),
    // Every request comes from this one address: the per-address limit would be all there is to see.
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
  });
  const processes: TApiProcess[] = [];
  cleanups.unshift(() => Promise.all(processes.map((api) => stopApiProcess(api))).then(() => undefined));
  processes.push(await startApiProcess(environment, ports.a), await startApiProcess(environment, ports.b));

  const pdf = await makePdf(100 * 1024);
  const upload = multipart(pdf);
  const doctorToken = endpoints.find((endpoint) => endpoint.name === 'doctor-list')?.headers ?? {};
  const loads: TLoad[] = [
    ...endpoints
      .filter((endpoint) => ['queue-br', 'doctor-list', 'me'].includes(endpoint.name))
      .map((endpoint) => ({
        name: endpoint.name,
        note: endpoint.note,
        run: (base: string) =>
          runRound({
            url: `${base}${endpoint.url}`,
            headers: endpoint.headers,
            connections: CONNECTIONS,
            duration: DURATION,
          }),
      })),
    {
      name: 'upload',
      note: `a ${Math.round(pdf.length / 1024)} KB PDF to a draft, stored in S3 (s3rver on this machine)`,
      run: (base: string) =>
        runRound({
          url: `${base}/api/gcs/upload/${draft.id}/${randomUUID()}`,
          headers: { ...doctorToken, 'content-type': upload.contentType },
          connections: CONNECTIONS,
          duration: DURATION,
          method: 'POST',
          body: upload.body,
          // Each upload its own file id, as the site makes one per file.
          setupRequest: (request) => ({ ...request, path: `/api/gcs/upload/${draft.id}/${randomUUID()}` }),
        }),
    },
  ];

  // nginx's one site names two upstream servers: one process is both lines pointing at it.
  const sides = [
    { label: '1 process', upstreams: [ports.a, ports.a], pids: () => [processes[0].child.pid ?? 0] },
    {
      label: '2 processes',
      upstreams: [ports.a, ports.b],
      pids: () => processes.map((api) => api.child.pid ?? 0),
    },
  ];
  const results = new Map<string, TResult>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const side of sides) {
      const nginx = await startNginx({
        dir: join(temp.dir, `nginx-${side.upstreams.join('-')}`),
        httpsPort: ports.https,
        httpPort: ports.http,
        upstreams: side.upstreams,
        certificate: services.certificate,
      });
      try {
        for (const load of loads) {
          const apiMeter = startCpuMeter(side.pids);
          const nginxMeter = startCpuMeter(nginx.pids);
          const pgMeter = startCpuMeter(() => listBackendPids(bench.name ?? ''));
          const result = await load.run(site);
          const key = `${side.label}\t${load.name}`;
          const kept = results.get(key) ?? { rounds: [], apiCpu: 0, nginxCpu: 0, pgCpu: 0 };
          kept.rounds.push(result);
          kept.apiCpu += apiMeter.stop().total;
          kept.nginxCpu += nginxMeter.stop().total;
          kept.pgCpu += pgMeter.stop().total;
          results.set(key, kept);
          const failed = Object.entries(result.failed)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ');
          console.log(
            `round ${round} ${side.label.padEnd(11)} ${load.name.padEnd(12)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${String(result.p99).padStart(4)} ms${failed ? `  not 2xx: ${failed}` : ''}`,
          );
        }
      } finally {
        await nginx.stop();
      }
    }
  }

  console.log(
    `\nnginx (TLS) in front, autocannon with ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s each, on this machine's cores shared by everything here`,
  );
  console.log(
    '| request | 1 process req/s | 2 processes req/s | ratio | p99 ms (1 / 2) | API CPU ms/req (1 / 2) | nginx CPU ms/req | PostgreSQL CPU ms/req |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const load of loads) {
    const one = results.get(`1 process\t${load.name}`);
    const two = results.get(`2 processes\t${load.name}`);
    if (!one || !two) {
      continue;
    }
    const rps = (r: TResult) => median(r.rounds.map((round) => round.rps));
    const p99 = (r: TResult) => median(r.rounds.map((round) => round.p99));
    const okCount = (r: TResult) => r.rounds.reduce((sum, round) => sum + round.ok, 0) || 1;
    const cpu = (r: TResult) => (r.apiCpu / okCount(r)).toFixed(2);
    console.log(
      `| ${load.name} | ${rps(one).toFixed(0)} | ${rps(two).toFixed(0)} | ${(rps(two) / rps(one)).toFixed(2)} | ${p99(one)} / ${p99(two)} | ${cpu(one)} / ${cpu(two)} | ${(two.nginxCpu / okCount(two)).toFixed(2)} | ${(two.pgCpu / okCount(two)).toFixed(2)} |`,
    );
  }
  for (const load of loads) {
    console.log(`  ${load.name}: ${load.note}`);
  }
  if (STREAMS > 0) {
    await measureStreams(
      processes[0],
      endpoints.find((endpoint) => endpoint.name === 'me')?.headers ?? {},
      environment.METRICS_TOKEN,
    );
  }
} finally {
  await cleanUp();
}
