import type { TFieldDescriptor } from '@docapply/contracts';

export type TFieldProps = {
  field: TFieldDescriptor;
  /** The stored value: "+1 ddd-ddd-dddd" for tel, YYYY-MM-DD for date, "true"/"false" for checkbox. */
  value: string;
  /** Receives only values worth keeping: never an invalid email or phone (spec section 5). */
  onChange: (name: string, value: string) => void;
  onBlur?: (name: string) => void;
  /** An error from outside, e.g. the server's message for this field. */
  error?: string;
  /** Show validation messages without waiting for a blur, e.g. after a submit attempt. */
  touched?: boolean;
  /** Where "terms and conditions" in a checkbox label links to. */
  termsUrl?: string;
  id?: string;
  /** Told the field's current validation message (null when valid), whether shown or not. */
  onValidityChange?: (name: string, message: string | null) => void;
};

export type TFieldControlProps = Omit<TFieldProps, 'id'> & { id: string };
