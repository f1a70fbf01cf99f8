import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TApplicationChanges, TInformationRequest, TSubmissionRound } from '@docapply/contracts';
import { formatCount, formatDay } from '@docapply/ui';
import { ChangeLists, countChanges } from './what-changed-lists';

/** The information request the resubmission answered: when, by whom, and the note the doctor was sent. */
function RequestAnswered({ request }: { request: TInformationRequest }) {
  const by = request.requestedBy ? ` by ${request.requestedBy}` : '';
  const lead = `In answer to the information request of ${formatDay(request.requestedAt)}${by}`;
  if (!request.note) {
    return <Typography>{`${lead}.`}</Typography>;
  }
  return (
    <div>
      <Typography>{`${lead}:`}</Typography>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          mt: 1,
          pl: 3,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {request.note}
      </Typography>
    </div>
  );
}

type TRoundProps = {
  round: TSubmissionRound;
  submissions: TApplicationChanges['submissions'];
  isOpen: boolean;
};

/** One resubmission: its day and how many changes (the heading), then the request and the changes. */
function Round({ round, submissions, isOpen }: TRoundProps) {
  const summaryId = `round-${round.number}`;
  const previous = submissions.find((submission) => submission.number === round.since);
  const count = countChanges(round.changes);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={isOpen}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${summaryId}-changes`} id={summaryId}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0, flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {`Submission ${round.number}, resubmitted on ${formatDay(round.submittedAt)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {count === 0 ? 'No changes' : formatCount(count, 'change')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={4}>
          {round.request ? <RequestAnswered request={round.request} /> : null}
          <Typography color="text.secondary">
            {`Changed since submission ${round.since} of ${formatDay(previous?.submittedAt)}.`}
          </Typography>
          <ChangeLists changes={round.changes} level={4} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Each resubmission, newest first (issue 43): what changed in it, from whom, in answer to which
 * request. The latest is open, and so is the latest that changed anything: a resubmission that
 * changed nothing never hides the round before it.
 */
export function SubmissionRounds({ data }: { data: TApplicationChanges }) {
  const latest = data.rounds.at(-1)?.number;
  const latestChanged = data.rounds.findLast((round) => countChanges(round.changes) > 0)?.number;
  return (
    <Stack spacing={2}>
      {data.rounds.toReversed().map((round) => (
        <Round
          key={round.number}
          round={round}
          submissions={data.submissions}
          isOpen={round.number === latest || round.number === latestChanged}
        />
      ))}
    </Stack>
  );
}
