import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import {
  AnswersView,
  AppointmentCard,
  CommentsPanel,
  FormSectionCards,
  FullScreenLoader,
  PrivilegeAnswers,
  SectionCard,
  StatusTimeline,
  formatDay,
  isApiError,
} from '@docapply/ui';
import { useApplicationDetail } from '@/components/application-data/api/get-application-detail';
import { DocumentLink } from '@/components/documents/document-link';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { renderDocumentField } from '@/components/documents/render-document-field';
import { SiteContainer } from '@/components/site-container';
import { useSession } from '@/lib/session';
import { DecisionLetterCard } from './decision-letter-card';
import { DetailHeader } from './detail-header';
import { RequestStates } from './request-states';
import { TemporaryPrivilegesCard } from './temporary-privileges-card';

function ApplicationForms({ detail }: { detail: TApplicationDetail }) {
  const { application, survey } = detail.forms;
  return (
    <Stack spacing={5}>
      {application ? <FormSectionCards response={application} renderFile={renderDocumentField} /> : null}
      {survey ? (
        <SectionCard id="survey-heading" title={survey.form.title} overline="Survey">
          <AnswersView
            definition={survey.form.definition}
            answers={survey.answers}
            renderFile={renderDocumentField}
          />
        </SectionCard>
      ) : null}
      <SectionCard id="privileges-heading" title="Privileges requested">
        <PrivilegeAnswers privileges={detail.privileges} renderFile={renderDocumentField} />
      </SectionCard>
    </Stack>
  );
}

function SidePanels({ detail }: { detail: TApplicationDetail }) {
  return (
    <Stack spacing={5}>
      {detail.appointment ? <AppointmentCard appointment={detail.appointment} /> : null}
      <DecisionLetterCard detail={detail} />
      <TemporaryPrivilegesCard applicationId={detail.id} status={detail.status} />
      <SectionCard id="history-heading" title="Status history">
        <StatusTimeline history={detail.history} />
      </SectionCard>
      <SectionCard id="requests-heading" title="References and coverage">
        <RequestStates references={detail.references} coverage={detail.coverage} />
      </SectionCard>
      <SectionCard id="documents-heading" title="Documents">
        {detail.files.length === 0 ? (
          <Typography color="text.secondary">No documents uploaded.</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.files.map((file) => (
              <li key={file.id}>
                <DocumentLink scope={detail.id} fileId={file.id} file={file} />
              </li>
            ))}
          </Stack>
        )}
      </SectionCard>
      {detail.attestation ? (
        <SectionCard id="attestation-heading" title="Attestation">
          <Typography>
            Signed by {detail.attestation.name} on {formatDay(detail.attestation.signedAt)}.
          </Typography>
        </SectionCard>
      ) : null}
    </Stack>
  );
}

function ApplicationDetail({ detail }: { detail: TApplicationDetail }) {
  const lastNote = detail.history.at(-1)?.note;
  const { user } = useSession();
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  return (
    <KnownFilesProvider scope={detail.id} files={detail.files}>
      <SiteContainer maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <Stack spacing={6}>
          <DetailHeader detail={detail} onOpenComments={() => setIsCommentsOpen(true)} />
          {detail.status === 'information-requested' ? (
            <Alert severity="error">
              The hospital asked for more information{lastNote ? `: “${lastNote}”` : '.'} Edit your
              application and resubmit it.
            </Alert>
          ) : null}
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 8 }}>
              <ApplicationForms detail={detail} />
            </Grid>
            {/* On a phone the status, requests and documents come first; the long answers follow. */}
            <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
                <SidePanels detail={detail} />
              </Box>
            </Grid>
          </Grid>
        </Stack>
      </SiteContainer>
      <CommentsPanel
        open={isCommentsOpen}
        onClose={() => setIsCommentsOpen(false)}
        applicationId={detail.id}
        hospitalName={detail.hospital.name}
        hospitalId={detail.hospitalId}
        currentUserEmail={user?.email ?? ''}
      />
    </KnownFilesProvider>
  );
}

/** /my/application/:id: the whole application, read-only, with its history and requests. */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const detail = useApplicationDetail(id);
  if (detail.isPending) {
    return <FullScreenLoader message="Loading your application..." />;
  }
  if (!detail.data) {
    const isMissing = isApiError(detail.error) && detail.error.statusCode === 404;
    return (
      <SiteContainer maxWidth="md" sx={{ py: 12 }}>
        <Alert severity="info">
          {isMissing ? 'This application could not be found.' : 'This application could not be loaded.'}
        </Alert>
      </SiteContainer>
    );
  }
  return <ApplicationDetail detail={detail.data} />;
}
