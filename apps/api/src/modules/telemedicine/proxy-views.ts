import { eq, inArray } from 'drizzle-orm';
import type { TApplicationTelemedicine, TProxyDecision } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TApplicationWithHospital } from '@/core/access/applications';
import type { TDb } from '@/core/db/client';
import { files, privileges, telemedicineAgreements, telemedicineDecisions, users } from '@/core/db/schema';
import { loadPrivilegeParts } from '@/modules/application-state';
import { documentColumns, nameOf, toPerson, whereInForce } from './agreement-views';
import { TELEMEDICINE_MESSAGES as MESSAGES } from './messages';

/** The statuses in which the office records (or replaces) the distant site's decision. */
export const PROXY_STATUSES: readonly string[] = ['in-review', 'finalise'];

/** The application's proxy record, with its agreement, document, recorder and privileges' names; null when none. */
export async function findProxyDecision(db: TDb, applicationId: string): Promise<TProxyDecision | null> {
  const [row] = await db
    .select({
      proxy: telemedicineDecisions,
      agreement: telemedicineAgreements,
      document: documentColumns,
      recordedByName: nameOf,
    })
    .from(telemedicineDecisions)
    .innerJoin(telemedicineAgreements, eq(telemedicineAgreements.id, telemedicineDecisions.agreementId))
    .leftJoin(files, eq(files.id, telemedicineDecisions.documentFileId))
    .leftJoin(users, eq(users.id, telemedicineDecisions.recordedBy))
    .where(eq(telemedicineDecisions.applicationId, applicationId));
  if (!row) {
    return null;
  }
  const { proxy, agreement } = row;
  const ids = proxy.privileges.map((item) => item.privilegeId);
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: privileges.id, name: privileges.name, department: privileges.department })
          .from(privileges)
          .where(inArray(privileges.id, ids));
  return {
    agreement: {
      id: agreement.id,
      distantSiteName: agreement.distantSiteName,
      ccn: agreement.ccn,
      signedOn: agreement.signedOn,
    },
    decidedOn: proxy.decidedOn,
    appointmentEndsOn: proxy.appointmentEndsOn,
    privileges: proxy.privileges.map((item) => {
      const privilege = named.find((one) => one.id === item.privilegeId);
      return {
        privilegeId: item.privilegeId,
        name: privilege?.name ?? '',
        department: privilege?.department ?? '',
        granted: item.granted,
      };
    }),
    document: row.document,
    recordedBy: toPerson(proxy.recordedBy, row.recordedByName),
    createdAt: proxy.createdAt.toISOString(),
    updatedAt: proxy.updatedAt.toISOString(),
  };
}

/** The agreements a decision may be recorded under today. */
export function listAgreementsInForce(db: TDb, hospitalId: string, today: string) {
  return db
    .select({
      id: telemedicineAgreements.id,
      distantSiteName: telemedicineAgreements.distantSiteName,
      ccn: telemedicineAgreements.ccn,
      signedOn: telemedicineAgreements.signedOn,
    })
    .from(telemedicineAgreements)
    .where(whereInForce(hospitalId, today))
    .orderBy(telemedicineAgreements.distantSiteName);
}

/** GET /admin/applications/{id}/telemedicine: the proxy record and what recording one needs. */
export async function buildApplicationTelemedicine(
  db: TDb,
  { application }: TApplicationWithHospital,
): Promise<TApplicationTelemedicine> {
  const agreements = await listAgreementsInForce(db, application.hospitalId, todayString());
  const requested = (await loadPrivilegeParts(db, application.id)).map((part) => ({
    privilegeId: part.privilegeId,
    name: part.name,
    department: part.department,
  }));
  const blockedBecause = !PROXY_STATUSES.includes(application.status)
    ? MESSAGES.wrongStatus
    : agreements.length === 0
      ? MESSAGES.noAgreement
      : null;
  return { proxy: await findProxyDecision(db, application.id), blockedBecause, agreements, requested };
}
