import { randomBytes, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type TPlatformAuditPage } from '@docapply/contracts';
import { auditLog } from '@/core/db/schema';
import { streamAuditCsv } from '@/modules/audit/export';
import { expectError } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms } from './application-fixtures';
import { createClient, resultOf } from './audit-fixtures';
import { readAttachment } from './helpers/attachment';

const DAY = 86_400_000;

describe('platform audit trail: GET /platform/audit and its CSV export', () => {
  let t: TTestApp;
  let platform: TPerson;
  let client: ReturnType<typeof createClient>;
  let hospitals: [string, string];
  let hospitalNames: [string, string];
  const run = randomBytes(4).toString('hex');
  const action = (name: string) => `test-${run}.${name}`;
  const applicationId = randomUUID();
  const start = Date.parse('2031-03-10T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    client = createClient(t.app);
    const [first, second] = [await createHospitalWithForms(t.db), await createHospitalWithForms(t.db)];
    hospitals = [first.hospital.id, second.hospital.id];
    hospitalNames = [first.hospital.name, second.hospital.name];
    // 120 rows a minute apart, two of them at the very same moment (the keyset's tie on time).
    await t.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        action: action(i % 2 === 0 ? 'even' : 'odd'),
        entity: i % 3 === 0 ? 'application' : 'form',
        actorId: null,
        actorLabel:
          i % 4 === 0
            ? `Quinn O'Hara <quinn.${run}@example.com>`
            : `=cmd|' /C calc'!A0 <x.${run}@example.com>`,
        hospitalId: hospitals[i % 2],
        applicationId: i < 10 ? applicationId : null,
        before: { status: 'draft' },
        after: { status: `step ${i}` },
        ip: '10.1.2.3',
        createdAt: new Date(i === 119 ? start + 118 * 60_000 : start + i * 60_000),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) =>
    resultOf<TPlatformAuditPage>(
      await client.send('GET', `/api/platform/audit?${query}`, { token: platform.token }),
    );

  it('pages newest first, 50 a page, reaching every row once', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`actor=${run}&cursor=${encodeURIComponent(cursor)}`);
      expect(page.data.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...page.data.map((row) => row.id));
      const times = page.data.map((row) => row.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });

  it('shows each row with who, where, its hospital and the values before and after', async () => {
    const [row] = (
      await list(`action=${action('even')}&hospitalId=${hospitals[0]}&applicationId=${applicationId}`)
    ).data;
    expect(row).toMatchObject({
      action: action('even'),
      entity: expect.any(String),
      actorLabel: expect.stringContaining(run),
      hospitalId: hospitals[0],
      hospitalName: hospitalNames[0],
      applicationId,
      before: { status: 'draft' },
      after: { status: 'step 8' },
      ip: '10.1.2.3',
    });
  });

  it('filters by action, entity, actor, hospital, application and dates', async () => {
    const count = async (query: string) => {
      const page = await list(`${query}&actor=${run}`);
      expect(page.nextCursor).toBeNull();
      return page.data.length;
    };
    expect(await count(`action=${action('odd')}&hospitalId=${hospitals[1]}&entity=application`)).toBe(20);
    expect(await count(`action=${action('odd')}&hospitalId=${hospitals[0]}`)).toBe(0);
    expect(await count(`applicationId=${applicationId}`)).toBe(10);
    expect((await list(`actor=${encodeURIComponent(`QUINN.${run}`)}`)).data).toHaveLength(30);
    expect((await list(`actor=${encodeURIComponent("o'hara")}&action=${action('even')}`)).data).toHaveLength(
      30,
    );
    expect((await list('actor=%25%25%25')).data).toHaveLength(0);
    // Whole days in UTC, or exact instants; both ends included.
    expect(await count(`from=2031-03-10&to=2031-03-10&applicationId=${applicationId}`)).toBe(10);
    expect(await count('to=2031-03-09')).toBe(0);
    const at = (minutes: number) => encodeURIComponent(new Date(start + minutes * 60_000).toISOString());
    expect(await count(`from=${at(10)}&to=${at(19)}`)).toBe(10);
    expect(await count(`from=${new Date(start + DAY).toISOString().slice(0, 10)}`)).toBe(0);
    // An empty parameter is no filter.
    expect((await list(`action=&entity=&hospitalId=&from=&to=&cursor=&actor=${run}`)).data).toHaveLength(50);
  });

  it('answers bad filters with 400 and the field', async () => {
    const bad = async (query: string) =>
      expectError(await client.send('GET', `/api/platform/audit?${query}`, { token: platform.token }), 400);
    expect((await bad('hospitalId=nope')).fields).toEqual({ hospitalId: AUDIT_MESSAGES.invalidHospital });
    expect((await bad('applicationId=1')).fields).toEqual({
      applicationId: AUDIT_MESSAGES.invalidApplication,
    });
    expect((await bad('from=2031-02-30')).fields).toEqual({ from: AUDIT_MESSAGES.badDate });
    expect((await bad('from=2031-03-11&to=2031-03-10')).fields).toEqual({ to: AUDIT_MESSAGES.toBeforeFrom });
    expect((await bad('cursor=abc')).fields).toEqual({ cursor: AUDIT_MESSAGES.badCursor });
    await bad('sort=asc');
    const exportBad = await client.send('GET', '/api/platform/audit/export?to=yesterday', {
      token: platform.token,
    });
    expectError(exportBad, 400);
  });

  it('exports the filtered rows as a CSV attachment, formulas defused', async () => {
    const response = await client.send(
      'GET',
      `/api/platform/audit/export?actor=${run}&hospitalId=${hospitals[0]}`,
      {
        token: platform.token,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(readAttachment(response.headers['content-disposition'])).toEqual({
      type: 'attachment',
      filename: expect.stringMatching(/^audit-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(60);
    expect(Object.keys(rows[0])).toEqual([
      'Date (UTC)',
      'Who',
      'Account id',
      'Action',
      'Action (words)',
      'Entity',
      'Entity id',
      'Hospital',
      'Hospital id',
      'Application id',
      'Before',
      'After',
      'Details',
      'IP address',
    ]);
    expect(rows[0]).toMatchObject({
      'Date (UTC)': new Date(start + 118 * 60_000).toISOString(),
      Hospital: hospitalNames[0],
      Before: '{"status":"draft"}',
      'IP address': '10.1.2.3',
    });
    const formulas = rows.filter((row) => row.Who.includes('cmd|'));
    expect(formulas.length).toBeGreaterThan(0);
    expect(formulas.every((row) => row.Who.startsWith("'="))).toBe(true);
  });

  it('stops an export at its row cap', async () => {
    const csv = await text(
      streamAuditCsv(t.db, { actor: run }, { maxRows: 7, onError: (error) => expect.fail(error.message) }),
    );
    expect(parse(csv, { columns: true, bom: true })).toHaveLength(7);
  });
});
