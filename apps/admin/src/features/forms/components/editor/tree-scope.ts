import { isGroup, type TFormDefinition, type TFormField, type TFormItem } from '@docapply/rules';
import { getItemAt, scopeItems, type TItemAt } from './tree';

function otherFields(items: readonly TFormItem[], self: TFormItem | undefined): TFormField[] {
  const seen = new Set<string>();
  const fields: TFormField[] = [];
  for (const item of items) {
    // A repeated key is a problem shown on its field; offer its first holder only.
    if (item === self || isGroup(item) || item.name === '' || seen.has(item.name)) {
      continue;
    }
    seen.add(item.name);
    fields.push(item);
  }
  return fields;
}

/** The fields an item may depend on ("show only when"): the other fields of its scope, groups left out. */
export function showWhenCandidates(definition: TFormDefinition, at: TItemAt): TFormField[] {
  return otherFields(scopeItems(definition, at), getItemAt(definition, at));
}

/** The date fields that may hold a document's expiry: in its section, or in its group's row. */
export function expiryCandidates(definition: TFormDefinition, at: TItemAt): TFormField[] {
  const items = at.field === undefined ? definition.sections[at.section].items : scopeItems(definition, at);
  return otherFields(items, getItemAt(definition, at)).filter((field) => field.type === 'date');
}
