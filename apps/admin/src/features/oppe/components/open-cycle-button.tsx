import { Alert, Button, Stack } from '@mui/material';
import { getErrorMessage, useAlert } from '@docapply/ui';
import { formatCycle } from '../lib/format-oppe';
import { useOpenOppeCycle } from '../api/oppe-cycles';

type TOpenCycleButtonProps = { hospitalId: string; onOpened: (cycleId: string) => void };

/** "Open the current cycle": shown when no cycle holds today (the hourly job opens the next ones). */
export function OpenCycleButton({ hospitalId, onOpened }: TOpenCycleButtonProps) {
  const { showAlert } = useAlert();
  const open = useOpenOppeCycle(hospitalId);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        aria-disabled={open.isPending}
        onClick={() =>
          open.isPending
            ? undefined
            : open.mutate(undefined, {
                onSuccess: (cycle) => {
                  showAlert({ type: 'success', message: `Cycle ${formatCycle(cycle)} opened.` });
                  onOpened(cycle.id);
                },
              })
        }
      >
        Open the current cycle
      </Button>
      {open.isError ? <Alert severity="error">{getErrorMessage(open.error)}</Alert> : null}
    </Stack>
  );
}
