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

/** An answer the hospital marked as a red flag (the field's `flagWhen`). */
export type TFlaggedAnswer = {
  sectionKey: string;
  /** The top-level item the answer belongs to: the field itself, or the group holding it. */
  itemName: string;
  field: TFormField;
  /** The answer as the doctor read it: the option's label, "Ticked" or "Not ticked". */
  answerLabel: string;
  /** "Claim 2" when the answer is in a row of a group. */
  rowLabel: string | null;
  /** The rows of the groups this answer shows ("Any claims?" Yes shows the claims), with their count. */
  shownRows: { label: string; count: number }[];
};

const CHECKBOX_LABELS: Record<string, string> = { true: 'Ticked', false: 'Not ticked' };

function labelAnswer(field: TFormField, value: string): string {
  if (field.type === 'checkbox') {
    return CHECKBOX_LABELS[value] ?? value;
  }
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

function isFlagged(field: TFormField, scope: TAnswerScope, siblings: readonly TFormItem[]): boolean {
  const value = scope[field.name];
  return (
    typeof value === 'string' &&
    (field.flagWhen ?? []).includes(value) &&
    isItemVisible(field, scope, siblings)
  );
}

function asRows(value: TFormAnswers[string]): TGroupRow[] {
  return Array.isArray(value) ? value.filter((row) => row !== null && typeof row === 'object') : [];
}

function countShownRows(field: TFormField, answers: TFormAnswers, allItems: readonly TFormItem[]) {
  return allItems
    .filter((item): item is TFormGroup => isGroup(item) && item.showWhen?.field === field.name)
    .filter((group) => isItemVisible(group, answers, allItems))
    .map((group) => ({ label: group.label, count: asRows(answers[group.name]).length }))
    .filter((shown) => shown.count > 0);
}

function findInGroup(group: TFormGroup, answers: TFormAnswers, sectionKey: string): TFlaggedAnswer[] {
  const found: TFlaggedAnswer[] = [];
  asRows(answers[group.name]).forEach((row, index) => {
    for (const field of group.fields) {
      if (isFlagged(field, row, group.fields)) {
        found.push({
          sectionKey,
          itemName: group.name,
          field,
          answerLabel: labelAnswer(field, row[field.name]),
          rowLabel: `${group.label} ${index + 1}`,
          shownRows: [],
        });
      }
    }
  });
  return found;
}

/**
 * Every visible answer that is one of its field's `flagWhen` values, in the form's order: a
 * section's own fields and each row of its groups (a hidden item's stale answer raises nothing).
 */
export function findFlaggedAnswers(definition: TFormDefinition, answers: TFormAnswers): TFlaggedAnswer[] {
  const allItems = definition.sections.flatMap((section) => section.items);
  const found: TFlaggedAnswer[] = [];
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (isGroup(item)) {
        if (isItemVisible(item, answers, allItems)) {
          found.push(...findInGroup(item, answers, section.key));
        }
      } else if (isFlagged(item, answers, allItems)) {
        found.push({
          sectionKey: section.key,
          itemName: item.name,
          field: item,
          answerLabel: labelAnswer(item, answers[item.name] as string),
          rowLabel: null,
          shownRows: countShownRows(item, answers, allItems),
        });
      }
    }
  }
  return found;
}

/** 'Answered "Yes": <question>', with the row it is in and the entries it shows. */
export function describeFlaggedAnswer(answer: TFlaggedAnswer, who = 'Answered'): string {
  const where = answer.rowLabel ? `${answer.rowLabel}: ` : '';
  const verb = answer.rowLabel && who === 'Answered' ? 'answered' : who;
  const shown = answer.shownRows.map(({ label, count }) => ` (${label} entries listed: ${count})`).join('');
  return `${where}${verb} "${answer.answerLabel}": ${answer.field.label}${shown}`;
}
