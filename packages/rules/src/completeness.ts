import { countCompleteness, type TMissingItem } from './form-answers';
import type { TDateOptions } from './form-field-value';
import type { TFormAnswers, TFormDefinition } from './form-types';

/**
 * The one completeness rule of an application: what submit requires, part by part, counted in
 * the same units everywhere (the API's status report and stored progress, the dashboard, the
 * form). Each unit is one thing the doctor must still do: a required answer (documents are
 * required file answers), a group's minimum of rows, picking a privilege, one reference request
 * sent up to the hospital's minimum, the covering physician's request sent. A request counts while
 * it is live (sent or opened, its link not expired) or answered: the people asked may answer after
 * the doctor submits, and the office cannot finalise before the minimum of references answered.
 * The attestation is not a unit: it is signed at the moment of submitting, once everything here is
 * done.
 */

/** A form of the application with the doctor's answers. */
export type TFormPartInput = { definition: TFormDefinition; answers: TFormAnswers };

export type TApplicationCompletenessInput = {
  /** Sections A-D; null while the hospital has not published its application form. */
  application: TFormPartInput | null;
  /** The hospital's survey; null when it has none. */
  survey: TFormPartInput | null;
  /** Each picked privilege with its own form (null: a privilege without questions). */
  privileges: readonly { name: string; form: TFormPartInput | null }[];
  /**
   * `required` is the hospital's minimum; `named` counts every request, whatever its state; `sent`
   * those live or answered (neither declined nor expired).
   */
  references: { required: number; named: number; sent: number };
  /** `sent`: the request is live or answered (neither declined nor expired). */
  coverage: { named: boolean; sent: boolean };
};

export const COMPLETENESS_PARTS = ['application', 'survey', 'privileges', 'references', 'coverage'] as const;
export type TCompletenessPart = (typeof COMPLETENESS_PARTS)[number];

/**
 * One part: how many units it requires and how many are done, the missing units one by one
 * (`missing.length === total - done`), and the part's lines for people (what the lists show).
 */
export type TPartCompleteness = { done: number; total: number; missing: TMissingItem[]; lines: string[] };
export type TCompletenessParts = Record<TCompletenessPart, TPartCompleteness>;

/** The figures every screen shows: `percent` is 100 exactly when `canSubmit`. */
export type TCompletenessSummary = {
  done: number;
  total: number;
  percent: number;
  canSubmit: boolean;
  /** Every part's lines, in the order of the parts. */
  missing: string[];
};
export type TApplicationCompleteness = TCompletenessSummary & { parts: TCompletenessParts };

const LABELS_SHOWN = 4;

/** "Application section A (Identity and contact): Legal name, NPI and 3 more", one per section. */
function describeSections(prefix: string, definition: TFormDefinition, missing: TMissingItem[]): string[] {
  return definition.sections.flatMap((section) => {
    const labels = missing.filter((m) => m.section === section.key).map((m) => m.label);
    if (labels.length === 0) {
      return [];
    }
    const shown = labels.slice(0, LABELS_SHOWN).join(', ');
    const more = labels.length > LABELS_SHOWN ? ` and ${labels.length - LABELS_SHOWN} more` : '';
    return [`${prefix} section ${section.key} (${section.title}): ${shown}${more}`];
  });
}

function computeFormPart(prefix: string, form: TFormPartInput, options: TDateOptions): TPartCompleteness {
  const { total, missing } = countCompleteness(form.definition, form.answers, options);
  return {
    done: total - missing.length,
    total,
    missing,
    lines: describeSections(prefix, form.definition, missing),
  };
}

/** Sections A-D. Without a published form nothing can be submitted: one unit that cannot be done. */
export function computeApplicationPart(
  form: TFormPartInput | null,
  options: TDateOptions = {},
): TPartCompleteness {
  if (!form) {
    return {
      done: 0,
      total: 1,
      missing: [{ section: '', path: 'application', label: 'Application form' }],
      lines: ['Application form (this hospital has not published one yet)'],
    };
  }
  return computeFormPart('Application', form, options);
}

