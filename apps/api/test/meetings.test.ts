import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { TMeetingCandidateList, TMeetingList } from '@docapply/contracts';
import { hospitals } from '@/core/db/schema';
import {
  expectNoData,
  resultOf,
  send,
  createHospitalWithForms,
  type TTestHospital,
} from './application-fixtures';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createNamedPerson, type TNamedPerson } from './notes-fixtures';
import { readPdf } from './packet-fixtures';
import { mailsTo } from './submission-fixtures';
import {
  createFileAtStep,
  createRoute,
  meetingOf,
  proposeRecommendation,
  putOnAgenda,
  scheduleMeeting,
} from './meetings-fixtures';

describe('committee meetings', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TNamedPerson;
  let otherAdmin: TNamedPerson;
  let members: TNamedPerson[];
  let outsider: TNamedPerson;
  let route: Awaited<ReturnType<typeof createRoute>>;
  let files: { id: string; doctor: TNamedPerson }[];
  const inDays = (days: number) => dayjs().add(days, 'day').hour(18).minute(0).second(0).millisecond(0);

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_URL: 'https://admin.example.org/admin/' } });
    hospital = await createHospitalWithForms(t.db);
    const other = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, [hospital.hospital.id], ['Maria', 'Okafor']);
    otherAdmin = await createHospitalAdmin(t, [other.hospital.id], ['Omar', 'Elsewhere']);
    members = [];
    for (const name of [
      ['Ada', 'Chair'],
      ['Ben', 'Baker'],
      ['Cleo', 'Carter'],
      ['Dan', 'Diaz'],
      ['Eve', 'Evans'],
    ] as [string, string][]) {
      members.push(await createNamedPerson(t, name, ['committee_member']));
    }
    outsider = await createNamedPerson(t, ['Olga', 'Outsider'], ['committee_member']);
    route = await createRoute(t, hospital.hospital.id, members, 3);
    // The outsider sits on the board, not on the committee.
    await createRoute(t, other.hospital.id, [outsider], 1);
    files = [];
    for (const name of [
      ['Zoë', 'Dvořák'],
      ['Yusuf', 'Young'],
      ['Xia', 'Xu'],
    ] as [string, string][]) {
      files.push(await createFileAtStep(t, hospital, route.committee.id, name));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('schedules a committee step’s meeting; refuses a person step, a past date, another hospital and a doctor', async () => {
    const startsAt = inDays(20).toISOString();
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, { stepId: route.committee.id, startsAt }),
      201,
    );
    expect(meeting).toMatchObject({
      step: { id: route.committee.id, name: 'Credentials committee', quorum: 3 },
      startsAt,
      location: 'Board room, 4th floor',
      packetLeadDays: 7,
      state: 'scheduled',
      canManage: true,
      items: [],
      quorum: { needed: 3, present: 0, members: 5, isReached: false },
    });
    expect(meeting.members.map((member) => member.name)).toEqual([
      'Ada Chair',
      'Ben Baker',
      'Cleo Carter',
      'Dan Diaz',
      'Eve Evans',
    ]);

    const person = await scheduleMeeting(t, admin.token, { stepId: route.chair.id, startsAt });
    expect(person.statusCode).toBe(400);
    expect(person.json().error.fields).toHaveProperty('stepId');
    const past = await scheduleMeeting(t, admin.token, {
      stepId: route.committee.id,
      startsAt: inDays(-1).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('startsAt');
    expectNoData(await scheduleMeeting(t, otherAdmin.token, { stepId: route.committee.id, startsAt }), 404);
    expectError(
      await scheduleMeeting(t, files[0].doctor.token, { stepId: route.committee.id, startsAt }),
      403,
    );
    expectError(await scheduleMeeting(t, members[0].token, { stepId: route.committee.id, startsAt }), 403);
  });

  it('lets the step’s members read the meeting, its agenda and packet, and nobody else', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(21).toISOString(),
      }),
      201,
    );
    await putOnAgenda(t, meeting.id, [files[1].id]);
    const asMember = meetingOf(
      await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}`, members[2].token),
    );
    expect(asMember).toMatchObject({
      canManage: false,
      items: [{ applicationId: files[1].id, doctorName: 'Yusuf Young' }],
    });
    const list = resultOf<TMeetingList>(
      await send(t.app, 'GET', '/api/admin/meetings?when=upcoming', members[2].token),
    );
    expect(list.data.map((row) => row.id)).toContain(meeting.id);
    const packet = await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/packet`, members[2].token);
    expect(packet.statusCode, packet.body).toBe(200);
    expect(packet.headers['content-type']).toBe('application/pdf');

    // A member may read, not run it.
    expectError(await send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/close`, members[2].token), 403);
    for (const person of [outsider, otherAdmin]) {
      expectNoData(await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}`, person.token), 404);
      expectNoData(await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/packet`, person.token), 404);
      const theirs = resultOf<TMeetingList>(await send(t.app, 'GET', '/api/admin/meetings', person.token));
      expect(theirs.data.map((row) => row.id)).not.toContain(meeting.id);
    }
    expectNoData(await send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/close`, otherAdmin.token), 404);
    expectError(await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}`, files[0].doctor.token), 403);
    expectError(
      await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/packet`, files[0].doctor.token),
      403,
    );
  });

  it('adds to the agenda only the files at the step that are ready on the meeting’s day', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(19).toISOString(),
      }),
      201,
    );
    const candidatesOf = async () =>
      resultOf<TMeetingCandidateList>(
        await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/candidates`, admin.token),
      ).data;
    const add = (applicationId: string) =>
      send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/items`, admin.token, { applicationId });
    const ready = await candidatesOf();
    expect(ready.map((file) => [file.doctorName, file.gate.ready, file.isOnAgenda])).toEqual([
      ['Zoë Dvořák', true, false],
      ['Yusuf Young', true, false],
      ['Xia Xu', true, false],
    ]);
    expect(ready[0].gate.on).toBe(dayjs(meeting.startsAt).format('YYYY-MM-DD'));

    // The hospital now requires the NPI verification: these files' are pending.
    await t.db
      .update(hospitals)
      .set({ verificationRequiredKinds: ['npi'] })
      .where(eq(hospitals.id, hospital.hospital.id));
    try {
      const blocked = (await candidatesOf())[0];
      expect(blocked.gate.ready).toBe(false);
      expect(blocked.gate.blocks).toEqual([expect.objectContaining({ kind: 'verification' })]);
      const refused = await add(files[0].id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain(
        'This file will not be ready for the committee on the meeting’s day.',
      );
      expect(refused.json().error.message).toContain(blocked.gate.blocks[0].message);
      expect(refused.json().error.fields).toEqual({ verification: blocked.gate.blocks[0].message });
    } finally {
      await t.db
        .update(hospitals)
        .set({ verificationRequiredKinds: [] })
        .where(eq(hospitals.id, hospital.hospital.id));
    }
    meetingOf(await add(files[2].id));
    const added = meetingOf(await add(files[0].id));
    expect(added.items.map((item) => [item.position, item.doctorName])).toEqual([
      [1, 'Xia Xu'],
      [2, 'Zoë Dvořák'],
    ]);
    expect((await add(files[0].id)).statusCode).toBe(409);
    const onAgenda = (await candidatesOf()).filter((file) => file.isOnAgenda);
    expect(onAgenda.map((file) => file.doctorName)).toEqual(['Zoë Dvořák', 'Xia Xu']);
    // A file at another step is not a candidate.
    const elsewhere = await createFileAtStep(t, hospital, route.board.id, ['Wim', 'Wong']);
    expect((await add(elsewhere.id)).statusCode).toBe(409);
    expectError(
      await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/candidates`, members[0].token),
      403,
    );
    expectNoData(
      await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/candidates`, otherAdmin.token),
      404,
    );
  });

  it('reorders the agenda with every file once, and refuses another set', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(22).toISOString(),
      }),
      201,
    );
    await putOnAgenda(
      t,
      meeting.id,
      files.map((file) => file.id),
    );
    const order = [files[2].id, files[0].id, files[1].id];
    const reordered = meetingOf(
      await send(t.app, 'PUT', `/api/admin/meetings/${meeting.id}/items`, admin.token, {
        applicationIds: order,
      }),
    );
    expect(reordered.items.map((item) => item.doctorName)).toEqual(['Xia Xu', 'Zoë Dvořák', 'Yusuf Young']);
    const partial = await send(t.app, 'PUT', `/api/admin/meetings/${meeting.id}/items`, admin.token, {
      applicationIds: order.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    const removed = meetingOf(
      await send(t.app, 'DELETE', `/api/admin/meetings/${meeting.id}/items/${files[0].id}`, admin.token),
    );
    expect(removed.items.map((item) => item.doctorName)).toEqual(['Xia Xu', 'Yusuf Young']);
  });

  it('records attendance; without quorum the meeting cannot vote, with it the votes carry the file and the minutes say so', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(23).toISOString(),
      }),
      201,
    );
    await putOnAgenda(t, meeting.id, [files[0].id]);
    await proposeRecommendation(t, {
      applicationId: files[0].id,
      stepId: route.committee.id,
      byUserId: members[0].id,
      privilegeId: hospital.privileges.admitting.id,
    });
    const attend = (member: TNamedPerson, present: boolean) =>
      send(t.app, 'PUT', `/api/admin/meetings/${meeting.id}/attendance/${member.id}`, admin.token, {
        present,
      });
    meetingOf(await attend(members[0], true));
    meetingOf(await attend(members[1], true));
    const two = meetingOf(await attend(members[4], false));
    expect(two.state).toBe('in-progress');
    expect(two.quorum).toEqual({ needed: 3, present: 2, members: 5, isReached: false });
    expect(two.members.map((member) => member.present)).toEqual([true, true, null, null, false]);
    expectNoData(await attend(outsider, true), 404);

    const votes = [
      { userId: members[0].id, choice: 'for' },
      { userId: members[1].id, choice: 'for' },
    ];
    const refused = await send(
      t.app,
      'PUT',
      `/api/admin/meetings/${meeting.id}/items/${files[0].id}/votes`,
      admin.token,
      { votes },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This meeting has no quorum: it cannot decide');

    const three = meetingOf(await attend(members[2], true));
    expect(three.quorum.isReached).toBe(true);
    // Every member present votes, and only they.
    const missing = await send(
      t.app,
      'PUT',
      `/api/admin/meetings/${meeting.id}/items/${files[0].id}/votes`,
      admin.token,
      {
        votes,
      },
    );
    expect(missing.statusCode).toBe(400);
    const absent = await send(
      t.app,
      'PUT',
      `/api/admin/meetings/${meeting.id}/items/${files[0].id}/votes`,
      admin.token,
      {
        votes: [...votes, { userId: members[2].id, choice: 'for' }, { userId: members[4].id, choice: 'for' }],
      },
    );
    expect(absent.statusCode).toBe(400);
    expect(absent.json().error.fields).toHaveProperty(['votes.3.userId']);

    const votesUrl = `/api/admin/meetings/${meeting.id}/items/${files[0].id}/votes`;
    const decided = meetingOf(
      await send(t.app, 'PUT', votesUrl, admin.token, {
        votes: [...votes, { userId: members[2].id, choice: 'recused', reason: 'Practice partner' }],
      }),
    );
    expect(decided.items[0]).toMatchObject({ outcome: 'adopted' });
    expect(decided.items[0].votes.map((vote) => [vote.name, vote.choice])).toEqual([
      ['Ben Baker', 'for'],
      ['Ada Chair', 'for'],
      ['Cleo Carter', 'recused'],
    ]);
    expect((await send(t.app, 'PUT', votesUrl, admin.token, { votes })).statusCode).toBe(409);

    // The minutes print what was recorded.
    const minutes = await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/minutes`, admin.token);
    expect(minutes.statusCode, minutes.body).toBe(200);
    const pdf = await readPdf(minutes.rawPayload);
    expect(pdf.pageCount).toBe(1);
    const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Credentials committee',
      'Board room, 4th floor',
      'Present Ada Chair, Ben Baker, Cleo Carter',
      'Absent Eve Evans',
      'Not recorded Dan Diaz',
      'Quorum reached: 3 of 5 members present, 3 needed.',
      '1. Zoë Dvořák',
      'Admitting (Internal Medicine) Grant with conditions. Proctoring: Five proctored admissions',
      'Membership category Active',
      '24 months',
      'For (2) Ben Baker, Ada Chair',
      'Recused (1) Cleo Carter',
      'Outcome Recommendation adopted',
      'draft minutes',
    ]) {
      expect(text).toContain(expected);
    }
    expectNoData(
      await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/minutes`, members[0].token),
      403,
    );
  });

  it('sends the agenda and the packet’s link once, the lead days before the meeting', async () => {
    const startsAt = inDays(30);
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: startsAt.toISOString(),
        packetLeadDays: 5,
      }),
      201,
    );
    await putOnAgenda(t, meeting.id, [files[1].id, files[2].id]);
    const subject = `Credentials committee meeting on ${startsAt.format('MM/DD/YYYY')}: agenda and packet`;
    const sent = async () => (await mailsTo(t, members[3].email)).filter((mail) => mail.subject === subject);

    await t.runJobs(startsAt.subtract(6, 'day').toDate(), { names: ['meeting-packets'] });
    expect(await sent()).toEqual([]);
    await t.runJobs(startsAt.subtract(5, 'day').toDate(), { names: ['meeting-packets'] });
    await t.runJobs(startsAt.subtract(4, 'day').toDate(), { names: ['meeting-packets'] });
    const mails = await sent();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Hello Dan Diaz');
    expect(mails[0].text).toContain('1. Yusuf Young\n2. Xia Xu');
    expect(mails[0].text).toContain(`https://admin.example.org/admin/meetings/${meeting.id}`);
    for (const member of members) {
      expect((await mailsTo(t, member.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
    }
    expect((await mailsTo(t, outsider.email)).filter((mail) => mail.subject === subject)).toEqual([]);
    const read = meetingOf(await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}`, admin.token));
    expect(read.packetSentAt).not.toBeNull();

    // "Send packet now" sends it again.
    meetingOf(await send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/send-packet`, admin.token));
    expect(await sent()).toHaveLength(2);
  });

  it('builds one packet: a cover, the contents with each file’s first page, then every file’s packet', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(24).toISOString(),
      }),
      201,
    );
    await putOnAgenda(t, meeting.id, [files[2].id, files[0].id, files[1].id]);
    const pageCounts: number[] = [];
    for (const id of [files[2].id, files[0].id, files[1].id]) {
      const single = await send(t.app, 'GET', `/api/admin/applications/${id}/packet`, admin.token);
      pageCounts.push((await readPdf(single.rawPayload)).pageCount);
    }
    const response = await send(t.app, 'GET', `/api/admin/meetings/${meeting.id}/packet`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(2 + pageCounts[0] + pageCounts[1] + pageCounts[2]);
    expect(pdf.pages[0]).toContain('Credentials committee meeting');
    expect(pdf.pages[0]).toContain('Files on the agenda');
    const first = [3, 3 + pageCounts[0], 3 + pageCounts[0] + pageCounts[1]];
    const contents = pdf.pages[1].replace(/\s+/g, ' ');
    expect(contents).toContain('Contents');
    expect(contents).toContain(`1. Xia Xu Page ${first[0]}`);
    expect(contents).toContain(`2. Zoë Dvořák Page ${first[1]}`);
    expect(contents).toContain(`3. Yusuf Young Page ${first[2]}`);
    expect(pdf.pages[first[1] - 1]).toContain('Committee packet: Zoë Dvořák');
    expect(pdf.pages[first[2] - 1]).toContain('Committee packet: Yusuf Young');
    expect(pdf.pages[pdf.pageCount - 1]).toContain(
      `Meeting packet page ${pdf.pageCount} of ${pdf.pageCount}`,
    );
    expect(pdf.outline.map((entry) => [entry.title, entry.page])).toEqual([
      ['Cover', 1],
      ['Contents', 2],
      ['1. Xia Xu', first[0]],
      ['2. Zoë Dvořák', first[1]],
      ['3. Yusuf Young', first[2]],
    ]);
  });

  it('cancels a meeting that has not started, and closes one that has', async () => {
    const meeting = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(25).toISOString(),
      }),
      201,
    );
    const cancelled = meetingOf(
      await send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/cancel`, admin.token),
    );
    expect(cancelled.state).toBe('cancelled');
    expect(
      (await send(t.app, 'POST', `/api/admin/meetings/${meeting.id}/close`, admin.token)).statusCode,
    ).toBe(409);

    const held = meetingOf(
      await scheduleMeeting(t, admin.token, {
        stepId: route.committee.id,
        startsAt: inDays(26).toISOString(),
      }),
      201,
    );
    const noted = meetingOf(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/meetings/${held.id}`,
        headers: { 'x-auth-token': admin.token },
        payload: { notes: 'Dr Chair opened the meeting.' },
      }),
    );
    expect(noted.notes).toBe('Dr Chair opened the meeting.');
    const closed = meetingOf(await send(t.app, 'POST', `/api/admin/meetings/${held.id}/close`, admin.token));
    expect(closed.state).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    const late = await send(
      t.app,
      'PUT',
      `/api/admin/meetings/${held.id}/attendance/${members[0].id}`,
      admin.token,
      {
        present: true,
      },
    );
    expect(late.statusCode).toBe(409);
    const past = resultOf<TMeetingList>(
      await send(t.app, 'GET', '/api/admin/meetings?when=past', admin.token),
    );
    expect(past.data.map((row) => row.id)).toEqual(expect.arrayContaining([meeting.id, held.id]));
  });
});
