import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TApplicationSummary, TVerificationItem } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { applications, formResponses, verificationEvents, verificationItems } from '@/core/db/schema';
import { syncChecklist } from '@/modules/verification/checklist';
import {
  DEACTIVATED_NPI,
  MATCHING_NPI,
  SEVERAL_RESULTS_NPI,
  UNKNOWN_NPI,
} from '../../../scripts/fake-npi-registry/fixtures';
import { startFakeNpiRegistry, type TFakeNpiRegistry } from '../../../scripts/fake-npi-registry/server';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { expectNoData, resultOf, send } from './application-fixtures';
import { createVerificationCase, type TVerificationCase } from './verification-fixtures';
import { verificationAnswers } from './verification-form';

const UNAVAILABLE = 'The NPPES NPI Registry did not answer. Try again, or verify by hand.';

describe('the NPI item, checked against the NPPES NPI Registry', () => {
  let t: TTestApp;
  let registry: TFakeNpiRegistry;
  let ada: TVerificationCase;

  /** The application's checklist item with `key`, built as on submission. */
  async function itemOf(applicationId: string, key: string) {
    await syncChecklist(t.db, applicationId);
    const [item] = await t.db
      .select()
      .from(verificationItems)
      .where(and(eq(verificationItems.applicationId, applicationId), eq(verificationItems.key, key)));
    return item;
  }

  const checkUrl = (applicationId: string, itemId: string) =>
    `/api/admin/applications/${applicationId}/verification/${itemId}/check`;

  /** A doctor's submitted application with `answers`, its NPI item checked by its admin. */
  async function checkCase(answers: TFormAnswers) {
    const c = await createVerificationCase(t, { answers });
    const item = await itemOf(c.application.id, 'npi');
    const response = await send(t.app, 'POST', checkUrl(c.application.id, item.id), c.admin.token);
    return { c, item: resultOf<TVerificationItem>(response) };
  }

  beforeAll(async () => {
    registry = await startFakeNpiRegistry();
    t = await createTestApp({ env: { NPI_REGISTRY_URL: registry.url, NPI_REGISTRY_TIMEOUT_MS: '400' } });
    ada = await createVerificationCase(t);
  });
  beforeEach(() => registry.setMode('normal'));
  afterAll(async () => {
    await t.close();
    await registry.close();
  });

  it('verifies a matching doctor, shows each check and keeps the registry’s record unchanged', async () => {
    const npi = await itemOf(ada.application.id, 'npi');
    expect(npi.state).toBe('pending');
    const item = resultOf<TVerificationItem>(
      await send(t.app, 'POST', checkUrl(ada.application.id, npi.id), ada.admin.token),
    );
    expect(item).toMatchObject({
      id: npi.id,
      kind: 'npi',
      state: 'verified',
      source: 'NPPES NPI Registry API 2.1',
      verifiedBy: { userId: null, name: 'DocApply: NPPES NPI Registry' },
      referenceNumber: MATCHING_NPI,
      automatic: 'npi',
      lastError: null,
    });
    expect(Date.now() - Date.parse(item.verifiedAt ?? '')).toBeLessThan(60_000);
    expect(item.checks.map((check) => [check.field, check.found, check.matches])).toEqual([
      ['NPI', MATCHING_NPI, true],
      ['Status', 'Active', true],
      ['Name', 'ADA N OKAFOR', true],
      ['Credential', 'M.D.', true],
      ['Taxonomy', '207R00000X (Internal Medicine)', true],
      ['Licence IL', '036.123456', true],
      ['Licence CA', 'A123456', true],
    ]);
    expect([registry.requests.at(-1)?.get('version'), registry.requests.at(-1)?.get('number')]).toEqual([
      '2.1',
      MATCHING_NPI,
    ]);
    // The evidence is the registry's body as it came, and the admin can download it as such.
    const body = await (await fetch(`${registry.url}?version=2.1&number=${MATCHING_NPI}`)).text();
    expect(item.evidence).toEqual({ file: null, record: body, recordContentType: 'application/json' });
    const record = await send(
      t.app,
      'GET',
      `/api/admin/applications/${ada.application.id}/verification/${npi.id}/record`,
      ada.admin.token,
    );
    expect(record.statusCode, record.body).toBe(200);
    expect(record.headers['content-type']).toMatch(/^application\/json/);
    expect(record.body).toBe(body);
    // The history a surveyor reads, and the queue's kept progress.
    const events = await t.db.select().from(verificationEvents).where(eq(verificationEvents.itemId, npi.id));
    expect(events.map((event) => [event.state, event.verifiedByLabel, event.evidenceRecord])).toEqual([
      ['verified', 'DocApply: NPPES NPI Registry', body],
    ]);
    const [progress] = await t.db
      .select({ done: applications.verificationDone })
      .from(applications)
      .where(eq(applications.id, ada.application.id));
    expect(progress.done).toBeGreaterThanOrEqual(1);
  });

  it('finds a discrepancy when the name differs, saying which field', async () => {
    const { item } = await checkCase({ legalFirstName: 'Adaeze' });
    expect(item.state).toBe('discrepancy');
    expect(item.checks.find((check) => check.field === 'Name')).toEqual({
      field: 'Name',
      expected: 'Adaeze N Okafor',
      found: 'ADA N OKAFOR',
      matches: false,
    });
    expect(item.note).toBe('Does not match the application: Name.');
    expect(item.evidence.record).toContain('"first_name":"ADA"');
  });

  it('finds a discrepancy when the registry has no record, several records, or a deactivated NPI', async () => {
    const none = await checkCase({ npi: UNKNOWN_NPI });
    expect(none.item).toMatchObject({
      state: 'discrepancy',
      checks: [],
      note: `The NPPES NPI Registry has no record of NPI ${UNKNOWN_NPI}.`,
      evidence: { record: '{"result_count":0,"results":[]}' },
    });
    const several = await checkCase({ npi: SEVERAL_RESULTS_NPI });
    expect(several.item).toMatchObject({
      state: 'discrepancy',
      note: `The NPPES NPI Registry answered 2 records for NPI ${SEVERAL_RESULTS_NPI}: verify by hand which one is the doctor's.`,
    });
    const deactivated = await checkCase({ npi: DEACTIVATED_NPI });
    expect(deactivated.item.state).toBe('discrepancy');
    expect(deactivated.item.checks.find((check) => check.field === 'Status')).toMatchObject({
      found: 'Deactivated on 02/28/2019',
      matches: false,
    });
    expect(deactivated.item.note).toBe('The NPI is not active in NPPES (Deactivated on 02/28/2019).');
  });

  it('says the registry did not answer, keeps the item as it was, and a retry works once it is back', async () => {
    const c = await createVerificationCase(t);
    const npi = await itemOf(c.application.id, 'npi');
    for (const mode of ['failing', 'garbage', 'silent'] as const) {
      registry.setMode(mode);
      const response = await send(t.app, 'POST', checkUrl(c.application.id, npi.id), c.admin.token);
      expect(resultOf<TVerificationItem>(response), mode).toMatchObject({
        state: 'pending',
        source: null,
        verifiedAt: null,
        checks: [],
        evidence: { record: null },
        lastError: UNAVAILABLE,
      });
    }
    expect(await t.db.select().from(verificationEvents).where(eq(verificationEvents.itemId, npi.id))).toEqual(
      [],
    );

    registry.setMode('normal');
    const retried = resultOf<TVerificationItem>(
      await send(t.app, 'POST', checkUrl(c.application.id, npi.id), c.admin.token),
    );
    expect(retried).toMatchObject({ state: 'verified', lastError: null });

    // A later outage leaves the verification standing, with the failed attempt said beside it.
    registry.setMode('failing');
    const again = resultOf<TVerificationItem>(
      await send(t.app, 'POST', checkUrl(c.application.id, npi.id), c.admin.token),
    );
    expect(again).toMatchObject({
      state: 'verified',
      source: 'NPPES NPI Registry API 2.1',
      lastError: UNAVAILABLE,
    });
    expect(again.evidence.record).toBe(retried.evidence.record);
  });

  it('checks only the NPI item, and only an application that gives an NPI', async () => {
    const dea = await itemOf(ada.application.id, 'dea');
    const refused = await send(t.app, 'POST', checkUrl(ada.application.id, dea.id), ada.admin.token);
    expectNoData(refused, 409);
    expect(refused.json().error.message).toBe(
      'Only the NPI item is checked by DocApply itself. Record this one by hand.',
    );

    const c = await createVerificationCase(t);
    const npi = await itemOf(c.application.id, 'npi');
    await t.db
      .update(formResponses)
      .set({ answers: verificationAnswers({ npi: '' }) })
      .where(eq(formResponses.id, c.application.applicationResponseId));
    const noNpi = await send(t.app, 'POST', checkUrl(c.application.id, npi.id), c.admin.token);
    expectNoData(noNpi, 409);
    expect(noNpi.json().error.message).toBe(
      'The application gives no NPI to look up. Verify this item by hand.',
    );
  });

  it('is the hospital’s alone: 404 to another hospital’s admin, 403 to doctors, 401 without a session', async () => {
    const npi = await itemOf(ada.application.id, 'npi');
    const url = checkUrl(ada.application.id, npi.id);
    const other = await createVerificationCase(t);
    expectNoData(await send(t.app, 'POST', url, other.admin.token), 404);
    expectNoData(await send(t.app, 'POST', url, ada.doctor.token), 403);
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    expectNoData(await send(t.app, 'POST', url, platform.token), 403);
    expectNoData(await send(t.app, 'POST', url), 401);
    // Another application's item, a made-up item and a malformed id: not found.
    const otherNpi = await itemOf(other.application.id, 'npi');
    expectNoData(await send(t.app, 'POST', checkUrl(ada.application.id, otherNpi.id), ada.admin.token), 404);
    const madeUp = checkUrl(ada.application.id, '00000000-0000-4000-8000-000000000000');
    expectNoData(await send(t.app, 'POST', madeUp, ada.admin.token), 404);
    expectNoData(await send(t.app, 'POST', checkUrl(ada.application.id, 'not-a-uuid'), ada.admin.token), 404);
    expectNoData(await send(t.app, 'POST', checkUrl('not-a-uuid', npi.id), ada.admin.token), 404);
    // A draft is the doctor's alone.
    const drafter = await createPerson(t, 'Dee', 'Draft');
    const { id: draftId } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', drafter.token, { hospitalId: ada.hospital.hospital.id }),
      201,
    );
    const sameHospitalAdmin = await createHospitalAdmin(t, 'Sam', 'Same', ada.hospital.hospital.id);
    expectNoData(await send(t.app, 'POST', checkUrl(draftId, npi.id), sameHospitalAdmin.token), 404);
    // Nothing was written by any of these.
    const [after] = await t.db.select().from(verificationItems).where(eq(verificationItems.id, otherNpi.id));
    expect(after.state).toBe('pending');
  });
});
