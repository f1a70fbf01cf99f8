import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { AnswersView, FullScreenLoader } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useApplicationForEditing } from '@/components/application-data/api/get-application-detail';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { renderDocumentField } from '@/components/documents/render-document-field';
import { PageSection } from '@/components/page-section';
import { useOpenFormResponse } from '@/components/response-form/api/open-form-response';
import { AutosavedForm } from '@/components/response-form/autosaved-form';
import { NewerFormAlert } from '@/components/application-data/newer-form-alert';

function SurveyForApplication({ applicationId }: { applicationId: string }) {
  const detail = useApplicationForEditing(applicationId);
  const survey = detail.data?.forms.survey ?? null;
  const isEditable = Boolean(detail.data?.isEditable);
  const opened = useOpenFormResponse(
    { formId: survey?.form.id ?? '', applicationId },
    Boolean(survey && !survey.responseId && isEditable),
  );

  if (detail.isPending) {
    return <FullScreenLoader message="Loading the survey..." />;
  }
  if (!detail.data) {
    return null;
  }
  const { hospitalId, hospitalName, files } = detail.data;
  const backLink = (
    <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Button component={RouterLink} to={paths.apply.getHref(hospitalId, 'review')} variant="outlined">
        Back to your application
      </Button>
      {isEditable ? (
        <Button component={RouterLink} to={paths.privilege.getHref(applicationId)}>
          Go to privileges
        </Button>
      ) : null}
    </Stack>
  );
  if (!survey) {
    return (
      <PageSection title={`Survey — ${hospitalName}`}>
        <Alert severity="info">{hospitalName} has no survey. Nothing to do here.</Alert>
        {backLink}
      </PageSection>
    );
  }
  const responseId = survey.responseId ?? opened.data?.id;
  let body;
  if (!isEditable) {
    body = (
      <>
        <Alert severity="info">This application was submitted; the survey can no longer be changed.</Alert>
        <AnswersView
          definition={survey.form.definition}
          answers={survey.answers}
          renderFile={renderDocumentField}
        />
      </>
    );
  } else if (responseId) {
    body = (
      <>
        {survey.newerVersion ? (
          <NewerFormAlert
            applicationId={applicationId}
            kind="survey"
            hospitalName={hospitalName}
            newerVersion={survey.newerVersion}
          />
        ) : null}
        {/* Moving to a new version starts the form afresh from that version's answers. */}
        <AutosavedForm
          key={survey.form.id}
          responseId={responseId}
          definition={survey.form.definition}
          initialAnswers={opened.data?.answers ?? survey.answers}
        />
      </>
    );
  } else {
    return opened.isError ? null : <FullScreenLoader message="Loading the survey..." />;
  }
  return (
    <PageSection title={`${survey.form.title} — ${hospitalName}`}>
      <KnownFilesProvider scope={applicationId} files={files}>
        {body}
      </KnownFilesProvider>
      {backLink}
    </PageSection>
  );
}

/** /survey?application=ID: the hospital's supplementary questionnaire. */
export function SurveyPage() {
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('application');
  if (!applicationId) {
    return (
      <PageSection title="Survey">
        <Alert severity="info">Open the survey from one of your applications on the dashboard.</Alert>
        <Stack direction="row">
          <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
            Go to the dashboard
          </Button>
        </Stack>
      </PageSection>
    );
  }
  return <SurveyForApplication key={applicationId} applicationId={applicationId} />;
}
