import { eq } from 'drizzle-orm';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { hospitals, privileges, users } from '@/core/db/schema';
import type { TFppeRow } from './access';

/** MM/DD/YYYY, as mails and PDFs show a day. */
export function showDay(day: string): string {
  return formatDateTime(day, DATE_DISPLAY_FORMAT);
}

/** Who and what an FPPE is about, as its mails name them. */
export async function findFppeParties(db: TDb, fppe: TFppeRow) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      privilegeName: privileges.name,
      hospitalName: hospitals.name,
    })
    .from(users)
    .innerJoin(privileges, eq(privileges.id, fppe.privilegeId))
    .innerJoin(hospitals, eq(hospitals.id, fppe.hospitalId))
    .where(eq(users.id, fppe.doctorId));
  return {
    ...row,
    practitionerName: `${row.firstName} ${row.lastName}`.trim(),
    plan: { method: fppe.method, cases: fppe.cases, dueOn: showDay(fppe.dueOn) },
  };
}
