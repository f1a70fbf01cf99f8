import {
  isGroup,
  isItemVisible,
  isValidDateString,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormItem,
  type TGroupRow,
} from '@docapply/rules';

/**
 * What the doctor's application says about the things the office verifies (issue 15): identity and
 * NPI, licences, DEA, board, education, malpractice. Read from the application form's answers,
 * each answer found by its profile key first (a hospital's own form keeps the seeded keys when it
 * renames a field) and otherwise by the seeded form's field name. Hidden answers (an unmet
 * showWhen: a DEA number after "No DEA") count as unanswered. Used by the checklist, the NPPES
 * comparison and the exclusion screenings' subject.
 */
export type TAnswerSource = { definition: TFormDefinition; answers: TFormAnswers };

export type TDoctorIdentity = {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD, or null when missing or not a date. */
  dateOfBirth: string | null;
  npi: string | null;
};
export type TLicenceAnswer = { state: string; number: string | null; expiresOn: string | null };
export type TDeaAnswer = { has: boolean | null; number: string | null; expiresOn: string | null };
export type TBoardStatus = 'certified' | 'eligible' | 'none';
export type TBoardAnswer = {
  status: TBoardStatus | null;
  name: string | null;
  certifiedOn: string | null;
  expiresOn: string | null;
};
export type TTrainingAnswer = {
  /** As the doctor read it: the option's label ("Residency"). */
  programType: string | null;
  institution: string | null;
  specialty: string | null;
  endsOn: string | null;
};
export type TEducationAnswer = {
  school: string | null;
  /** The option's label ("MD"). */
  degree: string | null;
  graduatedOn: string | null;
  training: TTrainingAnswer[];
};
export type TMalpracticeAnswer = {
  carrier: string | null;
  policyNumber: string | null;
  expiresOn: string | null;
  hasClaims: boolean | null;
};
/** An APP's national certification (AANP, ANCC, NCCPA, NBCRNA, AMCB; issue 42), the body as its label. */
export type TCertificationAnswer = { body: string | null; number: string | null; expiresOn: string | null };
/** A state controlled-substance registration: with the DEA, an APP's prescriptive authority. */
export type TStateCsrAnswer = {
  has: boolean | null;
  state: string | null;
  number: string | null;
  expiresOn: string | null;
};
export type TVerificationAnswers = {
  identity: TDoctorIdentity;
  licences: TLicenceAnswer[];
  dea: TDeaAnswer;
  board: TBoardAnswer;
  education: TEducationAnswer;
  malpractice: TMalpracticeAnswer;
  certification: TCertificationAnswer;
  stateCsr: TStateCsrAnswer;
};

/** An answer's place: its profile key, then the field names it goes by in the seeded (and test) forms. */
type TRef = { profileKey: string; names: readonly string[] };
const ref = (profileKey: string, ...names: string[]): TRef => ({ profileKey, names });

