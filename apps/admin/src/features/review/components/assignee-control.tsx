import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { useAlert, useSession } from '@docapply/ui';
import { useAssignApplication, useHospitalAdmins } from '../api/assign-application';

const UNASSIGNED = '';

/** "Assigned to": one of the hospital's administrators or nobody, with a shortcut to take it oneself. */
export function AssigneeControl({ review }: { review: TAdminApplicationReview }) {
  const { user } = useSession();
  const admins = useHospitalAdmins(review.hospital.id);
  const assign = useAssignApplication(review.id);
  const { showAlert, showApiError } = useAlert();
  const people = admins.data ?? [];
  const current = review.assignee;
  // Someone who no longer administers the hospital still shows as the assignee until changed.
  const isListed = !current || people.some((person) => person.id === current.id);
  const canTakeIt =
    Boolean(user) && current?.id !== user?.id && people.some((person) => person.id === user?.id);

  const change = (assigneeId: string | null) =>
    assign.mutate(
      { assigneeId },
      {
        onSuccess: ({ assignee }) =>
          showAlert({
            type: 'success',
            message: assignee ? `Assigned to ${assignee.name}.` : 'The application is unassigned.',
          }),
        onError: (error) => showApiError(error),
      },
    );

  return (
    <Stack
      role="group"
      aria-label="Assignment"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Assigned to"
        value={current?.id ?? UNASSIGNED}
        disabled={assign.isPending || admins.isPending}
        onChange={(event) => change(event.target.value || null)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
        {isListed || !current ? null : <MenuItem value={current.id}>{current.name}</MenuItem>}
      </TextField>
      {canTakeIt && user ? (
        <Button size="small" disabled={assign.isPending} onClick={() => change(user.id)}>
          Assign to me
        </Button>
      ) : null}
    </Stack>
  );
}
