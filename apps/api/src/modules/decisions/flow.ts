import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DOCTOR_LINKS,
  doctorStatusLabel,
  toSiteUrl,
  type TBoardDecision,
  type TConditions,
  type TMembershipCategory,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import {
  applicationPrivileges,
  applications,
  decisionFiles,
  decisionStepMembers,
  decisionSteps,
  privileges,
  recommendations,
  recusals,
  users,
  type TStoredPrivilegeRecommendation,
} from '@/core/db/schema';
import { lockApplication } from '@/core/access/applications';
import { refreshProgress } from '@/modules/application-state';
import { transitionApplication } from '@/modules/applications';
import { recordAppointment } from '@/modules/appointments';
import { createDecidedMail, createFileAtStepMail } from './mails';
import { ROUTE_NOTES } from './messages';
import { chooseEntryStep, findCommitteeProxy, findReliance } from './proxy';
import type { TStepRow } from './route';

export type TFileRow = typeof decisionFiles.$inferSelect;
export type TRecommendationRow = typeof recommendations.$inferSelect;

/** The hospital's steps in the route now, in order. */
export async function listSteps(db: TDb, hospitalId: string): Promise<TStepRow[]> {
  return db
    .select()
    .from(decisionSteps)
    .where(and(eq(decisionSteps.hospitalId, hospitalId), isNull(decisionSteps.removedAt)))
    .orderBy(asc(decisionSteps.position));
}

/** Whether the hospital decides through a route (then the office's Approve and Reject give way to it). */
export async function hasDecisionRoute(db: TDb, hospitalId: string): Promise<boolean> {
  const [step] = await db
    .select({ id: decisionSteps.id })
    .from(decisionSteps)
    .where(and(eq(decisionSteps.hospitalId, hospitalId), isNull(decisionSteps.removedAt)))
    .limit(1);
  return step !== undefined;
}

async function doctorName(
  db: TDb,
  applicationId: string,
): Promise<{ name: string; firstName: string; email: string }> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(eq(applications.id, applicationId));
  return { name: `${row.firstName} ${row.lastName}`.trim(), firstName: row.firstName, email: row.email };
}

/** Tells the step's members (those not recused from the file) that it is waiting for them. */
export async function mailStepMembers(
  change: TChange,
  { step, applicationId, hospitalName }: { step: TStepRow; applicationId: string; hospitalName: string },
): Promise<void> {
  const doctor = await doctorName(change.tx, applicationId);
  const members = await change.tx
    .select({ email: users.email, firstName: users.firstName, id: users.id })
    .from(decisionStepMembers)
    .innerJoin(users, eq(users.id, decisionStepMembers.userId))
    .where(and(eq(decisionStepMembers.stepId, step.id), isNull(users.disabledAt)));
  const recused = await change.tx
    .select({ userId: recusals.userId })
    .from(recusals)
    .where(and(eq(recusals.applicationId, applicationId), eq(recusals.stepId, step.id)));
  const link = toSiteUrl(change.ctx.config.ADMIN_URL, ADMIN_LINKS.committeeFile.getHref(applicationId));
  for (const member of members.filter((one) => !recused.some((r) => r.userId === one.id))) {
    await change.mail({
      to: member.email,
      ...createFileAtStepMail({
        firstName: member.firstName,
        hospitalName,
        stepName: step.name,
        doctorName: doctor.name,
        link,
      }),
    });
  }
}

/**
 * Verification finalised the file: it enters the hospital's route at the first step, or at the last
 * when the board relies on a distant site's decision (nothing when the hospital has none). Inside
 * the finalise's change.
 */
export async function enterRoute(
  change: TChange,
  {
    applicationId,
    hospitalId,
    hospitalName,
    actorId,
  }: { applicationId: string; hospitalId: string; hospitalName: string; actorId: string },
): Promise<void> {
  const entry = chooseEntryStep(
    await listSteps(change.tx, hospitalId),
    await findCommitteeProxy(change.tx, applicationId),
  );
  if (!entry) {
    return;
  }
  const first = entry.step;
  await change.tx
    .insert(decisionFiles)
    .values({ applicationId, hospitalId, stepId: first.id })
    .onConflictDoUpdate({
      target: decisionFiles.applicationId,
      set: { stepId: first.id, since: new Date(), state: 'waiting', votingClosesOn: null, decidedAt: null },
    });
  await change.audit({
    actorId,
    action: 'application.route-entered',
    entity: 'application',
    entityId: applicationId,
    applicationId,
    hospitalId,
    data: { note: entry.note },
    before: null,
    after: { step: first.name },
  });
  await mailStepMembers(change, { step: first, applicationId, hospitalName });
}

type TAdvanceInput = {
  file: TFileRow;
  step: TStepRow;
  recommendation: TRecommendationRow;
  actor: { id: string; name: string };
  hospitalName: string;
};

/**
 * The step's recommendation was adopted: the file goes to the next step, or, at the last step, the
 * recommendation is the decision (`decide`).
 */