export const ANSWER_REFS = {
  firstName: ref('identity.legalFirstName', 'legalFirstName', 'firstName'),
  middleName: ref('identity.legalMiddleName', 'legalMiddleName', 'middleName'),
  lastName: ref('identity.legalLastName', 'legalLastName', 'lastName'),
  dateOfBirth: ref('identity.dateOfBirth', 'dateOfBirth'),
  npi: ref('identity.npi', 'npi'),
  licences: ref('licensure.stateLicences', 'licences'),
  hasDea: ref('licensure.hasDea', 'hasDea'),
  deaNumber: ref('licensure.deaNumber', 'deaNumber'),
  deaExpiry: ref('licensure.deaExpiry', 'deaExpiry'),
  boardStatus: ref('boards.status', 'boardStatus'),
  boardName: ref('boards.name', 'boardName'),
  boardCertifiedDate: ref('boards.certifiedDate', 'boardCertifiedDate'),
  boardExpiry: ref('boards.expiry', 'boardExpiry'),
  medicalSchool: ref('education.medicalSchool', 'medicalSchool'),
  medicalDegree: ref('education.medicalDegree', 'medicalDegree'),
  // The NP and PA application's programme, where the physicians' form has the medical school.
  programSchool: ref('education.programSchool', 'programSchool'),
  programDegree: ref('education.programDegree', 'programDegree'),
  certificationBody: ref('certification.body', 'certifyingBody'),
  certificationNumber: ref('certification.number', 'certificationNumber'),
  certificationExpiry: ref('certification.expiry', 'certificationExpiry'),
  hasStateCsr: ref('licensure.hasStateCsr', 'hasStateCsr'),
  stateCsrState: ref('licensure.stateCsrState', 'stateCsrState'),
  stateCsrNumber: ref('licensure.stateCsrNumber', 'stateCsrNumber'),
  stateCsrExpiry: ref('licensure.stateCsrExpiry', 'stateCsrExpiry'),
  graduationDate: ref('education.graduationDate', 'graduationDate'),
  training: ref('education.training', 'training'),
  carrier: ref('insurance.carrier', 'malpracticeCarrier'),
  policyNumber: ref('insurance.policyNumber', 'policyNumber'),
  insuranceExpiry: ref('insurance.expiry', 'insuranceExpiry'),
  hasClaims: ref('insurance.hasClaims', 'hasClaims'),
} as const;

/** A group row's columns, by the names the seeded form (first) and older test forms use. */
const LICENCE_COLUMNS = {
  state: ['state'],
  number: ['licenceNumber', 'number'],
  expiry: ['expiryDate', 'expires'],
};
const TRAINING_COLUMNS = {
  programType: ['programType'],
  institution: ['institution'],
  specialty: ['specialty'],
  endDate: ['endDate'],
};

function allItems(definition: TFormDefinition): TFormItem[] {
  return definition.sections.flatMap((section) => section.items);
}

/** The visible item answering `target`: by profile key, else by the first field name found. */
function findItem(source: TAnswerSource, target: TRef): TFormItem | null {
  const items = allItems(source.definition);
  const item =
    items.find((candidate) => candidate.profileKey === target.profileKey) ??
    target.names.map((name) => items.find((candidate) => candidate.name === name)).find(Boolean);
  return item && isItemVisible(item, source.answers, items) ? item : null;
}

