import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { PRIVILEGE_OUTCOMES, PRIVILEGE_OUTCOME_LABELS } from '@docapply/contracts';
import { FormField, VisuallyHidden } from '@docapply/ui';
import { FormCheckbox, FormCheckboxGroup } from '@/components/form-checkboxes';
import type { TRouteFormValues } from '../lib/route-form';
import { StepMembers } from './step-members';

type TRouteStepFieldsProps = {
  control: Control<TRouteFormValues>;
  index: number;
  count: number;
  onValidityChange: (name: string, message: string | null) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

const KIND_OPTIONS = [
  { value: 'person', label: 'One person' },
  { value: 'committee', label: 'A committee' },
];
const OUTCOME_OPTIONS = PRIVILEGE_OUTCOMES.map((value) => ({
  value,
  label: PRIVILEGE_OUTCOME_LABELS[value],
}));

/** One step of the route: its name, kind, quorum, what it may recommend, and its members. */
export function RouteStepFields({
  control,
  index,
  count,
  onValidityChange,
  onMove,
  onRemove,
}: TRouteStepFieldsProps) {
  const headingId = useId();
  const kind = useWatch({ control, name: `steps.${index}.kind` });
  const name = useWatch({ control, name: `steps.${index}.name` });
  const isLast = index === count - 1;
  const number = index + 1;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 4, sm: 6 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Step {number}
        {name?.trim() ? `: ${name.trim()}` : ''}
      </Typography>
      {isLast ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          This step’s decision is final: it sets the status, the appointment and the letter.
        </Typography>
      ) : null}
      <Stack spacing={4} sx={{ mt: 4 }}>
        <FormField
          control={control}
          onValidityChange={onValidityChange}
          field={{ name: `steps.${index}.name`, type: 'text', label: 'Name', required: true }}
        />
        <FormField
          control={control}
          onValidityChange={onValidityChange}
          field={{
            name: `steps.${index}.kind`,
            type: 'radio',
            label: 'Who recommends',
            options: KIND_OPTIONS,
          }}
        />
        {kind === 'committee' ? (
          <Box sx={{ maxWidth: 320 }}>
            <FormField
              control={control}
              onValidityChange={onValidityChange}
              field={{
                name: `steps.${index}.quorum`,
                type: 'number',
                label: 'Quorum',
                required: true,
                min: 1,
                helperText: 'Members present or voting needed to decide',
              }}
            />
          </Box>
        ) : null}
        <FormCheckboxGroup
          control={control}
          name={`steps.${index}.allowedOutcomes`}
          legend="What this step may recommend"
          options={OUTCOME_OPTIONS}
        />
        {kind === 'committee' ? (
          // In a Box: the Stack's spacing would undo the label's negative margin that lines its box up.
          <Box>
            <FormCheckbox
              control={control}
              name={`steps.${index}.allowElectronicVote`}
              label="Members may vote electronically between meetings"
            />
          </Box>
        ) : null}
        <StepMembers
          control={control}
          stepIndex={index}
          isCommittee={kind === 'committee'}
          onValidityChange={onValidityChange}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 4, flexWrap: 'wrap' }} useFlexGap>
        {index > 0 ? (
          <Button
            startIcon={<ArrowUpwardIcon />}
            onClick={() => onMove(index - 1)}
            data-step-move={`up-${index}`}
          >
            Move up <VisuallyHidden>step {number}</VisuallyHidden>
          </Button>
        ) : null}
        {isLast ? null : (
          <Button
            startIcon={<ArrowDownwardIcon />}
            onClick={() => onMove(index + 1)}
            data-step-move={`down-${index}`}
          >
            Move down <VisuallyHidden>step {number}</VisuallyHidden>
          </Button>
        )}
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} data-step-remove={index}>
          Remove <VisuallyHidden>step {number}</VisuallyHidden>
        </Button>
      </Stack>
    </Paper>
  );
}
