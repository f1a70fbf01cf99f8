import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZFormDefinition } from '@docapply/contracts';
import {
  computeCompleteness,
  findDocumentExpiries,
  isGroup,
  validateAnswers,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
} from '@docapply/rules';
import type { TDatabase } from '@/core/db/client';
import { forms, hospitals, privileges } from '@/core/db/schema';
import { openTestDatabase } from './helpers/test-db';

const TODAY = '2026-01-15';
const BASE_KEYS = ['application', 'survey', 'reference', 'coverage', 'evaluation'];
/** The NP and PA application form (issue 42), of kind application beside the physicians'. */
const APP_KEY = 'application-app';

/** A doctor's complete, valid application (what the e2e journey fills). */
const COMPLETE_APPLICATION: TFormAnswers = {
  legalFirstName: 'Ada',
  legalLastName: 'Okafor',
  dateOfBirth: '1984-03-09',
  npi: '1234567893',
  phone: '+1 217-555-0142',
  email: 'ada.okafor@example.org',
  homeStreet: '12 Elm Street',
  homeCity: 'Springfield',
  homeState: 'IL',
  homeZip: '62701',
  citizenship: 'us-citizen',
  medicalSchool: 'University of Illinois College of Medicine',
  medicalDegree: 'md',
  graduationDate: '2010-05-21',
  training: [
    {
      programType: 'residency',
      institution: 'Rush University Medical Center',
      specialty: 'Internal Medicine',
      startDate: '2010-07-01',
      endDate: '2013-06-30',
    },
  ],
  licences: [{ state: 'IL', licenceNumber: '036.123456', expiryDate: '2027-07-31', licenceCopy: 'file-1' }],
  hasDea: 'yes',
  deaNumber: 'BO1234563',
  deaExpiry: '2027-02-28',
  boardStatus: 'certified',
  boardName: 'American Board of Internal Medicine',
  boardCertifiedDate: '2013-08-15',
  boardExpiry: '2033-12-31',
  cv: 'file-2',
  workHistory: [
    {
      employer: 'Prairie Internal Medicine',
      position: 'Hospitalist',
      city: 'Peoria',
      state: 'IL',
      startDate: '2013-08-01',
    },
  ],
  hasGap: 'no',
  malpracticeCarrier: 'ISMIE Mutual',
  policyNumber: 'PL-448812',
  perClaimLimit: '1000000',
  aggregateLimit: '3000000',
  insuranceExpiry: '2026-12-31',
  faceSheet: 'file-3',
  hasClaims: 'no',
  licenceAction: 'no',
  excluded: 'no',
  privilegesDenied: 'no',
  convicted: 'no',
  healthCondition: 'no',
  attestation: 'true',
};

function fieldsOf(definition: TFormDefinition): TFormField[] {
  return definition.sections.flatMap((s) =>
    s.items.flatMap((item) => (isGroup(item) ? item.fields : [item])),
  );
}

