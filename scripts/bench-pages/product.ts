// The built product for the page benchmark: a server on a fresh data folder whose mail goes to a
// local SMTP server (as in the e2e journeys), and the people and routes of routes.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from '../../e2e/support/mailbox';
import { ensureServerBuilt, findFreePort } from '../bench-api/bundle';
import { addCleanup, benchServerEnv, startServer, stopServer, type TServer } from '../bench-api/processes';
import { build } from '../build.mjs';
import { signInAndListRoutes, type TRoute } from './routes';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;

export type TRunningProduct = { baseUrl: string; routes: TRoute[]; stop: () => Promise<void> };

/**
 * Builds what is stale, starts the server and sets up the people and routes (routes.ts). `stop`
 * (which Ctrl-C runs too, through cleanUpOnInterrupt in the caller) stops the server and the
 * mailbox and removes the data folder.
 */
export async function startBenchProduct(): Promise<TRunningProduct> {
  const serverJs = path.join(ROOT, 'apps/api/dist/server.js');
  const otherSites = Object.fromEntries(
    ['PORTAL_DIST', 'ADMIN_DIST'].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  if (Object.keys(otherSites).length === 0) {
    build({ onlyStale: true });
  } else {
    // Measuring other builds of the sites: the working tree's sites do not matter (nor build).
    ensureServerBuilt(ROOT, serverJs, false);
  }
  const mailbox = await startMailbox();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-pages-'));
  let server: TServer | null = null;
  const stop = async () => {
    if (server) {
      await stopServer(server);
    }
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  addCleanup(stop);
  try {
    const env = {
      ...benchServerEnv(randomBytes(48).toString('base64url')),
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      SMTP_URL: mailbox.url,
      // The overload guard answers 503 when the event loop lags over 1 s, which a shared machine
      // does now and then: a page missing a chunk would measure nothing useful.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...otherSites,
    };
    for (let attempt = 1; !server; attempt += 1) {
      try {
        server = await startServer('server', [serverJs], { cwd: ROOT, port: await findFreePort(), env });
      } catch (error) {
        // Others on this machine may take the free port between the check and the listen.
        if (attempt === 3 || !String(error).includes('EADDRINUSE')) {
          throw error;
        }
      }
    }
    return {
      baseUrl: server.baseUrl,
      routes: await signInAndListRoutes(server.baseUrl, mailbox, DEMO_PASSWORD),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
