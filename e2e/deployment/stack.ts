import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { startMailbox } from '../support/mailbox';
import { freePort } from '../support/server';

/**
 * The deployment docs/operations/ describes, on this machine: API processes started as its systemd
 * unit starts them, with the environment file its example gives, behind Debian's nginx running its
 * site configuration, on one PostgreSQL, an S3-compatible server (s3rver), Redis and an SMTP sink.
 * Only the values an operator changes are replaced: the install's folder, the host name, the ports,
 * the certificate and the services' addresses.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OPERATIONS = join(ROOT, 'docs/operations');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const INSTALL_DIR = '/opt/docapply';
export const BUCKET = 'docapply-documents';

/** A self-signed certificate for localhost, as a hospital's would come from its CA. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** A throwaway database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
export async function createDatabase(serverUrl: string) {
  const name = `docapply_deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * One of Redis's numbered databases that holds nothing, for this run's counters; emptied by `release`.
 * Another run on the same Redis takes another.
 */
export async function takeRedisDatabase(host = '127.0.0.1', port = 6379) {
  for (let index = 15; index >= 1; index--) {
    const redis = new Redis({ host, port, db: index, lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    // A key of our own first, so two runs starting together cannot pick the same database.
    const claimed = (await redis.set('docapply:deployment-test', '1', 'EX', 3600, 'NX')) === 'OK';
    if (claimed && (await redis.dbsize()) === 1) {
      await redis.del('docapply:deployment-test');
      return {
        url: `redis://${host}:${port}/${index}`,
        keys: () => redis.keys('*'),
        async release() {
          await redis.flushdb();
          redis.disconnect();
        },
      };
    }
    if (claimed) {
      await redis.del('docapply:deployment-test');
    }
    redis.disconnect();
  }
  throw new Error('No empty Redis database (1-15) on this server');
}

/** A local S3-compatible server with the documents' bucket; `stop` and `start` again keep its files. */
export async function startS3(dir: string) {
  const port = await freePort();
  const make = () =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
  let server = make();
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objectCount: () =>
      Number(
        execFileSync('find', [join(dir, BUCKET), '-name', '*._S3rver_object'])
          .toString()
          .split('\n')
          .filter(Boolean).length,
      ),
    async stop() {
      await server.close();
    },
    async start() {
      server = make();
      await server.run();
    },
  };
}

type TCleanup = () => Promise<void> | void;

/**
 * What runs beside the API processes, each undone by a cleanup put first in `cleanups` (the caller
 * runs them in order): a certificate for localhost (trusted from now on by this process's fetch, as
 * a browser trusts the hospital's CA), an empty Redis database, s3rver with the bucket, an SMTP sink,
 * and the ports. `settings` gives the processes' settings for them and the site's addresses.
 */
export async function startServices(dir: string, cleanups: TCleanup[]) {
  const certificate = makeCertificate(dir);
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certificate.cert, 'utf8')]);
  const redis = await takeRedisDatabase();
  cleanups.unshift(redis.release);
  mkdirSync(join(dir, 's3'));
  const s3 = await startS3(join(dir, 's3'));
  cleanups.unshift(s3.stop);
  const mailbox = await startMailbox();
  cleanups.unshift(mailbox.close);
  const [https, http, a, b] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const site = `https://localhost:${https}`;
  const settings = ({ databaseUrl, tokenKey }: { databaseUrl: string; tokenKey: string }) => ({
    DATABASE_URL: databaseUrl,
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'DocApply <credentialing@hospital.test>',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    REDIS_URL: redis.url,
    DATA_DIR: join(dir, 'data'),
    API_URL: `${site}/api`,
    DOCTOR_URL: `${site}/`,
    ADMIN_URL: `${site}/admin/`,
    TOKEN_KEY: tokenKey,
    METRICS_TOKEN: randomBytes(24).toString('hex'),
  });
  return { certificate, redis, s3, mailbox, ports: { https, http, a, b }, site, settings };
}

/** KEY=VALUE lines (systemd's EnvironmentFile and the README's .env), comments and blanks skipped. */
function parseEnvironmentLines(lines: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      continue;
    }
    const equals = trimmed.indexOf('=');
    env[trimmed.slice(0, equals)] = trimmed.slice(equals + 1);
  }
  return env;
}

