import { memo, useCallback, useMemo, useState } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MESSAGES, validateFieldValue, type TFormField, type TGroupRow } from '@docapply/rules';
import type { TFieldDescriptor } from '@docapply/contracts';
import { Field } from '../field/field';
import type { TItemContext } from './form-renderer-types';

export type TFormFieldItemProps = TItemContext & {
  field: TFormField;
  /** 'name' or 'group.0.field'; also the Field's name, so one onChange serves every field. */
  path: string;
  value: string;
  error?: string;
  /** A file field's row in a group (other fields never get it: a keystroke re-renders one field). */
  row?: TGroupRow;
};

function toDescriptor(field: TFormField, path: string, isDisabled: boolean): TFieldDescriptor {
  if (field.type === 'file') {
    throw new Error('File fields are rendered by renderFile');
  }
  return {
    name: path,
    type: field.type,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder,
    helperText: field.helperText,
    options: field.options,
    past: field.past,
    future: field.future,
    views: field.views,
    minDate: field.minDate,
    maxDate: field.maxDate,
    min: field.min,
    format: field.format,
    rows: field.rows,
    disabled: isDisabled || undefined,
  };
}

function FileControl({
  field,
  path,
  value,
  error,
  touched,
  disabled,
  renderFile,
  onFieldChange,
  row,
}: TFormFieldItemProps) {
  const handleChange = useCallback((fileId: string) => onFieldChange(path, fileId), [path, onFieldChange]);
  const shownError = error ?? (touched && field.required && value === '' ? MESSAGES.required : undefined);
  if (!renderFile) {
    return (
      <Typography variant="body2" color="text.secondary">
        {field.label}: {value ? 'File uploaded' : 'No file'}
      </Typography>
    );
  }
  return (
    <>{renderFile({ field, name: path, row, value, onChange: handleChange, error: shownError, disabled })}</>
  );
}

function InputControl(props: TFormFieldItemProps) {
  const { field, path, value, error, touched, disabled, termsUrl, onFieldChange } = props;
  const descriptor = useMemo(() => toDescriptor(field, path, disabled), [field, path, disabled]);
  // Checks the Field does not know (NPI, DEA, ZIP, options, length) show once the user has left it.
  const [hasLeft, setHasLeft] = useState(false);
  const handleBlur = useCallback(() => setHasLeft(true), []);
  const checkError = touched || hasLeft ? validateFieldValue(field, value) : null;
  return (
    <Field
      field={descriptor}
      value={value}
      onChange={onFieldChange}
      onBlur={handleBlur}
      error={error ?? checkError ?? undefined}
      touched={touched}
      termsUrl={termsUrl}
    />
  );
}

/** One field of a form in its grid cell: full width on phones, its `width` (12/6/4) from md up. */
export const FormFieldItem = memo(function FormFieldItem(props: TFormFieldItemProps) {
  return (
    <Grid size={{ xs: 12, md: props.field.width ?? 12 }}>
      {props.field.type === 'file' ? <FileControl {...props} /> : <InputControl {...props} />}
    </Grid>
  );
});
