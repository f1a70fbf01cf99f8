import { Stack } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import type { TFormDefinition, TMissingItem } from '@docapply/rules';
import { useStatusReport } from '@/components/application-data/api/get-status-report';
import { MissingList } from '@/components/response-form/missing-list';
import { AttestationForm } from './attestation-form';
import { FormPartsSummary } from './form-parts-summary';
import { RequestsPanel } from './requests/requests-panel';

type TReviewStepProps = {
  detail: TApplicationDetail;
  definition: TFormDefinition;
  applicationMissing: TMissingItem[];
  onEditSection: (key: string) => void;
};

/** The last step: everything the hospital needs besides the form, what is missing, and the signature. */
export function ReviewStep({ detail, definition, applicationMissing, onEditSection }: TReviewStepProps) {
  const report = useStatusReport(detail.id);
  const isResubmission = detail.status === 'information-requested';
  return (
    <Stack spacing={6}>
      <FormPartsSummary
        applicationId={detail.id}
        definition={definition}
        applicationMissing={applicationMissing}
        report={report.data}
        onEditSection={onEditSection}
      />
      <RequestsPanel
        kind="reference"
        applicationId={detail.id}
        isEditable={detail.isEditable}
        required={report.data?.references.required ?? 3}
      />
      <RequestsPanel kind="coverage" applicationId={detail.id} isEditable={detail.isEditable} required={1} />
      {report.data ? (
        <MissingList
          title={`Before you can ${isResubmission ? 'resubmit' : 'submit'}`}
          items={report.data.missing}
          doneText="Everything required is complete."
        />
      ) : null}
      <AttestationForm
        applicationId={detail.id}
        hospitalName={detail.hospitalName}
        isResubmission={isResubmission}
        canSubmit={Boolean(report.data?.canSubmit)}
        onRefused={() => void report.refetch()}
      />
    </Stack>
  );
}