describe('default forms seeded for every demo hospital', () => {
  let database: TDatabase;
  let rows: (typeof forms.$inferSelect)[];
  let hospitalRows: { id: string; name: string }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    rows = await database.db.select().from(forms);
    hospitalRows = await database.db.select({ id: hospitals.id, name: hospitals.name }).from(hospitals);
  });
  afterAll(async () => {
    await database.close();
  });

  const application = (hospitalId: string) => {
    const row = rows.find((r) => r.hospitalId === hospitalId && r.key === 'application');
    return ZFormDefinition.parse(row?.definition);
  };

  it('gives each hospital its application, survey, reference, coverage, evaluation and privilege forms, published v1', () => {
    expect(hospitalRows).toHaveLength(3);
    for (const hospital of hospitalRows) {
      const own = rows.filter((r) => r.hospitalId === hospital.id);
      const keys = own.map((r) => r.key);
      expect(keys).toEqual(expect.arrayContaining([...BASE_KEYS, APP_KEY]));
      expect(keys.filter((k) => k.startsWith('privilege-')).length).toBeGreaterThanOrEqual(9);
      for (const row of own) {
        expect(row.version).toBe(1);
        expect(row.publishedAt).not.toBeNull();
        expect(row.title.length).toBeGreaterThan(5);
        const kind =
          row.key === APP_KEY ? 'application' : BASE_KEYS.includes(row.key) ? row.key : 'privilege';
        expect(row.kind).toBe(kind);
      }
    }
  });

  it('stores only definitions that ZFormDefinition accepts', () => {
    for (const row of rows) {
      const parsed = ZFormDefinition.safeParse(row.definition);
      expect(parsed.success, `${row.key}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has the application in sections A to D with the expected titles', () => {
    for (const hospital of hospitalRows) {
      const definition = application(hospital.id);
      expect(definition.sections.map((s) => [s.key, s.title])).toEqual([
        ['A', 'Identity and contact'],
        ['B', 'Education, training and licensure'],
        ['C', 'Practice history'],
        ['D', 'Disclosures and attestation'],
      ]);
      const attestation = fieldsOf(definition).find((f) => f.name === 'attestation');
      expect(attestation?.label).toContain(hospital.name);
    }
  });

  it('asks what a credentialing coordinator expects, with the right checks', () => {
    const fields = fieldsOf(application(hospitalRows[0].id));
    const byName = (name: string) => fields.find((f) => f.name === name);
    expect(byName('npi')).toMatchObject({ check: 'npi', required: true, profileKey: 'identity.npi' });
    expect(byName('deaNumber')).toMatchObject({ check: 'dea', showWhen: { field: 'hasDea', equals: 'yes' } });
    expect(byName('homeZip')).toMatchObject({ check: 'zip' });
    expect(byName('dateOfBirth')).toMatchObject({ type: 'date', future: false });
    expect(byName('expiryDate')).toMatchObject({ type: 'date', past: false, future: true });
    expect(byName('gapExplanation')).toMatchObject({
      required: true,
      showWhen: { field: 'hasGap', equals: 'yes' },
    });
    expect(fields.filter((f) => f.type === 'file').map((f) => [f.name, f.required ?? false])).toEqual([
      ['visaDocument', false],
      ['licenceCopy', true],
      ['deaCertificate', false],
      ['boardCertificate', false],
      ['cv', true],
      ['faceSheet', true],
    ]);
    for (const question of [
      'licenceAction',
      'excluded',
      'privilegesDenied',
      'convicted',
      'healthCondition',
    ]) {
      expect(byName(`${question}Explanation`)).toMatchObject({
        type: 'textarea',
        required: true,
        showWhen: { field: question, equals: 'yes' },
      });
    }
  });

  it('accepts a complete application and lists what an empty one misses in every section', () => {
    const definition = application(hospitalRows[0].id);
    expect(validateAnswers(definition, COMPLETE_APPLICATION, { mode: 'submit', today: TODAY })).toEqual({
      fieldErrors: {},
      missing: [],
    });
    expect(computeCompleteness(definition, COMPLETE_APPLICATION, { today: TODAY }).percent).toBe(100);
    const empty = computeCompleteness(definition, {}, { today: TODAY });
    expect(empty.percent).toBe(0);
    expect(new Set(empty.missing.map((m) => m.section))).toEqual(new Set(['A', 'B', 'C', 'D']));
    const withClaims = { ...COMPLETE_APPLICATION, hasClaims: 'yes', convicted: 'yes' };
    const missing = validateAnswers(definition, withClaims, { mode: 'submit', today: TODAY }).missing;
    expect(missing.map((m) => m.path)).toEqual(['claims', 'convictedExplanation']);
  });

  it('tracks the expiry of every dated credential: licence, DEA, board, insurance and visa', () => {
    const definition = application(hospitalRows[0].id);
    const answers = {
      ...COMPLETE_APPLICATION,
      citizenship: 'visa',
      visaType: 'h-1b',
      visaExpiry: '2027-09-30',
    };
    const expiries = findDocumentExpiries(definition, answers).map((e) => [e.label, e.expiresOn, e.fileId]);
    expect(expiries).toEqual(
      expect.arrayContaining([
        ['Visa or work authorisation document', '2027-09-30', null],
        ['State medical licence — IL', '2027-07-31', 'file-1'],
        ['DEA registration certificate', '2027-02-28', null],
        ['Board certificate', '2033-12-31', null],
        ['Certificate of insurance (face sheet)', '2026-12-31', 'file-3'],
      ]),
    );
    expect(expiries).toHaveLength(5);
    // A doctor without a DEA registration has no DEA expiry to track.
    const withoutDea = findDocumentExpiries(definition, { ...answers, hasDea: 'no' });
    expect(withoutDea.map((e) => e.label)).not.toContain('DEA registration certificate');
  });

  it('gives every privilege criteria and a privilege form of its own hospital', async () => {
    const catalogue = await database.db
      .select({
        hospitalId: privileges.hospitalId,
        department: privileges.department,
        name: privileges.name,
        criteria: privileges.criteria,
        practitionerTypes: privileges.practitionerTypes,
        requirements: privileges.requirements,
        formHospitalId: forms.hospitalId,
        formKind: forms.kind,
        definition: forms.definition,
      })
      .from(privileges)
      .leftJoin(forms, eq(forms.id, privileges.formId));
    for (const hospital of hospitalRows) {
      const own = catalogue.filter((p) => p.hospitalId === hospital.id);
      const departments = new Set(own.map((p) => p.department));
      expect(departments).toEqual(new Set(['Internal Medicine', 'General Surgery', 'Emergency Medicine']));
      for (const department of departments) {
        const count = own.filter(
          (p) => p.department === department && p.practitionerTypes.includes('physician'),
        ).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(4);
      }
      // Issue 42: an NP's and a PA's own privileges, asking their certification and licence, no board.
      expect(own.filter((p) => p.practitionerTypes.length === 0)).toEqual([]);
      const forApps = own.filter((p) => !p.practitionerTypes.includes('physician'));
      expect(forApps.map((p) => [p.department, p.name, p.practitionerTypes]).sort()).toEqual(
        [
          ['Emergency Medicine', 'PA: Suturing of simple lacerations', ['pa']],
          ['General Surgery', 'PA: First assist in surgery', ['pa']],
          // No anesthesia department: a CRNA's anesthesia is where the operations are. No obstetrics: no CNM's.
          ['General Surgery', 'CRNA: General and regional anesthesia for surgery', ['crna']],
          ['Internal Medicine', 'NP: History and physical examination', ['np']],
          ['Internal Medicine', 'NP: Order and interpret diagnostic tests', ['np']],
        ].sort(),
      );
      for (const privilege of own) {
        const forApp = !privilege.practitionerTypes.includes('physician');
        expect(privilege.criteria).toMatch(
          forApp
            ? /^Current (national certification \(AANP or ANCC\) and state APRN|NCCPA certification and state PA|NBCRNA certification and state APRN) licence; \d+ .+ in the past 24 months/
            : /Board certified or eligible in .+; \d+ .+ in the past 24 months/,
        );
        expect(privilege.requirements).toMatchObject({ boardCertification: !forApp });
        expect(privilege.formHospitalId).toBe(hospital.id);
        expect(privilege.formKind).toBe('privilege');
        const names = fieldsOf(ZFormDefinition.parse(privilege.definition)).map((f) => f.name);
        expect(names).toEqual(['casesPast24Months', 'meetsVolume', 'supervisingPhysician', 'attestation']);
      }
    }
  });

  it('gives NPs, PAs, CRNAs and CNMs their own application: programme, national certification, APRN or PA licence, prescriptive authority', () => {
    for (const hospital of hospitalRows) {
      const row = rows.find((r) => r.hospitalId === hospital.id && r.key === APP_KEY);
      expect(row).toMatchObject({
        kind: 'application',
        practitionerTypes: ['np', 'pa', 'crna', 'cnm'],
        version: 1,
      });
      const physicians = rows.find((r) => r.hospitalId === hospital.id && r.key === 'application');
      expect(physicians?.practitionerTypes).toEqual([]);
      const definition = ZFormDefinition.parse(row?.definition);
      const physicianDefinition = application(hospital.id);
      expect(definition.sections.map((s) => s.key)).toEqual(['A', 'B', 'C', 'D']);
      // Identity (its description naming their state licence), practice history (work, malpractice)
      // and disclosures are the physicians' sections.
      expect(definition.sections[0]).toEqual({
        ...physicianDefinition.sections[0],
        description: 'Your name exactly as it appears on your state licence, and how we can reach you.',
      });
      for (const index of [2, 3]) {
        expect(definition.sections[index]).toEqual(physicianDefinition.sections[index]);
      }
      const names = fieldsOf(definition).map((f) => f.name);
      for (const gone of [
        'medicalSchool',
        'medicalDegree',
        'ecfmgNumber',
        'training',
        'boardStatus',
        'boardName',
      ]) {
        expect(names).not.toContain(gone);
      }
      expect(fieldsOf({ sections: [definition.sections[1]] }).map((f) => [f.name, f.profileKey])).toEqual(
        expect.arrayContaining([
          ['programSchool', 'education.programSchool'],
          ['programDegree', 'education.programDegree'],
          ['graduationDate', 'education.graduationDate'],
          ['certifyingBody', 'certification.body'],
          ['certificationNumber', 'certification.number'],
          ['certificationExpiry', 'certification.expiry'],
          ['hasDea', 'licensure.hasDea'],
          ['deaNumber', 'licensure.deaNumber'],
          ['hasStateCsr', 'licensure.hasStateCsr'],
          ['stateCsrNumber', 'licensure.stateCsrNumber'],
          ['stateCsrExpiry', 'licensure.stateCsrExpiry'],
          ['cv', 'documents.cv'],
        ]),
      );
      const licences = definition.sections[1].items.find((item) => item.name === 'licences');
      expect(licences).toMatchObject({
        label: 'State APRN or PA licence',
        profileKey: 'licensure.stateLicences',
      });
      const body = fieldsOf(definition).find((f) => f.name === 'certifyingBody');
      // One list for every APP type (a form's options cannot depend on the applicant's type).
      expect(body?.options?.map((o) => o.value)).toEqual(['aanp', 'ancc', 'nccpa', 'nbcrna', 'amcb']);
    }
  });

  it('has survey, reference and coverage forms a hospital would send', () => {
    const byKey = (key: string) =>
      ZFormDefinition.parse(
        rows.find((r) => r.hospitalId === hospitalRows[0].id && r.key === key)?.definition,
      );
    const survey = fieldsOf(byKey('survey'));
    expect(survey.length).toBeGreaterThanOrEqual(8);
    expect(survey.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'preferredStartDate',
        'admissionsPerMonth',
        'languages',
        'ehrSystem',
        'teachingInterest',
      ]),
    );
    const reference = fieldsOf(byKey('reference'));
    for (const rating of ['clinicalKnowledge', 'clinicalJudgement', 'communication', 'professionalism']) {
      expect(reference.find((f) => f.name === rating)?.options?.map((o) => o.value)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
    }
    expect(reference.find((f) => f.name === 'recommend')?.options?.map((o) => o.value)).toEqual([
      'yes',
      'with-reservations',
      'no',
    ]);
    const coverage = fieldsOf(byKey('coverage'));
    expect(coverage.map((f) => f.name)).toEqual(
      expect.arrayContaining(['agreeToCover', 'coverageArrangements', 'practiceLocation', 'coveragePhone']),
    );
  });
});
