import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DECISION_MESSAGES,
  hasAnyRole,
  SET_PASSWORD_TTL_HOURS,
  toSiteUrl,
  type TDecisionRoute,
  type TDecisionRouteInput,
  type TDecisionStep,
  type TPrivilegeOutcome,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { decisionFiles, decisionStepMembers, decisionSteps, users } from '@/core/db/schema';
import { getManagedHospital } from '@/core/access/managed-hospital';
import { isHospitalAdmin } from '@/core/files/application-access';
import { lockKey } from '@/core/locks';
import { hashPassword } from '@/core/users/passwords';
import { createUser, findUserByEmail, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { createRandomToken } from '@/lib/secrets';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { createSetPasswordToken } from '@/modules/auth';
import { createMemberAddedMail, createMemberInviteMail } from './mails';

export type TStepRow = typeof decisionSteps.$inferSelect;

const ACTIVE = isNull(decisionSteps.removedAt);

/** The hospital's route now: its steps in order, each with its members (chairs first, then by name). */
export async function loadRoute(db: TDb, hospitalId: string): Promise<TDecisionStep[]> {
  const steps = await db
    .select()
    .from(decisionSteps)
    .where(and(eq(decisionSteps.hospitalId, hospitalId), ACTIVE))
    .orderBy(asc(decisionSteps.position));
  if (steps.length === 0) {
    return [];
  }
  const members = await db
    .select({
      stepId: decisionStepMembers.stepId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isChair: decisionStepMembers.isChair,
    })
    .from(decisionStepMembers)
    .innerJoin(users, eq(users.id, decisionStepMembers.userId))
    .where(
      inArray(
        decisionStepMembers.stepId,
        steps.map((step) => step.id),
      ),
    )
    .orderBy(sql`${decisionStepMembers.isChair} desc`, asc(users.lastName), asc(users.firstName));
  return steps.map((step, index) => ({
    id: step.id,
    position: index + 1,
    name: step.name,
    kind: step.kind,
    quorum: step.quorum,
    allowedOutcomes: step.allowedOutcomes,
    allowElectronicVote: step.allowElectronicVote,
    members: members
      .filter((member) => member.stepId === step.id)
      .map((member) => ({
        userId: member.userId,
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        isChair: member.isChair,
      })),
  }));
}

/** GET /admin/hospitals/{hospitalId}/decision-route: the hospital's admins (and platform admins). */
export async function getDecisionRoute(db: TDb, user: TUserRow, hospitalId: string): Promise<TDecisionRoute> {
  await getManagedHospital(db, user, hospitalId);
  return { steps: await loadRoute(db, hospitalId) };
}

type TMember = { user: TUserRow; isNew: boolean };

/** "Ada Lovelace" → Ada / Lovelace; without a name, the address's local part until they give one. */
function splitName(name: string | undefined, address: string): { firstName: string; lastName: string } {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return first
    ? { firstName: first, lastName: rest.join(' ') }
    : { firstName: address.split('@')[0] ?? address, lastName: '' };
}

/**
 * A step's member by email: an existing staff account (which keeps its own name), or a new one
 * invited, under the name given, to set its password.
 */
async function findOrInviteMember(
  change: TChange,
  { email, name }: { email: string; name?: string },
  path: string,
): Promise<TMember> {
  const address = normaliseEmail(email);
  const existing = await findUserByEmail(change.tx, address);
  if (existing) {
    const isStaff = hasAnyRole(existing.roles, ['hospital_admin', 'platform_admin', 'committee_member']);
    if (existing.disabledAt || (!isStaff && existing.roles.length > 0)) {
      throw new AppError('VALIDATION', {
        message: VALIDATION_MESSAGE,
        fields: { [path]: DECISION_MESSAGES.notHospitalStaff },
      });
    }
    return { user: existing, isNew: false };
  }
  const created = await createUser(change.tx, {
    email: address,
    // Unusable until the invitation's link sets a real one.
    passwordHash: await hashPassword(createRandomToken(32)),
    ...splitName(name, address),
    roles: ['committee_member'],
  });
  if (!created) {
    throw new AppError('CONFLICT', { message: DECISION_MESSAGES.tryAgain });
  }
  return { user: created, isNew: true };
}

/** Someone not an administrator of the hospital sits on its steps as a committee member. */
async function grantMemberRole(tx: TDb, user: TUserRow, hospitalId: string): Promise<void> {
  if (user.roles.includes('committee_member') || (await isHospitalAdmin(tx, user.id, hospitalId))) {
    return;
  }
  await tx
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'committee_member')` })
    .where(eq(users.id, user.id));
}

function summarise(steps: readonly TDecisionStep[]) {
  return steps.map((step) => ({
    name: step.name,
    kind: step.kind,
    quorum: step.quorum,
    allowedOutcomes: step.allowedOutcomes,
    allowElectronicVote: step.allowElectronicVote,
    members: step.members.map((member) => `${member.email}${member.isChair ? ' (chair)' : ''}`),
  }));
}

/**
 * PUT /admin/hospitals/{hospitalId}/decision-route: the steps in order, replacing the route. A step
 * kept by id keeps its files and history; a step taken out is kept for its recommendations, and
 * refused (409) while files wait at it. New members without an account are invited by email.
 */
export async function saveDecisionRoute(
  ctx: TAppContext,
  actor: TUserRow,
  hospitalId: string,
  input: TDecisionRouteInput,
): Promise<TDecisionRoute> {
  const hospital = await getManagedHospital(ctx.db, actor, hospitalId);
  return runChange(
    async (change) => {
      const { tx } = change;
      // One save at a time per hospital: positions are renumbered below.
      await lockKey(tx, `decision-route:${hospital.id}`);
      const before = await loadRoute(tx, hospital.id);
      const keptIds = new Set<string>();
      input.steps.forEach((step, index) => {
        if (step.id && !before.some((current) => current.id === step.id)) {
          throw new AppError('VALIDATION', {
            message: VALIDATION_MESSAGE,
            fields: { [`steps.${index}.id`]: DECISION_MESSAGES.unknownStep },
          });
        }
        if (step.id) {
          keptIds.add(step.id);
        }
      });
      const removed = before.filter((step) => !keptIds.has(step.id));
      if (removed.length > 0) {
        const [waiting] = await tx
          .select({ stepId: decisionFiles.stepId })
          .from(decisionFiles)
          .where(
            and(
              inArray(
                decisionFiles.stepId,
                removed.map((step) => step.id),
              ),
              ne(decisionFiles.state, 'decided'),
            ),
          )
          .limit(1);
        if (waiting) {
          const name = removed.find((step) => step.id === waiting.stepId)?.name ?? '';
          throw new AppError('CONFLICT', { message: DECISION_MESSAGES.stepHasFiles(name) });
        }
        await tx
          .update(decisionSteps)
          .set({ removedAt: new Date() })
          .where(
            inArray(
              decisionSteps.id,
              removed.map((step) => step.id),
            ),
          );
      }
      // Out of the way of the unique position first, then numbered in the new order.
      await tx
        .update(decisionSteps)
        .set({ position: sql`${decisionSteps.position} + 1000` })
        .where(and(eq(decisionSteps.hospitalId, hospital.id), ACTIVE));
      const invited: TUserRow[] = [];
      const added: TUserRow[] = [];
      for (const [index, step] of input.steps.entries()) {
        const values = {
          position: index + 1,
          name: step.name.trim(),
          kind: step.kind,
          quorum: step.kind === 'person' ? 1 : step.quorum,
          allowedOutcomes: [...new Set(step.allowedOutcomes)] as TPrivilegeOutcome[],
          allowElectronicVote: step.kind === 'committee' && step.allowElectronicVote,
        };
        const [row] = step.id
          ? await tx.update(decisionSteps).set(values).where(eq(decisionSteps.id, step.id)).returning()
          : await tx
              .insert(decisionSteps)
              .values({ ...values, hospitalId: hospital.id })
              .returning();
        const previous = new Set(
          before.find((current) => current.id === row.id)?.members.map((member) => member.userId) ?? [],
        );
        await tx.delete(decisionStepMembers).where(eq(decisionStepMembers.stepId, row.id));
        for (const [memberIndex, member] of step.members.entries()) {
          const found = await findOrInviteMember(
            change,
            member,
            `steps.${index}.members.${memberIndex}.email`,
          );
          await grantMemberRole(tx, found.user, hospital.id);
          await tx
            .insert(decisionStepMembers)
            .values({ stepId: row.id, userId: found.user.id, isChair: member.isChair });
          if (found.isNew) {
            invited.push(found.user);
          } else if (!previous.has(found.user.id) && !added.some((user) => user.id === found.user.id)) {
            added.push(found.user);
          }
        }
      }
      for (const user of invited.filter(
        (one, i) => invited.findIndex((other) => other.id === one.id) === i,
      )) {
        const token = await createSetPasswordToken(change.ctx, user.id);
        await change.mail({
          to: user.email,
          ...createMemberInviteMail({
            hospitalName: hospital.name,
            link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.setPassword.getHref(token)),
            hours: SET_PASSWORD_TTL_HOURS,
          }),
        });
      }
      for (const user of added) {
        await change.mail({
          to: user.email,
          ...createMemberAddedMail({
            firstName: user.firstName,
            hospitalName: hospital.name,
            link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.home.getHref()),
          }),
        });
      }
      const after = await loadRoute(tx, hospital.id);
      await change.audit({
        actorId: actor.id,
        action: 'hospital.decision-route-updated',
        entity: 'hospital',
        entityId: hospital.id,
        hospitalId: hospital.id,
        before: { steps: summarise(before) },
        after: { steps: summarise(after) },
      });
      return { steps: after };
    },
    { db: ctx.db },
  );
}
