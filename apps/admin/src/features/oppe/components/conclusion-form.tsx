import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import {
  OPPE_CONCLUSIONS,
  OPPE_CONCLUSION_LABELS,
  ZConcludeOppeReview,
  type TConcludeOppeReview,
  type TOppeReview,
} from '@docapply/contracts';
import { FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useSignature } from '@/hooks/use-signature';

type TConclusionValues = { conclusion: string; comment: string };

// The API's own contract checks the form: a focused review needs its reason before sending.
const resolver = zodResolver(ZConcludeOppeReview) as unknown as Resolver<
  TConclusionValues,
  unknown,
  TConcludeOppeReview
>;

const ROWS: TFormFieldRow<TConclusionValues>[] = [
  [
    {
      name: 'conclusion',
      type: 'radio',
      label: 'Conclusion',
      required: true,
      options: OPPE_CONCLUSIONS.map((value) => ({ value, label: OPPE_CONCLUSION_LABELS[value] })),
    },
  ],
  [
    {
      name: 'comment',
      type: 'textarea',
      label: 'Comment',
      rows: 3,
      helperText:
        'Required for a focused review: it becomes the for-cause FPPE’s reason. The practitioner never sees it.',
    },
  ],
];

type TConclusionFormProps = {
  onConclude: (body: TConcludeOppeReview) => Promise<TOppeReview>;
  onConcluded: (review: TOppeReview) => void;
};

/**
 * The chair's conclusion, signed: without a fresh second factor "Confirm it is you" opens, keeping
 * what was typed, and the conclusion is sent again once confirmed.
 */
export function ConclusionForm({ onConclude, onConcluded }: TConclusionFormProps) {
  const { showAlert } = useAlert();
  const signature = useSignature({
    action: 'Sign',
    intro: 'Concluding an OPPE is a signature: confirm it is you first.',
  });
  const form = useForm<TConclusionValues, unknown, TConcludeOppeReview>({
    resolver,
    defaultValues: { conclusion: '', comment: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['conclusion', 'comment'],
    onSubmit: async (body) => {
      const review = await signature.sign(() => onConclude(body));
      if (review === null) {
        return;
      }
      showAlert({ type: 'success', message: `Concluded: ${OPPE_CONCLUSION_LABELS[review.conclusion]}.` });
      onConcluded(review);
    },
  });
  // The confirmation stays outside the form: its own submit would bubble (through the portal) to it.
  return (
    <>
      <Box component="form" noValidate onSubmit={submit} aria-label="Conclusion">
        <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} />
        <Box sx={{ mt: 5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" aria-disabled={form.formState.isSubmitting}>
            Sign conclusion
          </Button>
        </Box>
      </Box>
      {signature.dialog}
    </>
  );
}