export async function advance(change: TChange, input: TAdvanceInput): Promise<void> {
  const { file, step, hospitalName } = input;
  const [next] = await change.tx
    .select()
    .from(decisionSteps)
    .where(
      and(
        eq(decisionSteps.hospitalId, file.hospitalId),
        isNull(decisionSteps.removedAt),
        gt(decisionSteps.position, step.position),
      ),
    )
    .orderBy(asc(decisionSteps.position))
    .limit(1);
  if (!next) {
    await decide(change, input);
    return;
  }
  await change.tx
    .update(decisionFiles)
    .set({ stepId: next.id, since: new Date(), state: 'waiting', votingClosesOn: null })
    .where(eq(decisionFiles.applicationId, file.applicationId));
  await change.audit({
    actorId: input.actor.id,
    action: 'application.route-advanced',
    entity: 'application',
    entityId: file.applicationId,
    applicationId: file.applicationId,
    hospitalId: file.hospitalId,
    data: { note: ROUTE_NOTES.advanced(step.name, next.name) },
    before: { step: step.name },
    after: { step: next.name },
  });
  await mailStepMembers(change, { step: next, applicationId: file.applicationId, hospitalName });
}

/** The privileges' names, as the decision and the views show them. */
export async function namePrivileges(
  db: TDb,
  items: readonly TStoredPrivilegeRecommendation[],
): Promise<TBoardDecision['privileges']> {
  const ids = items.map((item) => item.privilegeId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: privileges.id, name: privileges.name, department: privileges.department })
          .from(privileges)
          .where(inArray(privileges.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => ({
    privilegeId: item.privilegeId,
    name: byId.get(item.privilegeId)?.name ?? '',
    department: byId.get(item.privilegeId)?.department ?? '',
    outcome: item.outcome,
    conditions: item.conditions,
    reason: item.reason,
  }));
}

/**
 * The last step's adopted recommendation decides: approved with the privileges it grants (and
 * their conditions), or rejected when it grants none; the appointment for its months and category;
 * the doctor told; `application.decided` for the letter and temporary privileges. One change.
 */
async function decide(
  change: TChange,
  { file, step, recommendation, actor, hospitalName }: TAdvanceInput,
): Promise<void> {
  const { tx } = change;
  const application = await lockApplication(tx, file.applicationId);
  const granted = recommendation.privileges.filter(
    (item) => item.outcome === 'grant' || item.outcome === 'grant-with-conditions',
  );
  const outcome = granted.length > 0 ? 'approved' : 'rejected';
  const moved = await transitionApplication(tx, {
    application,
    to: outcome,
    actorId: actor.id,
    note: ROUTE_NOTES.decided(step.name),
  });
  const decidedOn = todayString();
  const conditions: Record<string, TConditions> = Object.fromEntries(
    granted.flatMap((item) => (item.conditions ? [[item.privilegeId, item.conditions]] : [])),
  );
  const appointment =
    outcome === 'approved'
      ? await recordAppointment(change, {
          application: moved,
          actorId: actor.id,
          today: decidedOn,
          grant: {
            privilegeIds: granted.map((item) => item.privilegeId),
            conditions,
            months: recommendation.appointmentMonths,
            membershipCategory: recommendation.membershipCategory,
          },
        })
      : null;
  await tx
    .update(decisionFiles)
    .set({ state: 'decided', decidedAt: new Date(), votingClosesOn: null })
    .where(eq(decisionFiles.applicationId, file.applicationId));
  const doctor = await doctorName(tx, file.applicationId);
  await change.mail({
    to: doctor.email,
    ...createDecidedMail({
      firstName: doctor.firstName,
      hospitalName,
      statusName: doctorStatusLabel(outcome),
      link: toSiteUrl(change.ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(file.applicationId)),
    }),
  });
  await refreshProgress(tx, file.applicationId);
  const decision: TBoardDecision = {
    applicationId: file.applicationId,
    doctorId: moved.doctorId,
    hospitalId: file.hospitalId,
    decidedOn,
    outcome,
    membershipCategory: recommendation.membershipCategory as TMembershipCategory,
    appointment: appointment ? { startsOn: appointment.startsOn, endsOn: appointment.endsOn } : null,
    privileges: await namePrivileges(tx, recommendation.privileges),
    comment: recommendation.comment,
    stepName: step.name,
    decidedBy: actor,
    reliance: await findReliance(tx, file.applicationId),
  };
  await change.publish('application.decided', { decision });
}

/** The privileges the application asks for (application_privileges), by id. */
export async function listRequested(db: TDb, applicationId: string) {
  return db
    .select({
      privilegeId: privileges.id,
      name: privileges.name,
      department: privileges.department,
      isCore: privileges.isCore,
    })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .where(eq(applicationPrivileges.applicationId, applicationId))
    .orderBy(asc(privileges.department), asc(privileges.name));
}
