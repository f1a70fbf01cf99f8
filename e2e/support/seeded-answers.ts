/**
 * Valid answers to the seeded forms (apps/api/src/core/db/seed-data/), as the API stores them: dates
 * YYYY-MM-DD, phones "+1 ddd-ddd-dddd", options by value, checkboxes 'true', files by id. Every
 * answer is the one that raises no red flag, so the office's review starts clean.
 */
/** The NPI every fixture doctor gives (a valid check digit; the NPPES fake knows it). */
export const SEEDED_NPI = '1234567893';

export type TAnswers = Record<string, string | Record<string, string>[]>;

/** The documents the application form requires: each answer is an uploaded file's id. */
export type TApplicationFiles = { licenceCopy: string; cv: string; faceSheet: string };

/** A date `years` years from today (YYYY-MM-DD, UTC). */
export function yearsFromToday(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** Other expiry dates lie far beyond any licence date a journey picks, so no other reminder is due. */
const FAR_EXPIRY_YEARS = 9;

/** Sections A to D of the application form, every required answer; no visa, no DEA, no claims. */
export function applicationAnswers({
  firstName,
  lastName,
  email,
  licenceExpiry,
  files,
}: {
  firstName: string;
  lastName: string;
  email: string;
  licenceExpiry: string;
  files: TApplicationFiles;
}): TAnswers {
  const farExpiry = yearsFromToday(FAR_EXPIRY_YEARS);
  return {
    // A. Identity and contact
    legalFirstName: firstName,
    legalLastName: lastName,
    dateOfBirth: '1982-04-17',
    npi: SEEDED_NPI,
    phone: '+1 217-555-0142',
    email,
    homeStreet: '12 Elm Street',
    homeCity: 'Springfield',
    homeState: 'IL',
    homeZip: '62701',
    citizenship: 'us-citizen',
    // B. Education, training and licensure
    medicalSchool: 'University of Illinois College of Medicine',
    medicalDegree: 'md',
    graduationDate: '2008-05-30',
    training: [
      {
        programType: 'residency',
        institution: 'Rush University Medical Center',
        specialty: 'Internal Medicine',
        startDate: '2008-07-01',
        endDate: '2011-06-30',
      },
    ],
    licences: [
      { state: 'IL', licenceNumber: '036.123456', expiryDate: licenceExpiry, licenceCopy: files.licenceCopy },
    ],
    hasDea: 'no',
    boardStatus: 'certified',
    boardName: 'American Board of Internal Medicine, Internal Medicine',
    boardCertifiedDate: '2011-09-15',
    boardExpiry: farExpiry,
    cv: files.cv,
    // C. Practice history
    workHistory: [
      {
        employer: 'Prairie Internal Medicine',
        position: 'Attending physician',
        city: 'Peoria',
        state: 'IL',
        startDate: '2011-07-01',
      },
    ],
    hasGap: 'no',
    malpracticeCarrier: 'ISMIE Mutual',
    policyNumber: 'ISM-448812',
    perClaimLimit: '1000000',
    aggregateLimit: '3000000',
    insuranceExpiry: farExpiry,
    faceSheet: files.faceSheet,
    hasClaims: 'no',
    // D. Disclosures and attestation
    licenceAction: 'no',
    excluded: 'no',
    privilegesDenied: 'no',
    convicted: 'no',
    healthCondition: 'no',
    attestation: 'true',
  };
}

/** The pre-appointment survey. */
export function surveyAnswers(): TAnswers {
  return {
    preferredStartDate: yearsFromToday(1),
    admissionsPerMonth: '20',
    practiceSetting: 'inpatient',
    ehrSystem: 'epic',
    teachingInterest: 'yes',
    telehealth: 'no',
  };
}

/** The privilege this fixture asks for, and its form's answers (above the volume: no proctor). */
export const PRIVILEGE_NAME = 'Lumbar puncture';
export const PRIVILEGE_ANSWERS: TAnswers = {
  casesPast24Months: '12',
  meetsVolume: 'yes',
  attestation: 'true',
};

/** A peer reference without reservations. */
export const REFERENCE_ANSWERS: TAnswers = {
  knownFor: '3-5',
  capacity: 'same-specialty',
  observedRecently: 'yes',
  clinicalKnowledge: '5',
  clinicalJudgement: '4',
  communication: '5',
  professionalism: '5',
  recommend: 'yes',
};

/** The covering physician agrees. */
export const COVERAGE_ANSWERS: TAnswers = {
  agreeToCover: 'yes',
  coverageArrangements: 'Weeknights and every other weekend, Peoria campus.',
  practiceLocation: 'Prairie Internal Medicine, Peoria, IL',
  coveragePhone: '+1 309-555-0177',
  hasPrivilegesHere: 'applying',
};

/** The physicians' section B answers that the seeded NP and PA form does not ask. */
const PHYSICIAN_ONLY = [
  'medicalSchool',
  'medicalDegree',
  'ecfmgNumber',
  'training',
  'boardStatus',
  'boardName',
  'boardCertifiedDate',
  'boardExpiry',
  'boardCertificate',
];

/**
 * A nurse practitioner's answers to the seeded NP and PA form: sections A, C and D as a physician's,
 * section B her nursing programme, national certification (AANP) and prescriptive authority.
 */
export function nursePractitionerAnswers(physician: TAnswers, certificationCopy: string): TAnswers {
  const answers: TAnswers = { ...physician };
  for (const key of PHYSICIAN_ONLY) {
    delete answers[key];
  }
  const farExpiry = yearsFromToday(FAR_EXPIRY_YEARS);
  return {
    ...answers,
    programSchool: 'Rush University College of Nursing',
    programDegree: 'dnp',
    graduationDate: '2014-05-16',
    certifyingBody: 'aanp',
    certificationNumber: 'F0514123',
    certificationExpiry: farExpiry,
    certificationCopy,
    hasStateCsr: 'yes',
    stateCsrState: 'IL',
    stateCsrNumber: '309.054321',
    stateCsrExpiry: farExpiry,
  };
}
