import type { LightMyRequestResponse } from 'fastify';
import type { TMeeting } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import {
  decisionFiles,
  decisionStepMembers,
  decisionSteps,
  meetingItems,
  npdbQueries,
  recommendations,
} from '@/core/db/schema';
import { resultOf, send, type TTestHospital } from './application-fixtures';
import type { TTestApp } from './helpers/test-app';
import { createNamedPerson, submitApplicationAs, type TNamedPerson } from './notes-fixtures';

/** The hospital's route, written directly (its API is the decisions module's): chair → committee → board. */
export async function createRoute(t: TTestApp, hospitalId: string, members: TNamedPerson[], quorum: number) {
  const [chair, committee, board] = await t.db
    .insert(decisionSteps)
    .values([
      {
        hospitalId,
        position: 1,
        name: 'Department chair',
        kind: 'person',
        allowedOutcomes: ['grant', 'deny'],
      },
      {
        hospitalId,
        position: 2,
        name: 'Credentials committee',
        kind: 'committee',
        quorum,
        allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
      },
      { hospitalId, position: 3, name: 'Board', kind: 'committee', allowedOutcomes: ['grant', 'deny'] },
    ])
    .returning();
  await t.db
    .insert(decisionStepMembers)
    .values(
      members.map((member, index) => ({ stepId: committee.id, userId: member.id, isChair: index === 0 })),
    );
  return { chair, committee, board };
}

/** A doctor's submitted application, waiting at `stepId`. */
export async function createFileAtStep(
  t: TTestApp,
  hospital: TTestHospital,
  stepId: string,
  name: [string, string],
): Promise<{ id: string; doctor: TNamedPerson }> {
  const doctor = await createNamedPerson(t, name);
  const { id } = await submitApplicationAs(t, doctor, hospital);
  await t.db.insert(decisionFiles).values({ applicationId: id, hospitalId: hospital.hospital.id, stepId });
  // A reviewed, clean NPDB query of today, written directly (its API is the npdb module's).
  await t.db.insert(npdbQueries).values({
    doctorId: doctor.id,
    hospitalId: hospital.hospital.id,
    applicationId: id,
    kind: 'one-time',
    reason: 'initial-appointment',
    queriedOn: todayString(),
    result: 'no-reports',
    reviewedAt: new Date(),
  });
  return { id, doctor };
}

/** The chair's proposal the members vote on (the decisions module writes it through its own routes). */
export async function proposeRecommendation(
  t: TTestApp,
  {
    applicationId,
    stepId,
    byUserId,
    privilegeId,
  }: { applicationId: string; stepId: string; byUserId: string; privilegeId: string },
) {
  await t.db.insert(recommendations).values({
    applicationId,
    stepId,
    byUserId,
    state: 'proposed',
    privileges: [
      {
        privilegeId,
        outcome: 'grant-with-conditions',
        conditions: { kinds: ['proctoring'], text: 'Five proctored admissions' },
        reason: null,
      },
    ],
    membershipCategory: 'active',
    appointmentMonths: 24,
  });
}

/** The agenda as the coordinator built it, written directly (adding checks the decisions module's gate). */
export async function putOnAgenda(t: TTestApp, meetingId: string, applicationIds: string[]) {
  await t.db
    .insert(meetingItems)
    .values(
      applicationIds.map((applicationId, index) => ({ meetingId, applicationId, position: index + 1 })),
    );
}

export const meetingOf = (response: LightMyRequestResponse, status = 200) =>
  resultOf<TMeeting>(response, status);

export function scheduleMeeting(
  t: TTestApp,
  token: string,
  body: { stepId: string; startsAt: string; location?: string; packetLeadDays?: number },
) {
  return send(t.app, 'POST', '/api/admin/meetings', token, { location: 'Board room, 4th floor', ...body });
}
