import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import {
  CONDITION_KINDS,
  CONDITION_KIND_LABELS,
  PRIVILEGE_OUTCOME_LABELS,
  type TCommitteeFile,
  type TPrivilegeOutcome,
} from '@docapply/contracts';
import { FormField } from '@docapply/ui';
import type { TRecommendationFormValues } from '../lib/recommendation-form';

type TPrivilegeFieldsProps = {
  control: Control<TRecommendationFormValues>;
  index: number;
  privilege: TCommitteeFile['requested'][number];
  /** Only what the step may recommend. */
  outcomes: readonly TPrivilegeOutcome[];
  onValidityChange: (name: string, message: string | null) => void;
};

/** One requested privilege's recommendation: the outcome, and its conditions or reason when it needs them. */
export function PrivilegeFields({
  control,
  index,
  privilege,
  outcomes,
  onValidityChange,
}: TPrivilegeFieldsProps) {
  const outcome = useWatch({ control, name: `privileges.${index}.outcome` });
  const label = `${privilege.name} (${privilege.department}${privilege.isCore ? ', core' : ''})`;
  return (
    <Paper component="li" variant="outlined" sx={{ borderRadius: 2, p: { xs: 3, sm: 4 } }}>
      <Controller
        control={control}
        name={`privileges.${index}.outcome`}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {label}
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {outcomes.map((value, position) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  label={PRIVILEGE_OUTCOME_LABELS[value]}
                  control={<Radio slotProps={{ input: { ref: position === 0 ? field.ref : undefined } }} />}
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      {outcome === 'grant-with-conditions' ? (
        <Stack spacing={3} sx={{ mt: 3 }}>
          <Controller
            control={control}
            name={`privileges.${index}.conditionKinds`}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend">Conditions for {privilege.name}</FormLabel>
                <FormGroup row>
                  {CONDITION_KINDS.map((kind, position) => (
                    <FormControlLabel
                      key={kind}
                      label={CONDITION_KIND_LABELS[kind]}
                      control={
                        <Checkbox
                          slotProps={{ input: { ref: position === 0 ? field.ref : undefined } }}
                          checked={field.value.includes(kind)}
                          onChange={(_event, isOn) =>
                            field.onChange(
                              CONDITION_KINDS.filter((value) =>
                                value === kind ? isOn : field.value.includes(value),
                              ),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
          <FormField
            control={control}
            onValidityChange={onValidityChange}
            field={{
              name: `privileges.${index}.conditionText`,
              type: 'textarea',
              label: `The conditions for ${privilege.name}`,
              required: true,
              rows: 3,
            }}
          />
        </Stack>
      ) : null}
      {outcome === 'defer' || outcome === 'deny' ? (
        <Stack sx={{ mt: 3 }}>
          <FormField
            control={control}
            onValidityChange={onValidityChange}
            field={{
              name: `privileges.${index}.reason`,
              type: 'textarea',
              label:
                outcome === 'defer'
                  ? `What is missing for ${privilege.name}`
                  : `Reason for ${privilege.name}`,
              required: true,
              rows: 3,
            }}
          />
        </Stack>
      ) : null}
    </Paper>
  );
}
