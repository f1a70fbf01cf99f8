// One storm's database and server: a fresh database (PGlite in a data folder, or a database of its
// own on the PostgreSQL server) seeded with the applications, the built server started on it, and
// the admin whose searches make the storm; all of it stopped and removed afterwards, on Ctrl-C too.
import { randomBytes } from 'node:crypto';
import { issueAccessToken } from '../../apps/api/src/core/access/tokens';
import { findFreePort } from '../bench-api/bundle';
import type { TDbKind } from '../bench-api/options';
import { benchServerEnv, startServer, stopServer, withCleanup, type TServer } from '../bench-api/processes';
import { migrateAndSeed, seedApplications, withServerBench, type TQuery } from '../bench-seed';
import type { TStormOptions } from './options';

const TOKEN_KEY = randomBytes(48).toString('base64url');

/** A token of the demo admin of Riverside (one hospital of three), as signing in would give. */
async function findAdminToken(query: TQuery): Promise<string> {
  const [user] = await query<{ id: string; roles: string[]; sessionVersion: number }>(
    `select id, roles, session_version as "sessionVersion" from users where email = $1`,
    ['admin@riverside.example.org'],
  );
  return issueAccessToken({ TOKEN_KEY, ACCESS_TOKEN_TTL: '8h' }, user);
}

/** Seeds a database of `db`'s kind, starts the server on it, and runs `body` with both. */
export async function withSeededServer<T>(
  db: TDbKind,
  options: TStormOptions,
  body: (server: TServer, token: string) => Promise<T>,
): Promise<T> {
  const place = { serverUrl: options.serverUrl, name: 'storm' };
  return withServerBench(db, place, async (bench, { cwd, env }) => {
    const started = performance.now();
    await migrateAndSeed(bench.database);
    await seedApplications(bench.query, options.applications);
    const token = await findAdminToken(bench.query);
    console.log(
      `\n${bench.label}: ${options.applications.toLocaleString('en')} applications seeded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // PGlite is one process: the server can open the folder only once this process has closed it.
    await bench.database.close();
    const server = await startServer('API', [options.serverJs], {
      cwd,
      env: { ...benchServerEnv(TOKEN_KEY), ...options.serverEnv, ...env },
      port: await findFreePort(),
    });
    return withCleanup(
      () => stopServer(server),
      () => body(server, token),
    );
  });
}
