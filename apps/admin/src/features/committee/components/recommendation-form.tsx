import { useForm, type Control } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  MEMBERSHIP_CATEGORY_LABELS,
  type TCommitteeFile,
  type TPrivilegeOutcome,
  type TRecommendationInput,
} from '@docapply/contracts';
import { FormField, SectionCard, useAlert, useFormSubmit } from '@docapply/ui';
import { useRecommend } from '../api/committee-api';
import { useSignature } from '@/hooks/use-signature';
import {
  MAX_APPOINTMENT_MONTHS,
  createRecommendationValues,
  recommendationFieldNames,
  recommendationResolver,
  toFormFieldErrors,
  type TRecommendationFormValues,
} from '../lib/recommendation-form';
import { PrivilegeFields } from './privilege-fields';

type TRecommendationFormProps = {
  file: TCommitteeFile;
  outcomes: readonly TPrivilegeOutcome[];
  /** A person step's recommendation is signed; a committee's proposal is then voted on. */
  isSigned: boolean;
};

/**
 * The step's recommendation on every requested privilege (only what the step may recommend), the
 * membership category (only those the practitioner's type may be appointed in) and the
 * appointment's months. A person step signs it ("Confirm it is you"
 * when the API asks); a committee's chair or office proposes it for the members' vote.
 */
export function RecommendationForm({ file, outcomes, isSigned }: TRecommendationFormProps) {
  const { showAlert } = useAlert();
  const recommend = useRecommend(file.applicationId);
  const { sign, dialog } = useSignature({
    action: 'Submit',
    intro: 'Only you can sign your recommendation. Confirm it is you, then it is sent.',
  });
  const form = useForm<TRecommendationFormValues, unknown, TRecommendationInput>({
    resolver: recommendationResolver,
    defaultValues: createRecommendationValues(file),
  });
  const control = form.control as unknown as Control<TRecommendationFormValues>;
  const categoryOptions = file.membershipCategories.map((value) => ({
    value,
    label: MEMBERSHIP_CATEGORY_LABELS[value],
  }));
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: recommendationFieldNames(file.requested.length),
    onSubmit: async (body) => {
      if (recommend.isPending) {
        return;
      }
      try {
        const send = () => recommend.mutateAsync(body);
        const saved = isSigned ? await sign(send) : await send();
        if (saved) {
          showAlert({
            type: 'success',
            message: isSigned
              ? 'Your recommendation was signed and sent.'
              : 'The proposal is ready for the members’ vote.',
          });
        }
      } catch (error) {
        throw toFormFieldErrors(error);
      }
    },
  });

  return (
    <SectionCard
      id="recommend-heading"
      title={isSigned ? 'Your recommendation' : 'Propose the committee’s recommendation'}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="recommend-heading">
        <Typography color="text.secondary">
          {isSigned
            ? 'Recommend on every privilege requested. Your recommendation is signed and the file moves to the next step.'
            : 'Recommend on every privilege requested. The members then vote on it.'}
        </Typography>
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
          {file.requested.map((privilege, index) => (
            <PrivilegeFields
              key={privilege.privilegeId}
              control={control}
              index={index}
              privilege={privilege}
              outcomes={outcomes}
              onValidityChange={onValidityChange}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormField
            control={control}
            onValidityChange={onValidityChange}
            field={{
              name: 'membershipCategory',
              type: 'select',
              label: 'Membership category',
              required: true,
              options: categoryOptions,
            }}
          />
          <FormField
            control={control}
            onValidityChange={onValidityChange}
            field={{
              name: 'appointmentMonths',
              type: 'number',
              label: 'Appointment (months)',
              required: true,
              min: 1,
              helperText: `At most ${MAX_APPOINTMENT_MONTHS} months`,
            }}
          />
        </Box>
        <Box sx={{ mt: 4 }}>
          <FormField
            control={control}
            onValidityChange={onValidityChange}
            field={{ name: 'comment', type: 'textarea', label: 'Comment (optional)', rows: 3 }}
          />
        </Box>
        <Box sx={{ mt: 5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" aria-disabled={recommend.isPending}>
            {isSigned ? 'Sign and submit' : 'Propose'}
          </Button>
        </Box>
      </Box>
      {dialog}
    </SectionCard>
  );
}
