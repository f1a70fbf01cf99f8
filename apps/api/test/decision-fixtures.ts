import { privileges } from '@/core/db/schema';
import dayjs from 'dayjs';
import type {
  TApplicationNpdb,
  TCommitteeFile,
  TDecisionRoute,
  TDecisionRouteInput,
} from '@docapply/contracts';
import { createMultipartBody } from './helpers/multipart';
import type { TTestApp } from './helpers/test-app';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import {
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { decide, PDF, startAnsweredApplication, submitApplication } from './submission-fixtures';
import { confirmSupervisionIfRequired } from './supervision-confirmed';

/** A hospital with its office, a chair, a three-member credentials committee and a board member. */
export type TRouteHospital = {
  hospital: TTestHospital;
  /** A second privilege without a form of its own (the application asks for it and for admitting). */
  sedation: { id: string; name: string };
  office: TPerson;
  chair: TPerson;
  committee: [TPerson, TPerson, TPerson];
  board: TPerson;
};

export async function createRouteHospital(t: TTestApp): Promise<TRouteHospital> {
  const hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
  const office = await createHospitalAdmin(t, 'Olive', 'Office', hospital.hospital.id);
  const [sedation] = await t.db
    .insert(privileges)
    .values({ hospitalId: hospital.hospital.id, department: 'Internal Medicine', name: 'Moderate sedation' })
    .returning();
  const member = (first: string, last: string) => createPerson(t, first, last, ['committee_member']);
  return {
    hospital,
    sedation,
    office,
    chair: await member('Chris', 'Chair'),
    committee: [
      await member('Cora', 'Credentials'),
      await member('Carl', 'Committee'),
      await member('Cleo', 'Council'),
    ],
    board: await member('Bea', 'Board'),
  };
}

/** Chair (a person) → credentials committee (quorum 2, votes electronically) → board (a person). */
export function threeStepRoute(h: TRouteHospital): TDecisionRouteInput {
  const all = ['grant', 'grant-with-conditions', 'defer', 'deny'] as const;
  return {
    steps: [
      {
        name: 'Cardiology chair',
        kind: 'person',
        quorum: 1,
        allowedOutcomes: [...all],
        allowElectronicVote: false,
        members: [{ email: h.chair.email, isChair: true }],
      },
      {
        name: 'Credentials committee',
        kind: 'committee',
        quorum: 2,
        allowedOutcomes: [...all],
        allowElectronicVote: true,
        members: h.committee.map((person, index) => ({ email: person.email, isChair: index === 0 })),
      },
      {
        name: 'Board',
        kind: 'person',
        quorum: 1,
        allowedOutcomes: [...all],
        allowElectronicVote: false,
        members: [{ email: h.board.email, isChair: true }],
      },
    ],
  };
}

/** A route of one step: the board (one member, its chair) decides, at a meeting. */
export function boardOnlyRoute(email: string): TDecisionRouteInput {
  return {
    steps: [
      {
        name: 'Board',
        kind: 'person',
        quorum: 1,
        allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
        allowElectronicVote: false,
        members: [{ email, isChair: true }],
      },
    ],
  };
}

export async function saveRoute(
  t: TTestApp,
  h: TRouteHospital,
  route: TDecisionRouteInput,
): Promise<TDecisionRoute> {
  return resultOf<TDecisionRoute>(
    await send(
      t.app,
      'PUT',
      `/api/admin/hospitals/${h.hospital.hospital.id}/decision-route`,
      h.office.token,
      route,
    ),
  );
}

/**
 * A doctor's application asking for admitting and moderate sedation, submitted and verified
 * (finalise); `beforeFinalise` runs while it is in review. An advanced practice provider's has its
 * physician agreement confirmed first.
 */
export async function createFinalisedFile(
  t: TTestApp,
  h: TRouteHospital,
  {
    doctor,
    npdb = true,
    beforeFinalise,
  }: { doctor?: TPerson; npdb?: boolean; beforeFinalise?: (id: string) => Promise<void> } = {},
): Promise<{ id: string; doctor: TPerson }> {
  const owner = doctor ?? (await createPerson(t, 'Dana', 'Doctor'));
  const started = await startAnsweredApplication(t, { token: owner.token, hospital: h.hospital });
  resultOf(
    await send(t.app, 'POST', '/api/privileges', owner.token, {
      applicationId: started.id,
      privilegeId: h.sedation.id,
    }),
    201,
  );
  await completeRequests(t.db, started.id, h.hospital.hospital.minReferences);
  await confirmSupervisionIfRequired(t, started.id);
  resultOf(await submitApplication(t, owner.token, started.id, 'Dana Doctor'));
  resultOf(await decide(t, h.office.token, started.id, 'in-review'));
  await beforeFinalise?.(started.id);
  resultOf(await decide(t, h.office.token, started.id, 'finalise'));
  if (npdb) {
    await recordNpdbQuery(t, h, started.id);
  }
  return { id: started.id, doctor: owner };
}

/** The office records a reviewed, clean one-time NPDB query for the file (today unless said). */
export async function recordNpdbQuery(
  t: TTestApp,
  h: TRouteHospital,
  applicationId: string,
  queriedOn?: string,
) {
  const { payload, headers } = createMultipartBody(
    {
      kind: 'one-time',
      reason: 'initial-appointment',
      queriedOn: queriedOn ?? dayjs().format('YYYY-MM-DD'),
      result: 'no-reports',
    },
    { field: 'response', name: 'npdb-response.pdf', content: PDF, type: 'application/pdf' },
  );
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/npdb`,
    payload,
    headers: { ...headers, 'x-auth-token': h.office.token },
  });
  const { queries } = resultOf<TApplicationNpdb>(recorded, 201);
  resultOf(
    await send(
      t.app,
      'POST',
      `/api/admin/applications/${applicationId}/npdb/${queries[0].id}/review`,
      h.office.token,
      {},
    ),
  );
}

export function getFile(t: TTestApp, token: string, id: string) {
  return send(t.app, 'GET', `/api/committee/files/${id}`, token);
}

export function postFile(t: TTestApp, token: string, id: string, action: string, body: unknown) {
  return send(t.app, 'POST', `/api/committee/files/${id}/${action}`, token, body);
}

export function readFile(response: Awaited<ReturnType<typeof getFile>>): TCommitteeFile {
  return resultOf<TCommitteeFile>(response);
}
