import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bundle,
  CapabilityStatement,
  Organization,
  Practitioner,
  PractitionerRole,
  VerificationResult,
} from '@medplum/fhirtypes';
import { appointments, users } from '@/core/db/schema';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, send, type TTestHospital } from './application-fixtures';
import { createApprovedApplication, noonOf } from './appointment-fixtures';
import {
  createApiToken,
  entriesOf,
  expectOutcome,
  fhirGet,
  nextLink,
  NPI_SYSTEM,
  randomNpi,
  useBoardQuestions,
} from './fhir-fixtures';

type TDoctor = TPerson & { npi: string; applicationId: string };

describe('FHIR R4 export of a hospital’s medical staff', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TPerson;
  let token: string;
  let otherToken: string;
  const doctors: TDoctor[] = [];

  async function approve(first: string, last: string, answers: Record<string, unknown>): Promise<TDoctor> {
    const person = await createPerson(t, first, last);
    const npi = randomNpi();
    const { id } = await createApprovedApplication(t, {
      doctor: person,
      admin,
      hospital,
      name: `${first} ${last}`,
      answers: { legalName: `${first} ${last}`, npi, ...answers },
    });
    return { ...person, npi, applicationId: id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    await useBoardQuestions(t, hospital);
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
    // First the office approves three doctors: an internist, a cardiologist, one without a board.
    doctors.push(
      await approve('Ada', 'Okafor', {
        boardStatus: 'certified',
        boardName: 'American Board of Internal Medicine, Internal Medicine',
        boardCertifiedDate: '2015-06-01',
        boardExpiry: '2099-12-31',
        licences: [{ state: 'IL', number: 'IL-036-111', expires: '2099-01-01' }],
      }),
      await approve('Ben', 'Castillo', {
        boardStatus: 'certified',
        boardName: 'American Board of Internal Medicine, Cardiovascular Disease',
        boardCertifiedDate: '2018-03-01',
        boardExpiry: '2099-12-31',
      }),
      await approve('Chloe', 'Nakamura', { boardStatus: 'none' }),
    );
    token = (await createApiToken(t, admin, hospital.hospital.id)).token;
    // Another hospital, with its own admin and token.
    const other = await createHospitalWithForms(t.db, { minReferences: 1 });
    const otherAdmin = await createHospitalAdmin(t, 'Omar', 'Haddad', other.hospital.id);
    otherToken = (await createApiToken(t, otherAdmin, other.hospital.id)).token;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers its CapabilityStatement without a token', async () => {
    const answer = await fhirGet<CapabilityStatement>(t, 'metadata');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/fhir\+json/);
    expect(answer.body.fhirVersion).toBe('4.0.1');
    const types = answer.body.rest?.[0].resource?.map((resource) => resource.type);
    expect(types).toEqual(['Practitioner', 'PractitionerRole', 'Organization', 'VerificationResult']);
  });

  it('lists the staff as Practitioners with NPI and qualifications, and reads one', async () => {
    const answer = await fhirGet<Bundle<Practitioner>>(t, 'Practitioner', token);
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe('searchset');
    const practitioners = entriesOf(answer.body);
    expect(practitioners.map((p) => p.id).sort()).toEqual(doctors.map((d) => d.id).sort());
    const ada = practitioners.find((p) => p.id === doctors[0].id)!;
    expect(ada.identifier).toEqual([expect.objectContaining({ system: NPI_SYSTEM, value: doctors[0].npi })]);
    expect(ada.name?.[0]).toMatchObject({ family: 'Okafor', given: ['Ada'] });
    expect(ada.qualification?.map((q) => q.id)).toEqual(['licence-IL', 'board']);
    expect(ada.qualification?.[0].identifier?.[0].value).toBe('IL-036-111');
    expect(ada.qualification?.[1].period).toEqual({ start: '2015-06-01', end: '2099-12-31' });
    expect(ada.active).toBe(true);
    expect(dayjs(ada.meta?.lastUpdated).isValid()).toBe(true);

    const read = await fhirGet<Practitioner>(t, `Practitioner/${doctors[0].id}`, token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(ada);
  });

  it('finds a Practitioner by NPI and by name', async () => {
    const byNpi = await fhirGet<Bundle<Practitioner>>(
      t,
      `Practitioner?identifier=${NPI_SYSTEM}|${doctors[1].npi}`,
      token,
    );
    expect(entriesOf(byNpi.body).map((p) => p.id)).toEqual([doctors[1].id]);
    const bareNpi = await fhirGet<Bundle<Practitioner>>(
      t,
      `Practitioner?identifier=${doctors[1].npi}`,
      token,
    );
    expect(entriesOf(bareNpi.body).map((p) => p.id)).toEqual([doctors[1].id]);
    const otherSystem = await fhirGet<Bundle<Practitioner>>(
      t,
      `Practitioner?identifier=urn:other|${doctors[1].npi}`,
      token,
    );
    expect(entriesOf(otherSystem.body)).toEqual([]);
    const byName = await fhirGet<Bundle<Practitioner>>(t, 'Practitioner?name=naka', token);
    expect(entriesOf(byName.body).map((p) => p.id)).toEqual([doctors[2].id]);
  });

  it('gives each appointment as a PractitionerRole with its privileges, period and NUCC specialty', async () => {
    const answer = await fhirGet<Bundle<PractitionerRole>>(t, 'PractitionerRole', token);
    const roles = entriesOf(answer.body);
    expect(roles).toHaveLength(3);
    const ada = roles.find((role) => role.practitioner?.reference === `Practitioner/${doctors[0].id}`)!;
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctors[0].id));
    expect(ada).toMatchObject({
      id: appointment.id,
      active: true,
      period: { start: appointment.startsOn, end: appointment.endsOn },
      organization: { reference: `Organization/${hospital.hospital.id}` },
      specialty: [{ coding: [{ system: 'http://nucc.org/provider-taxonomy', code: '207R00000X' }] }],
    });
    const privilegeCodes = ada.code?.flatMap((concept) => concept.coding ?? []).map((coding) => coding.code);
    expect(privilegeCodes).toEqual(['doctor', 'physician', hospital.privileges.admitting.key]);

    // Search by the catalogue's code, by specialty and by practitioner.
    const byRole = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=${hospital.privileges.admitting.key}`,
      token,
    );
    expect(entriesOf(byRole.body)).toHaveLength(3);
    const byOtherRole = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=${hospital.privileges.cath.key}`,
      token,
    );
    expect(entriesOf(byOtherRole.body)).toEqual([]);
    const cardiology = await fhirGet<Bundle<PractitionerRole>>(
      t,
      'PractitionerRole?specialty=207RC0000X',
      token,
    );
    expect(entriesOf(cardiology.body).map((role) => role.practitioner?.reference)).toEqual([
      `Practitioner/${doctors[1].id}`,
    ]);
    const byPractitioner = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?practitioner=Practitioner/${doctors[2].id}`,
      token,
    );
    expect(entriesOf(byPractitioner.body).map((role) => role.id)).toHaveLength(1);
    const read = await fhirGet<PractitionerRole>(t, `PractitionerRole/${ada.id}`, token);
    expect(read.body).toEqual(ada);
  });

  it('gives the hospital as its Organization and the verifications as VerificationResults', async () => {
    const organizations = await fhirGet<Bundle<Organization>>(t, 'Organization', token);
    expect(entriesOf(organizations.body).map((o) => o.name)).toEqual([hospital.hospital.name]);
    const read = await fhirGet<Organization>(t, `Organization/${hospital.hospital.id}`, token);
    expect(read.body.id).toBe(hospital.hospital.id);

    const results = await fhirGet<Bundle<VerificationResult>>(
      t,
      `VerificationResult?target=Practitioner/${doctors[0].id}`,
      token,
    );
    const items = entriesOf(results.body);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.target).toEqual([expect.objectContaining({ reference: `Practitioner/${doctors[0].id}` })]);
    }
    const licence = items.find((item) => item.targetLocation?.[0]?.includes('licence-IL'));
    expect(licence?.status).toBeDefined();
    const one = await fhirGet<VerificationResult>(t, `VerificationResult/${items[0].id}`, token);
    expect(one.body).toEqual(items[0]);
  });

  it('pages a search by _count with a next link until the last page', async () => {
    const seen: string[] = [];
    let path: string | null = 'Practitioner?_count=2';
    let pages = 0;
    while (path) {
      const page: Bundle<Practitioner> = (await fhirGet<Bundle<Practitioner>>(t, path, token)).body;
      expect(entriesOf(page).length).toBeLessThanOrEqual(2);
      seen.push(...entriesOf(page).map((p) => p.id!));
      path = nextLink(page);
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen.sort()).toEqual(doctors.map((d) => d.id).sort());
  });

  it('syncs incrementally by _lastUpdated: after a change only the changed doctor comes back', async () => {
    // Ben's appointment ended yesterday (its dates moved back); nothing else changes.
    const ben = doctors[1];
    await t.db
      .update(appointments)
      .set({
        startsOn: dayjs().subtract(2, 'year').format('YYYY-MM-DD'),
        endsOn: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
      })
      .where(eq(appointments.doctorId, ben.id));
    // A full sync; the next one asks for what changed after the newest resource it got.
    const full = entriesOf((await fhirGet<Bundle<Practitioner>>(t, 'Practitioner', token)).body);
    const since = full
      .map((p) => p.meta!.lastUpdated!)
      .sort()
      .at(-1)!;
    const none = await fhirGet<Bundle<Practitioner>>(t, `Practitioner?_lastUpdated=gt${since}`, token);
    expect(entriesOf(none.body)).toEqual([]);

    // The lapse job finds the appointment ended.
    await t.runJobs(noonOf(dayjs().format('YYYY-MM-DD')), { names: ['appointment-lapses'] });
    const changed = entriesOf(
      (await fhirGet<Bundle<Practitioner>>(t, `Practitioner?_lastUpdated=gt${since}`, token)).body,
    );
    expect(changed.map((p) => p.id)).toEqual([ben.id]);
    expect(changed[0].active).toBe(false);
    const roles = entriesOf(
      (await fhirGet<Bundle<PractitionerRole>>(t, `PractitionerRole?_lastUpdated=gt${since}`, token)).body,
    );
    expect(roles.map((role) => [role.practitioner?.reference, role.active])).toEqual([
      [`Practitioner/${ben.id}`, false],
    ]);
  });

  it('shows another hospital’s token nothing', async () => {
    const search = await fhirGet<Bundle<Practitioner>>(t, 'Practitioner', otherToken);
    expect(search.status).toBe(200);
    expect(entriesOf(search.body)).toEqual([]);
    const roles = await fhirGet<Bundle<PractitionerRole>>(t, 'PractitionerRole', otherToken);
    expect(entriesOf(roles.body)).toEqual([]);
    expectOutcome(await fhirGet(t, `Practitioner/${doctors[0].id}`, otherToken), 404, 'not-found');
    expectOutcome(await fhirGet(t, `Organization/${hospital.hospital.id}`, otherToken), 404, 'not-found');
  });

  it('refuses as OperationOutcomes: no token, a revoked token, a token without the scope, bad input', async () => {
    expectOutcome(await fhirGet(t, 'Practitioner'), 401, 'login');
    const revoked = await createApiToken(t, admin, hospital.hospital.id);
    expect((await fhirGet(t, 'Practitioner', revoked.token)).status).toBe(200);
    const revoke = await send(
      t.app,
      'DELETE',
      `/api/admin/hospitals/${hospital.hospital.id}/api-tokens/${revoked.id}`,
      admin.token,
    );
    expect(revoke.statusCode).toBeLessThan(300);
    expectOutcome(await fhirGet(t, 'Practitioner', revoked.token), 401, 'login');
    const feedOnly = await createApiToken(t, admin, hospital.hospital.id, ['privileges:read']);
    expectOutcome(await fhirGet(t, 'Practitioner', feedOnly.token), 403, 'forbidden');

    expectOutcome(await fhirGet(t, 'Practitioner?_count=abc', token), 400, 'invalid');
    for (const bad of ['yesterday', 'gt2026', 'gt2026-13-45', 'gt2026-01-01T25:00:00Z']) {
      expectOutcome(await fhirGet(t, `Practitioner?_lastUpdated=${bad}`, token), 400, 'invalid');
    }
    expectOutcome(await fhirGet(t, 'Practitioner?_cursor=nonsense', token), 400, 'invalid');
    expectOutcome(await fhirGet(t, 'Practitioner/not-an-id', token), 404, 'not-found');
    expectOutcome(await fhirGet(t, 'Patient', token), 404, 'not-found');
    // An unknown parameter is ignored, unless the client asks for strict handling.
    const lenient = await fhirGet<Bundle<Practitioner>>(t, 'Practitioner?colour=blue', token);
    expect(entriesOf(lenient.body)).toHaveLength(3);
    expect(lenient.body.link?.[0].url).not.toContain('colour');
    expectOutcome(
      await fhirGet(t, 'Practitioner?colour=blue', token, { prefer: 'handling=strict' }),
      400,
      'invalid',
    );
  });

  // Last: the nurse practitioner approved here would add a role to the searches above.
  it('names each role by its practitioner type: a nurse practitioner a nurse, filed under her NUCC taxonomy', async () => {
    const nurse = await approve('Nora', 'Quinn', {});
    await t.db.update(users).set({ practitionerType: 'np' }).where(eq(users.id, nurse.id));
    const roles = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?practitioner=${nurse.id}`,
      token,
    );
    const [role] = entriesOf(roles.body);
    expect(role?.code?.[0]).toEqual({
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/practitioner-role',
          code: 'nurse',
          display: 'Nurse',
        },
        {
          system: 'https://docapply.org/fhir/CodeSystem/practitioner-type',
          code: 'np',
          display: 'Nurse practitioner (NP)',
        },
      ],
      text: 'Nurse practitioner (NP)',
    });
    expect(role?.specialty).toEqual([
      {
        coding: [
          { system: 'http://nucc.org/provider-taxonomy', code: '363L00000X', display: 'Nurse Practitioner' },
        ],
        text: 'Nurse Practitioner',
      },
    ]);

    // A role search by HL7's role or DocApply's type finds the types it names, and only those.
    const practitionerOf = (bundle: Bundle<PractitionerRole>) =>
      entriesOf(bundle).map((entry) => entry.practitioner?.reference);
    const nurses = await fhirGet<Bundle<PractitionerRole>>(t, 'PractitionerRole?role=nurse', token);
    expect(practitionerOf(nurses.body)).toEqual([`Practitioner/${nurse.id}`]);
    const byType = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=${encodeURIComponent('https://docapply.org/fhir/CodeSystem/practitioner-type|np')}`,
      token,
    );
    expect(practitionerOf(byType.body)).toEqual([`Practitioner/${nurse.id}`]);
    const physicians = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=${encodeURIComponent('http://terminology.hl7.org/CodeSystem/practitioner-role|doctor')}`,
      token,
    );
    expect(practitionerOf(physicians.body)).not.toContain(`Practitioner/${nurse.id}`);
    expect(practitionerOf(physicians.body)).toEqual(
      expect.arrayContaining(doctors.map((doctor) => `Practitioner/${doctor.id}`)),
    );
    const pas = await fhirGet<Bundle<PractitionerRole>>(t, 'PractitionerRole?role=pharmacist', token);
    expect(entriesOf(pas.body)).toEqual([]);

    // A parameter's comma-separated codes are alternatives; repeated parameters must all match.
    const admitting = hospital.privileges.admitting.key;
    const nurseOrCath = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=nurse,${hospital.privileges.cath.key}`,
      token,
    );
    expect(practitionerOf(nurseOrCath.body)).toEqual([`Practitioner/${nurse.id}`]);
    const nurseOrAdmitting = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=nurse,${admitting}`,
      token,
    );
    expect(practitionerOf(nurseOrAdmitting.body)).toHaveLength(4);
    const doctorAndAdmitting = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=doctor&role=${admitting}`,
      token,
    );
    expect(practitionerOf(doctorAndAdmitting.body).sort()).toEqual(
      doctors.map((doctor) => `Practitioner/${doctor.id}`).sort(),
    );
    const nurseAndCath = await fhirGet<Bundle<PractitionerRole>>(
      t,
      `PractitionerRole?role=nurse&role=${hospital.privileges.cath.key}`,
      token,
    );
    expect(entriesOf(nurseAndCath.body)).toEqual([]);
  });
});
