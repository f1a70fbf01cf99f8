import { Accordion, AccordionDetails, AccordionSummary, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EVALUATION_OVERALL_LABELS, type TForm, type TFppeEvaluation } from '@docapply/contracts';
import { AnswersView, formatDay, formatMoment } from '@docapply/ui';

/** Meets expectations, or Concerns in the error colour. */
export function OverallChip({ overall }: { overall: TFppeEvaluation['overall'] }) {
  return (
    <Chip
      size="small"
      color={overall === 'concerns' ? 'error' : 'success'}
      variant="outlined"
      label={EVALUATION_OVERALL_LABELS[overall]}
    />
  );
}

type TEvaluationItemProps = {
  evaluation: Omit<TFppeEvaluation, 'evaluator'> & { evaluator?: TFppeEvaluation['evaluator'] };
  form: TForm;
};

/** One signed case: its reference, day, judgement and evaluator; opened, its form's answers read-only. */
export function EvaluationItem({ evaluation, form }: TEvaluationItemProps) {
  const summaryId = `evaluation-${evaluation.id}`;
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${summaryId}-answers`} id={summaryId}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0, flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            Case {evaluation.caseReference} · {formatDay(evaluation.caseDate)}
          </Typography>
          <OverallChip overall={evaluation.overall} />
          {evaluation.evaluator ? (
            <Typography variant="body2" color="text.secondary">
              by {evaluation.evaluator.name}
            </Typography>
          ) : null}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-answers`}>
        <AnswersView definition={form.definition} answers={evaluation.answers} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          Signed “{evaluation.signedName}” on {formatMoment(evaluation.signedAt)}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
