// Benchmark (not a test): how soon a change made through one API process reaches the live-updates
// streams (GET /api/v1/events) held by another, both built servers on one PostgreSQL database of
// its own (LISTEN/NOTIFY between them). Seeds a doctor per application and an administrator of
// their hospital, opens each doctor's stream and the administrator's on process 2, then makes the
// changes through process 1 one at a time, half decisions (applied -> in-review) and half doctors'
// comments, and prints the delay from sending each change to its arrival on process 2: p50, p95
// and max, for the doctor's stream and for the administrator's, and the changes' own answer times.
// Run: npm run bench:live                          (50 changes)
//      BENCH_LIVE_CHANGES=200 npm run bench:live -- --build
// PostgreSQL: DATABASE_URL (a server URL; the benchmark creates and drops its own database), else
// postgres://postgres@127.0.0.1:5432/postgres. --build rebuilds apps/api/dist/server.js first.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EventSource } from 'eventsource';
import { LIVE_EVENTS_PATH, ZLiveEvent } from '@docapply/contracts';
import { issueAccessToken } from '../apps/api/src/core/access/tokens';
import { ensureServerBuilt, findFreePort } from './bench-api/bundle';
import { DEFAULT_SERVER_URL } from './bench-api/options';
import {
  addCleanup,
  benchServerEnv,
  cleanUpOnInterrupt,
  startServer,
  stopServer,
} from './bench-api/processes';
import { migrateAndSeed, withServerBench, type TQuery } from './bench-seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');
const TOKEN_KEY = randomBytes(48).toString('base64url');
const CHANGES = Math.max(2, Number(process.env.BENCH_LIVE_CHANGES ?? 50));
const HEARD_TIMEOUT_MS = 10_000;

type TPerson = { id: string; token: string };
type TArrivals = Map<string, number>;

async function createPerson(query: TQuery, role: string): Promise<TPerson> {
  const [user] = await query<{ id: string; roles: string[]; sessionVersion: number }>(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    values ($1, 'not-a-hash', 'Bench', $2, $3, now()) returning id, roles, session_version as "sessionVersion"`,
    [`bench.live.${role}.${randomBytes(5).toString('hex')}@example.org`, role, `{${role}}`],
  );
  return { id: user.id, token: await issueAccessToken({ TOKEN_KEY, ACCESS_TOKEN_TTL: '8h' }, user) };
}

/** A stream on `baseUrl`; each change's arrival time is kept by `<kind> <applicationId>`. */
function openStream(baseUrl: string, token: string, arrivals: TArrivals): Promise<EventSource> {
  return new Promise((resolve, reject) => {
    const source = new EventSource(`${baseUrl}/api${LIVE_EVENTS_PATH}`, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, 'x-auth-token': token } }),
    });
    source.addEventListener('ready', () => resolve(source));
    source.addEventListener('change', (event) => {
      const change = ZLiveEvent.parse(JSON.parse(event.data));
      arrivals.set(`${change.kind} ${change.applicationId}`, performance.now());
    });
    source.addEventListener('error', (event) => {
      source.close();
      reject(new Error(`stream failed: ${event.code ?? ''} ${event.message ?? ''}`));
    });
  });
}

async function waitFor(arrivals: TArrivals, key: string): Promise<number> {
  const deadline = performance.now() + HEARD_TIMEOUT_MS;
  for (;;) {
    const at = arrivals.get(key);
    if (at !== undefined) {
      return at;
    }
    if (performance.now() > deadline) {
      throw new Error(`${key} was not heard on process 2 within ${HEARD_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function summarise(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${label.padEnd(40)} p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(sorted[sorted.length - 1])}`;
}

const { values: flags } = parseArgs({ options: { build: { type: 'boolean' }, help: { type: 'boolean' } } });
if (flags.help) {
  console.log('[BENCH_LIVE_CHANGES=50] [DATABASE_URL=postgres://…] npm run bench:live [-- --build]');
  process.exit(0);
}
cleanUpOnInterrupt('stopping the servers, dropping the database');
ensureServerBuilt(ROOT, SERVER_JS, flags.build === true);
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;

await withServerBench('pg', { serverUrl, name: 'live' }, async (bench, { cwd, env: databaseEnv }) => {
  await migrateAndSeed(bench.database);
  const [hospital] = await bench.query<{ id: string }>('select id from hospitals order by name limit 1');
  const admin = await createPerson(bench.query, 'hospital_admin');
  await bench.query('insert into hospital_admins (user_id, hospital_id) values ($1, $2)', [
    admin.id,
    hospital.id,
  ]);
  const applications: { id: string; doctor: TPerson }[] = [];
  for (let i = 0; i < Math.ceil(CHANGES / 2); i++) {
    const doctor = await createPerson(bench.query, 'doctor');
    const [row] = await bench.query<{ id: string }>(
      `insert into applications (doctor_id, hospital_id, status, submitted_at)
      values ($1, $2, 'applied', now()) returning id`,
      [doctor.id, hospital.id],
    );
    applications.push({ id: row.id, doctor });
  }

  const env = { ...benchServerEnv(TOKEN_KEY), ...databaseEnv };
  const start = async (name: string) => {
    const server = await startServer(name, [SERVER_JS], { cwd, env, port: await findFreePort() });
    addCleanup(() => stopServer(server));
    return server;
  };
  const [one, two] = [await start('API 1'), await start('API 2')];
  const doctorArrivals: TArrivals = new Map();
  const adminArrivals: TArrivals = new Map();
  const sources = [
    await openStream(two.baseUrl, admin.token, adminArrivals),
    ...(await Promise.all(applications.map((a) => openStream(two.baseUrl, a.doctor.token, doctorArrivals)))),
  ];
  console.log(
    `${bench.label}: 2 API processes, ${sources.length} streams open on process 2, ` +
      `${CHANGES} changes through process 1, one at a time`,
  );

  const toDoctor: number[] = [];
  const toAdmin: number[] = [];
  const answers: number[] = [];
  for (let n = 0; n < CHANGES; n++) {
    const { id, doctor } = applications[Math.floor(n / 2)];
    const isDecision = n % 2 === 0;
    const [url, token, body, key] = isDecision
      ? [`/api/admin/applications/${id}/status`, admin.token, { status: 'in-review' }, `status ${id}`]
      : [
          '/api/comments',
          doctor.token,
          { ApplicationId: id, section: 'A', message: `Change ${n}` },
          `comment ${id}`,
        ];
    const sent = performance.now();
    const response = await fetch(`${one.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${url}: ${response.status} ${await response.text()}`);
    }
    answers.push(performance.now() - sent);
    toDoctor.push((await waitFor(doctorArrivals, key)) - sent);
    toAdmin.push((await waitFor(adminArrivals, key)) - sent);
  }

  console.log('\ndelay from sending a change to process 1 until its event arrived on process 2:');
  console.log(summarise("the doctor's stream", toDoctor));
  console.log(summarise("the hospital administrator's stream", toAdmin));
  console.log(summarise('(the change answered by process 1 in)', answers));
  sources.forEach((source) => source.close());
  await Promise.all([stopServer(one), stopServer(two)]);
});
