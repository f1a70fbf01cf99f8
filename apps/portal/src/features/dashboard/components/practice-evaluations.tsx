import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  FPPE_CONCLUSION_LABELS,
  FPPE_METHOD_LABELS,
  FPPE_STATE_LABELS,
  OPPE_CONCLUSION_LABELS,
  type TDoctorFppe,
  type TDoctorOppeConclusions,
} from '@docapply/contracts';
import { FactList, formatCount, formatDay, type TFact } from '@docapply/ui';
import { useFppes } from '../api/get-fppes';
import { useOppeConclusions } from '../api/get-oppe-conclusions';

function describeExpected({ cases }: TDoctorFppe): string {
  return cases === null ? 'Evaluated over the period' : formatCount(cases, 'case');
}

function Evaluation({ fppe }: { fppe: TDoctorFppe }) {
  const headingId = `fppe-${fppe.id}`;
  const facts: TFact[] = [
    ['Method', FPPE_METHOD_LABELS[fppe.method]],
    ['Expected', describeExpected(fppe)],
    ['Started', formatDay(fppe.startsOn)],
    ['Due', formatDay(fppe.dueOn)],
  ];
  if (fppe.evaluations !== null) {
    facts.push(['Progress', `${formatCount(fppe.evaluations, 'evaluation')} recorded`]);
  }
  if (fppe.conclusion) {
    facts.push(['Conclusion', FPPE_CONCLUSION_LABELS[fppe.conclusion]]);
  }
  if (fppe.conditions) {
    facts.push(['Conditions', fppe.conditions]);
  }
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {fppe.privilegeName}
          </Typography>
          <Typography color="text.secondary">{fppe.hospitalName}</Typography>
        </Box>
        <Box>
          <Chip
            label={FPPE_STATE_LABELS[fppe.state]}
            variant={fppe.state === 'open' ? 'outlined' : 'filled'}
          />
        </Box>
      </Stack>
      <FactList facts={facts} stacksOnPhone />
    </Paper>
  );
}

/** The ongoing evaluations' conclusions the hospitals release: the period and the conclusion only. */
function OngoingEvaluations({ conclusions }: { conclusions: TDoctorOppeConclusions['data'] }) {
  return (
    <Box component="section" aria-labelledby="oppe-heading">
      <Typography id="oppe-heading" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Ongoing evaluations (OPPE)
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {conclusions.map((conclusion) => (
          <Typography component="li" key={`${conclusion.hospitalId}:${conclusion.startsOn}`}>
            {`${conclusion.hospitalName}, ${formatDay(conclusion.startsOn)} to ${formatDay(conclusion.endsOn)}: ${OPPE_CONCLUSION_LABELS[conclusion.conclusion]}`}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Practice evaluations (issue 41): each newly granted privilege's focused evaluation, with what is
 * expected and, as the hospital releases them, its progress and conclusion; then the ongoing
 * evaluations' conclusions the hospitals release. Hidden with none.
 */
export function PracticeEvaluations() {
  const fppes = useFppes();
  const oppe = useOppeConclusions();
  const shown = fppes.data ?? [];
  const conclusions = oppe.data ?? [];
  if (shown.length === 0 && conclusions.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="fppe-heading">
      <Typography id="fppe-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Practice evaluations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Each newly granted privilege is followed by a focused evaluation of your practice: colleagues review
        the cases the plan asks for, then the department concludes.
      </Typography>
      <Stack spacing={4}>
        {shown.map((fppe) => (
          <Evaluation key={fppe.id} fppe={fppe} />
        ))}
        {conclusions.length > 0 ? <OngoingEvaluations conclusions={conclusions} /> : null}
      </Stack>
    </Box>
  );
}
