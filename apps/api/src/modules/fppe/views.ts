import { and, asc, count, eq, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  type TFppeDetail,
  type TFppeEvaluation,
  type TFppeList,
  type TFppeListFilter,
  type TFppeSummary,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { appointments, fppeEvaluations, fppeEvaluators, fppes, privileges, users } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { findFormById, toFormView } from '@/modules/forms';
import { canDecideReferral, getFppeAccess, listManagedDepartments, type TFppeRow } from './access';

/** Days before its due date an open FPPE counts as due soon on the office's list. */
export const DUE_SOON_DAYS = 30;

const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function showFilter(show: TFppeListFilter, today: string): SQL | undefined {
  switch (show) {
    case 'open':
      return eq(fppes.state, 'open');
    case 'due-soon':
      return and(eq(fppes.state, 'open'), lte(fppes.dueOn, addDays(today, DUE_SOON_DAYS)));
    case 'overdue':
      return and(eq(fppes.state, 'open'), lt(fppes.dueOn, today));
    case 'concluded':
      return ne(fppes.state, 'open');
    case 'all':
      return undefined;
  }
}

/** Evaluations per FPPE: all, and those with concerns. */
export async function countEvaluations(db: TDb, ids: string[]) {
  if (ids.length === 0) {
    return new Map<string, { all: number; concerns: number }>();
  }
  const rows = await db
    .select({
      fppeId: fppeEvaluations.fppeId,
      all: count(),
      concerns: sql<number>`count(*) filter (where ${fppeEvaluations.overall} = 'concerns')`.mapWith(Number),
    })
    .from(fppeEvaluations)
    .where(inArray(fppeEvaluations.fppeId, ids))
    .groupBy(fppeEvaluations.fppeId);
  return new Map(rows.map((row) => [row.fppeId, { all: row.all, concerns: row.concerns }]));
}

const summaryColumns = {
  fppe: fppes,
  firstName: users.firstName,
  lastName: users.lastName,
  privilegeName: privileges.name,
};

type TSummaryRow = { fppe: TFppeRow; firstName: string; lastName: string; privilegeName: string };

function toSummary(
  row: TSummaryRow,
  counts: { all: number; concerns: number } | undefined,
  today: string,
): TFppeSummary {
  const { fppe } = row;
  return {
    id: fppe.id,
    hospitalId: fppe.hospitalId,
    practitioner: { id: fppe.doctorId, name: personName(row) },
    privilege: {
      id: fppe.privilegeId,
      key: fppe.privilegeKey,
      name: row.privilegeName,
      department: fppe.department,
    },
    trigger: fppe.trigger,
    method: fppe.method,
    cases: fppe.cases,
    evaluations: counts?.all ?? 0,
    concerns: counts?.concerns ?? 0,
    startsOn: fppe.startsOn,
    dueOn: fppe.dueOn,
    overdue: fppe.state === 'open' && fppe.dueOn < today,
    state: fppe.state,
    conclusion: fppe.conclusion,
  };
}

/**
 * GET /admin/hospitals/{hospitalId}/fppe: the office's list (every department) or a chair's (their
 * departments), soonest due first; filtered by what is due, a department, a practitioner.
 */
export async function listFppes(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
  query: { show: TFppeListFilter; department?: string; doctorId?: string },
): Promise<TFppeList> {
  const scope = await listManagedDepartments(db, user, hospitalId);
  const today = todayString();
  const inScope = scope.all ? undefined : inArray(fppes.department, scope.departments);
  const rows = await db
    .select(summaryColumns)
    .from(fppes)
    .innerJoin(users, eq(users.id, fppes.doctorId))
    .innerJoin(privileges, eq(privileges.id, fppes.privilegeId))
    .where(
      and(
        eq(fppes.hospitalId, hospitalId),
        inScope,
        showFilter(query.show, today),
        query.department ? eq(fppes.department, query.department) : undefined,
        query.doctorId ? eq(fppes.doctorId, query.doctorId) : undefined,
      ),
    )
    .orderBy(asc(fppes.dueOn), asc(users.lastName), asc(fppes.id))
    .limit(1000);
  const counts = await countEvaluations(
    db,
    rows.map((row) => row.fppe.id),
  );
  const departments = await db
    .selectDistinct({ department: fppes.department })
    .from(fppes)
    .where(and(eq(fppes.hospitalId, hospitalId), inScope))
    .orderBy(asc(fppes.department));
  return {
    data: rows.map((row) => toSummary(row, counts.get(row.fppe.id), today)),
    departments: departments.map((row) => row.department),
  };
}

/** The FPPE's evaluations, oldest first (peer-review material: callers check access first). */
export async function listEvaluations(
  db: TDb,
  fppeId: string,
  evaluatorId?: string,
): Promise<TFppeEvaluation[]> {
  const rows = await db
    .select({ evaluation: fppeEvaluations, evaluatorName: fppeEvaluators.name })
    .from(fppeEvaluations)
    .innerJoin(fppeEvaluators, eq(fppeEvaluators.id, fppeEvaluations.evaluatorId))
    .where(
      and(
        eq(fppeEvaluations.fppeId, fppeId),
        evaluatorId ? eq(fppeEvaluations.evaluatorId, evaluatorId) : undefined,
      ),
    )
    .orderBy(asc(fppeEvaluations.signedAt), asc(fppeEvaluations.id));
  return rows.map(({ evaluation, evaluatorName }) => ({
    id: evaluation.id,
    evaluator: { id: evaluation.evaluatorId, name: evaluatorName },
    caseReference: evaluation.caseReference,
    caseDate: evaluation.caseDate,
    overall: evaluation.overall,
    answers: evaluation.answers as TFppeEvaluation['answers'],
    signedName: evaluation.signedName,
    signedAt: evaluation.signedAt.toISOString(),
  }));
}

/** The practitioners holding the privilege (by key) in a current appointment here, but the subject. */
async function listCandidates(db: TDb, fppe: TFppeRow) {
  const holders = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(
      and(
        eq(appointments.hospitalId, fppe.hospitalId),
        eq(appointments.state, 'active'),
        ne(appointments.doctorId, fppe.doctorId),
        sql`exists (select 1 from ${privileges} p where p.key = ${fppe.privilegeKey}
          and ${appointments.privilegeIds} ? p.id::text)`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(200);
  const unique = new Map(holders.map((row) => [row.id, row]));
  return [...unique.values()].map((row) => ({ id: row.id, name: personName(row), email: row.email }));
}

/** GET /admin/fppe/{id}: everything about one FPPE, for those who may read it (access.ts). */
export async function getFppeDetail(db: TDb, user: TUserRow, fppeId: string): Promise<TFppeDetail> {
  const { fppe, canManage } = await getFppeAccess(db, user, fppeId);
  const [row] = await db
    .select(summaryColumns)
    .from(fppes)
    .innerJoin(users, eq(users.id, fppes.doctorId))
    .innerJoin(privileges, eq(privileges.id, fppes.privilegeId))
    .where(eq(fppes.id, fppe.id));
  const findPerson = async (id: string | null) => {
    const [person] = id
      ? await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, id))
      : [];
    return person ? { id: person.id, name: personName(person) } : null;
  };
  const isReferral = fppe.conclusion === 'restriction' || fppe.conclusion === 'removal';
  const today = todayString();
  const evaluationList = await listEvaluations(db, fppe.id);
  const evaluatorRows = await db
    .select()
    .from(fppeEvaluators)
    .where(eq(fppeEvaluators.fppeId, fppe.id))
    .orderBy(asc(fppeEvaluators.invitedAt), asc(fppeEvaluators.id));
  const [next] = await db.select({ id: fppes.id }).from(fppes).where(eq(fppes.previousId, fppe.id)).limit(1);
  const form = await findFormById(db, fppe.formId);
  return {
    ...toSummary(
      row,
      {
        all: evaluationList.length,
        concerns: evaluationList.filter((item) => item.overall === 'concerns').length,
      },
      today,
    ),
    criteria: fppe.criteria,
    days: fppe.days,
    forCause:
      fppe.forCauseKind && fppe.forCauseReason
        ? { kind: fppe.forCauseKind, reason: fppe.forCauseReason }
        : null,
    evaluators: evaluatorRows.map((evaluator) => ({
      id: evaluator.id,
      name: evaluator.name,
      email: evaluator.email,
      invitedAt: evaluator.invitedAt.toISOString(),
      active: evaluator.tokenId !== null,
      evaluations: evaluationList.filter((item) => item.evaluator.id === evaluator.id).length,
    })),
    evaluationList,
    form: toFormView(form!),
    conclusionNote: fppe.conclusionNote,
    conditions: fppe.conditions,
    concludedBy: await findPerson(fppe.concludedBy),
    concludedAt: fppe.concludedAt?.toISOString() ?? null,
    previousId: fppe.previousId,
    nextId: next?.id ?? null,
    canManage,
    referral: isReferral
      ? {
          canDecide: await canDecideReferral(db, user, fppe),
          upheld: fppe.referralUpheld,
          note: fppe.referralNote,
          decidedBy: await findPerson(fppe.referralDecidedBy),
          decidedAt: fppe.referralDecidedAt?.toISOString() ?? null,
        }
      : null,
    candidates: canManage && fppe.state === 'open' ? await listCandidates(db, fppe) : [],
  };
}
