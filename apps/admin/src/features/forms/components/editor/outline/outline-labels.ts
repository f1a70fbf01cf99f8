import { isGroup, type TFormField, type TFormItem } from '@docapply/rules';
import { FIELD_TYPE_LABELS } from '../field-types';

/** An item's name in buttons and announcements: its label, or its key while the label is empty. */
export function itemLabel(item: TFormItem): string {
  return item.label.trim() === '' ? item.name || 'unnamed field' : item.label;
}

/** The second line of a field's outline entry: `Short text · firstName · required`. */
export function describeField(field: TFormField): string {
  const type = FIELD_TYPE_LABELS[field.type] ?? field.type;
  return [type, field.name, field.required ? 'required' : null].filter(Boolean).join(' · ');
}

export function describeItem(item: TFormItem): string {
  return isGroup(item)
    ? `Repeatable group · ${item.name} · ${item.fields.length} fields`
    : describeField(item);
}
