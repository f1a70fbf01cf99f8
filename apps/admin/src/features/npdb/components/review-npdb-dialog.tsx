import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NPDB_FORM_MESSAGES,
  NPDB_LIMITS,
  NPDB_QUERY_KIND_LABELS,
  ZReviewNpdbQuery,
  type TNpdbQuery,
  type TReviewNpdbQuery,
} from '@docapply/contracts';
import {
  FormDialog,
  FormFieldGrid,
  formatDay,
  useAlert,
  useFormSubmit,
  type TFormFieldRow,
} from '@docapply/ui';
import { useReviewNpdbQuery } from '../api/review-npdb-query';

const FIELD_NAMES = ['note'] as const satisfies (keyof TReviewNpdbQuery)[];
type TReviewValues = { note: string };

/** The API's contract, with the note required when reports were found (the server says so too). */
function createReviewResolver(hasReports: boolean) {
  const schema = ZReviewNpdbQuery.refine((value) => !hasReports || Boolean(value.note), {
    path: ['note'],
    message: NPDB_FORM_MESSAGES.reviewNoteRequired,
  });
  return zodResolver(schema) as unknown as Resolver<TReviewValues, unknown, TReviewNpdbQuery>;
}

function reviewRows(hasReports: boolean): TFormFieldRow<TReviewValues>[] {
  return [
    [
      {
        name: 'note',
        type: 'textarea',
        label: 'Review note',
        required: hasReports,
        rows: 3,
        helperText: hasReports
          ? `What the reports are and what the office concluded (up to ${NPDB_LIMITS.reviewNote} characters)`
          : `Optional (up to ${NPDB_LIMITS.reviewNote} characters)`,
      },
    ],
  ];
}

type TReviewNpdbDialogProps = { applicationId: string; query: TNpdbQuery; onClose: () => void };

/** The office read the response: recorded once, with a note (required when reports were found). */
export function ReviewNpdbDialog({ applicationId, query, onClose }: TReviewNpdbDialogProps) {
  const { showAlert } = useAlert();
  const review = useReviewNpdbQuery(applicationId, query.id);
  const hasReports = query.result === 'reports-found';
  const form = useForm<TReviewValues, unknown, TReviewNpdbQuery>({
    resolver: createReviewResolver(hasReports),
    defaultValues: { note: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      await review.mutateAsync(body);
      showAlert({ type: 'success', message: 'NPDB review recorded.' });
      onClose();
    },
  });
  return (
    <FormDialog
      title="Record the review"
      intro={`${NPDB_QUERY_KIND_LABELS[query.kind]} of ${formatDay(query.queriedOn)}: ${
        hasReports ? 'reports were found.' : 'no reports.'
      } A review is recorded once.`}
      submitLabel="Save review"
      isPending={review.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={form.control}
        onValidityChange={onValidityChange}
        rows={reviewRows(hasReports)}
        sx={{ pt: 2 }}
      />
    </FormDialog>
  );
}
