import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { FormField, VisuallyHidden } from '@docapply/ui';
import { FormCheckbox } from '@/components/form-checkboxes';
import { AddRowButton, ListRow, RemoveRowButton } from '@/components/list-row-parts';
import { ROUTE_LIMITS, type TRouteFormValues } from '../lib/route-form';

type TStepMembersProps = {
  control: Control<TRouteFormValues>;
  stepIndex: number;
  /** A committee's members may be its chair; a person step's one member recommends alone. */
  isCommittee: boolean;
  onValidityChange: (name: string, message: string | null) => void;
};

type TMemberNameProps = Pick<TStepMembersProps, 'control' | 'stepIndex' | 'onValidityChange'> & {
  index: number;
};

/** A newcomer is invited under the name typed here; an existing account keeps its own name. */
function MemberName({ control, stepIndex, index, onValidityChange }: TMemberNameProps) {
  const name = `steps.${stepIndex}.members.${index}` as const;
  const [email, knownEmail, knownName] = useWatch({
    control,
    name: [`${name}.email`, `${name}.knownEmail`, `${name}.name`],
  });
  if (knownEmail && email.trim().toLowerCase() === knownEmail.toLowerCase()) {
    return (
      <Box sx={{ pt: { sm: 1 } }}>
        <Typography variant="body2" color="text.secondary">
          Member {index + 1} name
        </Typography>
        <Typography>{knownName}</Typography>
        <Typography variant="caption" color="text.secondary">
          Their account’s name
        </Typography>
      </Box>
    );
  }
  return (
    <FormField
      control={control}
      onValidityChange={onValidityChange}
      field={{
        name: `${name}.name`,
        type: 'text',
        label: `Member ${index + 1} name`,
        helperText: 'For the invitation, if they are new',
      }}
    />
  );
}

/**
 * The step's members by email: hospital staff; an address without an account is invited. A
 * committee's chair (or the office) proposes its recommendation.
 */
export function StepMembers({ control, stepIndex, isCommittee, onValidityChange }: TStepMembersProps) {
  const name = `steps.${stepIndex}.members` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const isFull = fields.length >= ROUTE_LIMITS.members;
  const stepErrors = errors.steps?.[stepIndex]?.members;
  const listError = stepErrors?.root?.message ?? stepErrors?.message;

  useEffect(() => {
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index !== null) {
      box.current?.querySelector<HTMLElement>(`input[name="${name}.${index}.name"]`)?.focus();
    }
  }, [fields.length, name]);

  const add = () => {
    if (!isFull) {
      focusIndex.current = fields.length;
      append({ email: '', name: '', isChair: false }, { shouldFocus: false });
    }
  };
  const removeAt = (index: number) => {
    focusIndex.current = fields.length > 1 ? Math.min(index, fields.length - 2) : null;
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby={headingId} ref={box}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Members of step {stepIndex + 1}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The hospital’s staff, by their work email. Someone without an account is invited under the name you
        give.
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {fields.map((member, index) => (
          <ListRow key={member.id}>
            <Box sx={{ flex: { sm: '1 1 12rem' } }}>
              <MemberName
                control={control}
                stepIndex={stepIndex}
                index={index}
                onValidityChange={onValidityChange}
              />
            </Box>
            <Box sx={{ flex: { sm: '1 1 12rem' } }}>
              <FormField
                control={control}
                onValidityChange={onValidityChange}
                field={{
                  name: `${name}.${index}.email`,
                  type: 'email',
                  label: `Member ${index + 1} email`,
                  required: true,
                }}
              />
            </Box>
            {isCommittee ? (
              <FormCheckbox
                control={control}
                name={`${name}.${index}.isChair`}
                label={
                  <>
                    Chair <VisuallyHidden>(member {index + 1})</VisuallyHidden>
                  </>
                }
                sx={{ flexShrink: 0, mt: { sm: 2 } }}
              />
            ) : null}
            <RemoveRowButton onClick={() => removeAt(index)}>
              Remove{' '}
              <VisuallyHidden>
                member {index + 1} of step {stepIndex + 1}
              </VisuallyHidden>
            </RemoveRowButton>
          </ListRow>
        ))}
      </Stack>
      {listError ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 2 }}>
          {listError}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <AddRowButton onClick={add} isFull={isFull} variant="text">
          Add member <VisuallyHidden>to step {stepIndex + 1}</VisuallyHidden>
        </AddRowButton>
      </Box>
    </Box>
  );
}
