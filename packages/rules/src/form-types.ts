/**
 * The shape of a hospital's form as data (forms engine). The zod schema that checks stored
 * definitions lives in packages/contracts (ZFormDefinition) and must match these types; the
 * rules here (visibility, validation, completeness) run identically in browser and server.
 */

/** The spec's 11 field types plus `file` (an uploaded document; the answer is the file id). */
export type TFormFieldType =
  | 'number'
  | 'password'
  | 'email'
  | 'textarea'
  | 'tel'
  | 'date'
  | 'select'
  | 'checkbox'
  | 'text'
  | 'search'
  | 'radio'
  | 'file';

/** Show an item only when another answer in the same scope equals one of these values. */
export type TShowWhen = { field: string; equals: string | string[] };

/** Extra format checks beyond the type's own (NPI check digit, DEA number shape, ...). */
export type TFieldCheck = 'npi' | 'dea' | 'zip' | 'us-state';

export type TFormField = {
  kind?: 'field';
  name: string;
  type: TFormFieldType;
  label: string;
  required?: boolean;
  placeholder?: string;
  helperText?: string;
  options?: { value: string; label: string }[];
  /** Dates: past allowed (default true) / future allowed (default false). */
  past?: boolean;
  future?: boolean;
  views?: ('day' | 'month' | 'year')[];
  /** Dates: the earliest / latest date accepted (YYYY-MM-DD), inside the spec's 1900-2099. */
  minDate?: string;
  maxDate?: string;
  /** Numbers: the smallest value accepted, a whole number (default the spec's 0, NUMBER_MIN). */
  min?: number;
  format?: string;
  rows?: number;
  maxLength?: number;
  check?: TFieldCheck;
  showWhen?: TShowWhen;
  /** Answers with a profile key are reused across hospitals ("apply once"). */
  profileKey?: string;
  /** Documents: this date field (in the same scope) holds the document's expiry. */
  expiryField?: string;
  /** Radio, select, checkbox: an answer among these raises a red flag for the office (red-flags.ts). */
  flagWhen?: string[];
  /** Layout hint: 12 = full width (default), 6 = half, 4 = third. */
  width?: 4 | 6 | 12;
  /** Shown to the doctor (default true); false hides it exactly as an unmet showWhen does. */
  isDisplay?: boolean;
};

/** A repeatable group (licences, training, work history...): a list of rows of fields. */
export type TFormGroup = {
  kind: 'group';
  name: string;
  label: string;
  helperText?: string;
  fields: TFormField[];
  minItems?: number;
  maxItems?: number;
  addLabel?: string;
  showWhen?: TShowWhen;
  profileKey?: string;
};

export type TFormItem = TFormField | TFormGroup;

export type TFormSection = { key: string; title: string; description?: string; items: TFormItem[] };

export type TFormDefinition = { sections: TFormSection[] };

/** One row of a repeatable group. */
export type TGroupRow = Record<string, string>;
/** Answers keyed by field or group name. */
export type TFormAnswers = Record<string, string | TGroupRow[] | undefined>;

export function isGroup(item: TFormItem): item is TFormGroup {
  return item.kind === 'group';
}