function computeSurveyPart(form: TFormPartInput | null, options: TDateOptions): TPartCompleteness {
  return form ? computeFormPart('Survey', form, options) : { done: 0, total: 0, missing: [], lines: [] };
}

/** At least one privilege (one unit), then every required answer of each picked privilege's form. */
function computePrivilegesPart(
  privileges: TApplicationCompletenessInput['privileges'],
  options: TDateOptions,
): TPartCompleteness {
  const missing: TMissingItem[] = [];
  const lines: string[] = [];
  let total = 1;
  if (privileges.length === 0) {
    missing.push({ section: 'privileges', path: 'privileges', label: 'Pick at least one privilege' });
    lines.push('Privileges: pick at least one privilege');
  }
  privileges.forEach((privilege, index) => {
    if (!privilege.form) {
      return;
    }
    const form = countCompleteness(privilege.form.definition, privilege.form.answers, options);
    total += form.total;
    for (const item of form.missing) {
      missing.push({
        section: item.section,
        path: `privileges.${index}.${item.path}`,
        label: `${privilege.name}: ${item.label}`,
      });
    }
    if (form.missing.length > 0) {
      lines.push(`Privilege form: ${privilege.name}`);
    }
  });
  return { done: total - missing.length, total, missing, lines };
}

/** One unit per reference the hospital requires; a reference counts once its request is sent and live. */
function computeReferencesPart({ required, named, sent }: TApplicationCompletenessInput['references']) {
  const total = Math.max(0, required);
  const done = Math.min(Math.max(0, sent), total);
  const missing: TMissingItem[] = [];
  for (let n = done + 1; n <= total; n++) {
    missing.push({ section: 'references', path: `references.${n - 1}`, label: `Reference ${n} of ${total}` });
  }
  const closed = Math.max(0, named - sent);
  const note = closed > 0 ? ` (${closed} declined or expired)` : '';
  const lines = missing.length > 0 ? [`References: ${sent} of ${required} requests sent${note}`] : [];
  return { done, total, missing, lines } satisfies TPartCompleteness;
}

function computeCoveragePart({ named, sent }: TApplicationCompletenessInput['coverage']): TPartCompleteness {
  if (sent) {
    return { done: 1, total: 1, missing: [], lines: [] };
  }
  return {
    done: 0,
    total: 1,
    missing: [{ section: 'coverage', path: 'coverage', label: 'Covering physician' }],
    lines: [
      named
        ? 'Alternative coverage: the request was declined or its link expired; resend it or ask someone else'
        : 'Alternative coverage: name a covering physician',
    ],
  };
}

/**
 * The figures of an application from its parts' counts. Rounded down, so the percentage reaches
 * 100 only when nothing is missing, which is exactly when submit is allowed.
 */
export function summariseCompleteness(parts: TCompletenessParts): TCompletenessSummary {
  let done = 0;
  let total = 0;
  const missing: string[] = [];
  for (const key of COMPLETENESS_PARTS) {
    done += parts[key].done;
    total += parts[key].total;
    missing.push(...parts[key].lines);
  }
  const canSubmit = done >= total;
  return { done, total, percent: canSubmit ? 100 : Math.floor((done * 100) / total), canSubmit, missing };
}

/**
 * Everything submit requires of an application, part by part, and its figures. The API computes
 * it for the status report, the submit check and the stored progress of the doctor's list; the
 * form recomputes only the application part from the answers on screen (computeApplicationPart)
 * and summarises it with the report's other parts, so both show the same figure.
 */
export function computeApplicationCompleteness(
  input: TApplicationCompletenessInput,
  options: TDateOptions = {},
): TApplicationCompleteness {
  const parts: TCompletenessParts = {
    application: computeApplicationPart(input.application, options),
    survey: computeSurveyPart(input.survey, options),
    privileges: computePrivilegesPart(input.privileges, options),
    references: computeReferencesPart(input.references),
    coverage: computeCoveragePart(input.coverage),
  };
  return { ...summariseCompleteness(parts), parts };
}
