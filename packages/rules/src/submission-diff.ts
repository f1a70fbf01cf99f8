import type { TFormDefinition, TFormFieldType } from './form-types';
import { diffFormAnswers, type TRawAnswerChange } from './submission-diff-answers';

/** What one submission kept of the application (the API stores it in application_submissions). */
export type TSubmissionSnapshotData = {
  /**
   * 'application', 'survey' and `privilege:<privilege id>` -> the form version answered and the
   * answers as stored (read defensively: a value of the wrong shape reads as unanswered).
   */
  forms: Record<string, { formId: string; version: number; answers: Record<string, unknown> }>;
  files: { id: string; originalName: string; mime: string; size: number }[];
  privilegeIds: string[];
};

/** What the diff reads beside the snapshots: the forms' versions and the privileges' names. */
export type TSubmissionDiffContext = {
  forms: Record<string, { title: string; definition: TFormDefinition }>;
  privileges: Record<string, { name: string; department: string }>;
};

export type TAnswerChange = {
  /** The snapshot's form key: 'application', 'survey' or `privilege:<privilege id>`. */
  formKey: string;
  /** The form's title, or the privilege's name for a privilege's form. */
  formTitle: string;
  sectionKey: string;
  sectionTitle: string;
  path: string;
  label: string;
  fieldType: TFormFieldType;
  /** As a reader sees them (option labels, MM/DD/YYYY, Yes/No, a document's name). */
  before: string;
  after: string;
};

export type TChangedFile = { id: string; name: string };

export type TDocumentChange = {
  change: 'added' | 'replaced' | 'removed';
  /** The answer the document belongs to ("CV", "State licence 1: Copy"); null for one no answer names. */
  label: string | null;
  formTitle: string | null;
  /** Where that answer sits (its form's snapshot key, and 'cv' or 'licences.0.copy'); null as for `label`. */
  formKey: string | null;
  path: string | null;
  /** The document now (added, replaced); null when removed. */
  file: TChangedFile | null;
  /** The document before (replaced, removed); null when added. */
  previous: TChangedFile | null;
};

export type TPrivilegeChange = {
  change: 'added' | 'removed';
  privilegeId: string;
  name: string;
  department: string;
};

export type TSubmissionChanges = {
  answers: TAnswerChange[];
  documents: TDocumentChange[];
  privileges: TPrivilegeChange[];
};

export const PRIVILEGE_FORM_PREFIX = 'privilege:';

/** The snapshot key of a requested privilege's form. */
export function privilegeFormKey(privilegeId: string): string {
  return `${PRIVILEGE_FORM_PREFIX}${privilegeId}`;
}

const FORM_ORDER = ['application', 'survey'];

function formTitleOf(key: string, formId: string, context: TSubmissionDiffContext): string {
  if (key.startsWith(PRIVILEGE_FORM_PREFIX)) {
    const privilege = context.privileges[key.slice(PRIVILEGE_FORM_PREFIX.length)];
    if (privilege) {
      return privilege.name;
    }
  }
  return context.forms[formId]?.title ?? key;
}

/** The application form, the survey, then the privileges' forms by the privilege's name. */
function orderFormKeys(keys: string[], titleOf: (key: string) => string): string[] {
  const rank = (key: string) => (FORM_ORDER.includes(key) ? FORM_ORDER.indexOf(key) : FORM_ORDER.length);
  return [...keys].sort(
    (a, b) => rank(a) - rank(b) || titleOf(a).localeCompare(titleOf(b)) || a.localeCompare(b),
  );
}

function toDocumentChange(
  change: TRawAnswerChange & { formKey: string; formTitle: string },
  nameOf: (id: string) => string,
): TDocumentChange {
  const file = change.after ? { id: change.after, name: nameOf(change.after) } : null;
  const previous = change.before ? { id: change.before, name: nameOf(change.before) } : null;
  const kind: TDocumentChange['change'] = file && previous ? 'replaced' : file ? 'added' : 'removed';
  const { label, formTitle, formKey, path } = change;
  return { change: kind, label, formTitle, formKey, path, file, previous };
}

