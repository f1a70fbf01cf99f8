import { isGroup, type TFormDefinition } from './form-types';
import type { TAnswerChange, TDocumentChange, TPrivilegeChange, TSubmissionChanges } from './submission-diff';

/**
 * Where a change between two submissions came from (issue 43): a document renewal, the doctor, a
 * delegate acting for the doctor, or someone of the office. The API reads it from the audit trail.
 */
export type TChangeSource =
  | { kind: 'renewal' }
  | { kind: 'doctor' }
  | { kind: 'delegate'; name: string }
  | { kind: 'office'; name: string };

/** One recorded edit, in the snapshots' terms: the answers, documents or privileges it touched. */
export type TRecordedEdit = {
  source: TChangeSource;
  /** The snapshot's form key ('application', 'survey', `privilege:<id>`) and the answers' paths. */
  answers?: { formKey: string; paths: readonly string[] };
  fileIds?: readonly string[];
  privilegeIds?: readonly string[];
};

/** A change with where it came from: null when nothing recorded explains it. */
export type TSourced<T> = T & { source: TChangeSource | null };

export type TSourcedChanges = {
  answers: TSourced<TAnswerChange>[];
  documents: TSourced<TDocumentChange>[];
  privileges: TSourced<TPrivilegeChange>[];
};

type TRow = Record<string, unknown>;

function rowsOf(value: unknown): TRow[] {
  return Array.isArray(value)
    ? value.map((row: unknown) => (row !== null && typeof row === 'object' ? (row as TRow) : {}))
    : [];
}

// Answers are strings, arrays of rows of strings, or what a form stored: compared as written.
const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers' paths ('name', 'group.0.field') whose values differ between two versions of a
 * form's answers (an audit row's before and after: only the keys that changed, each whole).
 */
export function listChangedPaths(before: TRow, after: TRow): string[] {
  const paths: string[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, now] = [before[name], after[name]];
    if (!Array.isArray(was) && !Array.isArray(now)) {
      if (!isSame(was, now)) {
        paths.push(name);
      }
      continue;
    }
    const [wasRows, nowRows] = [rowsOf(was), rowsOf(now)];
    for (let index = 0; index < Math.max(wasRows.length, nowRows.length); index += 1) {
      const [wasRow, nowRow] = [wasRows[index] ?? {}, nowRows[index] ?? {}];
      for (const field of new Set([...Object.keys(wasRow), ...Object.keys(nowRow)])) {
        if (!isSame(wasRow[field], nowRow[field])) {
          paths.push(`${name}.${index}.${field}`);
        }
      }
    }
  }
  return paths;
}

/**
 * Where the expiry date of the document at `filePath` sits ('licenceExpires', 'licences.0.expiryDate'):
 * a renewal writes both. Null when the path is no dated document of the form.
 */
export function findExpiryDatePath(definition: TFormDefinition, filePath: string): string | null {
  const [name, index, fieldName] = filePath.split('.');
  const item = definition.sections.flatMap((section) => section.items).find((i) => i.name === name);
  if (!item) {
    return null;
  }
  if (index === undefined) {
    return !isGroup(item) && item.type === 'file' && item.expiryField ? item.expiryField : null;
  }
  const field = isGroup(item) ? item.fields.find((f) => f.name === fieldName) : undefined;
  return field?.type === 'file' && field.expiryField ? `${name}.${index}.${field.expiryField}` : null;
}

/** The source of the last edit `touches` matches (edits in the order they were made), or null. */
function lastSource(
  edits: readonly TRecordedEdit[],
  touches: (edit: TRecordedEdit) => boolean,
): TChangeSource | null {
  return edits.findLast(touches)?.source ?? null;
}

const touchesAnswer = (formKey: string, path: string) => (edit: TRecordedEdit) =>
  edit.answers?.formKey === formKey && edit.answers.paths.includes(path);

/**
 * Each change with the source of its value: the last recorded edit (in `edits`' order, the order
 * they were made in) of that answer, of the answer naming that document (or of the loose document
 * itself), or of that privilege.
 */
export function attributeChanges(
  changes: TSubmissionChanges,
  edits: readonly TRecordedEdit[],
): TSourcedChanges {
  return {
    answers: changes.answers.map((change) => ({
      ...change,
      source: lastSource(edits, touchesAnswer(change.formKey, change.path)),
    })),
    documents: changes.documents.map((change) => {
      const { formKey, path } = change;
      const fileId = (change.file ?? change.previous)?.id;
      const touches =
        formKey !== null && path !== null
          ? touchesAnswer(formKey, path)
          : (edit: TRecordedEdit) => fileId !== undefined && (edit.fileIds ?? []).includes(fileId);
      return { ...change, source: lastSource(edits, touches) };
    }),
    privileges: changes.privileges.map((change) => ({
      ...change,
      source: lastSource(edits, (edit) => (edit.privilegeIds ?? []).includes(change.privilegeId)),
    })),
  };
}
