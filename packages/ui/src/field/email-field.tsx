import type { ChangeEvent } from 'react';
import { TextBox } from './text-box';
import { isValidEmail, validateEmail } from '@docapply/rules';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useDraft } from './use-draft';
import { useFieldFeedback } from './use-field-feedback';

const identity = (value: string) => value;

/** Email: only a valid address reaches the form; while invalid the form holds ''. */
export function EmailField({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  touched,
  onValidityChange,
}: TFieldControlProps) {
  const { draft, setDraft, emit } = useDraft(value, identity, (next) => onChange(field.name, next));
  const message = draft.trim() === '' ? getRequiredMessage(field, draft) : validateEmail(draft.trim());
  const { shownMessage, handleBlur } = useFieldFeedback({
    name: field.name,
    message,
    touched,
    error,
    onBlur,
    onValidityChange,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    setDraft(next);
    const address = isValidEmail(next.trim()) ? next.trim() : '';
    // Only a valid address goes up; once the text stops being one, the form holds ''.
    if (address !== value) {
      emit(address);
    }
  };

  return (
    <TextBox
      {...getTextFieldProps(field, id, shownMessage)}
      type="email"
      value={draft}
      onChange={handleChange}
      onBlur={handleBlur}
      htmlInput={{ autoComplete: 'email', inputMode: 'email' }}
    />
  );
}
