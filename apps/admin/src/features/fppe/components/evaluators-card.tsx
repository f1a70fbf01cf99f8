import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { TFppeDetail, TFppeEvaluator } from '@docapply/contracts';
import { ConfirmDialog, SectionCard, VisuallyHidden, formatCount, formatDay, useAlert } from '@docapply/ui';
import { useChangeFppe } from '../api/get-fppe';
import { AddEvaluatorDialog } from './add-evaluator-dialog';

type TEvaluatorProps = {
  evaluator: TFppeEvaluator;
  canManage: boolean;
  isPending: boolean;
  onResend: () => void;
  onRemove: () => void;
};

function Evaluator({ evaluator, canManage, isPending, onResend, onRemove }: TEvaluatorProps) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ py: 3, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{evaluator.name}</Typography>
          {evaluator.active ? null : <Chip size="small" label="Removed" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {evaluator.email} · invited {formatDay(evaluator.invitedAt)} ·{' '}
          {formatCount(evaluator.evaluations, 'evaluation')}
        </Typography>
      </Box>
      {canManage && evaluator.active ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ml: { xs: -1.25, sm: 0 } }}>
          <Button size="small" onClick={onResend} disabled={isPending}>
            Resend link <VisuallyHidden>to {evaluator.name}</VisuallyHidden>
          </Button>
          <Button size="small" color="error" onClick={onRemove} disabled={isPending}>
            Remove <VisuallyHidden>{evaluator.name}</VisuallyHidden>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Who evaluates: each with their count of evaluations; add, resend a link, remove (the office, the chair). */
export function EvaluatorsCard({ fppe, canManage }: { fppe: TFppeDetail; canManage: boolean }) {
  const { showAlert, showApiError } = useAlert();
  const change = useChangeFppe(fppe.id);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<TFppeEvaluator | null>(null);
  const resend = (evaluator: TFppeEvaluator) =>
    change.mutate(
      { kind: 'resend', evaluatorId: evaluator.id },
      {
        onSuccess: () =>
          showAlert({ type: 'success', message: `A new link was emailed to ${evaluator.name}.` }),
        onError: (error) => showApiError(error),
      },
    );
  const remove = (evaluator: TFppeEvaluator) =>
    change.mutate(
      { kind: 'remove-evaluator', evaluatorId: evaluator.id },
      {
        onSuccess: () => {
          setRemoving(null);
          showAlert({ type: 'success', message: `${evaluator.name} is no longer an evaluator.` });
        },
        onError: (error) => showApiError(error),
      },
    );
  return (
    <SectionCard id="evaluators-heading" title="Evaluators">
      {fppe.evaluators.length === 0 ? (
        <Typography color="text.secondary">No evaluators yet.</Typography>
      ) : (
        <Box component="ul" aria-labelledby="evaluators-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {fppe.evaluators.map((evaluator) => (
            <Evaluator
              key={evaluator.id}
              evaluator={evaluator}
              canManage={canManage}
              isPending={change.isPending}
              onResend={() => resend(evaluator)}
              onRemove={() => setRemoving(evaluator)}
            />
          ))}
        </Box>
      )}
      {canManage ? (
        <Box sx={{ mt: 3 }}>
          <Button variant="outlined" onClick={() => setIsAdding(true)}>
            Add evaluator
          </Button>
        </Box>
      ) : null}
      {isAdding ? <AddEvaluatorDialog fppe={fppe} onClose={() => setIsAdding(false)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          isBusy={change.isPending}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          Their link stops working. The evaluations they signed stay on the FPPE.
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
