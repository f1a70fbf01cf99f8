import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationTelemedicine, TTelemedicineAgreementList } from '@docapply/contracts';
import { auditLog, decisionLetters } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { expectClientError } from './helpers/error-shape';
import { grantStepUp } from './helpers/factors';
import { createMultipartBody } from './helpers/multipart';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';
import {
  createFinalisedFile,
  createRouteHospital,
  getFile,
  postFile,
  readFile,
  saveRoute,
  threeStepRoute,
  type TRouteHospital,
} from './decision-fixtures';
import { PNG } from './packet-fixtures';
import { PDF } from './submission-fixtures';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const pdf = (field: string) => ({ field, name: `${field}.pdf`, content: PDF, type: 'application/pdf' });
const png = (field: string) => ({ field, name: `${field}.pdf`, content: PNG, type: 'image/png' });
type TPart = ReturnType<typeof pdf>;

describe('telemedicine by proxy: agreements, the distant site’s decision, and the board relying on it', () => {
  let t: TTestApp;
  let h: TRouteHospital;
  let otherAdmin: TPerson;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createRouteHospital(t);
    await saveRoute(t, h, threeStepRoute(h));
    const other = await createHospitalWithForms(t.db);
    otherAdmin = await createHospitalAdmin(t, 'Olga', 'Other', other.hospital.id);
    doctor = await createPerson(t, 'Dana', 'Doctor');
  });
  afterAll(async () => {
    await t.close();
  });

  const hospitalId = () => h.hospital.hospital.id;
  const agreementsUrl = (suffix = '') =>
    `/api/admin/hospitals/${hospitalId()}/telemedicine-agreements${suffix}`;
  const proxyUrl = (id: string, suffix = '') => `/api/admin/applications/${id}/telemedicine${suffix}`;
  const postForm = (url: string, token: string, fields: Record<string, string>, file?: TPart | null) => {
    const { payload, headers } = createMultipartBody(fields, file ?? undefined);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-auth-token': token } });
  };
  const addAgreement = (fields: Record<string, string>, file: TPart | null = pdf('agreement')) =>
    postForm(agreementsUrl(), h.office.token, fields, file);
  const recordProxy = (id: string, fields: Record<string, string>, file: TPart | null = pdf('decision')) =>
    postForm(proxyUrl(id), h.office.token, fields, file);
  const auditActions = async (entityId: string) =>
    (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, entityId), eq(auditLog.hospitalId, hospitalId())))
    ).map((row) => row.action);

  it('lets the hospital’s office add, list, download and end agreements, refusing bad input and others', async () => {
    expect(
      resultOf<TTelemedicineAgreementList>(await send(t.app, 'GET', agreementsUrl(), h.office.token)),
    ).toEqual({
      data: [],
    });

    // Nothing filled in: every field says what it needs; then the signed agreement is required.
    const empty = expectClientError(await addAgreement({}, null));
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['distantSiteName', 'signedOn']);
    const noFile = expectClientError(
      await addAgreement({ distantSiteName: 'Lakeside', signedOn: day(0) }, null),
    );
    expect(noFile.fields).toEqual({ agreement: 'Attach the signed agreement (PDF)' });
    const bad = expectClientError(
      await addAgreement({ distantSiteName: 'Lakeside', ccn: '12345', signedOn: day(0), endsOn: day(-1) }),
    );
    expect(bad.fields).toEqual({
      ccn: 'Enter the 6-character CMS certification number, or leave it empty',
      endsOn: 'The end date must be after the signing date',
    });
    expect(
      expectClientError(await addAgreement({ distantSiteName: 'Lakeside', signedOn: day(1) })).fields,
    ).toEqual({
      signedOn: 'The date cannot be in the future',
    });
    const image = await addAgreement({ distantSiteName: 'Lakeside', signedOn: day(-30) }, png('agreement'));
    expect(image.statusCode).toBe(415);
    expect(expectClientError(image).fields).toEqual({ agreement: 'Upload the signed agreement as a PDF' });

    const added = resultOf<TTelemedicineAgreementList>(
      await addAgreement({
        distantSiteName: ' Lakeside Telehealth ',
        ccn: 'ab1234',
        signedOn: day(-30),
        endsOn: '',
      }),
      201,
    );
    expect(added.data).toEqual([
      expect.objectContaining({
        distantSiteName: 'Lakeside Telehealth',
        ccn: 'AB1234',
        signedOn: day(-30),
        endsOn: null,
        endedAt: null,
        isInForce: true,
        document: expect.objectContaining({ name: 'agreement.pdf', mime: 'application/pdf' }),
        recordedBy: { id: h.office.id, name: 'Olive Office' },
      }),
    ]);
    const agreementId = added.data[0].id;
    const download = await send(t.app, 'GET', agreementsUrl(`/${agreementId}/document`), h.office.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Another hospital's office reads nothing of it; a doctor is not an office.
    for (const [method, url] of [
      ['GET', agreementsUrl()],
      ['POST', agreementsUrl(`/${agreementId}/end`)],
      ['GET', agreementsUrl(`/${agreementId}/document`)],
    ] as const) {
      expectError(await send(t.app, method, url, otherAdmin.token), 404);
      expectError(await send(t.app, method, url, doctor.token), 403);
    }
    expectError(
      await postForm(agreementsUrl(), otherAdmin.token, { distantSiteName: 'X', signedOn: day(0) }),
      404,
    );

    // A second agreement, ended: no longer in force, and ended once only.
    const second = resultOf<TTelemedicineAgreementList>(
      await addAgreement({ distantSiteName: 'Hill Clinic', signedOn: day(-10), endsOn: day(300) }),
      201,
    );
    const hillId = second.data.find((one) => one.distantSiteName === 'Hill Clinic')!.id;
    const ended = resultOf<TTelemedicineAgreementList>(
      await send(t.app, 'POST', agreementsUrl(`/${hillId}/end`), h.office.token),
    );
    expect(ended.data.map((one) => [one.distantSiteName, one.isInForce])).toEqual([
      ['Lakeside Telehealth', true],
      ['Hill Clinic', false],
    ]);
    expectError(await send(t.app, 'POST', agreementsUrl(`/${hillId}/end`), h.office.token), 409);
    expectError(await send(t.app, 'POST', agreementsUrl('/not-an-id/end'), h.office.token), 404);
    expect(await auditActions(hillId)).toEqual([
      'telemedicine.agreement-added',
      'telemedicine.agreement-ended',
    ]);
  });

  it('records the distant site’s decision while in review; the file then goes straight to the board', async () => {
    const { data } = resultOf<TTelemedicineAgreementList>(
      await send(t.app, 'GET', agreementsUrl(), h.office.token),
    );
    const inForce = data.find((one) => one.isInForce)!;
    const ended = data.find((one) => !one.isInForce)!;
    const admitting = h.hospital.privileges.admitting.id;
    const valid = {
      agreementId: inForce.id,
      decidedOn: day(-2),
      grantedPrivilegeIds: admitting,
      appointmentEndsOn: day(700),
    };

    const owner = await createPerson(t, 'Dana', 'Doctor');
    const { id } = await createFinalisedFile(t, h, {
      doctor: owner,
      npdb: false,
      beforeFinalise: async (applicationId) => {
        const before = resultOf<TApplicationTelemedicine>(
          await send(t.app, 'GET', proxyUrl(applicationId), h.office.token),
        );
        expect(before).toMatchObject({ proxy: null, blockedBecause: null, agreements: [{ id: inForce.id }] });
        expect(before.requested.map((one) => one.privilegeId).sort()).toEqual(
          [admitting, h.sedation.id].sort(),
        );

        // Only an agreement in force, only requested privileges, a decision before today, its PDF.
        const refused = expectClientError(
          await recordProxy(
            applicationId,
            {
              ...valid,
              agreementId: ended.id,
              decidedOn: day(1),
              grantedPrivilegeIds: `${admitting},${h.hospital.privileges.cath.id}`,
              appointmentEndsOn: day(-5),
            },
            null,
          ),
        );
        expect(refused.fields).toEqual({
          agreementId: 'Choose an agreement in force today',
          decidedOn: 'The date cannot be in the future',
          grantedPrivilegeIds: 'Only privileges the application requests can be granted',
          appointmentEndsOn: 'The appointment must end after the decision date',
          decision: 'Attach the distant site’s decision (PDF)',
        });
        expect(
          expectClientError(await recordProxy(applicationId, { ...valid, grantedPrivilegeIds: '' })).fields,
        ).toEqual({
          grantedPrivilegeIds: 'Tick at least one privilege the distant site granted',
        });
        const image = await recordProxy(applicationId, valid, png('decision'));
        expect(image.statusCode).toBe(415);

        // The doctor never reaches it; another hospital's office finds nothing.
        for (const url of [proxyUrl(applicationId), proxyUrl(applicationId, '/document')]) {
          expectError(await send(t.app, 'GET', url, owner.token), 403);
          expectError(await send(t.app, 'GET', url, otherAdmin.token), 404);
        }
        expectError(await postForm(proxyUrl(applicationId), owner.token, valid, pdf('decision')), 403);
        expectError(await postForm(proxyUrl(applicationId), otherAdmin.token, valid, pdf('decision')), 404);

        // First both granted, then replaced: admitting only.
        resultOf(
          await recordProxy(applicationId, {
            ...valid,
            grantedPrivilegeIds: `${admitting},${h.sedation.id}`,
          }),
          201,
        );
        const recorded = resultOf<TApplicationTelemedicine>(await recordProxy(applicationId, valid), 201);
        expect(recorded.proxy).toMatchObject({
          agreement: { id: inForce.id, distantSiteName: 'Lakeside Telehealth', ccn: 'AB1234' },
          decidedOn: day(-2),
          appointmentEndsOn: day(700),
          document: expect.objectContaining({ name: 'decision.pdf' }),
          recordedBy: { id: h.office.id, name: 'Olive Office' },
        });
        expect(
          Object.fromEntries(recorded.proxy!.privileges.map((one) => [one.privilegeId, one.granted])),
        ).toEqual({ [admitting]: true, [h.sedation.id]: false });
        const document = await send(t.app, 'GET', proxyUrl(applicationId, '/document'), h.office.token);
        expect(document.statusCode).toBe(200);
        expect(await auditActions(applicationId)).toEqual(
          expect.arrayContaining(['telemedicine.decision-recorded', 'telemedicine.decision-replaced']),
        );
        // The doctor's own view of the application says nothing of it.
        const own = await send(t.app, 'GET', `/api/applicationDatas/${applicationId}`, owner.token);
        expect(own.statusCode).toBe(200);
        expect(own.body).not.toContain('Lakeside');
      },
    });

    // Finalised: straight to the board, which sees the distant site's decision and no earlier step's.
    const file = readFile(await getFile(t, h.board.token, id));
    expect(file.route.stepName).toBe('Board');
    expect(file.recommendations).toEqual([]);
    expect(file.proxy).toMatchObject({
      agreement: { distantSiteName: 'Lakeside Telehealth', signedOn: inForce.signedOn },
      decidedOn: day(-2),
    });
    // The hospital relies on the distant site's credentialing: only the NPDB rule still holds.
    expect(file.gate.blocks.map((block) => block.kind)).toEqual(['npdb']);
    const [entered] = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'application.route-entered')));
    expect(entered.data).toMatchObject({
      note: 'Relying on the privileging decision of Lakeside Telehealth (telemedicine by proxy): sent to Board.',
    });

    // The board may grant only what the distant site granted.
    const board = (sedation: string) => ({
      privileges: [
        { privilegeId: admitting, outcome: 'grant' },
        {
          privilegeId: h.sedation.id,
          outcome: sedation,
          ...(sedation === 'deny' ? { reason: 'Not granted there.' } : {}),
        },
      ],
      membershipCategory: 'telemedicine',
      appointmentMonths: 24,
    });
    await grantStepUp(t, h.board.token);
    const tooMuch = expectError(await postFile(t, h.board.token, id, 'recommendation', board('grant')), 400);
    expect(tooMuch.fields).toEqual({
      'privileges.1.outcome':
        'Lakeside Telehealth did not grant this privilege: the board may only deny or defer it.',
    });
    await grantStepUp(t, h.board.token);
    const decided = readFile(await postFile(t, h.board.token, id, 'recommendation', board('deny')));
    expect(decided.status).toBe('approved');
    const [letter] = await t.db.select().from(decisionLetters).where(eq(decisionLetters.applicationId, id));
    expect(letter.decision.reliance).toEqual({
      distantSiteName: 'Lakeside Telehealth',
      agreementSignedOn: inForce.signedOn,
    });

    // Decided: the record stays as it was.
    expectError(await recordProxy(id, valid), 409);
  });

  it('sends a file already at the chair to the board when the distant site’s decision is recorded', async () => {
    const { data } = resultOf<TTelemedicineAgreementList>(
      await send(t.app, 'GET', agreementsUrl(), h.office.token),
    );
    const { id } = await createFinalisedFile(t, h);
    expect(readFile(await getFile(t, h.office.token, id)).route.stepName).toBe('Cardiology chair');
    resultOf(
      await recordProxy(id, {
        agreementId: data.find((one) => one.isInForce)!.id,
        decidedOn: day(0),
        grantedPrivilegeIds: h.sedation.id,
        appointmentEndsOn: day(365),
      }),
      201,
    );
    const file = readFile(await getFile(t, h.office.token, id));
    expect(file.route).toMatchObject({ stepName: 'Board', state: 'waiting' });
    expect(file.proxy?.privileges.filter((one) => one.granted).map((one) => one.privilegeId)).toEqual([
      h.sedation.id,
    ]);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['application.route-advanced']));
  });
});
