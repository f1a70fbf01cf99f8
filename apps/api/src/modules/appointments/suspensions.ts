import { and, eq, isNull, or } from 'drizzle-orm';
import type { TPrivilegeSuspension } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { privilegeSuspensions, users } from '@/core/db/schema';

/** Who reads a suspension: the office reads its reason and who suspended; the practitioner does not. */
export type TAudience = 'office' | 'practitioner';

/** Suspensions in force by practitioner, hospital and privilege code. */
export type TSuspensionMap = Map<string, TPrivilegeSuspension>;

export const suspensionKey = (row: { hospitalId: string; doctorId: string }, privilegeKey: string) =>
  `${row.hospitalId}:${row.doctorId}:${privilegeKey}`;

/**
 * The suspensions in force of the practitioners and hospitals of `rows` (a suspension names the
 * privilege's code, so it follows the privilege into a reappointment): one statement.
 */
export async function loadSuspensions(
  db: TDb,
  rows: { hospitalId: string; doctorId: string }[],
  audience: TAudience,
): Promise<TSuspensionMap> {
  if (rows.length === 0) {
    return new Map();
  }
  const found = await db
    .select({ suspension: privilegeSuspensions, firstName: users.firstName, lastName: users.lastName })
    .from(privilegeSuspensions)
    .leftJoin(users, eq(users.id, privilegeSuspensions.suspendedBy))
    .where(
      and(
        isNull(privilegeSuspensions.reinstatedAt),
        or(
          ...rows.map((row) =>
            and(
              eq(privilegeSuspensions.hospitalId, row.hospitalId),
              eq(privilegeSuspensions.doctorId, row.doctorId),
            ),
          ),
        ),
      ),
    );
  const isOffice = audience === 'office';
  return new Map(
    found.map(({ suspension, firstName, lastName }) => [
      suspensionKey(suspension, suspension.privilegeKey),
      {
        id: suspension.id,
        suspendedAt: suspension.suspendedAt.toISOString(),
        practitionerNote: suspension.practitionerNote,
        // Note: the office's reason and its author are the office's; the practitioner reads null.
        reason: isOffice ? suspension.reason : null,
        suspendedBy: isOffice && firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
      },
    ]),
  );
}
