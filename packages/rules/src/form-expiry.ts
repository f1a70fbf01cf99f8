import { isValidDateString } from './date';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
  type TFormItem,
  type TGroupRow,
} from './form-types';
import { isItemVisible, type TAnswerScope } from './form-visibility';

/** A document of a form that has an expiry date answered (whether or not its file is uploaded). */
export type TDocumentExpiry = {
  /** Key of the section holding the document. */
  section: string;
  /** The document's label; in a group, the group's with the row's identifying answer ("Licence — IL"). */
  label: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  /** The uploaded file's id, or null when the expiry date is answered but no file is uploaded. */
  fileId: string | null;
  /** Where the file answer sits in the form's answers: 'faceSheet', or 'licences.0.licenceCopy' in a group row. */
  filePath: string;
  /** Where its expiry date answer sits, in the same scope: 'insuranceExpiry', 'licences.0.expiryDate'. */
  datePath: string;
};

/** Shown between a document's label and the answer that tells its group rows apart. */
export const EXPIRY_LABEL_SEPARATOR = ' — ';

const MS_PER_DAY = 86_400_000;
// Field types whose answer can name a row (a state code, a licence number); never a file id or a date.
const IDENTIFYING_TYPES: ReadonlySet<TFormField['type']> = new Set(['select', 'text', 'search', 'radio']);

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 on the day itself, negative once past. */
export function countDaysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / MS_PER_DAY);
}

function isDocumentField(field: TFormField): boolean {
  return field.type === 'file' && Boolean(field.expiryField);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

type TScope = {
  answers: TAnswerScope;
  /** Where the date field may be: the section's items, or the group's fields. */
  items: readonly TFormItem[];
  /** Every item whose answers share `answers` (the whole form's items at top level), for showWhen. */
  siblings: readonly TFormItem[];
};

/**
 * The document's expiry in one scope (a section's top-level fields, or one group row): both the
 * file field and the date field it names must be visible there, and the date a real date.
 */
function readExpiry(
  file: TFormField,
  { answers: scope, items, siblings }: TScope,
): { expiresOn: string; fileId: string | null; dateName: string } | null {
  const dateField = items.find(
    (item): item is TFormField => !isGroup(item) && item.name === file.expiryField && item.type === 'date',
  );
  if (!dateField || !isItemVisible(file, scope, siblings) || !isItemVisible(dateField, scope, siblings)) {
    return null;
  }
  const expiresOn = asText(scope[dateField.name]);
  if (!isValidDateString(expiresOn)) {
    return null;
  }
  return { expiresOn, fileId: asText(scope[file.name]) || null, dateName: dateField.name };
}

/** The first visible identifying answer of the row (select values are short codes such as 'IL'). */
function identifyRow(group: TFormGroup, row: TGroupRow): string {
  for (const field of group.fields) {
    const value = asText(row[field.name]);
    if (IDENTIFYING_TYPES.has(field.type) && value !== '' && isItemVisible(field, row, group.fields)) {
      return value;
    }
  }
  return '';
}

function findInGroup(group: TFormGroup, rows: unknown, section: string): TDocumentExpiry[] {
  const documents = group.fields.filter(isDocumentField);
  if (documents.length === 0 || !Array.isArray(rows)) {
    return [];
  }
  const found: TDocumentExpiry[] = [];
  for (const [index, raw] of rows.entries()) {
    const row: TGroupRow = raw !== null && typeof raw === 'object' ? (raw as TGroupRow) : {};
    const identity = identifyRow(group, row);
    for (const file of documents) {
      const expiry = readExpiry(file, { answers: row, items: group.fields, siblings: group.fields });
      if (expiry) {
        // One document per row is named after its group; several are told apart by their own labels.
        const base = documents.length === 1 ? group.label : `${group.label}: ${file.label}`;
        const label = identity ? `${base}${EXPIRY_LABEL_SEPARATOR}${identity}` : base;
        const { dateName, ...dated } = expiry;
        const rowPath = `${group.name}.${index}`;
        found.push({
          section,
          label,
          ...dated,
          filePath: `${rowPath}.${file.name}`,
          datePath: `${rowPath}.${dateName}`,
        });
      }
    }
  }
  return found;
}

/**
 * Every document of the form whose expiry date is answered: a `file` field with `expiryField`
 * and the date field it names in the same scope (the same section, or the same group row).
 * Hidden items (showWhen not met) are skipped; a date without an uploaded file still counts.
 */
export function findDocumentExpiries(definition: TFormDefinition, answers: TFormAnswers): TDocumentExpiry[] {
  const allItems = definition.sections.flatMap((section) => section.items);
  const found: TDocumentExpiry[] = [];
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (isGroup(item)) {
        if (isItemVisible(item, answers, allItems)) {
          found.push(...findInGroup(item, answers[item.name], section.key));
        }
      } else if (isDocumentField(item)) {
        // A top-level document's date is a top-level field of its own section.
        const expiry = readExpiry(item, { answers, items: section.items, siblings: allItems });
        if (expiry) {
          const { dateName, ...dated } = expiry;
          found.push({
            section: section.key,
            label: item.label,
            ...dated,
            filePath: item.name,
            datePath: dateName,
          });
        }
      }
    }
  }
  return found;
}
