import { Alert, Stack, Typography } from '@mui/material';
import { DECISION_MESSAGES, type TCommitteeFile } from '@docapply/contracts';
import { SectionCard, formatDay } from '@docapply/ui';
import { ElectronicVoteButton } from './electronic-vote-button';
import { RecommendationCard } from './recommendation-card';
import { RecommendationForm } from './recommendation-form';
import { RecusalButton } from './recusal-button';
import { VotePanel } from './vote-panel';

/**
 * What the signed-in user may do at the file's step: a person step's member recommends (signed); a
 * committee's chair or the office proposes, then the members vote (signed) on the proposal; any
 * member may recuse themselves. The API decides what is allowed; this shows only what it would take.
 */
export function FileActions({ file }: { file: TCommitteeFile }) {
  const step = file.steps.find((candidate) => candidate.id === file.route.stepId);
  if (!step || file.route.state === 'decided') {
    return null;
  }
  const { me } = file;
  const recusal = me.isMember && !me.recused ? <RecusalButton applicationId={file.applicationId} /> : null;
  if (me.recused) {
    return (
      <Alert severity="info" role="status">
        {DECISION_MESSAGES.recused}
      </Alert>
    );
  }
  if (step.kind === 'person') {
    return me.isMember && file.canAct ? (
      <Stack spacing={4}>
        <RecommendationForm file={file} outcomes={step.allowedOutcomes} isSigned />
        {recusal ? <div>{recusal}</div> : null}
      </Stack>
    ) : (
      <>{recusal}</>
    );
  }
  const proposal = file.recommendations.find(
    (recommendation) => recommendation.stepId === step.id && recommendation.state === 'proposed',
  );
  const canPropose = me.isChair || me.isOffice;
  if (!proposal) {
    return canPropose ? (
      <Stack spacing={4}>
        <RecommendationForm file={file} outcomes={step.allowedOutcomes} isSigned={false} />
        {recusal ? <div>{recusal}</div> : null}
      </Stack>
    ) : (
      <Stack spacing={3}>
        <Typography>The committee’s chair has not proposed a recommendation yet.</Typography>
        {recusal ? <div>{recusal}</div> : null}
      </Stack>
    );
  }
  const closesOn = file.route.votingClosesOn;
  return (
    <SectionCard id="proposal-heading" title="The proposal">
      <Stack spacing={4}>
        <RecommendationCard recommendation={proposal} />
        {closesOn ? (
          <Typography>Electronic voting is open until {formatDay(closesOn)}.</Typography>
        ) : (
          <Typography>
            The committee votes on it at its meeting
            {step.allowElectronicVote ? ', or electronically once voting is open' : ''}.
          </Typography>
        )}
        {me.isMember && (closesOn || me.vote) ? <VotePanel file={file} /> : null}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canPropose && step.allowElectronicVote && !closesOn ? (
            <ElectronicVoteButton applicationId={file.applicationId} />
          ) : null}
          {recusal}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
