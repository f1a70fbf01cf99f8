import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { TTelemedicineAgreement } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { files, telemedicineAgreements, users } from '@/core/db/schema';

export type TAgreementRow = typeof telemedicineAgreements.$inferSelect;

/** The account's name as it is now (null once the account is gone). */
export const nameOf = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
export const toPerson = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** In force on `today`: signed by then, not past its end, not ended by the office. */
export function isInForce(
  row: Pick<TAgreementRow, 'signedOn' | 'endsOn' | 'endedAt'>,
  today: string,
): boolean {
  return !row.endedAt && row.signedOn <= today && (row.endsOn === null || today <= row.endsOn);
}

/** The same rule as a condition, for the agreements a decision may be recorded under. */
export function whereInForce(hospitalId: string, today: string) {
  return and(
    eq(telemedicineAgreements.hospitalId, hospitalId),
    isNull(telemedicineAgreements.endedAt),
    lte(telemedicineAgreements.signedOn, today),
    or(isNull(telemedicineAgreements.endsOn), gte(telemedicineAgreements.endsOn, today)),
  );
}

/** A file row as the views show it (null once the file is gone). */
export const documentColumns = { id: files.id, name: files.originalName, mime: files.mime, size: files.size };

/** The hospital's agreements with their documents and recorders, in force first, then the latest signed. */
export async function listHospitalAgreements(
  db: TDb,
  hospitalId: string,
  today: string,
): Promise<TTelemedicineAgreement[]> {
  const rows = await db
    .select({ agreement: telemedicineAgreements, document: documentColumns, recordedByName: nameOf })
    .from(telemedicineAgreements)
    .leftJoin(files, eq(files.id, telemedicineAgreements.documentFileId))
    .leftJoin(users, eq(users.id, telemedicineAgreements.recordedBy))
    .where(eq(telemedicineAgreements.hospitalId, hospitalId))
    .orderBy(desc(telemedicineAgreements.signedOn), desc(telemedicineAgreements.createdAt));
  const views = rows.map(({ agreement, document, recordedByName }) => ({
    id: agreement.id,
    hospitalId: agreement.hospitalId,
    distantSiteName: agreement.distantSiteName,
    ccn: agreement.ccn,
    signedOn: agreement.signedOn,
    endsOn: agreement.endsOn,
    endedAt: agreement.endedAt?.toISOString() ?? null,
    isInForce: isInForce(agreement, today),
    document,
    recordedBy: toPerson(agreement.recordedBy, recordedByName),
    createdAt: agreement.createdAt.toISOString(),
  }));
  return [...views.filter((one) => one.isInForce), ...views.filter((one) => !one.isInForce)];
}
