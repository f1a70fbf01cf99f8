// The flags of `npm run bench:storm` (see the header of scripts/bench-storm.ts); numbers, --db and
// --env read as bench:api reads them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_SERVER_URL,
  parseDatabases,
  parseServerEnv,
  positive,
  type TDbKind,
} from '../bench-api/options';

export type TStormOptions = {
  databases: TDbKind[];
  /** Seconds of the storm. */
  seconds: number;
  connections: number;
  /** Applications seeded before the storm. */
  applications: number;
  serverUrl: string;
  /** Rebuild apps/api/dist/server.js before starting (it is built anyway when missing). */
  build: boolean;
  /** The bundle to start (another build to compare); apps/api/dist/server.js by default. */
  serverJs: string;
  /** More environment for the server (`--env DB_MAX_QUEUE=16`). */
  serverEnv: Record<string, string>;
};

export function parseStormOptions(argv: string[], defaultServerJs: string): TStormOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'both' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      applications: { type: 'string' },
      env: { type: 'string', multiple: true },
      build: { type: 'boolean', default: false },
      server: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run bench:storm -- [--db pglite|pg|both] [--seconds 60] [--connections 50]\n' +
        '  [--applications 100000] [--build] [--server <bundle>] [--env KEY=VALUE ...]\n' +
        `PostgreSQL: DATABASE_URL, else ${DEFAULT_SERVER_URL}`,
    );
    process.exit(0);
  }
  return {
    databases: parseDatabases(values.db),
    seconds: positive('seconds', values.seconds, 60),
    connections: Math.round(positive('connections', values.connections, 50)),
    applications: Math.round(positive('applications', values.applications, 100_000)),
    serverUrl: process.env.DATABASE_URL || DEFAULT_SERVER_URL,
    build: values.build,
    serverJs: values.server ? path.resolve(values.server) : defaultServerJs,
    serverEnv: parseServerEnv(values.env),
  };
}
