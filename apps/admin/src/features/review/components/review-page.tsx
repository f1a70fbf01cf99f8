import { Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import {
  isApiError,
  lazyComponent,
  SectionCard,
  StatusTimeline,
  useDeferredQueryData,
  useHasOpened,
  useSession,
  preloadOnIntent,
  usePreparedNumberFormats,
} from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { paths } from '@/config/paths';
import { useReview } from '../api/get-review';
import { useReviewFiles } from '../hooks/use-review-changes';
import { ApplicationAnswers } from './application-answers';
import { AppointmentPrivilegesCard } from './appointment-privileges-card';
import { AuditTrailCard } from './audit-trail-card';
import { DecisionPanel } from './decision-panel';
import { DocumentsCard } from './documents-card';
import { DocumentsProvider } from './documents-context';
import { InternalNotesCard } from './internal-notes-card';
import { RedFlagsCard } from './red-flags-card';
import { RequestGroup } from './request-answers';
import { describeReferenceAnswers } from './request-summary';
import { PracticeEvidenceCard } from './practice-evidence-card';
import { ReappointmentChangesCard } from './reappointment-changes-card';
import { ReviewHeader } from './review-header';
import { ReviewSectionNav } from './review-section-nav';
import { SupervisionCard } from './supervision-card';
import { WhatChangedCard } from './what-changed-card';

// The comments' drawer and what it draws load when "Comments" is first pressed.
const CommentsDrawer = lazyComponent(
  () => import('./comments-drawer'),
  (module) => module.CommentsDrawer,
);
const preloadComments = preloadOnIntent(CommentsDrawer).onFocus;

/** A part another feature owns: it gets the application and its status (to show only where it applies). */
type TSlot = ComponentType<{
  applicationId: string;
  status: TAdminApplicationReview['status'];
  doctorId: string;
  hospitalId: string;
}>;

function SidePanels({
  review,
  decision = [],
}: {
  review: TAdminApplicationReview;
  decision?: readonly TSlot[];
}) {
  return (
    <Stack spacing={5}>
      <DecisionPanel review={review} />
      {decision.map((Slot, index) => (
        <Slot
          key={index}
          applicationId={review.id}
          status={review.status}
          doctorId={review.doctor.id}
          hospitalId={review.hospital.id}
        />
      ))}
      {review.appointment ? (
        <AppointmentPrivilegesCard applicationId={review.id} appointment={review.appointment} />
      ) : null}
      <InternalNotesCard applicationId={review.id} />
      <SectionCard id="history-heading" title="Status history">
        <StatusTimeline history={review.history} />
      </SectionCard>
      <DocumentsCard review={review} />
      {review.attestation ? (
        <SectionCard id="attestation-heading" title="Attestation">
          <Typography>
            Signed by {review.attestation.name} on{' '}
            {formatDateTime(review.attestation.signedAt, DATE_DISPLAY_FORMAT)}.
          </Typography>
        </SectionCard>
      ) : null}
      <AuditTrailCard applicationId={review.id} />
    </Stack>
  );
}

/**
 * Parts of the review that other features own (features never import each other): app/ composes
 * them in (app/routes/review-route.tsx).
 */
export type TReviewSlots = {
  /** The verification checklist, under the red flags. */
  verification?: ComponentType<{ applicationId: string }>;
  /** Under the checklist: what the office verifies beside it (the NPDB queries). */
  afterVerification?: readonly TSlot[];
  /** Under the decision: what follows it (temporary privileges, the decision letter). */
  decision?: readonly TSlot[];
};

/**
 * The review's files, with those its changes replaced once that answer comes (after the review's).
 * Read here, not in the review itself: that answer then draws again only what shows a file, not the
 * whole review in one task (a query's answer is drawn at once, unsliced).
 */
function ReviewDocuments({ review, children }: { review: TAdminApplicationReview; children: ReactNode }) {
  const files = useReviewFiles(review);
  return (
    <DocumentsProvider scope={review.id} files={files}>
      {children}
    </DocumentsProvider>
  );
}

/** The comments' drawer, with the signed-in user it needs (read here, for the same reason). */
function ReviewComments(props: Omit<ComponentProps<typeof CommentsDrawer>, 'currentUserEmail'>) {
  const { user } = useSession();
  return (
    <Suspense fallback={null}>
      <CommentsDrawer {...props} currentUserEmail={user?.email ?? ''} />
    </Suspense>
  );
}

function Review({ review, slots }: { review: TAdminApplicationReview; slots: TReviewSlots }) {
  const Verification = slots.verification;
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  const hasOpenedComments = useHasOpened(isCommentsOpen);
  return (
    <ReviewDocuments review={review}>
      <PageContainer>
        <Stack spacing={6}>
          <ReviewHeader
            review={review}
            onOpenComments={() => setIsCommentsOpen(true)}
            onPreloadComments={preloadComments}
          />
          <ReviewSectionNav review={review} />
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={5}>
                <RedFlagsCard applicationId={review.id} />
                {Verification ? <Verification applicationId={review.id} /> : null}
                {(slots.afterVerification ?? []).map((Slot, index) => (
                  <Slot
                    key={index}
                    applicationId={review.id}
                    status={review.status}
                    doctorId={review.doctor.id}
                    hospitalId={review.hospital.id}
                  />
                ))}
                {review.kind === 'reappointment' ? <ReappointmentChangesCard review={review} /> : null}
                {review.kind === 'reappointment' ? <PracticeEvidenceCard applicationId={review.id} /> : null}
                <SupervisionCard applicationId={review.id} />
                <WhatChangedCard applicationId={review.id} />
                <ApplicationAnswers review={review} />
                <SectionCard id="requests-heading" title="References and coverage">
                  <Stack spacing={5}>
                    <RequestGroup
                      applicationId={review.id}
                      kind="reference"
                      title="Peer references"
                      requests={review.references}
                      form={review.referenceForm}
                      summary={describeReferenceAnswers(review.references, review.minReferences)}
                    />
                    <RequestGroup
                      applicationId={review.id}
                      kind="coverage"
                      title="Covering physician"
                      requests={review.coverage ? [review.coverage] : []}
                      form={review.coverageForm}
                    />
                  </Stack>
                </SectionCard>
              </Stack>
            </Grid>
            {/* On phones and tablets the decision and history come first; the long answers follow. */}
            <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
              <SidePanels review={review} decision={slots.decision} />
            </Grid>
          </Grid>
        </Stack>
      </PageContainer>
      {hasOpenedComments ? (
        <ReviewComments
          open={isCommentsOpen}
          onClose={() => setIsCommentsOpen(false)}
          applicationId={review.id}
          hospitalId={review.hospital.id}
          hospitalName={review.hospital.name}
        />
      ) : null}
    </ReviewDocuments>
  );
}

/** /applications/:id: everything the doctor sent, the requests' answers, the history and the decisions. */
export function ReviewPage(slots: TReviewSlots = {}) {
  const { id = '' } = useParams();
  const review = useReview(id);
  usePreparedNumberFormats();
  // A large page: its first drawing is sliced, so the page stays responsive while it is drawn.
  const { data, isLoading } = useDeferredQueryData(review, { isFirstOnly: true });
  if (isLoading) {
    return <LoadingState label="Loading the application..." />;
  }
  if (!data) {
    const isMissing = isApiError(review.error) && review.error.statusCode === 404;
    return (
      <PageContainer maxWidth="md">
        {isMissing ? (
          <EmptyState title="Application not found">
            It may belong to another hospital, or the link is wrong.
            <Box sx={{ mt: 4 }}>
              <Button component={RouterLink} to={paths.applications.getHref()} variant="contained">
                Back to applications
              </Button>
            </Box>
          </EmptyState>
        ) : (
          <ErrorState error={review.error} onRetry={() => void review.refetch()} />
        )}
      </PageContainer>
    );
  }
  return <Review review={data} slots={slots} />;
}
