import type { ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { TextBox } from './text-box';
import {
  PHONE_COUNTRY_CODE,
  formatPhoneInput,
  fromStoredPhone,
  isValidPhoneInput,
  toStoredPhone,
  validatePhone,
} from '@docapply/rules';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useDraft } from './use-draft';
import { useFieldFeedback } from './use-field-feedback';

/** US phone: fixed +1 prefix, digits only, shown as ddd-ddd-dddd, stored as "+1 ddd-ddd-dddd". */
export function PhoneField({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  touched,
  onValidityChange,
}: TFieldControlProps) {
  const { draft, setDraft, emit } = useDraft(value, fromStoredPhone, (next) => onChange(field.name, next));
  const message = draft === '' ? getRequiredMessage(field, draft) : validatePhone(toStoredPhone(draft));
  const { shownMessage, handleBlur } = useFieldFeedback({
    name: field.name,
    message,
    touched,
    error,
    onBlur,
    onValidityChange,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = formatPhoneInput(event.target.value);
    setDraft(next);
    const stored = isValidPhoneInput(next) ? toStoredPhone(next) : '';
    if (stored !== '' && stored !== value) {
      emit(stored);
    } else if (stored === '' && value !== '') {
      // An incomplete number is never passed up; the form forgets the previous one.
      emit('');
    }
  };

  return (
    <TextBox
      {...getTextFieldProps(field, id, shownMessage)}
      type="tel"
      value={draft}
      onChange={handleChange}
      onBlur={handleBlur}
      placeholder={field.placeholder ?? '212-555-0100'}
      startAdornment={<InputAdornment position="start">{PHONE_COUNTRY_CODE}</InputAdornment>}
      htmlInput={{ inputMode: 'tel', autoComplete: 'tel-national' }}
    />
  );
}
