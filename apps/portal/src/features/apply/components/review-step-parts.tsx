import { Alert, Box, Stack } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { MissingList } from '@/components/response-form/missing-list';
import { useIsDelegate } from '@/lib/session';
import type { TApplicationCompletenessView } from '../hooks/use-application-completeness';
import { AttestationForm } from './attestation-form';
import { FormPartsSummary } from './form-parts-summary';
import { PreviousPeopleOffer } from './requests/previous-people-offer';
import { RequestsPanel } from './requests/requests-panel';
import { SupervisionPanel } from './supervision/supervision-panel';

export type TReviewStepProps = {
  detail: TApplicationDetail;
  definition: TFormDefinition;
  completeness: TApplicationCompletenessView;
  onEditSection: (key: string) => void;
};

/**
 * The last step's content: everything the hospital needs besides the form, what is missing, and
 * the signature. The list and the Submit button follow the same figures as the percentage above.
 */
export function ReviewStepParts({ detail, definition, completeness, onEditSection }: TReviewStepProps) {
  const { report, overall } = completeness;
  const isResubmission = detail.status === 'information-requested';
  // Note: a delegate fills in but never signs or submits (the API refuses it too, 403).
  const isDelegate = useIsDelegate();
  return (
    <Stack spacing={6}>
      <FormPartsSummary
        applicationId={detail.id}
        definition={definition}
        application={completeness.application}
        report={report.data}
        onEditSection={onEditSection}
      />
      <PreviousPeopleOffer detail={detail} />
      <RequestsPanel
        kind="reference"
        applicationId={detail.id}
        isEditable={detail.isEditable}
        required={report.data?.references.required ?? 3}
      />
      <RequestsPanel kind="coverage" applicationId={detail.id} isEditable={detail.isEditable} required={1} />
      <SupervisionPanel detail={detail} isRequired={report.data?.supervision?.required === true} />
      {overall ? (
        <MissingList
          title={`Before you can ${isResubmission ? 'resubmit' : 'submit'}`}
          items={overall.missing}
          doneText="Everything required is complete."
        />
      ) : null}
      {isDelegate ? (
        <Box component="section" aria-label="Attestation">
          <Alert severity="info" role="note">
            Only the doctor signs the attestation and submits. Once everything required is complete, we email
            them that the application is ready to submit.
          </Alert>
        </Box>
      ) : (
        <AttestationForm
          applicationId={detail.id}
          hospitalName={detail.hospitalName}
          isResubmission={isResubmission}
          canSubmit={Boolean(overall?.canSubmit)}
          minReferences={report.data?.references.required ?? null}
          onRefused={() => void report.refetch()}
        />
      )}
    </Stack>
  );
}
