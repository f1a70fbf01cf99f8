import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  FOR_CAUSE_KIND_LABELS,
  FPPE_METHOD_LABELS,
  FPPE_TRIGGER_LABELS,
  type TFppeDetail,
} from '@docapply/contracts';
import { FactList, SectionCard, formatCount, formatDay, type TFact } from '@docapply/ui';
import { describeProgress, describeTarget } from '../lib/fppe-words';
import { DueDate } from './fppe-status';

/** Why a for-cause FPPE was opened: never shown to the practitioner nor the evaluators. */
function ForCause({ forCause }: { forCause: NonNullable<TFppeDetail['forCause']> }) {
  return (
    <Box
      component="section"
      aria-labelledby="for-cause-heading"
      sx={{ borderLeft: 4, borderColor: 'warning.main', pl: 4, py: 1 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="for-cause-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          For cause: {FOR_CAUSE_KIND_LABELS[forCause.kind]}
        </Typography>
        <Chip size="small" color="warning" variant="outlined" label="Confidential" />
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {forCause.reason}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Kept from the practitioner and the evaluators.
      </Typography>
    </Box>
  );
}

type TPlanCardProps = { fppe: TFppeDetail; onAdjust?: () => void };

/** The plan: trigger, method, target, dates, criteria, progress; Adjust plan for a manager. */
export function PlanCard({ fppe, onAdjust }: TPlanCardProps) {
  const facts: TFact[] = [
    ['Trigger', FPPE_TRIGGER_LABELS[fppe.trigger]],
    ['Method', FPPE_METHOD_LABELS[fppe.method]],
    ['Target', describeTarget(fppe)],
    ['Started', formatDay(fppe.startsOn)],
    ['Due', <DueDate key="due" fppe={fppe} />],
    [
      'Progress',
      fppe.concerns > 0
        ? `${describeProgress(fppe)} · ${formatCount(fppe.concerns, 'concern')}`
        : describeProgress(fppe),
    ],
    ['Criteria', fppe.criteria],
  ];
  return (
    <SectionCard id="plan-heading" title="Plan">
      <Stack spacing={4}>
        <FactList facts={facts} stacksOnPhone />
        {fppe.forCause ? <ForCause forCause={fppe.forCause} /> : null}
        {onAdjust ? (
          <Box>
            <Button variant="outlined" onClick={onAdjust}>
              Adjust plan
            </Button>
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
