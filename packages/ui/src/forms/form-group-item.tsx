import { memo, useCallback, useId } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { minItemsMessage, type TFormGroup, type TGroupRow } from '@docapply/rules';
import { padRows } from './answer-paths';
import { areErrorsEqualUnder } from './errors-under';
import { FormGroupRow } from './form-group-row';
import type { TItemContext } from './form-renderer-types';
import { useRowKeys } from './use-row-keys';

export type TFormGroupItemProps = TItemContext & {
  group: TFormGroup;
  rows: TGroupRow[];
  errors?: Record<string, string>;
  /** Replaces the group's rows with `update(current rows)`. */
  onRowsChange: (groupName: string, update: (rows: TGroupRow[]) => TGroupRow[]) => void;
};

const EMPTY_ROW: TGroupRow = {};

/**
 * A repeatable group: its minimum number of cards (blank ones until typed in), an Add button up
 * to its maximum, and a Remove button on each card above the minimum.
 */
function FormGroupItemView({ group, rows, errors, onRowsChange, ...context }: TFormGroupItemProps) {
  const headingId = useId();
  const minItems = group.minItems ?? 0;
  const shownCount = Math.max(rows.length, minItems);
  const { keys, add, remove } = useRowKeys(shownCount);
  const canAdd = !context.disabled && (group.maxItems === undefined || shownCount < group.maxItems);
  const canRemove = !context.disabled && shownCount > minItems;

  const handleAdd = () => {
    add();
    onRowsChange(group.name, (current) => [...padRows(current, minItems), {}]);
  };
  const handleRemove = useCallback(
    (index: number) => {
      remove(index);
      onRowsChange(group.name, (current) => padRows(current, minItems).filter((_, i) => i !== index));
    },
    [group.name, minItems, onRowsChange, remove],
  );

  const shortBy = context.touched && rows.length < minItems ? minItemsMessage(minItems) : undefined;
  const groupError = errors?.[group.name] ?? shortBy;
  return (
    <Grid size={12} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6">
        {group.label}
      </Typography>
      {group.helperText ? (
        <Typography variant="body2" color="text.secondary">
          {group.helperText}
        </Typography>
      ) : null}
      {groupError ? <FormHelperText error>{groupError}</FormHelperText> : null}
      <Stack spacing={4} sx={{ mt: 3 }}>
        {keys.map((key, index) => (
          <FormGroupRow
            key={key}
            {...context}
            group={group}
            index={index}
            row={rows[index] ?? EMPTY_ROW}
            errors={errors}
            canRemove={canRemove}
            onRemove={handleRemove}
          />
        ))}
      </Stack>
      {canAdd ? (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={handleAdd} sx={{ mt: 3 }}>
          {group.addLabel ?? `Add ${group.label}`}
        </Button>
      ) : null}
    </Grid>
  );
}

/** Re-renders a group only when its rows, its errors or the shared item props change. */
export const FormGroupItem = memo(FormGroupItemView, (prev, next) => {
  const { errors: prevErrors, ...prevRest } = prev;
  const { errors: nextErrors, ...nextRest } = next;
  const keys = Object.keys(nextRest) as (keyof typeof nextRest)[];
  return (
    keys.every((key) => prevRest[key] === nextRest[key]) &&
    areErrorsEqualUnder(next.group.name, prevErrors, nextErrors)
  );
});
