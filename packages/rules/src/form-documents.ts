import { findDocumentExpiries } from './form-expiry';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TGroupRow,
} from './form-types';
import { isItemVisible } from './form-visibility';

/**
 * "Apply once" for documents: a `file` field's `profileKey` says what kind of document it asks
 * for (a CV, a state licence's copy), so a document the doctor uploaded for one hospital can be
 * offered where another hospital's form asks for the same kind. The file itself is never shared:
 * the API copies it into the new application (files belong to one application).
 */

/** A row's answers that tell it apart from its siblings: a licence's state and number. */
export type TRowIdentity = Record<string, string>;

/** A document a form's answers name, with its kind. */
export type TKindedDocument = {
  /** The answer's path: 'cv', or 'licences.0.licenceCopy' in a group row. */
  path: string;
  fileId: string;
  /** The file field's profile key. */
  kind: string;
  /** In a group row: the row's identifying answers; null at the top level. */
  row: TRowIdentity | null;
  /** YYYY-MM-DD when the form answers its expiry date (the field's `expiryField`); null otherwise. */
  expiresOn: string | null;
};

/** What an offer is matched on: the document's kind and, from a group row, the row it came from. */
export type TOfferableDocument = { kind: string; row: TRowIdentity | null };

// Answers that can name a row (a state code, a licence number); never a date, a number or a file.
const IDENTIFYING_TYPES: ReadonlySet<TFormField['type']> = new Set(['select', 'text', 'search', 'radio']);

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function normalise(value: unknown): string {
  return asText(value).replace(/\s+/g, ' ').toLowerCase();
}

function identifyRow(fields: readonly TFormField[], row: TGroupRow): TRowIdentity {
  const identity: TRowIdentity = {};
  for (const field of fields) {
    const value = asText(row[field.name]);
    if (IDENTIFYING_TYPES.has(field.type) && value !== '' && isItemVisible(field, row, fields)) {
      identity[field.name] = value;
    }
  }
  return identity;
}

function isKindedFile(field: TFormField): field is TFormField & { profileKey: string } {
  return field.type === 'file' && typeof field.profileKey === 'string' && field.profileKey !== '';
}

/** The profile keys of the form's document fields, at the top level and in groups. */
export function listDocumentKinds(definition: TFormDefinition): string[] {
  const kinds = new Set<string>();
  for (const item of definition.sections.flatMap((section) => section.items)) {
    for (const field of isGroup(item) ? item.fields : [item]) {
      if (isKindedFile(field)) {
        kinds.add(field.profileKey);
      }
    }
  }
  return [...kinds];
}

/**
 * Every uploaded document of the form whose field has a profile key, shown (a hidden item's
 * stale answer is not part of the application) and with its expiry date when answered.
 */
export function listKindedDocuments(definition: TFormDefinition, answers: TFormAnswers): TKindedDocument[] {
  const expiries = new Map<string, string>();
  for (const expiry of findDocumentExpiries(definition, answers)) {
    if (expiry.fileId) {
      expiries.set(expiry.fileId, expiry.expiresOn);
    }
  }
  const found: TKindedDocument[] = [];
  const add = (
    field: TFormField & { profileKey: string },
    path: string,
    value: unknown,
    row: TRowIdentity | null,
  ) => {
    const fileId = asText(value);
    if (fileId !== '') {
      found.push({ path, fileId, kind: field.profileKey, row, expiresOn: expiries.get(fileId) ?? null });
    }
  };
  const allItems = definition.sections.flatMap((section) => section.items);
  for (const item of allItems) {
    if (!isItemVisible(item, answers, allItems)) {
      continue;
    }
    if (!isGroup(item)) {
      if (isKindedFile(item)) {
        add(item, item.name, answers[item.name], null);
      }
      continue;
    }
    const rows = answers[item.name];
    (Array.isArray(rows) ? rows : []).forEach((raw, index) => {
      const row: TGroupRow = raw !== null && typeof raw === 'object' ? raw : {};
      for (const field of item.fields) {
        if (isKindedFile(field) && isItemVisible(field, row, item.fields)) {
          add(field, `${item.name}.${index}.${field.name}`, row[field.name], identifyRow(item.fields, row));
        }
      }
    });
  }
  return found;
}

/**
 * Whether a document from a group row belongs in `row`: every identifying answer both rows have
 * is the same (spaces and case aside), and they share at least one. A licence's copy from an IL
 * row is offered in an IL row with the same number, and in an IL row whose number is still empty.
 */
export function isSameRow(documentRow: TRowIdentity, row: TGroupRow): boolean {
  let shared = 0;
  for (const [name, value] of Object.entries(documentRow)) {
    const here = normalise(row[name]);
    if (here === '') {
      continue;
    }
    if (here !== normalise(value)) {
      return false;
    }
    shared += 1;
  }
  return shared > 0;
}

/**
 * The document to offer for a file field: the first of `documents` (give them newest first) of
 * the field's kind; in a group row (`row` given), only one that came from the same row.
 */
export function findDocumentOffer<T extends TOfferableDocument>(
  field: TFormField,
  row: TGroupRow | null,
  documents: readonly T[],
): T | null {
  if (!isKindedFile(field)) {
    return null;
  }
  return (
    documents.find(
      (document) =>
        document.kind === field.profileKey &&
        (row === null || (document.row !== null && isSameRow(document.row, row))),
    ) ?? null
  );
}
