import { useState, type ChangeEvent } from 'react';
import { TextBox } from './text-box';
import { NUMBER_MIN, TEXTAREA_MAX_ROWS, clampRows, validateNumber } from '@docapply/rules';
import type { TFieldType } from '@docapply/contracts';
import type { TFieldControlProps } from './field-types';
import { PasswordToggle } from './password-toggle';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useFieldFeedback } from './use-field-feedback';

/** text, search, number, password and textarea: the value goes up as typed. */
export function TextInputField({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  touched,
  onValidityChange,
}: TFieldControlProps) {
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const isNumber = field.type === 'number';
  const min = field.min ?? NUMBER_MIN;
  const message =
    isNumber && value.trim() !== '' ? validateNumber(value, min) : getRequiredMessage(field, value);
  const { shownMessage, handleBlur } = useFieldFeedback({
    name: field.name,
    message,
    touched,
    error,
    onBlur,
    onValidityChange,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onChange(field.name, event.target.value);
  };

  const isPassword = field.type === 'password';
  const isTextarea = field.type === 'textarea';
  return (
    <TextBox
      {...getTextFieldProps(field, id, shownMessage)}
      type={inputType(field.type, isPasswordVisible)}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      multiline={isTextarea}
      minRows={isTextarea ? clampRows(field.rows) : undefined}
      maxRows={isTextarea ? TEXTAREA_MAX_ROWS : undefined}
      htmlInput={isNumber ? { min, inputMode: 'decimal' } : undefined}
      endAdornment={
        isPassword ? (
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((visible) => !visible)}
            disabled={field.disabled}
          />
        ) : undefined
      }
    />
  );
}

const INPUT_TYPES: Partial<Record<TFieldType, string>> = { number: 'number', search: 'search', text: 'text' };

function inputType(type: TFieldType, isPasswordVisible: boolean): string | undefined {
  if (type === 'password') {
    return isPasswordVisible ? 'text' : 'password';
  }
  return INPUT_TYPES[type];
}
