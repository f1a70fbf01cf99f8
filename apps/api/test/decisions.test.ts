import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DECISION_MESSAGES,
  type TAdminApplicationReview,
  type TAdminQueuePage,
  type TApplicationAuditPage,
  type TCommitteeFileList,
  type TCommitteeGate,
  type TDecisionRoute,
  type TDoctorAppointment,
} from '@docapply/contracts';
import { appointments, hospitals, meetings, users } from '@/core/db/schema';
import { CLOSE_ELECTRONIC_VOTES_JOB } from '@/modules/decisions';
import { expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { grantStepUp } from './helpers/factors';
import { createHospitalWithForms, expectNoData, resultOf, send } from './application-fixtures';
import { decide, mailsTo } from './submission-fixtures';
import {
  createFinalisedFile,
  createRouteHospital,
  getFile,
  postFile,
  readFile,
  recordNpdbQuery,
  saveRoute,
  threeStepRoute,
  type TRouteHospital,
} from './decision-fixtures';

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

describe('the decision route (issue 40)', () => {
  let t: TTestApp;
  let h: TRouteHospital;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    h = await createRouteHospital(t);
  });
  afterAll(async () => {
    await t.close();
  });

  function recommendation(overrides: Record<string, unknown> = {}) {
    return {
      privileges: [
        {
          privilegeId: h.hospital.privileges.admitting.id,
          outcome: 'grant-with-conditions',
          conditions: {
            kinds: ['fppe', 'proctoring'],
            text: 'Six proctored admissions in the first three months.',
          },
        },
        {
          privilegeId: h.sedation.id,
          outcome: 'deny',
          reason: 'No sedation training.',
        },
      ],
      membershipCategory: 'active',
      appointmentMonths: 24,
      comment: 'Good references.',
      ...overrides,
    };
  }

  it('lets the office configure the route, inviting new members and refusing what cannot sit on a step', async () => {
    const path = `/api/admin/hospitals/${h.hospital.hospital.id}/decision-route`;
    expect(resultOf<TDecisionRoute>(await send(t.app, 'GET', path, h.office.token))).toEqual({ steps: [] });

    // A doctor cannot sit on a step; a committee's quorum cannot exceed its members.
    const doctor = await createPerson(t, 'Dan', 'Doctor');
    const route = threeStepRoute(h);
    const withDoctor = structuredClone(route);
    withDoctor.steps[0].members = [{ email: doctor.email, isChair: true }];
    const refused = await send(t.app, 'PUT', path, h.office.token, withDoctor);
    expectError(refused, 400);
    expect(refused.json().error.fields).toEqual({
      'steps.0.members.0.email': DECISION_MESSAGES.notHospitalStaff,
    });
    const tooMany = structuredClone(route);
    tooMany.steps[1].quorum = 4;
    const quorum = await send(t.app, 'PUT', path, h.office.token, tooMany);
    expectError(quorum, 400);
    expect(quorum.json().error.fields['steps.1.quorum']).toBe(DECISION_MESSAGES.quorumTooHigh);

    // A new address is invited, under the name given, to set a password, and sits on the step as a
    // committee member; an existing account keeps its own name whatever the form says.
    const withNewcomer = structuredClone(route);
    withNewcomer.steps[2].members.push({
      email: 'new.board.member@example.com',
      name: ' Nia  van der Berg ',
      isChair: false,
    });
    withNewcomer.steps[2].members[0].name = 'Someone Else';
    const saved = await saveRoute(t, h, withNewcomer);
    expect(saved.steps.map((step) => [step.position, step.name, step.kind, step.quorum])).toEqual([
      [1, 'Cardiology chair', 'person', 1],
      [2, 'Credentials committee', 'committee', 2],
      [3, 'Board', 'person', 1],
    ]);
    expect(saved.steps[2].members.map((member) => [member.email, member.name])).toEqual([
      [h.board.email, 'Bea Board'],
      ['new.board.member@example.com', 'Nia van der Berg'],
    ]);
    const [invite] = await mailsTo(t, 'new.board.member@example.com');
    expect(invite.subject).toContain('privileging committees');
    expect(invite.text).toContain('/setPassword?token=');
    const [newcomer] = await t.db.select().from(users).where(eq(users.email, 'new.board.member@example.com'));
    expect(newcomer.roles).toEqual(['committee_member']);
    expect([newcomer.firstName, newcomer.lastName]).toEqual(['Nia', 'van der Berg']);

    // Saved again by id: the steps are kept, the newcomer taken off.
    await saveRoute(t, h, {
      steps: saved.steps.map((step, index) => ({ ...route.steps[index], id: step.id })),
    });
    const again = resultOf<TDecisionRoute>(await send(t.app, 'GET', path, h.office.token));
    expect(again.steps.map((step) => step.id)).toEqual(saved.steps.map((step) => step.id));
    expect(again.steps[2].members).toHaveLength(1);

    // Another hospital's admin, a member and a doctor cannot read or change it.
    const other = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, 'Otto', 'Other', other.hospital.id);
    expectNoData(await send(t.app, 'GET', path, otherAdmin.token), 404);
    expectNoData(await send(t.app, 'PUT', path, otherAdmin.token, route), 404);
    expectNoData(await send(t.app, 'GET', path, h.chair.token), 403);
    expectNoData(await send(t.app, 'GET', path, doctor.token), 403);
  });

  it('takes a file from the chair through the committee’s electronic vote to the board’s decision', async () => {
    const { id, doctor } = await createFinalisedFile(t, h);
    // The office's button no longer decides: the route does.
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${id}`, h.office.token),
    );
    expect(review.allowedTransitions).toEqual([]);
    expect(review.route).toMatchObject({ stepName: 'Cardiology chair', state: 'waiting' });
    // The queue says so too.
    const queueRow = async () =>
      resultOf<TAdminQueuePage>(
        await send(t.app, 'GET', '/api/admin/applications?sort=submitted-desc', h.office.token),
      ).data.find((row) => row.id === id);
    expect((await queueRow())?.routeStep).toEqual({ name: 'Cardiology chair', since: review.route?.since });
    const approve = await decide(t, h.office.token, id, 'approved');
    expectError(approve, 409);
    expect(approve.json().error.message).toBe(DECISION_MESSAGES.routeDecides);
    expect((await mailsTo(t, h.chair.email)).at(-1)?.subject).toContain('ready for Cardiology chair');

    // Each sees what their step shows: the committee not before the chair has recommended.
    const chairList = resultOf<TCommitteeFileList>(
      await send(t.app, 'GET', '/api/committee/files', h.chair.token),
    );
    expect(chairList.data.find((file) => file.applicationId === id)).toMatchObject({
      canAct: true,
      privilegeCount: 2,
    });
    expectNoData(await getFile(t, h.committee[0].token, id), 404);
    expectNoData(await getFile(t, doctor.token, id), 403);

    // The chair's recommendation is a signature: every privilege, reasons where due, a fresh factor.
    expectError(
      await postFile(t, h.chair.token, id, 'recommendation', recommendation()),
      403,
      'STEP_UP_REQUIRED',
    );
    const partial = await postFile(t, h.chair.token, id, 'recommendation', {
      ...recommendation(),
      privileges: recommendation().privileges.slice(0, 1),
    });
    expectError(partial, 400);
    expect(partial.json().error.message).toBe(DECISION_MESSAGES.everyPrivilege);
    const noReason = await postFile(t, h.chair.token, id, 'recommendation', {
      ...recommendation(),
      privileges: [recommendation().privileges[0], { privilegeId: h.sedation.id, outcome: 'deny' }],
    });
    expectError(noReason, 400);
    expect(noReason.json().error.fields['privileges.1.reason']).toBe(DECISION_MESSAGES.reasonRequired);
    await grantStepUp(t, h.chair.token);
    // The office's open pages hear of each move; the doctor's never do (only of the decision).
    const officeStream = await openLiveStream(baseUrlOf(t.app), h.office.token);
    const doctorStream = await openLiveStream(baseUrlOf(t.app), doctor.token);
    const afterChair = readFile(await postFile(t, h.chair.token, id, 'recommendation', recommendation()));
    expect(afterChair.route).toMatchObject({ stepName: 'Credentials committee', state: 'waiting' });
    expect(afterChair.recommendations).toEqual([
      expect.objectContaining({
        stepName: 'Cardiology chair',
        state: 'adopted',
        signedWith: 'email-code',
        by: { id: h.chair.id, name: 'Chris Chair' },
        privileges: [
          expect.objectContaining({ name: 'Admitting', outcome: 'grant-with-conditions' }),
          expect.objectContaining({
            name: 'Moderate sedation',
            outcome: 'deny',
            reason: 'No sedation training.',
          }),
        ],
      }),
    ]);
    expect(afterChair.canAct).toBe(false);

    // The committee sees the chair's recommendation; only its chair (or the office) proposes.
    const [cora, carl, cleo] = h.committee;
    const seen = readFile(await getFile(t, carl.token, id));
    expect(seen.recommendations[0].stepName).toBe('Cardiology chair');
    expect(seen.me).toMatchObject({ isMember: true, isChair: false, isOffice: false });
    expectError(await postFile(t, carl.token, id, 'recommendation', recommendation()), 403);
    readFile(
      await postFile(t, cora.token, id, 'recommendation', recommendation({ comment: 'As the chair said.' })),
    );
    // Voting has not opened yet.
    await grantStepUp(t, carl.token);
    expectError(await postFile(t, carl.token, id, 'vote', { choice: 'for' }), 409);

    // Cleo recuses herself (recorded, with her reason); the office opens voting for three days.
    const recused = readFile(await postFile(t, cleo.token, id, 'recusal', { reason: 'Practice partner.' }));
    expect(recused.me.recused).toBe(true);
    expect(recused.recusals).toEqual([
      expect.objectContaining({ user: { id: cleo.id, name: 'Cleo Council' }, reason: 'Practice partner.' }),
    ]);
    expectError(await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(-1) }), 400);
    const voting = readFile(
      await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(3) }),
    );
    expect(voting.route).toMatchObject({ state: 'voting', votingClosesOn: inDays(3) });
    expect((await mailsTo(t, carl.email)).at(-1)?.subject).toContain('Vote by');
    expect((await mailsTo(t, cleo.email)).some((mail) => mail.subject.includes('Vote by'))).toBe(false);
    await grantStepUp(t, cleo.token);
    expectError(await postFile(t, cleo.token, id, 'vote', { choice: 'for' }), 409);

    // Two votes for of two eligible: carried at once, and the file goes to the board.
    const one = readFile(await postFile(t, carl.token, id, 'vote', { choice: 'for' }));
    expect(one.me.vote).toBe('for');
    expect(one.route.state).toBe('voting');
    expectError(await postFile(t, carl.token, id, 'vote', { choice: 'against' }), 403, 'STEP_UP_REQUIRED');
    await grantStepUp(t, cora.token);
    const carried = readFile(await postFile(t, cora.token, id, 'vote', { choice: 'for' }));
    expect(carried.route).toMatchObject({ stepName: 'Board', state: 'waiting' });
    expect(carried.recommendations[1]).toMatchObject({
      stepName: 'Credentials committee',
      state: 'adopted',
      tally: { for: 2, against: 0, abstain: 0, recused: 1 },
    });

    // The board decides: approved with the granted privilege and its conditions, sedation denied.
    await grantStepUp(t, h.board.token);
    const decided = readFile(
      await postFile(t, h.board.token, id, 'recommendation', recommendation({ appointmentMonths: 12 })),
    );
    expect(decided.status).toBe('approved');
    expect(decided.route.state).toBe('decided');
    try {
      await officeStream.waitFor(changeOf('decision-route', id));
      await doctorStream.waitFor(changeOf('status', id));
      expect(doctorStream.changes().map((change) => change.kind)).not.toContain('decision-route');
    } finally {
      officeStream.close();
      doctorStream.close();
    }
    expect((await queueRow())?.routeStep).toBeNull();
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.applicationId, id));
    expect(appointment).toMatchObject({
      privilegeIds: [h.hospital.privileges.admitting.id],
      membershipCategory: 'active',
      conditions: {
        [h.hospital.privileges.admitting.id]: {
          kinds: ['fppe', 'proctoring'],
          text: 'Six proctored admissions in the first three months.',
        },
      },
    });
    expect(dayjs(appointment.endsOn).diff(dayjs(appointment.startsOn), 'month')).toBe(12);
    expect((await mailsTo(t, doctor.email)).at(-1)?.subject).toContain('Approved');
    // The decision wrote its letter (modules/decision-letters), due within the hospital's 30 days.
    const letter = resultOf<{ dueOn: string; sentAt: string | null } | null>(
      await send(t.app, 'GET', `/api/admin/applications/${id}/decision-letter`, h.office.token),
    );
    expect(letter).toMatchObject({ dueOn: inDays(30), sentAt: null });

    // The doctor's appointment shows only what was granted; nothing of the route reaches them.
    const mine = resultOf<{ data: TDoctorAppointment[] }>(
      await send(t.app, 'GET', '/api/appointments', doctor.token),
    );
    expect(mine.data[0]).toMatchObject({
      membershipCategory: 'active',
      privileges: [
        {
          name: 'Admitting',
          conditions: {
            kinds: ['fppe', 'proctoring'],
            text: 'Six proctored admissions in the first three months.',
          },
        },
      ],
    });
    const trail = resultOf<TApplicationAuditPage>(
      await send(t.app, 'GET', `/api/applications/${id}/audit`, doctor.token),
    );
    expect(JSON.stringify(trail)).not.toMatch(/recommend|recus|Practice partner|sedation training/i);
    // Decided: nothing more can be recommended.
    await grantStepUp(t, h.board.token);
    expectError(await postFile(t, h.board.token, id, 'recommendation', recommendation()), 409);
  });

  it('refuses electronic voting on a file that fails the ready-for-committee gate, listing why', async () => {
    const { id } = await createFinalisedFile(t, h);
    await grantStepUp(t, h.chair.token);
    readFile(await postFile(t, h.chair.token, id, 'recommendation', recommendation()));
    readFile(await postFile(t, h.committee[0].token, id, 'recommendation', recommendation()));
    // The hospital now requires its NPI verification: this file's is pending.
    await t.db
      .update(hospitals)
      .set({ verificationRequiredKinds: ['npi'] })
      .where(eq(hospitals.id, h.hospital.hospital.id));
    try {
      const file = readFile(await getFile(t, h.office.token, id));
      expect(file.gate.ready).toBe(false);
      expect(file.gate.blocks).toEqual([expect.objectContaining({ kind: 'verification' })]);
      const refused = await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(2) });
      expectError(refused, 409);
      expect(refused.json().error.message).toContain(DECISION_MESSAGES.gateBlocked);
      expect(refused.json().error.message).toContain(file.gate.blocks[0].message);
    } finally {
      await t.db
        .update(hospitals)
        .set({ verificationRequiredKinds: [] })
        .where(eq(hospitals.id, h.hospital.hospital.id));
    }
  });

  it('holds a file back from the committee until its NPDB query is recorded and reviewed', async () => {
    const { id, doctor } = await createFinalisedFile(t, h, { npdb: false });
    // The office's review shows the gate too, today, before the file reaches a committee.
    const gateUrl = `/api/admin/applications/${id}/committee-gate`;
    const officeGate = async () =>
      resultOf<TCommitteeGate>(await send(t.app, 'GET', gateUrl, h.office.token));
    expect((await officeGate()).blocks).toEqual([{ kind: 'npdb', message: 'No NPDB query recorded' }]);
    const other = await createHospitalWithForms(t.db);
    expectNoData(
      await send(
        t.app,
        'GET',
        gateUrl,
        (await createHospitalAdmin(t, 'Gil', 'Gate', other.hospital.id)).token,
      ),
      404,
    );
    expectNoData(await send(t.app, 'GET', gateUrl, doctor.token), 403);
    await grantStepUp(t, h.chair.token);
    readFile(await postFile(t, h.chair.token, id, 'recommendation', recommendation()));
    readFile(await postFile(t, h.committee[0].token, id, 'recommendation', recommendation()));
    const file = readFile(await getFile(t, h.committee[0].token, id));
    expect(file.gate.blocks).toEqual([{ kind: 'npdb', message: 'No NPDB query recorded' }]);
    expectError(await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(2) }), 409);
    // An NPDB query of 170 days ago is current today and ages past the 180 days within the month.
    await recordNpdbQuery(t, h, id, inDays(-170));
    const ready = readFile(await getFile(t, h.committee[0].token, id));
    expect(ready.gate).toMatchObject({
      ready: true,
      blocks: [],
      aging: [{ label: 'NPDB query', until: inDays(10) }],
    });
    expect(await officeGate()).toMatchObject({ ready: true, aging: [{ label: 'NPDB query' }] });
    // With the committee meeting in 5 days, nothing ages before it: the office's gate looks that far.
    const [meeting] = await t.db
      .insert(meetings)
      .values({
        hospitalId: h.hospital.hospital.id,
        stepId: ready.route.stepId,
        startsAt: dayjs().add(5, 'day').toDate(),
        location: 'Board room',
        createdBy: h.office.id,
      })
      .returning();
    try {
      expect(await officeGate()).toMatchObject({ ready: true, aging: [] });
    } finally {
      await t.db.delete(meetings).where(eq(meetings.id, meeting.id));
    }
    readFile(await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(2) }));
  });

  it('closes an electronic vote at its deadline: without the quorum it is not carried', async () => {
    const { id } = await createFinalisedFile(t, h);
    await grantStepUp(t, h.chair.token);
    readFile(await postFile(t, h.chair.token, id, 'recommendation', recommendation()));
    readFile(await postFile(t, h.committee[0].token, id, 'recommendation', recommendation()));
    readFile(await postFile(t, h.office.token, id, 'electronic-vote', { closesOn: inDays(1) }));
    await grantStepUp(t, h.committee[1].token);
    readFile(await postFile(t, h.committee[1].token, id, 'vote', { choice: 'for' }));
    // Not yet due today; two days later the deadline has passed with one vote of a quorum of two.
    const closeVotes = async (now: Date) =>
      (await t.runJobs(now, { names: [CLOSE_ELECTRONIC_VOTES_JOB.name] }))[0]?.summary;
    expect(await closeVotes(new Date())).toBe('0 electronic votes closed');
    expect(readFile(await getFile(t, h.office.token, id)).route.state).toBe('voting');
    expect(await closeVotes(dayjs().add(2, 'day').toDate())).toBe('1 electronic votes closed');
    const file = readFile(await getFile(t, h.office.token, id));
    expect(file.route).toMatchObject({ stepName: 'Credentials committee', state: 'waiting' });
    expect(file.recommendations.at(-1)).toMatchObject({ state: 'rejected', tally: { for: 1, against: 0 } });
  });

  it('keeps another hospital’s admins and members of other steps out of the files', async () => {
    const { id } = await createFinalisedFile(t, h);
    const other = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, 'Oscar', 'Elsewhere', other.hospital.id);
    expectNoData(await getFile(t, otherAdmin.token, id), 404);
    expect(
      resultOf<TCommitteeFileList>(await send(t.app, 'GET', '/api/committee/files', otherAdmin.token)).data,
    ).toEqual([]);
    expectNoData(await getFile(t, h.board.token, id), 404);
    expectNoData(await postFile(t, h.board.token, id, 'recusal', { reason: 'x' }), 404);
    expectNoData(await getFile(t, h.chair.token, 'not-an-id'), 404);
    // Bad input is a 400 with its field, never a 500.
    const bad = await postFile(t, h.chair.token, id, 'recommendation', { privileges: 'all' });
    expectError(bad, 400);
  });
});
