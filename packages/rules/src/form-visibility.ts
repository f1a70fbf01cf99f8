import { isGroup, type TFormField, type TFormItem, type TGroupRow, type TShowWhen } from './form-types';

/** Answers an item's showWhen looks at: the form's top-level answers, or one row of a group. */
export type TAnswerScope = Record<string, string | TGroupRow[] | undefined>;

// Deeper chains than this are a definition mistake; stop rather than loop on a cycle.
const MAX_CHAIN = 10;

function isMet(showWhen: TShowWhen, value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  return Array.isArray(showWhen.equals) ? showWhen.equals.includes(value) : showWhen.equals === value;
}

function isVisibleAt(
  item: TFormItem,
  scope: TAnswerScope,
  siblings: readonly TFormItem[] | undefined,
  depth: number,
): boolean {
  // Note: a field the hospital does not show is hidden as an unmet showWhen hides it (and its dependants).
  if (!isGroup(item) && item.isDisplay === false) {
    return false;
  }
  const { showWhen } = item;
  if (!showWhen) {
    return true;
  }
  if (!isMet(showWhen, scope[showWhen.field])) {
    return false;
  }
  if (depth >= MAX_CHAIN) {
    return false;
  }
  const controller = siblings?.find((sibling) => sibling.name === showWhen.field);
  // A hidden controller's stale answer does not keep its dependants on screen.
  return controller ? isVisibleAt(controller, scope, siblings, depth + 1) : true;
}

/**
 * True when the item is shown (`isDisplay` not false) and its showWhen (if any) is met by the answers of its scope: top-level answers
 * for sections' items, the row for a group's fields. Pass `siblings` (every item of that scope)
 * to also hide an item whose controlling item is itself hidden.
 */
export function isItemVisible(
  item: TFormItem | TFormField,
  scopeAnswers: TAnswerScope,
  siblings?: readonly TFormItem[],
): boolean {
  return isVisibleAt(item, scopeAnswers, siblings, 0);
}
