import { Link as RouterLink, useParams } from 'react-router';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { TCommitteeFile } from '@docapply/contracts';
import { FactList, SectionCard, formatDay, useFocusOnChange } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { paths } from '@/config/paths';
import { useCommitteeFile } from '../api/committee-api';
import { describeState } from '../lib/file-words';
import { FileActions } from './file-actions';
import { GateCard } from './gate-card';
import { ProxyCard } from './proxy-card';
import { RecommendationCard } from './recommendation-card';
import { RouteSteps } from './route-steps';

/** What changes the page after an action: the step, its state, the recommendations, the user's part. */
function getPageKey(file: TCommitteeFile): string {
  const { route, me } = file;
  return [
    route.stepId,
    route.state,
    route.votingClosesOn,
    file.recommendations.length,
    me.recused,
    me.vote,
  ].join('|');
}

/** /committee/:applicationId: one file as the user's step shows it, and what they may do. */
export function CommitteeFilePage() {
  const { id: applicationId = '' } = useParams();
  const query = useCommitteeFile(applicationId);

  return (
    <PageContainer maxWidth="md">
      {query.data ? (
        <FileView file={query.data} />
      ) : (
        <Stack spacing={6}>
          <BackLink />
          <PageHeading title="Committee file" description="One application in the decision route." />
          {query.isPending ? <LoadingState label="Loading the file..." /> : null}
          {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        </Stack>
      )}
    </PageContainer>
  );
}

function BackLink() {
  return (
    <Link component={RouterLink} to={paths.committee.getHref()} sx={{ alignSelf: 'flex-start' }}>
      Back to the committee’s files
    </Link>
  );
}

function FileView({ file }: { file: TCommitteeFile }) {
  // After a recommendation, a vote or a recusal the form is gone: focus goes to the page's heading.
  const pageRef = useFocusOnChange<HTMLDivElement>(getPageKey(file));
  return (
    <Stack spacing={6} ref={pageRef}>
      <BackLink />
      <PageHeading
        title={file.doctorName}
        description={`${file.hospitalName} · ${describeState(file.route)}`}
      />
      <FileSections file={file} />
    </Stack>
  );
}

function FileSections({ file }: { file: TCommitteeFile }) {
  const earlier = file.recommendations.filter((recommendation) => recommendation.state !== 'proposed');
  return (
    <>
      <FileActions file={file} />
      <SectionCard id="requested-heading" title="Privileges requested">
        <FactList
          facts={[
            ['Doctor', `${file.doctorName} (${file.doctorEmail})`],
            ['Submitted', formatDay(file.submittedAt)],
          ]}
          stacksOnPhone
        />
        <Box component="ul" sx={{ m: 0, mt: 3, pl: 5 }}>
          {file.requested.map((privilege) => (
            <li key={privilege.privilegeId}>
              {privilege.name} · {privilege.department}
              {privilege.isCore ? ' · core' : ''}
            </li>
          ))}
        </Box>
      </SectionCard>
      <RouteSteps file={file} />
      {file.proxy ? <ProxyCard proxy={file.proxy} /> : null}
      {file.proxy && earlier.length === 0 ? null : (
        <SectionCard id="earlier-heading" title="Recommendations so far">
          {earlier.length === 0 ? (
            <Typography>No step has recommended yet.</Typography>
          ) : (
            <Stack spacing={3}>
              {earlier.map((recommendation) => (
                <RecommendationCard key={recommendation.id} recommendation={recommendation} />
              ))}
            </Stack>
          )}
        </SectionCard>
      )}
      {file.recusals.length > 0 ? (
        <SectionCard id="recusals-heading" title="Recusals">
          <Box component="ul" sx={{ m: 0, pl: 5 }}>
            {file.recusals.map((recusal) => (
              <li key={`${recusal.stepId}-${recusal.user.id}`}>
                {recusal.user.name} ({file.steps.find((step) => step.id === recusal.stepId)?.name ?? 'a step'}
                , {formatDay(recusal.createdAt)}): {recusal.reason}
              </li>
            ))}
          </Box>
        </SectionCard>
      ) : null}
      <GateCard gate={file.gate} />
    </>
  );
}
