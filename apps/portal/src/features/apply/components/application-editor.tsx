import { EDITABLE_STATUSES, type TApplicationSummary } from '@docapply/contracts';
import { FullScreenLoader, useDeferredQueryData } from '@docapply/ui';
import { useApplicationForEditing } from '@/components/application-data/api/get-application-detail';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { PageSection } from '@/components/page-section';
import { useOpenFormResponse } from '@/components/response-form/api/open-form-response';
import { ApplicationSteps } from './application-steps';
import { ReadOnlyNotice } from './read-only-notice';

function EditableApplication({ summary }: { summary: TApplicationSummary }) {
  const detail = useApplicationForEditing(summary.id);
  // A large page: its first drawing is sliced, so the page stays responsive while it is drawn.
  const { data, isLoading } = useDeferredQueryData(detail, { isFirstOnly: true });
  const applicationForm = data?.forms.application ?? null;
  // The draft's response normally exists already (POST /applications creates it); open it if not.
  const opened = useOpenFormResponse(
    { formId: applicationForm?.form.id ?? '', applicationId: summary.id },
    Boolean(applicationForm && !applicationForm.responseId),
  );

  if (isLoading) {
    return <FullScreenLoader message="Loading your answers..." />;
  }
  if (!data) {
    return null;
  }
  if (!applicationForm) {
    return (
      <PageSection title={`Apply to ${summary.hospitalName}`}>
        This hospital has not published its application form yet. Please check back soon.
      </PageSection>
    );
  }
  const responseId = applicationForm.responseId ?? opened.data?.id;
  if (!responseId) {
    return opened.isError ? null : <FullScreenLoader message="Loading your answers..." />;
  }
  return (
    <KnownFilesProvider scope={summary.id} files={data.files}>
      {/* A new form version (the doctor moved to it) starts the steps afresh from its answers. */}
      <ApplicationSteps
        key={applicationForm.form.id}
        detail={data}
        form={applicationForm.form}
        responseId={responseId}
        initialAnswers={opened.data?.answers ?? applicationForm.answers}
      />
    </KnownFilesProvider>
  );
}

/** The doctor's application at a hospital: editable while a draft or when information is requested. */
export function ApplicationEditor({ summary }: { summary: TApplicationSummary }) {
  const isEditable = (EDITABLE_STATUSES as readonly string[]).includes(summary.status);
  return isEditable ? <EditableApplication summary={summary} /> : <ReadOnlyNotice summary={summary} />;
}
