import { memo, useId } from 'react';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import type { TFieldControlProps, TFieldProps } from './field-types';
import { LazyDateField } from './lazy-date-field';
import { PhoneField } from './phone-field';
import { RadioField } from './radio-field';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

function FieldControl(props: TFieldControlProps) {
  switch (props.field.type) {
    case 'tel':
      return <PhoneField {...props} />;
    case 'email':
      return <EmailField {...props} />;
    case 'date':
      return <LazyDateField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'radio':
      return <RadioField {...props} />;
    case 'number':
    case 'password':
    case 'textarea':
    case 'text':
    case 'search':
      return <TextInputField {...props} />;
    default: {
      const never: never = props.field.type;
      return never;
    }
  }
}

/**
 * One renderer for every field type of the shared field descriptor (spec sections 3 and 5).
 * Memoised: give it a stable `onChange` and a re-rendering form leaves it alone.
 */
export const Field = memo(function Field({ id, value, ...props }: TFieldProps) {
  const generatedId = useId();
  if (props.field.isDisplay === false) {
    return null;
  }
  return <FieldControl {...props} id={id ?? `${props.field.name}-${generatedId}`} value={value ?? ''} />;
});