/** Documents attached or dropped without an answer naming them (the application's loose files). */
function diffLooseFiles(
  before: TSubmissionSnapshotData,
  after: TSubmissionSnapshotData,
  named: Set<string>,
  nameOf: (id: string) => string,
): TDocumentChange[] {
  const beforeIds = new Set(before.files.map((file) => file.id));
  const afterIds = new Set(after.files.map((file) => file.id));
  const loose = (id: string) => !named.has(id);
  return [
    ...[...afterIds]
      .filter((id) => !beforeIds.has(id) && loose(id))
      .map((id): TDocumentChange => ({
        change: 'added',
        label: null,
        formTitle: null,
        formKey: null,
        path: null,
        file: { id, name: nameOf(id) },
        previous: null,
      })),
    ...[...beforeIds]
      .filter((id) => !afterIds.has(id) && loose(id))
      .map((id): TDocumentChange => ({
        change: 'removed',
        label: null,
        formTitle: null,
        formKey: null,
        path: null,
        file: null,
        previous: { id, name: nameOf(id) },
      })),
  ];
}

function diffPrivileges(
  before: TSubmissionSnapshotData,
  after: TSubmissionSnapshotData,
  context: TSubmissionDiffContext,
): TPrivilegeChange[] {
  const describe = (change: TPrivilegeChange['change'], privilegeId: string): TPrivilegeChange => ({
    change,
    privilegeId,
    name: context.privileges[privilegeId]?.name ?? 'A privilege no longer offered',
    department: context.privileges[privilegeId]?.department ?? '',
  });
  return [
    ...after.privilegeIds
      .filter((id) => !before.privilegeIds.includes(id))
      .map((id) => describe('added', id)),
    ...before.privilegeIds
      .filter((id) => !after.privilegeIds.includes(id))
      .map((id) => describe('removed', id)),
  ];
}

/**
 * What changed from one submission to the next: every answer (before -> after, as a reader sees
 * them; group rows row by row), every document added, replaced (a file answer now points at
 * another document) or removed, and the privileges added or removed. A privilege's answers are
 * compared only when it is requested in both.
 */
export function diffSubmissions(
  before: TSubmissionSnapshotData,
  after: TSubmissionSnapshotData,
  context: TSubmissionDiffContext,
): TSubmissionChanges {
  const names = new Map([...before.files, ...after.files].map((file) => [file.id, file.originalName]));
  const nameOf = (id: string) => names.get(id) ?? 'Document';
  const keys = [...new Set([...Object.keys(after.forms), ...Object.keys(before.forms)])];
  const titleOf = (key: string) => formTitleOf(key, (after.forms[key] ?? before.forms[key]).formId, context);
  const raw = orderFormKeys(keys, titleOf).flatMap((key) => {
    const [beforeForm, afterForm] = [before.forms[key], after.forms[key]];
    if (key.startsWith(PRIVILEGE_FORM_PREFIX) && (!beforeForm || !afterForm)) {
      return [];
    }
    const side = (form: TSubmissionSnapshotData['forms'][string] | undefined) => ({
      definition: context.forms[(form ?? beforeForm ?? afterForm).formId]?.definition ?? null,
      answers: form?.answers ?? {},
    });
    return diffFormAnswers(side(beforeForm), side(afterForm), nameOf).map((change) => ({
      ...change,
      formKey: key,
      formTitle: titleOf(key),
    }));
  });
  const fileAnswers = raw.filter((change) => change.field.type === 'file');
  const documents = fileAnswers.map((change) => toDocumentChange(change, nameOf));
  const named = new Set(fileAnswers.flatMap((change) => [change.before, change.after]));
  return {
    answers: raw.map((change) => ({
      formKey: change.formKey,
      formTitle: change.formTitle,
      sectionKey: change.sectionKey,
      sectionTitle: change.sectionTitle,
      path: change.path,
      label: change.label,
      fieldType: change.field.type,
      before: change.beforeText,
      after: change.afterText,
    })),
    documents: [...documents, ...diffLooseFiles(before, after, named, nameOf)],
    privileges: diffPrivileges(before, after, context),
  };
}
