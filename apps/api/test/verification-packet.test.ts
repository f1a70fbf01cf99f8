import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import type { TVerificationItem } from '@docapply/contracts';
import { exclusionScreenings, files, verificationItems } from '@/core/db/schema';
import { syncChecklist } from '@/modules/verification/checklist';
import { writeVerification } from '@/modules/verification/record';
import { startFakeNpiRegistry, type TFakeNpiRegistry } from '../../../scripts/fake-npi-registry/server';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { readPdf } from './packet-fixtures';
import { createVerificationCase, type TVerificationCase } from './verification-fixtures';

const TODAY = dayjs().format('MM/DD/YYYY');

describe('the verification checklist in the committee packet', () => {
  let t: TTestApp;
  let registry: TFakeNpiRegistry;
  let ada: TVerificationCase;

  async function itemOf(key: string) {
    const [item] = await t.db
      .select()
      .from(verificationItems)
      .where(and(eq(verificationItems.applicationId, ada.application.id), eq(verificationItems.key, key)));
    return item;
  }

  beforeAll(async () => {
    registry = await startFakeNpiRegistry();
    t = await createTestApp({ env: { NPI_REGISTRY_URL: registry.url } });
    ada = await createVerificationCase(t);
    await syncChecklist(t.db, ada.application.id);
  });
  afterAll(async () => {
    await t.close();
    await registry.close();
  });

  it('shows every item’s state, source, date, verifier, reference and evidence, and the screenings', async () => {
    const { id } = ada.application;
    // First the system checks the NPI, then the admin records the Illinois licence with a screenshot
    // and finds a discrepancy in the DEA registration; the lists were screened meanwhile.
    const npi = await itemOf('npi');
    const checked = resultOf<TVerificationItem>(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${id}/verification/${npi.id}/check`,
        ada.admin.token,
      ),
    );
    expect(checked.state).toBe('verified');
    const [screenshot] = await t.db
      .insert(files)
      .values({
        ownerUserId: ada.admin.id,
        applicationId: id,
        storageKey: `test/${randomUUID()}`,
        originalName: 'idfpr-lookup-okafor.png',
        mime: 'image/png',
        size: 1234,
      })
      .returning();
    const admin = { verifiedBy: ada.admin.id, verifiedByLabel: 'Maria Lopez' };
    await writeVerification(
      t.db,
      { applicationId: id, itemId: (await itemOf('licence:IL')).id },
      {
        state: 'verified',
        source: 'Illinois IDFPR License Look-up',
        verifiedAt: new Date('2026-03-02T15:00:00Z'),
        ...admin,
        referenceNumber: 'IDFPR-77120',
        evidenceFileId: screenshot.id,
      },
    );
    await writeVerification(
      t.db,
      { applicationId: id, itemId: (await itemOf('dea')).id },
      {
        state: 'discrepancy',
        source: 'DEA Registration Validation',
        verifiedAt: new Date('2026-03-03T15:00:00Z'),
        ...admin,
        note: 'The registration expired in 2025.',
      },
    );
    await t.db.insert(exclusionScreenings).values([
      { applicationId: id, source: 'oig', listDate: '2026-03-01', result: 'clear' },
      {
        applicationId: id,
        source: 'sam',
        listDate: '2026-02-27',
        result: 'possible',
        matchedBy: 'name',
        entry: { Name: 'OKAFOR, ADA' },
        resolution: 'dismissed',
        resolvedBy: ada.admin.id,
        resolvedByLabel: 'Maria Lopez',
        resolvedAt: new Date('2026-03-04T15:00:00Z'),
        resolutionNote: 'Different date of birth.',
      },
    ]);

    const response = await send(t.app, 'GET', `/api/admin/applications/${id}/packet`, ada.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    const entry = pdf.outline.find((item) => item.title === 'Verification checklist');
    const next = pdf.outline[pdf.outline.findIndex((item) => item === entry) + 1];
    expect(entry, JSON.stringify(pdf.outline)).toBeDefined();
    const text = pdf.pages
      .slice((entry?.page ?? 1) - 1, next ? next.page - 1 : undefined)
      .join(' ')
      .replace(/\s+/g, ' ');

    const items = await t.db.select().from(verificationItems).where(eq(verificationItems.applicationId, id));
    const done = items.filter((item) => item.state === 'verified' || item.state === 'not-applicable').length;
    expect(text).toContain(`${done} of ${items.length} items verified or not applicable.`);
    // The system's NPI check: the source it asked, the day, the record it fetched, each comparison.
    for (const expected of [
      'Identity and NPI: Verified',
      'NPPES NPI Registry API 2.1',
      TODAY,
      'DocApply: NPPES NPI Registry',
      '1234567893',
      'Record fetched from NPPES NPI Registry API 2.1',
      'Name: Matches',
      'Application: Ada N Okafor',
      'Source: ADA N OKAFOR',
      'Licence CA: Matches',
    ]) {
      expect(text).toContain(expected);
    }
    // The admin's records: who, when, against what, the reference and the uploaded evidence's name.
    for (const expected of [
      'State licence IL: Verified',
      'Illinois IDFPR License Look-up',
      '03/02/2026',
      'Maria Lopez',
      'IDFPR-77120',
      'idfpr-lookup-okafor.png',
      'DEA registration: Discrepancy',
      'The registration expired in 2025.',
      // An item nobody has recorded yet takes one line.
      'State licence CA: Pending Not verified yet.',
    ]) {
      expect(text).toContain(expected);
    }
    // Every screening with its list's date, and the admin's decision on the possible match.
    for (const expected of [
      'Exclusion screenings',
      'OIG LEIE',
      'Clear: not listed',
      'List of 03/01/2026',
      'SAM exclusions',
      'Possible match by name',
      'List of 02/27/2026',
      'Dismissed as a false positive by Maria Lopez on 03/04/2026: Different date of birth.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
