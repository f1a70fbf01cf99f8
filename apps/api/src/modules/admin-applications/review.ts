import { count, eq } from 'drizzle-orm';
import {
  COMMENT_SECTIONS,
  STATUS_TRANSITIONS,
  type TAdminApplicationReview,
  type TAdminRequest,
  type TAdminVisibleStatus,
  type TApplicationStatus,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { comments, users } from '@/core/db/schema';
import { buildApplicationDetail } from '@/modules/applications';
import type { TApplicationWithHospital } from '@/modules/application-state';
import { findRequestForm } from '@/modules/references';
import { type TRequestRow, toRequestView, listRequests } from '@/modules/application-state';
import { findVerificationBlock } from '@/modules/verification';
import { findAssignee } from './assignment';
import { listBlockedTransitions } from './finalise-rule';
import { getRoutePosition } from '@/modules/decisions';

/** Moves only the doctor makes: submitting, and the resubmission after information was requested. */
export function isDoctorMove(from: TApplicationStatus, to: TApplicationStatus): boolean {
  return to === 'draft' || to === 'applied' || (from === 'information-requested' && to === 'in-review');
}

const IN_OR_PAST_ROUTE: ReadonlySet<string> = new Set(['finalise', 'approved', 'rejected']);

/** The decisions an admin may take from `status`: the machine's moves minus the doctor's. */
export function listAdminTransitions(status: TApplicationStatus): TApplicationStatus[] {
  return STATUS_TRANSITIONS[status].filter((to) => !isDoctorMove(status, to));
}

/** `remindedAt`: the reminder times the doctor's detail already read for this request. */
export function toAdminRequest(row: TRequestRow, remindedAt: readonly string[] = []): TAdminRequest {
  return {
    ...toRequestView(row),
    remindedAt: [...remindedAt],
    answers: (row.answers ?? null) as TAdminRequest['answers'],
  };
}

/** How many comments each section (A-D) has: one grouped count on the thread's index. */
async function countCommentsBySection(
  db: TDb,
  applicationId: string,
): Promise<TAdminApplicationReview['commentCounts']> {
  const rows = await db
    .select({ section: comments.section, total: count() })
    .from(comments)
    .where(eq(comments.applicationId, applicationId))
    .groupBy(comments.section);
  const counts = Object.fromEntries(COMMENT_SECTIONS.map((section) => [section, 0])) as Record<
    (typeof COMMENT_SECTIONS)[number],
    number
  >;
  for (const row of rows) {
    counts[row.section as (typeof COMMENT_SECTIONS)[number]] = row.total;
  }
  return counts;
}

/**
 * The review: the doctor's whole application plus what only the hospital sees (the doctor's
 * contact details, the references' and covering physician's answers with their forms) and the
 * decisions open now. The caller has checked the reader administers the hospital.
 */
export async function buildAdminReview(
  db: TDb,
  row: TApplicationWithHospital,
): Promise<TAdminApplicationReview> {
  const { application, hospital } = row;
  const detail = await buildApplicationDetail(db, row, 'office');
  const [doctor] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, application.doctorId));
  const [referenceRows, coverageRows, referenceForm, coverageForm, commentCounts] = [
    await listRequests(db, 'reference', application.id),
    await listRequests(db, 'coverage', application.id),
    await findRequestForm(db, hospital.id, 'reference'),
    await findRequestForm(db, hospital.id, 'coverage'),
    await countCommentsBySection(db, application.id),
  ];
  const { status } = application;
  // A file enters the route at finalise and leaves it decided: only then is there one to read.
  const route = IN_OR_PAST_ROUTE.has(status) ? await getRoutePosition(db, application.id) : null;
  // In a decision route, its last step decides: no button approves or rejects (issue 40).
  const allowedTransitions = route && status === 'finalise' ? [] : listAdminTransitions(status);
  // The doctor's detail read when each person was reminded; the same requests, with their answers.
  const remindedAt = (id: string) =>
    [...detail.references, ...(detail.coverage ? [detail.coverage] : [])].find((r) => r.id === id)
      ?.remindedAt;
  return {
    ...detail,
    status: status as TAdminVisibleStatus,
    submittedAt: detail.submittedAt ?? detail.createdAt,
    doctor: {
      id: doctor.id,
      name: `${doctor.firstName} ${doctor.lastName}`,
      email: doctor.email,
      phone: doctor.phone,
    },
    references: referenceRows.map((r) => toAdminRequest(r, remindedAt(r.id))),
    coverage: coverageRows[0] ? toAdminRequest(coverageRows[0], remindedAt(coverageRows[0].id)) : null,
    referenceForm,
    coverageForm,
    allowedTransitions,
    blockedTransitions: listBlockedTransitions({
      allowed: allowedTransitions,
      minReferences: hospital.minReferences,
      completed: referenceRows.filter((r) => r.state === 'completed').length,
      verificationBlock: allowedTransitions.includes('finalise')
        ? await findVerificationBlock(db, application.id)
        : null,
    }),
    minReferences: hospital.minReferences,
    route,
    assignee: await findAssignee(db, application.assigneeId),
    commentCounts,
  };
}
