import dayjs from 'dayjs';
import type { TApplicationStatusReport } from '@docapply/contracts';
import {
  isGroup,
  isItemVisible,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TGroupRow,
} from '@docapply/rules';

/** The seeded forms as a doctor answers them, and what a status report says is still to do. */
export const FUTURE = dayjs().add(2, 'year').format('YYYY-MM-DD');

/** Every document the seeded application asks for, by field name, with the file uploaded for it. */
export const DOCUMENTS = [
  'visaDocument',
  'licenceCopy',
  'deaCertificate',
  'boardCertificate',
  'cv',
  'faceSheet',
];

/** A complete application on the seeded form (a visa holder with a DEA registration and a board). */
export function completeAnswers(file: Record<string, string>): TFormAnswers {
  return {
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
    citizenship: 'visa',
    visaType: 'h-1b',
    visaExpiry: FUTURE,
    visaDocument: file.visaDocument,
    medicalSchool: 'University of Lagos College of Medicine',
    medicalDegree: 'mbbs',
    graduationDate: '2008-07-21',
    ecfmgNumber: '0-123-456-7',
    training: [
      {
        programType: 'residency',
        institution: 'Rush University Medical Center',
        specialty: 'Internal Medicine',
        startDate: '2010-07-01',
        endDate: '2013-06-30',
      },
    ],
    licences: [
      { state: 'IL', licenceNumber: '036.123456', expiryDate: FUTURE, licenceCopy: file.licenceCopy },
    ],
    hasDea: 'yes',
    deaNumber: 'BO1234563',
    deaExpiry: FUTURE,
    deaCertificate: file.deaCertificate,
    boardStatus: 'certified',
    boardName: 'American Board of Internal Medicine',
    boardCertifiedDate: '2013-08-15',
    boardExpiry: FUTURE,
    boardCertificate: file.boardCertificate,
    cv: file.cv,
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
    insuranceExpiry: FUTURE,
    faceSheet: file.faceSheet,
    hasClaims: 'no',
    licenceAction: 'no',
    excluded: 'no',
    privilegesDenied: 'no',
    convicted: 'no',
    healthCondition: 'no',
    attestation: 'true',
  };
}

export const SURVEY_ANSWERS: TFormAnswers = {
  preferredStartDate: dayjs().add(3, 'month').format('YYYY-MM-DD'),
  admissionsPerMonth: '30',
  practiceSetting: 'inpatient',
  ehrSystem: 'epic',
  teachingInterest: 'yes',
  telehealth: 'no',
};

/** The field a missing item's path points at ('name' or 'group.0.field'); a group's own minimum is not one. */
function fieldAt(definition: TFormDefinition, path: string): TFormField | undefined {
  const [name, , fieldName] = path.split('.');
  const item = definition.sections.flatMap((section) => section.items).find((i) => i.name === name);
  if (!item || (isGroup(item) && fieldName === undefined)) {
    return undefined;
  }
  return isGroup(item) ? item.fields.find((field) => field.name === fieldName) : item;
}

type TStillToDo = { fields: string[]; documents: string[] };

/** What submit still requires of the forms: required, shown answers without a value, documents apart. */
export function stillToDo(
  report: TApplicationStatusReport,
  forms: Record<'application' | 'survey', TFormDefinition>,
) {
  const result: TStillToDo = { fields: [], documents: [] };
  for (const part of ['application', 'survey'] as const) {
    for (const missing of report[part].missing) {
      const isDocument = fieldAt(forms[part], missing.path)?.type === 'file';
      (isDocument ? result.documents : result.fields).push(`${part}.${missing.path}`);
    }
  }
  return result;
}

/** Every shown document field without a file, with its row when it sits in a group. */
export function emptyDocumentFields(definition: TFormDefinition, answers: TFormAnswers) {
  const found: { path: string; field: TFormField; row: TGroupRow | null }[] = [];
  const items = definition.sections.flatMap((section) => section.items);
  for (const item of items.filter((i) => isItemVisible(i, answers, items))) {
    if (!isGroup(item)) {
      if (item.type === 'file' && !answers[item.name]) {
        found.push({ path: item.name, field: item, row: null });
      }
      continue;
    }
    const rows = (answers[item.name] ?? []) as TGroupRow[];
    rows.forEach((row, index) => {
      for (const field of item.fields) {
        if (field.type === 'file' && !row[field.name] && isItemVisible(field, row, item.fields)) {
          found.push({ path: `${item.name}.${index}.${field.name}`, field, row });
        }
      }
    });
  }
  return found;
}

export function setAnswer(answers: TFormAnswers, path: string, value: string): TFormAnswers {
  const [name, index, field] = path.split('.');
  if (field === undefined) {
    return { ...answers, [name]: value };
  }
  const rows = answers[name] as TGroupRow[];
  return {
    ...answers,
    [name]: rows.map((row, i) => (i === Number(index) ? { ...row, [field]: value } : row)),
  };
}
