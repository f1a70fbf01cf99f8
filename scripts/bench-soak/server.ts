// The server a soak runs against: a fresh PGlite data folder seeded like a first start, with
// `applications` more in the admins' queues and the largest application bench:packet builds (40
// pages of documents), then the given bundle started on it; stopped and removed afterwards.
import { randomBytes } from 'node:crypto';
import { issueAccessToken } from '../../apps/api/src/core/access/tokens';
import { createLocalStorage } from '../../apps/api/src/core/storage/local-storage';
import { findFreePort } from '../bench-api/bundle';
import { benchServerEnv, startServer, stopServer, withCleanup, type TServer } from '../bench-api/processes';
import { seedLargestApplication } from '../bench-packet/seed';
import { migrateAndSeed, seedApplications, withServerBench } from '../bench-seed';
import type { TTarget } from './phases';

const TOKEN_KEY = randomBytes(48).toString('base64url');

export async function withSoakServer<T>(
  { serverJs, applications }: { serverJs: string; applications: number },
  body: (server: TServer, target: TTarget) => Promise<T>,
): Promise<T> {
  return withServerBench('pglite', { serverUrl: '', name: 'soak' }, async (bench, { cwd, env }) => {
    await migrateAndSeed(bench.database);
    await seedApplications(bench.query, applications);
    const storage = createLocalStorage({ dataDir: env.DATA_DIR });
    const { applicationId, admin } = await seedLargestApplication(bench.query, storage);
    const token = await issueAccessToken({ TOKEN_KEY, ACCESS_TOKEN_TTL: '8h' }, admin);
    // PGlite is one process: the server can open the folder only once this process has closed it.
    await bench.database.close();
    const server = await startServer('API', [serverJs], {
      cwd,
      env: { ...benchServerEnv(TOKEN_KEY), ...env },
      port: await findFreePort(),
    });
    return withCleanup(
      () => stopServer(server),
      () => body(server, { baseUrl: server.baseUrl, token, applicationId }),
    );
  });
}
