import { Stack, Typography } from '@mui/material';
import type { TFppeDetail } from '@docapply/contracts';
import { SectionCard } from '@docapply/ui';
import { EvaluationItem } from './evaluation-item';

/** The signed evaluations, newest first as the API gives them; each opens on its answers. */
export function EvaluationsCard({ fppe }: { fppe: TFppeDetail }) {
  return (
    <SectionCard id="evaluations-heading" title="Evaluations">
      {fppe.evaluationList.length === 0 ? (
        <Typography color="text.secondary">No evaluations recorded yet.</Typography>
      ) : (
        <Stack spacing={2}>
          {fppe.evaluationList.map((evaluation) => (
            <EvaluationItem key={evaluation.id} evaluation={evaluation} form={fppe.form} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
