import { Box, Chip, Stack, Typography } from '@mui/material';
import type { TCommitteeFile } from '@docapply/contracts';
import { SectionCard } from '@docapply/ui';
import { describeState, describeWait } from '../lib/file-words';

/** The route's steps in order, with where the file is (and, by proxy, the steps it skipped). */
export function RouteSteps({ file }: { file: TCommitteeFile }) {
  const current = file.route.position;
  // A file decided by proxy goes straight to the last step: the ones before it never saw it.
  const isSkipped = (stepId: string) =>
    file.proxy !== null && !file.recommendations.some((item) => item.stepId === stepId);
  return (
    <SectionCard id="route-heading" title="Decision route">
      <Stack component="ol" spacing={2} sx={{ m: 0, pl: 5 }}>
        {file.steps.map((step, index) => {
          const isCurrent = step.id === file.route.stepId && file.route.state !== 'decided';
          const isPast = step.position < current || file.route.state === 'decided';
          return (
            <Box component="li" key={step.id} aria-current={isCurrent ? 'step' : undefined}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography sx={{ fontWeight: isCurrent ? 700 : 400 }}>
                  {step.name} ({step.kind === 'person' ? 'one person' : `committee, quorum ${step.quorum}`})
                </Typography>
                {isCurrent ? <Chip size="small" color="primary" label="Here now" /> : null}
                {isPast && !isCurrent ? (
                  <Chip size="small" variant="outlined" label={isSkipped(step.id) ? 'Skipped' : 'Done'} />
                ) : null}
                {index === file.steps.length - 1 ? (
                  <Typography variant="body2" color="text.secondary">
                    Decides
                  </Typography>
                ) : null}
              </Stack>
              {isCurrent ? (
                <Typography variant="body2" color="text.secondary">
                  {describeState(file.route)} · {describeWait(file.route.since)}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
