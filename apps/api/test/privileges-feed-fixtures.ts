import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type { Bundle, PractitionerRole } from '@medplum/fhirtypes';
import type { TFeedPage } from '@docapply/contracts';
import { fppes } from '@/core/db/schema';
import { entriesOf, fhirGet } from './fhir-fixtures';
import { grantStepUp } from './helpers/factors';
import type { TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

/**
 * The FPPE a grant started, referred with a restriction (written straight: fppe.test.ts proves the
 * conclusion), then upheld by the office, which decides where the hospital has no route: the
 * practitioner's appointment carries the limit.
 */
export async function upholdFppeRestriction(
  t: TTestApp,
  {
    doctorId,
    hospitalId,
    adminToken,
    note,
  }: { doctorId: string; hospitalId: string; adminToken: string; note: string },
): Promise<void> {
  const [fppe] = await t.db
    .update(fppes)
    .set({
      state: 'referred',
      conclusion: 'restriction',
      conclusionNote: 'Supervised only',
      concludedAt: new Date(),
    })
    .where(and(eq(fppes.doctorId, doctorId), eq(fppes.hospitalId, hospitalId)))
    .returning();
  await grantStepUp(t, adminToken);
  resultOf(
    await send(t.app, 'POST', `/api/admin/fppe/${fppe!.id}/referral-decision`, adminToken, {
      upheld: true,
      note,
    }),
  );
}

const withBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JSON feed's first page, read with a hospital API token. */
export async function readFeedRows(t: TTestApp, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/feed/privileges.json',
    headers: withBearer(token),
  });
  return resultOf<TFeedPage>(response).data;
}

/** The CSV feed's rows by header. */
export async function readFeedCsv(t: TTestApp, token: string): Promise<Record<string, string>[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/feed/privileges.csv',
    headers: withBearer(token),
  });
  return parse(response.body, { columns: true }) as Record<string, string>[];
}

/** An appointment's FHIR PractitionerRole: whether it is active and its codes. */
export async function readRole(t: TTestApp, token: string, appointmentId: string) {
  const answer = await fhirGet<Bundle<PractitionerRole>>(t, `PractitionerRole?_id=${appointmentId}`, token);
  const [role] = entriesOf(answer.body);
  return {
    active: role.active,
    codes: (role.code ?? []).flatMap((code) => code.coding?.map((coding) => coding.code) ?? []),
  };
}
