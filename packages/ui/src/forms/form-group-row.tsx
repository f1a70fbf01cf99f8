import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isItemVisible, type TFormGroup, type TGroupRow } from '@docapply/rules';
import { FormFieldItem } from './form-field-item';
import type { TItemContext } from './form-renderer-types';
import { areErrorsEqualUnder } from './errors-under';

export type TFormGroupRowProps = TItemContext & {
  group: TFormGroup;
  index: number;
  row: TGroupRow;
  errors?: Record<string, string>;
  canRemove: boolean;
  onRemove: (index: number) => void;
};

/** One row of a repeatable group: a bordered card with its fields and a Remove button. */
function FormGroupRowView({
  group,
  index,
  row,
  errors,
  canRemove,
  onRemove,
  ...context
}: TFormGroupRowProps) {
  const title = `${group.label} ${index + 1}`;
  const titleId = `${useId()}-title`;
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {canRemove ? (
          <Button size="small" color="error" onClick={() => onRemove(index)} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        ) : null}
      </Box>
      <Grid container spacing={4}>
        {group.fields.map((field) => {
          if (!isItemVisible(field, row, group.fields)) {
            return null;
          }
          const path = `${group.name}.${index}.${field.name}`;
          return (
            <FormFieldItem
              key={field.name}
              {...context}
              field={field}
              path={path}
              value={row[field.name] ?? ''}
              error={errors?.[path]}
              row={field.type === 'file' ? row : undefined}
            />
          );
        })}
      </Grid>
    </Paper>
  );
}

/** Re-renders a row only when its own answers, its own errors or its place change. */
export const FormGroupRow = memo(FormGroupRowView, (prev, next) => {
  const { errors: prevErrors, ...prevRest } = prev;
  const { errors: nextErrors, ...nextRest } = next;
  const keys = Object.keys(nextRest) as (keyof typeof nextRest)[];
  return (
    keys.every((key) => prevRest[key] === nextRest[key]) &&
    areErrorsEqualUnder(`${next.group.name}.${next.index}`, prevErrors, nextErrors)
  );
});
