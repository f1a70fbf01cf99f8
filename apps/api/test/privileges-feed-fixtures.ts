import { and, eq } from 'drizzle-orm';
import { fppes } from '@/core/db/schema';
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
