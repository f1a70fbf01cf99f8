import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { FPPE_METHOD_LABELS, type TEvaluationLinkView } from '@docapply/contracts';
import { FactList, SectionCard, formatCount, formatDay, getErrorMessage, isApiError } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { LoadingState } from '@/components/page-states';
import { useEvaluationLink } from '../api/evaluation-link';
import { EvaluationForm } from './evaluation-form';
import { EvaluationItem } from './evaluation-item';

function LinkProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <PageContainer maxWidth="sm">
      <Stack spacing={5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Alert severity="error">{message}</Alert>
        <Typography color="text.secondary">
          Ask the hospital’s medical staff office for a new link if you still have cases to record.
        </Typography>
        {onRetry ? (
          <Box>
            <Button variant="contained" onClick={onRetry}>
              Try again
            </Button>
          </Box>
        ) : null}
      </Stack>
    </PageContainer>
  );
}

/** After a case is recorded: the API's thanks (focused, so it is announced), and the next case. */
function Recorded({ message, onNext }: { message: string; onNext: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Alert ref={ref} tabIndex={-1} severity="success" sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button variant="contained" onClick={onNext}>
        Record another case
      </Button>
    </Stack>
  );
}

function EvaluateView({
  token,
  view,
  onGone,
}: {
  token: string;
  view: TEvaluationLinkView;
  onGone: (e: unknown) => void;
}) {
  const [recorded, setRecorded] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <Box>
          <Typography color="primary" sx={{ fontWeight: 600 }}>
            {view.hospitalName}
          </Typography>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            Evaluate {view.practitionerName}: {view.privilegeName}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Hello {view.evaluatorName}. Record each case you evaluate for this focused professional practice
            evaluation (FPPE). No account is needed; this link keeps working until the FPPE is concluded.
          </Typography>
        </Box>
        <SectionCard id="fppe-plan-heading" title="The FPPE">
          <FactList
            stacksOnPhone
            facts={[
              ['Practitioner', view.practitionerName],
              ['Privilege', `${view.privilegeName} (${view.department})`],
              ['Hospital', view.hospitalName],
              ['Method', FPPE_METHOD_LABELS[view.method]],
              ['Target', view.cases === null ? 'A period of review' : formatCount(view.cases, 'case')],
              ['Due', formatDay(view.dueOn)],
              ['Recorded so far', formatCount(view.recorded, 'evaluation')],
              ['Criteria', view.criteria],
            ]}
          />
        </SectionCard>
        {view.mine.length > 0 ? (
          <SectionCard id="mine-heading" title="Your evaluations">
            <Stack spacing={2}>
              {view.mine.map((evaluation) => (
                <EvaluationItem key={evaluation.id} evaluation={evaluation} form={view.form} />
              ))}
            </Stack>
          </SectionCard>
        ) : null}
        <SectionCard id="record-heading" title="Record a case">
          {recorded ? (
            <Recorded
              message={recorded}
              onNext={() => {
                setRecorded(null);
                setRound((count) => count + 1);
              }}
            />
          ) : (
            <EvaluationForm key={round} token={token} view={view} onDone={setRecorded} onGone={onGone} />
          )}
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}

/** /evaluate?token=: an FPPE's evaluator records signed cases from the emailed link, without signing in. */
export function EvaluatePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useEvaluationLink(token);
  const [gone, setGone] = useState<unknown>(null);
  if (!token) {
    return (
      <LinkProblem
        title="This link is incomplete"
        message="The link is missing its code. Open it again from your email, or copy the whole address."
      />
    );
  }
  const failure = gone ?? (link.isError ? link.error : null);
  if (failure) {
    const isFinal = isApiError(failure) && failure.statusCode < 500;
    return (
      <LinkProblem
        title={
          isApiError(failure) && failure.statusCode === 410
            ? 'This link can no longer be used'
            : 'This link cannot be used'
        }
        message={getErrorMessage(failure)}
        onRetry={isFinal ? undefined : () => void link.refetch()}
      />
    );
  }
  if (!link.data) {
    return <LoadingState label="Opening your evaluation…" />;
  }
  return <EvaluateView token={token} view={link.data} onGone={setGone} />;
}
