import type { Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { getErrorMessage } from '@docapply/ui';
import { usePractitionerTypes } from '@/hooks/use-practitioner-types';
import { CheckboxGroup } from '@/components/checkbox-group';

/** What the boxes mean where they are used: a privilege is "offered to", a form "for", some types. */
export type TPractitionerTypesWording = {
  legend: string;
  /** Said while no box is ticked, e.g. `None ticked: offered to every practitioner type`. */
  every: string;
  /** Said once one is ticked, e.g. `Only these practitioner types can ask for it`. */
  some: string;
};

type TPractitionerTypesPickerProps = {
  wording: TPractitionerTypesWording;
  /** The chosen codes; none: every type. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  error?: string | null;
  /** The first box's input, so a form can move focus to the field with an error. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A box per practitioner type (issue 42); none ticked means every type. A type retired since stays
 * listed, by its code, while the value names it, so saving never drops it unseen.
 */
export function PractitionerTypesPicker({
  wording,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: TPractitionerTypesPickerProps) {
  const types = usePractitionerTypes();
  const active = types.data ?? [];
  const listed = [
    ...active.map((type) => ({ code: type.code, name: type.name })),
    ...value
      .filter((code) => !active.some((type) => type.code === code))
      .map((code) => ({ code, name: code })),
  ];
  const helper = types.isError
    ? getErrorMessage(types.error)
    : types.isPending
      ? 'Loading the practitioner types...'
      : value.length === 0
        ? wording.every
        : wording.some;
  return (
    <CheckboxGroup
      legend={wording.legend}
      options={listed.map((type) => ({ value: type.code, label: type.name }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      helperText={helper}
      inputRef={inputRef}
    />
  );
}

type TPractitionerTypesFieldProps<TValues extends FieldValues, TContext, TTransformed> = {
  control: Control<TValues, TContext, TTransformed>;
  /** A list of type codes in the form's values. */
  name: Path<TValues>;
  wording: TPractitionerTypesWording;
};

/** The picker as a react-hook-form field: its error (the client's or the server's) shows under it. */
export function PractitionerTypesField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  wording,
}: TPractitionerTypesFieldProps<TValues, TContext, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PractitionerTypesPicker
          wording={wording}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          inputRef={field.ref}
        />
      )}
    />
  );
}
