import type { ReactNode } from 'react';
import { Grid, type SxProps, type Theme } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import type { TFieldDescriptor } from '@docapply/contracts';
import { FormField, type TFormFieldProps } from './form-field';

type TGridField<TValues extends FieldValues> = TFieldDescriptor & { name: Path<TValues> };

/**
 * One line of a form: a field alone spans it; two fields share it side by side from the `sm`
 * breakpoint up and stack below it. A `null` second cell keeps a lone field at half width.
 */
export type TFormFieldRow<TValues extends FieldValues> =
  readonly [TGridField<TValues>] | readonly [TGridField<TValues>, TGridField<TValues> | null];

export type TFormFieldGridProps<TValues extends FieldValues, TTransformed = TValues> = Pick<
  TFormFieldProps<TValues, TTransformed>,
  'control' | 'termsUrl' | 'onValidityChange'
> & {
  rows: readonly TFormFieldRow<NoInfer<TValues>>[];
  sx?: SxProps<Theme>;
  /** Grid items after the fields: the form's other inputs, its submit button. */
  children?: ReactNode;
};

const HALF = { xs: 12, sm: 6 } as const;

/** A react-hook-form's fields laid out on the sites' form grid, row by row. */
export function FormFieldGrid<TValues extends FieldValues, TTransformed = TValues>({
  rows,
  sx,
  children,
  ...fieldProps
}: TFormFieldGridProps<TValues, TTransformed>) {
  return (
    <Grid container spacing={4} sx={sx}>
      {rows.flatMap((row) =>
        row.map((field) =>
          field ? (
            <Grid key={field.name} size={row.length === 1 ? 12 : HALF}>
              <FormField {...fieldProps} field={field} />
            </Grid>
          ) : null,
        ),
      )}
      {children}
    </Grid>
  );
}
