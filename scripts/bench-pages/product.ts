// The built product for the page benchmark: a server on a fresh data folder whose mail goes to a
// local SMTP server (as in the e2e journeys), a new doctor and the demo hospital administrator
// signed in through the API, and the routes measured.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_STORAGE_KEYS, STORAGE_KEYS } from '../../packages/contracts/src/constants';
import { signInNewDoctor } from '../../e2e/support/doctor';
import { startMailbox, type TMailbox } from '../../e2e/support/mailbox';
import type { TProduct } from '../../e2e/support/server';
import { ensureServerBuilt, findFreePort } from '../bench-api/bundle';
import { addCleanup, benchServerEnv, startServer, stopServer, type TServer } from '../bench-api/processes';
import { build } from '../build.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
const HOSPITAL_ADMIN_EMAIL = 'admin@riverside.example.org';

/** A signed-in user as a site keeps it in localStorage (packages/ui/src/auth/auth-storage.ts). */
export type TSession = { tokenKey: string; userKey: string; token: string; user: unknown };

export type TRoute = {
  name: string;
  /** Path and query on the server; a signed-in route must still be there once loaded. */
  path: string;
  session: TSession | null;
  hasLighthouse: boolean;
};

export type TRunningProduct = { baseUrl: string; routes: TRoute[]; stop: () => Promise<void> };

export const ROUTE_NAMES = [
  'landing',
  'login',
  'register',
  'forgot-password',
  'dashboard',
  'apply',
  'applications',
  'admin-login',
  'admin-queue',
] as const;

async function postApi(baseUrl: string, url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { result: Record<string, unknown> };
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  }
  return json.result;
}

/** The demo administrator of Riverside: password, then the six-digit code from the mail. */
async function signInHospitalAdmin(baseUrl: string, mailbox: TMailbox): Promise<TSession> {
  const { challenge } = await postApi(baseUrl, '/auth/verifyUser', {
    email: HOSPITAL_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
  });
  const code = (await mailbox.waitFor(HOSPITAL_ADMIN_EMAIL, /code/i)).text.match(/\b\d{6}\b/)?.[0];
  const { token, user } = await postApi(baseUrl, '/auth/otp', { challenge, code });
  return { tokenKey: ADMIN_STORAGE_KEYS.token, userKey: ADMIN_STORAGE_KEYS.user, token: String(token), user };
}

/**
 * Builds what is stale, starts the server and signs the two users in. `stop` (which Ctrl-C runs
 * too, through cleanUpOnInterrupt in the caller) stops the server and the mailbox and removes the
 * data folder.
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
    return { baseUrl: server.baseUrl, routes: await signInAndListRoutes(server.baseUrl, mailbox), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signInAndListRoutes(baseUrl: string, mailbox: TMailbox): Promise<TRoute[]> {
  // signInNewDoctor reads only the base URL of the product it is given.
  const doctor = await signInNewDoctor({ baseUrl } as TProduct, mailbox);
  const doctorSession: TSession = {
    tokenKey: STORAGE_KEYS.token,
    userKey: STORAGE_KEYS.user,
    token: doctor.headers['x-auth-token'],
    user: doctor.user,
  };
  const admin = await signInHospitalAdmin(baseUrl, mailbox);
  const hospitals = (await (
    await fetch(`${baseUrl}/api/hospitals/all`, { headers: doctor.headers })
  ).json()) as {
    result: { data: { id: string }[] };
  };
  const hospitalId = hospitals.result.data[0].id;

  const route = (name: (typeof ROUTE_NAMES)[number], routePath: string, session: TSession | null) => ({
    name,
    path: routePath,
    session,
    hasLighthouse: ['landing', 'login', 'dashboard', 'admin-queue'].includes(name),
  });
  return [
    route('landing', '/', null),
    route('login', '/login', null),
    route('register', '/register', null),
    route('forgot-password', '/forgotPassword', null),
    route('dashboard', '/dashboard', doctorSession),
    // With a hospital chosen the page opens the application form (without, a picker).
    route('apply', `/apply?hospital=${hospitalId}`, doctorSession),
    route('applications', '/my/application', doctorSession),
    route('admin-login', '/admin/', null),
    route('admin-queue', '/admin/applications', admin),
  ];
}
