import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXCLUSION_SOURCE_LABELS,
  VERIFICATION_LIMITS,
  ZResolveScreening,
  type TResolveScreening,
  type TScreening,
  type TScreeningResolution,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useResolveScreening } from '../api/resolve-screening';

const COPY: Record<
  TScreeningResolution,
  { title: string; intro: string; action: string; tone: 'primary' | 'error'; done: string }
> = {
  dismissed: {
    title: 'Dismiss as a false positive?',
    intro: 'The list names someone else. The screening counts as clear, with your note as the reason.',
    action: 'Dismiss as false positive',
    tone: 'primary',
    done: 'Possible match dismissed as a false positive.',
  },
  confirmed: {
    title: 'Confirm the match?',
    intro: 'The list names this doctor. The item becomes a discrepancy and the application stays flagged.',
    action: 'Confirm match',
    tone: 'error',
    done: 'Match confirmed.',
  },
};

const FIELD_NAMES = ['note'] as const satisfies (keyof TResolveScreening)[];
const ROWS: TFormFieldRow<TResolveScreening>[] = [
  [
    {
      name: 'note',
      type: 'textarea',
      label: 'Note',
      required: true,
      rows: 3,
      helperText: `Why, for the record (up to ${VERIFICATION_LIMITS.note} characters)`,
    },
  ],
];

type TResolveScreeningDialogProps = {
  applicationId: string;
  screening: TScreening;
  resolution: TScreeningResolution;
  onClose: () => void;
};

/** A possible match on an exclusion list, decided with a note kept as evidence. */
export function ResolveScreeningDialog({
  applicationId,
  screening,
  resolution,
  onClose,
}: TResolveScreeningDialogProps) {
  const copy = COPY[resolution];
  const { showAlert } = useAlert();
  const resolve = useResolveScreening(applicationId, screening.id);
  const form = useForm<TResolveScreening>({
    resolver: zodResolver(ZResolveScreening),
    defaultValues: { resolution, note: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      await resolve.mutateAsync(body);
      showAlert({ type: 'success', message: `${EXCLUSION_SOURCE_LABELS[screening.source]}: ${copy.done}` });
      onClose();
    },
  });
  return (
    <FormDialog
      title={copy.title}
      intro={copy.intro}
      submitLabel={copy.action}
      submitColor={copy.tone}
      isPending={resolve.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} sx={{ pt: 2 }} />
    </FormDialog>
  );
}
