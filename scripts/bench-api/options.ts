// The flags of `npm run bench:api` (see the header of scripts/bench-api.ts), and the parsing of
// the flags bench-storm shares with it (numbers, lists, --db, --env).
import path from 'node:path';
import { parseArgs } from 'node:util';

export const ENDPOINT_NAMES = [
  'queue',
  'queue-br',
  'queue-search',
  'queue-search-email',
  'counts',
  'doctor-list',
  'review',
  'settings',
  'me',
] as const;
export type TEndpointName = (typeof ENDPOINT_NAMES)[number];
export type TDbKind = 'pglite' | 'pg';

export type TBenchOptions = {
  databases: TDbKind[];
  sizes: number[];
  /** Seconds of one measured round on one server. */
  duration: number;
  rounds: number;
  connections: number;
  /** Seconds of unmeasured load on each server before an endpoint's rounds (0: none). */
  warmup: number;
  only: TEndpointName[];
  serverUrl: string;
  /** Rebuild apps/api/dist/server.js before starting (it is built anyway when missing). */
  build: boolean;
  /** A smoke run: also skips the first start on an empty database. */
  isQuick: boolean;
  /** More environment for the real server (`--env MAX_EVENT_LOOP_DELAY_MS=0`). */
  serverEnv: Record<string, string>;
  /** Where the real server writes its V8 CPU profile (`--cpu-prof <dir>`); none when undefined. */
  cpuProfDir?: string;
  /** Another build of the server (`--baseline <server.js>`), measured in the same rounds. */
  baselineJs?: string;
  /** Requests per endpoint for the per-stage CPU (in-process, profiled); 0: not measured. */
  stageRequests: number;
  /** Only the per-stage CPU: no servers, no load (`--stages-only`). */
  isStagesOnly: boolean;
};

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A flag given once or more, each value possibly a comma-separated list: all the values. */
export function list(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return values.flatMap((v) => v.split(',').map((s) => s.trim())).filter(Boolean);
}

/** A number above 0 (or of at least `min`), `fallback` when not given; `100_000` reads as 100000. */
export function positive(
  name: string,
  value: string | undefined,
  fallback: number,
  min = Number.MIN_VALUE,
): number {
  if (value === undefined) {
    return fallback;
  }
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(number) || number < min) {
    throw new Error(
      `--${name} must be a number ${min === Number.MIN_VALUE ? 'above 0' : `of at least ${min}`}, got ${value}`,
    );
  }
  return number;
}

/** `--db pglite|pg|both`: the databases to run on, PGlite first. */
export function parseDatabases(db: string | undefined): TDbKind[] {
  if (db !== 'pglite' && db !== 'pg' && db !== 'both') {
    throw new Error(`--db must be pglite, pg or both, got ${db}`);
  }
  return db === 'both' ? ['pglite', 'pg'] : [db];
}

/** `--env KEY=VALUE`, as often as needed: more environment for the server under test. */
export function parseServerEnv(pairs: string[] | undefined): Record<string, string> {
  const serverEnv: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(pair);
    if (!match) {
      throw new Error(`--env takes KEY=VALUE, got ${pair}`);
    }
    serverEnv[match[1]] = match[2];
  }
  return serverEnv;
}

export function parseBenchOptions(argv: string[]): TBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'both' },
      applications: { type: 'string', multiple: true },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      only: { type: 'string', multiple: true },
      env: { type: 'string', multiple: true },
      'cpu-prof': { type: 'string' },
      baseline: { type: 'string' },
      'stage-requests': { type: 'string' },
      'stages-only': { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run bench:api -- [--db pglite|pg|both] [--applications 1000,100000] [--duration 3] [--rounds 3]\n' +
        '  [--connections 50] [--warmup 1] [--only queue,queue-br,queue-search,queue-search-email,counts,doctor-list,review,settings,me] [--quick] [--build]\n' +
        '  [--env KEY=VALUE ...]  (more environment for the real server)\n' +
        '  [--cpu-prof <dir>]  (the real server writes a V8 CPU profile into <dir>)\n' +
        '  [--baseline <server.js>]  (another build of the server, e.g. a copy of apps/api/dist made before a\n' +
        '    change, measured in the same rounds)\n' +
        '  [--stage-requests 1000] [--stages-only]  (the per-stage CPU, in-process; 0: not measured)\n' +
        'PostgreSQL: DATABASE_URL, else ' +
        DEFAULT_SERVER_URL,
    );
    process.exit(0);
  }
  const quick = values.quick;
  const sizes = list(values.applications).map((s) => Math.round(positive('applications', s, 0)));
  const only = list(values.only);
  for (const name of only) {
    if (!(ENDPOINT_NAMES as readonly string[]).includes(name)) {
      throw new Error(`--only: unknown endpoint ${name} (one of ${ENDPOINT_NAMES.join(', ')})`);
    }
  }
  return {
    databases: parseDatabases(values.db),
    sizes: sizes.length > 0 ? sizes : quick ? [1000] : [1000, 100_000],
    duration: positive('duration', values.duration, quick ? 1 : 3),
    rounds: Math.round(positive('rounds', values.rounds, quick ? 1 : 3)),
    // The smoke uses fewer connections so that even the slowest request answers within its round.
    connections: Math.round(positive('connections', values.connections, quick ? 10 : 50)),
    warmup: positive('warmup', values.warmup, quick ? 0 : 1, 0),
    only: only.length > 0 ? (only as TEndpointName[]) : [...ENDPOINT_NAMES],
    serverUrl: process.env.DATABASE_URL || DEFAULT_SERVER_URL,
    build: values.build,
    isQuick: quick,
    serverEnv: parseServerEnv(values.env),
    cpuProfDir: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined,
    baselineJs: values.baseline ? path.resolve(values.baseline) : undefined,
    stageRequests: Math.round(positive('stage-requests', values['stage-requests'], quick ? 300 : 1000, 0)),
    isStagesOnly: values['stages-only'],
  };
}