/** docs/operations/docapply.env.example with the test's values: every key it names must be given one. */
export function environmentFromExample(values: Record<string, string>): Record<string, string> {
  const example = parseEnvironmentLines(
    readFileSync(join(OPERATIONS, 'docapply.env.example'), 'utf8').split('\n'),
  );
  const unset = Object.keys(example).filter(
    (key) =>
      example[key].includes('example.') ||
      example[key].includes('change-me') ||
      example[key].includes('.internal'),
  );
  const missing = unset.filter((key) => values[key] === undefined);
  if (missing.length > 0) {
    throw new Error(`The test gives no value for ${missing.join(', ')} of docapply.env.example`);
  }
  return { ...example, ...values };
}

/** What docapply@.service runs for instance `port`: its ExecStart, WorkingDirectory and Environment. */
export function readServiceUnit(port: number) {
  const lines = readFileSync(join(OPERATIONS, 'systemd/docapply@.service'), 'utf8').split('\n');
  const setting = (name: string) =>
    lines.filter((line) => line.startsWith(`${name}=`)).map((line) => line.slice(name.length + 1));
  const local = (value: string) =>
    value.replaceAll(INSTALL_DIR, ROOT.replace(/\/$/, '')).replaceAll('%i', String(port));
  const [command, ...args] = local(setting('ExecStart')[0]).split(/\s+/);
  return {
    command,
    args,
    cwd: local(setting('WorkingDirectory')[0]),
    environment: parseEnvironmentLines(setting('Environment').map(local)),
  };
}

export type TApiProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts one API process as systemd would; resolves once it says it is ready. */
export async function startApiProcess(
  environment: Record<string, string>,
  port?: number,
): Promise<TApiProcess> {
  const chosen = port ?? (await freePort());
  const unit = readServiceUnit(chosen);
  const child = spawn(unit.command, unit.args, {
    cwd: unit.cwd,
    env: { PATH: process.env.PATH, TMPDIR: process.env.TMPDIR, ...environment, ...unit.environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Ready in')) {
        resolve();
      } else {
        timer = setTimeout(check, 100);
      }
    };
    let timer = setTimeout(check, 100);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The API process on ${chosen} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { port: chosen, url: `http://127.0.0.1:${chosen}`, child, output: () => output, exited };
}

export async function stopApiProcess(api: TApiProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) {
    return;
  }
  api.child.kill(signal);
  await api.exited;
}

/**
 * nginx with docs/operations/nginx/docapply.conf as its one site, in a prefix folder of its own
 * (its logs, temp files and pid there), run in the foreground as the test's child.
 */
export async function startNginx({
  dir,
  httpsPort,
  httpPort,
  upstreams,
  certificate,
}: {
  dir: string;
  httpsPort: number;
  httpPort: number;
  upstreams: number[];
  certificate: { cert: string; key: string };
}) {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const documented = readFileSync(join(OPERATIONS, 'nginx/docapply.conf'), 'utf8');
  const servers = documented.match(/^ {2}server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  if (servers.length !== upstreams.length) {
    throw new Error(
      `docapply.conf names ${servers.length} upstream servers; the test runs ${upstreams.length}`,
    );
  }
  let site = documented
    .replaceAll(INSTALL_DIR, ROOT.replace(/\/$/, ''))
    .replaceAll('apply.example.org', 'localhost')
    .replace('/etc/ssl/docapply/fullchain.pem', certificate.cert)
    .replace('/etc/ssl/docapply/privkey.pem', certificate.key)
    .replaceAll('/var/log/nginx/docapply.access.log', join(dir, 'logs/access.log'))
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/^ {2}listen \[::\].*\n/gm, '');
  servers.forEach((line, index) => {
    site = site.replace(line, line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${upstreams[index]}`));
  });
  writeFileSync(join(dir, 'docapply.conf'), site);
  // Debian's /etc/nginx/nginx.conf, cut to what a test needs; its http block includes the site.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs/error.log')} warn;`,
      process.getuid?.() === 0 ? 'user root;' : '',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${join(dir, 'logs/other.log')};`,
      `  client_body_temp_path ${join(dir, 'client_body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      `  include ${join(dir, 'docapply.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `https://localhost:${httpsPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    }
    try {
      await fetch(`${url}/api/health/live`);
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`nginx did not answer within 30 s:\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    httpUrl: `http://localhost:${httpPort}`,
    /** nginx's master and its workers. */
    pids: () => [child.pid ?? 0, ...childrenOf(child.pid ?? 0)],
    accessLog: () => {
      const file = join(dir, 'logs/access.log');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/** The processes whose parent is `pid` (/proc/<pid>/stat's fourth field). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A folder of the run's own, removed by `remove`. */
export function makeTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'docapply-deploy-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
