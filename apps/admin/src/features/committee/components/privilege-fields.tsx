import { useWatch, type Control } from 'react-hook-form';
import { Paper, Stack } from '@mui/material';
import {
  CONDITION_KINDS,
  CONDITION_KIND_LABELS,
  PRIVILEGE_OUTCOME_LABELS,
  type TCommitteeFile,
  type TPrivilegeOutcome,
} from '@docapply/contracts';
import { FormField } from '@docapply/ui';
import { FormCheckboxGroup } from '@/components/form-checkboxes';
import type { TRecommendationFormValues } from '../lib/recommendation-form';

const CONDITION_OPTIONS = CONDITION_KINDS.map((value) => ({ value, label: CONDITION_KIND_LABELS[value] }));

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
      <FormField
        control={control}
        onValidityChange={onValidityChange}
        field={{
          name: `privileges.${index}.outcome`,
          type: 'radio',
          label,
          required: true,
          options: outcomes.map((value) => ({ value, label: PRIVILEGE_OUTCOME_LABELS[value] })),
        }}
      />
      {outcome === 'grant-with-conditions' ? (
        <Stack spacing={3} sx={{ mt: 3 }}>
          <FormCheckboxGroup
            control={control}
            name={`privileges.${index}.conditionKinds`}
            legend={`Conditions for ${privilege.name}`}
            options={CONDITION_OPTIONS}
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