function clean(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function asDate(value: string | null): string | null {
  return value && isValidDateString(value) ? value : null;
}

function asYesNo(value: string | null): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** A select or radio answer as the doctor read it (its option's label). */
function labelOf(field: TFormField | undefined, value: string | null): string | null {
  return value === null ? null : (field?.options?.find((option) => option.value === value)?.label ?? value);
}

/** A field's answer (trimmed, null when empty or hidden) and the field itself. */
function readField(source: TAnswerSource, target: TRef): { value: string | null; field?: TFormField } {
  const item = findItem(source, target);
  if (!item || isGroup(item)) {
    return { value: null };
  }
  return { value: clean(source.answers[item.name]), field: item };
}

const text = (source: TAnswerSource, target: TRef) => readField(source, target).value;
const date = (source: TAnswerSource, target: TRef) => asDate(text(source, target));

function readRows(source: TAnswerSource, target: TRef): { rows: TGroupRow[]; fields: TFormField[] } {
  const item = findItem(source, target);
  if (!item || !isGroup(item)) {
    return { rows: [], fields: [] };
  }
  const value = source.answers[item.name];
  const rows = Array.isArray(value) ? value.filter((row) => row !== null && typeof row === 'object') : [];
  return { rows, fields: item.fields };
}

function column(row: TGroupRow, names: readonly string[]): string | null {
  return names.map((name) => clean(row[name])).find((value) => value !== null) ?? null;
}

export function readIdentity(source: TAnswerSource): TDoctorIdentity {
  return {
    firstName: text(source, ANSWER_REFS.firstName),
    middleName: text(source, ANSWER_REFS.middleName),
    lastName: text(source, ANSWER_REFS.lastName),
    dateOfBirth: date(source, ANSWER_REFS.dateOfBirth),
    npi: text(source, ANSWER_REFS.npi),
  };
}

/** Every licence row with a state (upper-cased), in the doctor's order. */
export function readLicences(source: TAnswerSource): TLicenceAnswer[] {
  return readRows(source, ANSWER_REFS.licences).rows.flatMap((row) => {
    const state = column(row, LICENCE_COLUMNS.state)?.toUpperCase();
    return state
      ? [
          {
            state,
            number: column(row, LICENCE_COLUMNS.number),
            expiresOn: asDate(column(row, LICENCE_COLUMNS.expiry)),
          },
        ]
      : [];
  });
}

export function readDea(source: TAnswerSource): TDeaAnswer {
  return {
    has: asYesNo(text(source, ANSWER_REFS.hasDea)),
    number: text(source, ANSWER_REFS.deaNumber),
    expiresOn: date(source, ANSWER_REFS.deaExpiry),
  };
}

export function readBoard(source: TAnswerSource): TBoardAnswer {
  const status = text(source, ANSWER_REFS.boardStatus);
  return {
    status: status === 'certified' || status === 'eligible' || status === 'none' ? status : null,
    name: text(source, ANSWER_REFS.boardName),
    certifiedOn: date(source, ANSWER_REFS.boardCertifiedDate),
    expiresOn: date(source, ANSWER_REFS.boardExpiry),
  };
}

export function readEducation(source: TAnswerSource): TEducationAnswer {
  const medicalDegree = readField(source, ANSWER_REFS.medicalDegree);
  const degree = medicalDegree.value === null ? readField(source, ANSWER_REFS.programDegree) : medicalDegree;
  const { rows, fields } = readRows(source, ANSWER_REFS.training);
  const typeField = fields.find((field) => TRAINING_COLUMNS.programType.includes(field.name));
  return {
    school: text(source, ANSWER_REFS.medicalSchool) ?? text(source, ANSWER_REFS.programSchool),
    degree: labelOf(degree.field, degree.value),
    graduatedOn: date(source, ANSWER_REFS.graduationDate),
    training: rows.map((row) => ({
      programType: labelOf(typeField, column(row, TRAINING_COLUMNS.programType)),
      institution: column(row, TRAINING_COLUMNS.institution),
      specialty: column(row, TRAINING_COLUMNS.specialty),
      endsOn: asDate(column(row, TRAINING_COLUMNS.endDate)),
    })),
  };
}

export function readMalpractice(source: TAnswerSource): TMalpracticeAnswer {
  return {
    carrier: text(source, ANSWER_REFS.carrier),
    policyNumber: text(source, ANSWER_REFS.policyNumber),
    expiresOn: date(source, ANSWER_REFS.insuranceExpiry),
    hasClaims: asYesNo(text(source, ANSWER_REFS.hasClaims)),
  };
}

export function readCertification(source: TAnswerSource): TCertificationAnswer {
  const body = readField(source, ANSWER_REFS.certificationBody);
  return {
    body: labelOf(body.field, body.value),
    number: text(source, ANSWER_REFS.certificationNumber),
    expiresOn: date(source, ANSWER_REFS.certificationExpiry),
  };
}

export function readStateCsr(source: TAnswerSource): TStateCsrAnswer {
  return {
    has: asYesNo(text(source, ANSWER_REFS.hasStateCsr)),
    state: text(source, ANSWER_REFS.stateCsrState)?.toUpperCase() ?? null,
    number: text(source, ANSWER_REFS.stateCsrNumber),
    expiresOn: date(source, ANSWER_REFS.stateCsrExpiry),
  };
}

export function readVerificationAnswers(source: TAnswerSource): TVerificationAnswers {
  return {
    identity: readIdentity(source),
    licences: readLicences(source),
    dea: readDea(source),
    board: readBoard(source),
    education: readEducation(source),
    malpractice: readMalpractice(source),
    certification: readCertification(source),
    stateCsr: readStateCsr(source),
  };
}
