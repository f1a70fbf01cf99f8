import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExclusionImport, TExclusionLists } from '@docapply/contracts';
import { scheduledJobs } from '@/core/db/schema';
import { EXCLUSION_LISTS_JOB_NAME } from '@/modules/exclusions/job';
import { isPublicAddress } from '@/lib/egress';
import { resultOf, send } from './application-fixtures';
import { generateLeieCsv } from './exclusions-csv';
import {
  makeNpi,
  readAlert,
  readScreening,
  submitScreenedDoctor,
  type TScreenedDoctor,
} from './exclusions-fixtures';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createVerificationHospital } from './verification-fixtures';

const NPI = makeNpi(710_000_004);
const LEIE = generateLeieCsv({
  rows: 200,
  extra: [{ LASTNAME: 'JOBSON', FIRSTNAME: 'JOAN', NPI, DOB: '19770707' }],
});

/** The OIG's download server, played by a local one: the list, a missing file, and a wrong file. */
/** POST a list's download, as the platform admin whose token is given. */
const downloadList = (t: TTestApp, token: string, source: 'oig' | 'sam') =>
  send(t.app, 'POST', `/api/platform/exclusion-lists/${source}/download`, token);

function startListServer(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/exclusions/UPDATED.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' }).end(LEIE);
    } else if (request.url === '/exclusions/not-a-list.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' }).end('NAME,CITY\n"X","Y"\n');
    } else {
      response.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The platform administrator gives the LEIE's download address; the daily job downloads, imports
 * and screens when the last import is over 30 days old; a failing download keeps the list in use
 * and is recorded as the job's last error, and answers the "Download now" button without a 500.
 */
describe('exclusion lists: the monthly download', () => {
  let t: TTestApp;
  let server: Server;
  let base: string;
  let platform: TPerson;
  let admin: TPerson;
  let joan: TScreenedDoctor;
  let first: TExclusionImport;

  const setUrl = async (url: string | null) =>
    resultOf<TExclusionLists>(
      await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', platform.token, { url }),
    );
  const runJob = async (now: Date) => (await t.runJobs(now, { names: [EXCLUSION_LISTS_JOB_NAME] }))[0];
  const readJobRow = async () =>
    (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, EXCLUSION_LISTS_JOB_NAME)))[0];
  const currentImport = async () =>
    resultOf<TExclusionLists>(
      await send(t.app, 'GET', '/api/platform/exclusion-lists', platform.token),
    ).sources.find((source) => source.source === 'oig')?.current;

  beforeAll(async () => {
    server = await startListServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The OIG's server is played by one on this machine: the operator lets downloads reach it.
    t = await createTestApp({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    const { hospital, admin: hospitalAdmin } = await createVerificationHospital(t);
    admin = hospitalAdmin;
    joan = await submitScreenedDoctor(t, hospital, {
      first: 'Joan',
      last: 'Jobson',
      dateOfBirth: '1977-07-07',
      npi: NPI,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does nothing while no download address is set', async () => {
    const outcome = await runJob(new Date());
    expect(outcome).toMatchObject({ ran: true, summary: 'No exclusion list was due' });
    expect(await currentImport()).toBeNull();
  });

  it('downloads, imports and screens the list when none was imported, then waits a month', async () => {
    await setUrl(`${base}/exclusions/UPDATED.csv`);
    const now = new Date();
    const outcome = await runJob(now);
    expect(outcome.error).toBeUndefined();
    expect(outcome.summary).toContain('OIG LEIE: 191 entries');
    first = (await currentImport())!;
    expect(first).toMatchObject({
      rowCount: 191,
      url: `${base}/exclusions/UPDATED.csv`,
      fileName: 'UPDATED.csv',
      listDate: dayjs(now).format('YYYY-MM-DD'),
      importedBy: 'DocApply (monthly job)',
      hits: 1,
    });
    expect((await readScreening(t, admin.token, joan.applicationId, 'oig')).latest?.result).toBe('hit');
    expect(await readAlert(t, admin.token, joan.applicationId)).toBe(true);

    const nextDay = await runJob(dayjs(now).add(1, 'day').toDate());
    expect(nextDay.summary).toBe('No exclusion list was due');
    expect((await currentImport())?.id).toBe(first.id);
  });

  it("a failing download keeps the previous list and is the job's last error", async () => {
    await setUrl(`${base}/exclusions/missing.csv`);
    const monthLater = dayjs().add(31, 'day').toDate();
    const outcome = await runJob(monthLater);
    expect(outcome.error).toContain('could not be downloaded');
    expect(outcome.error).toContain('404');
    expect((await readJobRow()).lastError).toContain('The current list stays in use');
    expect((await currentImport())?.id).toBe(first.id);

    await setUrl(`${base}/exclusions/not-a-list.csv`);
    const wrongFile = await runJob(monthLater);
    expect(wrongFile.error).toContain('its header lacks the columns LASTNAME');
    expect((await currentImport())?.id).toBe(first.id);
    expect(await readAlert(t, admin.token, joan.applicationId)).toBe(true);

    // The next successful run clears the error.
    await setUrl(`${base}/exclusions/UPDATED.csv`);
    expect((await runJob(monthLater)).error).toBeUndefined();
    expect((await readJobRow()).lastError).toBeNull();
  });

  it('"Download now" imports at once, and answers a failure with 409 and the reason, never a 500', async () => {
    const downloaded = resultOf<TExclusionImport>(await downloadList(t, platform.token, 'oig'));
    expect(downloaded).toMatchObject({ rowCount: 191, importedBy: 'Pat Platform', hits: 1 });

    await setUrl(`${base}/exclusions/missing.csv`);
    const missing = await downloadList(t, platform.token, 'oig');
    expect(missing.statusCode, missing.body).toBe(409);
    expect(missing.json<{ error: { message: string } }>().error.message).toContain('answered 404');

    // Nothing listens on port 9 of this machine (the discard service): the connection is refused.
    await setUrl('http://127.0.0.1:9/UPDATED.csv');
    const unreachable = await downloadList(t, platform.token, 'oig');
    expect(unreachable.statusCode, unreachable.body).toBe(409);

    await setUrl(null);
    const none = await downloadList(t, platform.token, 'sam');
    expect(none.statusCode).toBe(409);
    expect((await currentImport())?.id).toBe(downloaded.id);
  });
});

describe('exclusion lists: a download address on a private or local network', () => {
  let t: TTestApp;
  let server: Server;
  let platform: TPerson;
  let requests = 0;
  beforeAll(async () => {
    server = await startListServer();
    server.on('request', () => (requests += 1));
    t = await createTestApp();
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is refused with 409 and the reason, by address or by a name that resolves there, and never reached', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const url = `http://${host}:${port}/exclusions/UPDATED.csv`;
      await send(t.app, 'PUT', '/api/platform/exclusion-lists/oig', platform.token, { url });
      const download = await downloadList(t, platform.token, 'oig');
      expect(download.statusCode, download.body).toBe(409);
      expect(download.json<{ error: { message: string } }>().error.message).toMatch(
        /is a private or local address, which downloads may not reach \(EGRESS_ALLOW_PRIVATE=true allows it\)/,
      );
    }
    expect(requests).toBe(0);
  });
});

describe('isPublicAddress', () => {
  it('takes only the public internet', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ];
    expect(refused.filter((address) => isPublicAddress(address))).toEqual([]);
    expect(
      ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'].every((address) => isPublicAddress(address)),
    ).toBe(true);
  });
});
