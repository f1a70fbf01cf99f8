import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationFlags, TApplicationVerification, TPrivilegeCatalogue } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { DOCUMENTS, FUTURE, completeAnswers } from './reusable-documents-seeded-fixtures';
import { createSeededDoctor, type TSeededHospital } from './seeded-doctor';
import {
  createVerificationHospital,
  getVerification,
  submitVerificationApplication,
} from './verification-fixtures';

/** The physicians' answers that the NP and PA form does not ask. */
const PHYSICIAN_ONLY = new Set([
  'medicalSchool',
  'medicalDegree',
  'ecfmgNumber',
  'training',
  'boardStatus',
  'boardName',
  'boardCertifiedDate',
  'boardExpiry',
  'boardCertificate',
]);
const NP_DOCUMENTS = [...DOCUMENTS.filter((name) => name !== 'boardCertificate'), 'certificationCopy'];

/** A complete NP application on the seeded NP and PA form. */
function npAnswers(file: Record<string, string>): TFormAnswers {
  const shared = Object.entries(completeAnswers(file)).filter(([name]) => !PHYSICIAN_ONLY.has(name));
  return {
    ...Object.fromEntries(shared),
    programSchool: 'Rush University College of Nursing',
    programDegree: 'dnp',
    graduationDate: '2014-05-16',
    certifyingBody: 'aanp',
    certificationNumber: 'F0514123',
    certificationExpiry: FUTURE,
    certificationCopy: file.certificationCopy,
    hasStateCsr: 'yes',
    stateCsrState: 'IL',
    stateCsrNumber: '309.054321',
    stateCsrExpiry: FUTURE,
  };
}

