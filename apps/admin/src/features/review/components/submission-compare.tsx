import { useId, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { TApplicationChanges, TSubmissionChanges, TSubmissionRef } from '@docapply/contracts';
import { LazySelect, formatDay } from '@docapply/ui';
import { ErrorState } from '@/components/page-states';
import { useSubmissionComparison, type TSubmissionPair } from '../api/get-submission-comparison';
import { ChangeLists } from './what-changed-lists';

const optionLabel = (submission: TSubmissionRef) =>
  `Submission ${submission.number} (${formatDay(submission.submittedAt)})`;

type TSideProps = {
  label: string;
  value: number;
  submissions: readonly TSubmissionRef[];
  onChange: (number: number) => void;
};

function SubmissionSelect({ label, value, submissions, onChange }: TSideProps) {
  return (
    <LazySelect
      size="small"
      fullWidth
      label={label}
      value={String(value)}
      options={submissions.map((submission) => ({
        value: String(submission.number),
        label: optionLabel(submission),
      }))}
      onChange={(chosen) => onChange(Number(chosen))}
      sx={{ minWidth: 240 }}
    />
  );
}

type TResultProps = { data: TApplicationChanges; pair: TSubmissionPair; changes: TSubmissionChanges };

function Result({ data, pair, changes }: TResultProps) {
  const dayOf = (number: number) =>
    formatDay(data.submissions.find((submission) => submission.number === number)?.submittedAt);
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">
        {`Changed from submission ${pair.from} of ${dayOf(pair.from)} to submission ${pair.to} of ${dayOf(pair.to)}.`}
      </Typography>
      <ChangeLists changes={changes} level={4} />
    </Stack>
  );
}

/**
 * Any two submissions compared (issue 43), the last two at first: "From" lists every submission
 * but the last, "To" those after the chosen one. Two neighbours are a round the card already has.
 */
export function SubmissionCompare({
  applicationId,
  data,
}: {
  applicationId: string;
  data: TApplicationChanges;
}) {
  const headingId = useId();
  const { submissions } = data;
  const [pair, setPair] = useState<TSubmissionPair>(() => ({
    from: submissions.at(-2)?.number ?? 0,
    to: submissions.at(-1)?.number ?? 0,
  }));
  const round = data.rounds.find(
    (candidate) => candidate.since === pair.from && candidate.number === pair.to,
  );
  const comparison = useSubmissionComparison(applicationId, round ? null : pair);
  const last = submissions.at(-1)?.number ?? 0;
  const changes = round?.changes ?? comparison.data?.changes;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Compare two submissions
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 3, mb: 4 }}>
        <SubmissionSelect
          label="From"
          value={pair.from}
          submissions={submissions.slice(0, -1)}
          // A later "From" than "To" moves "To" to the last submission.
          onChange={(from) => setPair({ from, to: pair.to > from ? pair.to : last })}
        />
        <SubmissionSelect
          label="To"
          value={pair.to}
          submissions={submissions.filter((submission) => submission.number > pair.from)}
          onChange={(to) => setPair({ ...pair, to })}
        />
      </Stack>
      {changes ? <Result data={data} pair={pair} changes={changes} /> : null}
      {!changes && comparison.isPending ? (
        <Typography role="status" color="text.secondary">
          Comparing the submissions...
        </Typography>
      ) : null}
      {!changes && comparison.isError ? (
        <ErrorState error={comparison.error} onRetry={() => void comparison.refetch()} />
      ) : null}
    </Box>
  );
}
