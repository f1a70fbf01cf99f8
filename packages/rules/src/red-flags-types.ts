import type { TFormAnswers, TFormDefinition } from './form-types';

/** What a red flag points at on the review: a section of the application or a part beside it. */
export const RED_FLAG_PLACES = [
  'A',
  'B',
  'C',
  'D',
  'survey',
  'privileges',
  'references',
  'coverage',
  'documents',
] as const;
export type TRedFlagPlace = (typeof RED_FLAG_PLACES)[number];

export const RED_FLAG_CODES = [
  'disclosure-yes',
  'malpractice-claim',
  'history-gap',
  'reference-reservations',
  'reference-declined',
  'coverage-declined',
  'privilege-criterion-unmet',
  'document-expired',
  'document-expiring',
  'references-below-minimum',
  'certification-missing',
  'certification-expired',
] as const;
export type TRedFlagCode = (typeof RED_FLAG_CODES)[number];

/** 'high' stops the file until explained; 'medium' needs a look. */
export type TRedFlagSeverity = 'high' | 'medium';

export const RED_FLAG_SEVERITY: Record<TRedFlagCode, TRedFlagSeverity> = {
  'disclosure-yes': 'high',
  'malpractice-claim': 'high',
  'history-gap': 'medium',
  'reference-reservations': 'medium',
  'reference-declined': 'medium',
  'coverage-declined': 'medium',
  'privilege-criterion-unmet': 'high',
  'document-expired': 'high',
  'document-expiring': 'medium',
  'references-below-minimum': 'high',
  'certification-missing': 'high',
  'certification-expired': 'high',
};

/** A document expiring within this many days (today is day 0) is flagged as soon expiring. */
export const SOON_EXPIRING_DAYS = 60;

/** A period without training or work longer than this many months is a gap. */
export const HISTORY_GAP_MONTHS = 6;

/** One thing the office must look at before the committee (contracts' ZRedFlag is this shape). */
export type TComputedRedFlag = {
  code: TRedFlagCode;
  severity: TRedFlagSeverity;
  /** Plain words for the office, e.g. 'Answered "Yes": Has your licence ever been revoked?'. */
  message: string;
  place: TRedFlagPlace;
  /** The form (forms.key) and its top-level field or group the flag comes from, for the link to it. */
  formKey: string | null;
  fieldKey: string | null;
};

/** The doctor's own forms: the application (sections A-D) and the survey. */
export type TRedFlagForm = {
  kind: 'application' | 'survey';
  key: string;
  definition: TFormDefinition;
  answers: TFormAnswers;
};

/** Structured criteria of a privilege (contracts' TPrivilegeRequirements). */
export type TRedFlagRequirements = {
  minCases?: { count: number; months: number };
  boardCertification?: boolean;
};

export type TRedFlagPrivilege = {
  name: string;
  requirements: TRedFlagRequirements;
  /** The privilege's own short form and the doctor's answers to it, when it has one. */
  form: { key: string; definition: TFormDefinition } | null;
  answers: TFormAnswers;
};

export type TRedFlagRequestState = 'sent' | 'opened' | 'completed' | 'declined' | 'expired';

/** A peer reference or the covering physician, with the answers they gave (completed only). */
export type TRedFlagRequest = { name: string; state: TRedFlagRequestState; answers: TFormAnswers | null };

/**
 * Who applies (issue 42): board certification is asked of physicians only, a national
 * certification of advanced practice professionals (NP, PA, …: contracts' practitioner categories).
 */
export type TRedFlagPractitioner = {
  /** The type's name, as the office reads it ("Nurse practitioner"). */
  name: string;
  category: 'physician' | 'advanced_practice' | 'other';
};

export type TRedFlagInput = {
  /** Left out: a physician (applications from before issue 42). */
  practitioner?: TRedFlagPractitioner;
  forms: TRedFlagForm[];
  privileges: TRedFlagPrivilege[];
  references: TRedFlagRequest[];
  referenceForm: { key: string; definition: TFormDefinition } | null;
  coverage: TRedFlagRequest | null;
  coverageForm: { key: string; definition: TFormDefinition } | null;
  /** The hospital's minimum of completed references. */
  minReferences: number;
};

/** The review's place of a section of the application form (A-D); anything else is `fallback`. */
export function toSectionPlace(sectionKey: string, fallback: TRedFlagPlace): TRedFlagPlace {
  return (['A', 'B', 'C', 'D'] as const).find((key) => key === sectionKey) ?? fallback;
}
