import dayjs from 'dayjs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationVerification, TVerificationItem } from '@docapply/contracts';
import { auditLog, verificationEvents } from '@/core/db/schema';
import { writeVerification } from '@/modules/verification/record';
import { expectClientError } from './helpers/error-shape';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';
import { PNG } from './packet-fixtures';
import {
  createVerificationCase,
  getVerification,
  recordVerification,
  type TVerificationCase,
} from './verification-fixtures';

const today = () => dayjs().format('YYYY-MM-DD');
const verified = (source = 'Medical Board of California: license look-up') => ({
  state: 'verified',
  source,
  verifiedOn: today(),
});

describe('verification checklist: a verification recorded by hand, with its evidence', () => {
  let t: TTestApp;
  let c: TVerificationCase;
  let other: TVerificationCase;
  let items: Record<string, TVerificationItem>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await createVerificationCase(t);
    other = await createVerificationCase(t);
    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, c.admin.token, c.application.id),
    );
    items = Object.fromEntries(checklist.items.map((item) => [item.key, item]));
  });
  afterAll(async () => {
    await t.close();
  });

  const target = (key: string) => ({ applicationId: c.application.id, itemId: items[key].id });
  const itemUrl = (key: string, suffix = '') =>
    `/api/admin/applications/${c.application.id}/verification/${items[key].id}${suffix}`;

  it('records the board’s look-up with an uploaded PNG; the evidence downloads unchanged and the history keeps each record', async () => {
    const response = await recordVerification(
      t,
      c.admin.token,
      target('licence:CA'),
      { ...verified(), referenceNumber: 'A123456', note: 'Clear and current, no discipline.' },
      { name: 'ca-board.png', content: PNG, type: 'image/png' },
    );
    const item = resultOf<TVerificationItem>(response);
    expect(item).toMatchObject({
      key: 'licence:CA',
      state: 'verified',
      source: 'Medical Board of California: license look-up',
      referenceNumber: 'A123456',
      note: 'Clear and current, no discipline.',
      verifiedBy: { userId: c.admin.id, name: 'Maria Lopez' },
      expired: false,
      evidence: { file: { name: 'ca-board.png', mime: 'image/png', size: PNG.length }, record: null },
    });
    expect(dayjs(item.verifiedAt).format('YYYY-MM-DD')).toBe(today());

    const download = await send(t.app, 'GET', itemUrl('licence:CA', '/evidence'), c.admin.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('ca-board.png');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // A later record replaces the item's current state; the history keeps both, evidence included.
    const second = resultOf<TVerificationItem>(
      await recordVerification(t, c.admin.token, target('licence:CA'), {
        state: 'discrepancy',
        source: 'Medical Board of California: license look-up',
        verifiedOn: today(),
        note: 'Now shows a public reprimand.',
      }),
    );
    expect(second).toMatchObject({ state: 'discrepancy', evidence: { file: null } });
    const history = await t.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.itemId, items['licence:CA'].id))
      .orderBy(asc(verificationEvents.createdAt));
    expect(history.map((row) => [row.state, row.evidenceFileId, row.verifiedBy])).toEqual([
      ['verified', item.evidence.file?.id, c.admin.id],
      ['discrepancy', null, c.admin.id],
    ]);
    expect((await send(t.app, 'GET', itemUrl('licence:CA', '/evidence'), c.admin.token)).statusCode).toBe(
      404,
    );

    // Each record is an audit row of the office's.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, c.application.id), eq(auditLog.action, 'verification.recorded')));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: c.admin.id, entityId: items['licence:CA'].id });

    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, c.admin.token, c.application.id),
    );
    expect(checklist.items.find((entry) => entry.key === 'licence:CA')?.state).toBe('discrepancy');
  });

  it('records an item as not applicable, counted as done', async () => {
    const item = resultOf<TVerificationItem>(
      await recordVerification(t, c.admin.token, target('malpractice'), {
        state: 'not-applicable',
        source: 'Hospital-employed physician',
        verifiedOn: today(),
        note: 'Covered by the hospital’s own policy.',
      }),
    );
    expect(item).toMatchObject({ state: 'not-applicable', expired: false });
    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, c.admin.token, c.application.id),
    );
    expect(checklist.done).toBe(1);
  });

  it('serves the record the system fetched, unchanged, with its content type', async () => {
    const record = '{"result_count":1,"results":[{"number":"1234567893"}]}';
    await writeVerification(t.db, target('npi'), {
      state: 'verified',
      source: 'NPPES NPI Registry',
      verifiedAt: new Date(),
      verifiedBy: null,
      verifiedByLabel: 'DocApply: NPPES NPI Registry',
      evidenceRecord: record,
      evidenceContentType: 'application/json',
    });
    const response = await send(t.app, 'GET', itemUrl('npi', '/record'), c.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe(record);
    expect((await send(t.app, 'GET', itemUrl('dea', '/record'), c.admin.token)).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx in the error shape, naming the field', async () => {
    const put = (
      fields: Record<string, string>,
      evidence?: { name: string; content: Buffer; type: string },
    ) => recordVerification(t, c.admin.token, target('education'), fields, evidence);
    const fieldsOf = async (fields: Record<string, string>) => expectClientError(await put(fields)).fields;

    expect(await fieldsOf({ state: 'verified', verifiedOn: today() })).toEqual({ source: 'Required' });
    expect(await fieldsOf({ ...verified(), source: '   ' })).toEqual({ source: 'Required' });
    expect(await fieldsOf({ ...verified(), verifiedOn: '2024-02-30' })).toEqual({
      verifiedOn: 'Enter a valid date',
    });
    expect(await fieldsOf({ ...verified(), verifiedOn: 'yesterday' })).toEqual({
      verifiedOn: 'Enter a valid date',
    });
    expect(await fieldsOf({ ...verified(), verifiedOn: dayjs().add(1, 'day').format('YYYY-MM-DD') })).toEqual(
      {
        verifiedOn: 'The verification date cannot be in the future',
      },
    );
    expect(await fieldsOf({ ...verified(), note: 'x'.repeat(2001) })).toEqual({
      note: 'At most 2000 characters',
    });
    expect((await fieldsOf({ ...verified(), state: 'done' }))?.state).toBeTruthy();
    expect(await fieldsOf({ ...verified(), colour: 'red' })).toEqual({ colour: 'Unknown field' });
    expect((await put({ ...verified(), note: 'x'.repeat(20_000) })).statusCode).toBe(413);

    const text = {
      name: 'notes.txt',
      content: Buffer.from('just text, not a document'),
      type: 'application/pdf',
    };
    const wrongType = await put(verified(), text);
    expect(wrongType.statusCode).toBe(415);
    expect(expectClientError(wrongType).message).toBe('Upload a PDF, PNG or JPEG file');
    const tooLarge = await put(verified(), {
      name: 'big.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      type: 'application/pdf',
    });
    expect(tooLarge.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'PUT',
      url: itemUrl('education'),
      payload: verified(),
      headers: { 'x-auth-token': c.admin.token },
    });
    expectClientError(json);
    const unknownItem = await recordVerification(
      t,
      c.admin.token,
      { applicationId: c.application.id, itemId: items.npi.id.replace(/.$/, (d) => (d === '0' ? '1' : '0')) },
      verified(),
    );
    expect(unknownItem.statusCode).toBe(404);
    // Another application's item is not this application's.
    const otherChecklist = resultOf<TApplicationVerification>(
      await getVerification(t, other.admin.token, other.application.id),
    );
    const foreign = await recordVerification(
      t,
      c.admin.token,
      { applicationId: c.application.id, itemId: otherChecklist.items[0].id },
      verified(),
    );
    expect(foreign.statusCode).toBe(404);
    // Nothing above was recorded.
    const checklist = resultOf<TApplicationVerification>(
      await getVerification(t, c.admin.token, c.application.id),
    );
    expect(checklist.items.find((entry) => entry.key === 'education')?.state).toBe('pending');
  });

  it('answers the other hospital’s admin 404 and a doctor 403 on every route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', `/api/admin/applications/${c.application.id}/verification`],
      ['GET', itemUrl('licence:CA', '/evidence')],
      ['GET', itemUrl('npi', '/record')],
      ['GET', `/api/admin/hospitals/${c.hospital.hospital.id}/verification-settings`],
    ];
    for (const [method, url] of routes) {
      expect((await send(t.app, method as 'GET', url, other.admin.token)).statusCode, url).toBe(404);
      expect((await send(t.app, method as 'GET', url, c.doctor.token)).statusCode, url).toBe(403);
    }
    expect((await recordVerification(t, other.admin.token, target('sam'), verified())).statusCode).toBe(404);
    expect((await recordVerification(t, c.doctor.token, target('sam'), verified())).statusCode).toBe(403);
    const settings = { validDays: 30, requiredKinds: [], customItems: [] };
    const settingsUrl = `/api/admin/hospitals/${c.hospital.hospital.id}/verification-settings`;
    expect((await send(t.app, 'PUT', settingsUrl, other.admin.token, settings)).statusCode).toBe(404);
    expect((await send(t.app, 'PUT', settingsUrl, c.doctor.token, settings)).statusCode).toBe(403);
  });

  it('never shows the evidence in any of the doctor’s lists of files or documents', async () => {
    const evidence = resultOf<TVerificationItem>(
      await recordVerification(t, c.admin.token, target('board'), verified('ABMS Certification Matters'), {
        name: 'abms-secret-evidence.png',
        content: PNG,
        type: 'image/png',
      }),
    ).evidence.file;
    expect(evidence).not.toBeNull();
    const fileId = evidence?.id ?? '';
    // The doctor's own application, and a new one elsewhere that offers their documents again.
    const elsewhere = await createHospitalWithForms(t.db, { minReferences: 1 });
    const draft = resultOf<{ id: string }>(
      await send(t.app, 'POST', '/api/applications', c.doctor.token, { hospitalId: elsewhere.hospital.id }),
      201,
    );
    const reads = [
      `/api/applicationDatas/${c.application.id}`,
      `/api/applications/all/hospitals`,
      `/api/applications/${draft.id}/reusable-documents`,
      `/api/applicationDatas/${draft.id}`,
    ];
    for (const url of reads) {
      const response = await send(t.app, 'GET', url, c.doctor.token);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(fileId);
      expect(response.body, url).not.toContain('abms-secret-evidence');
    }
    const detail = resultOf<{ files: { id: string }[] }>(
      await send(t.app, 'GET', `/api/applicationDatas/${c.application.id}`, c.doctor.token),
    );
    expect(Array.isArray(detail.files)).toBe(true);
    // Nor may the doctor open it through the files' own route.
    const direct = await send(t.app, 'GET', `/api/gcs/get/${c.application.id}/${fileId}`, c.doctor.token);
    expect(direct.statusCode).toBe(404);
  });
});