describe("the demo hospitals' forms and catalogue per practitioner type (issue 42)", () => {
  let t: TTestApp;
  let riverside: TSeededHospital;

  beforeAll(async () => {
    t = await createTestApp();
    riverside = await createSeededDoctor(t, await createPerson(t, 'Pat', 'Lee'), 'Pat Lee').bySlug(
      'riverside-general',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function practitioner(first: string, last: string, type: string): Promise<TPerson> {
    const person = await createPerson(t, first, last);
    resultOf(
      await send(t.app, 'PUT', '/api/account/practitioner-type', person.token, { practitionerType: type }),
    );
    return person;
  }

  const catalogueOf = async (person: TPerson) =>
    resultOf<TPrivilegeCatalogue>(
      await send(t.app, 'GET', `/api/privileges/all?hospitalId=${riverside.id}`, person.token),
    ).data.flatMap((group) => group.privileges.map((privilege) => privilege.name));

  it("gives an NP the NP and PA application and her type's privileges only; a physician the reverse", async () => {
    const np = await practitioner('Nora', 'Patel', 'np');
    const npSeeded = createSeededDoctor(t, np, 'Nora Patel');
    const npForm = (await npSeeded.detailOf(await npSeeded.start(riverside.id))).forms.application?.form;
    expect(npForm?.key).toBe('application-app');
    expect(npForm?.definition.sections.map((section) => section.title)).toEqual([
      'Identity and contact',
      'Education, certification and licensure',
      'Practice history',
      'Disclosures and attestation',
    ]);
    expect(npForm?.definition.sections[0].description).toBe(
      'Your name exactly as it appears on your state licence, and how we can reach you.',
    );

    const physician = await practitioner('Ada', 'Okafor', 'physician');
    const physicianSeeded = createSeededDoctor(t, physician, 'Ada Okafor');
    const physicianDetail = await physicianSeeded.detailOf(await physicianSeeded.start(riverside.id));
    expect(physicianDetail.forms.application?.form.key).toBe('application');
    expect(physicianDetail.forms.application?.form.definition.sections[1].title).toBe(
      'Education, training and licensure',
    );

    const npCatalogue = await catalogueOf(np);
    expect(npCatalogue).toEqual(
      expect.arrayContaining([
        'NP: History and physical examination',
        'NP: Order and interpret diagnostic tests',
      ]),
    );
    expect(npCatalogue).not.toContain('Core internal medicine');
    expect(npCatalogue).not.toContain('PA: First assist in surgery');

    const paCatalogue = await catalogueOf(await practitioner('Sam', 'Ortiz', 'pa'));
    expect(paCatalogue.sort()).toEqual(['PA: First assist in surgery', 'PA: Suturing of simple lacerations']);

    const physicianCatalogue = await catalogueOf(physician);
    expect(physicianCatalogue).toContain('Core internal medicine');
    expect(physicianCatalogue.filter((name) => /^(NP|PA):/.test(name))).toEqual([]);
  });

  it('gives a CRNA and a CNM the same application, with their certifying bodies; the CRNA her anesthesia privilege', async () => {
    for (const [type, first] of [
      ['crna', 'Cora'],
      ['cnm', 'Mia'],
    ] as const) {
      const person = await practitioner(first, 'Reyes', type);
      const seeded = createSeededDoctor(t, person, `${first} Reyes`);
      const form = (await seeded.detailOf(await seeded.start(riverside.id))).forms.application?.form;
      expect(form?.key, type).toBe('application-app');
      const body = form?.definition.sections[1].items.find((item) => item.name === 'certifyingBody');
      expect(body && 'options' in body ? body.options?.map((option) => option.value) : []).toEqual(
        expect.arrayContaining(['nbcrna', 'amcb']),
      );
    }
    expect(await catalogueOf(await practitioner('Cora', 'Lane', 'crna'))).toEqual([
      'CRNA: General and regional anesthesia for surgery',
    ]);
    // The demo hospitals have no obstetrics department: nothing seeded for a CNM yet.
    expect(await catalogueOf(await practitioner('Mia', 'Lane', 'cnm'))).toEqual([]);
  });

  it("shows the office an NP's certification, prescriptive authority and programme from her answers", async () => {
    const np = await practitioner('Grace', 'Kim', 'np');
    const id = await createSeededDoctor(t, np, 'Grace Kim').submitComplete(riverside, {
      answers: npAnswers,
      documents: NP_DOCUMENTS,
    });
    const admin = await createHospitalAdmin(t, 'Maria', 'Lopez', riverside.id);
    const checklist = resultOf<TApplicationVerification>(await getVerification(t, admin.token, id));
    const detail = (key: string) => checklist.items.find((item) => item.key === key)?.detail;

    expect(checklist.items.map((item) => item.key)).not.toContain('board');
    expect(detail('certification')).toContain('AANP');
    expect(detail('certification')).toContain('number F0514123');
    expect(detail('prescriptive')).toContain('BO1234563');
    expect(detail('prescriptive')).toContain('State controlled-substance registration IL 309.054321');
    expect(detail('education')).toContain('Rush University College of Nursing, DNP');
    expect(detail('licence:IL')).toContain('IL 036.123456');

    // Her red flags ask no board of her, and her certification is current.
    const codes = (await flagsOf(admin.token, id)).map((flag) => flag.code);
    expect(codes).not.toContain('certification-missing');
    expect(codes).not.toContain('certification-expired');
  });

  const flagsOf = async (token: string, id: string) =>
    resultOf<TApplicationFlags>(await send(t.app, 'GET', `/api/admin/applications/${id}/flags`, token)).flags;

  it("flags an NP who applied on a hospital's physicians-only form without a national certification; not a physician", async () => {
    const { hospital, admin } = await createVerificationHospital(t);
    const np = await practitioner('Iris', 'Wong', 'np');
    const npApplication = await submitVerificationApplication(t, {
      doctor: np,
      hospital,
      attestationName: 'Iris Wong',
    });
    expect(await flagsOf(admin.token, npApplication.id)).toContainEqual(
      expect.objectContaining({
        code: 'certification-missing',
        severity: 'high',
        message: 'Nurse practitioner (NP): no national certification in the application',
      }),
    );
    const physician = await practitioner('Ada', 'Okafor', 'physician');
    const physicianApplication = await submitVerificationApplication(t, { doctor: physician, hospital });
    const codes = (await flagsOf(admin.token, physicianApplication.id)).map((flag) => flag.code);
    expect(codes).not.toContain('certification-missing');
  });
});
