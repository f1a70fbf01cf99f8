import { useRef } from 'react';
import { Button, Stack } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { LazySelect, useAlert, useSession } from '@docapply/ui';
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
  const options = people.map((person) => ({ value: person.id, label: person.name }));
  if (!isListed && current) {
    options.push({ value: current.id, label: current.name });
  }
  const canTakeIt =
    Boolean(user) && current?.id !== user?.id && people.some((person) => person.id === user?.id);

  const group = useRef<HTMLDivElement>(null);
  // Once saved, the focus stays on (or comes back to) "Assigned to": the "Assign to me" pressed was
  // disabled while saving, and is gone once the reader has the application.
  const keepFocusHere = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || group.current?.contains(focused)) {
      group.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    }
  };

  const change = (assigneeId: string | null) => {
    assign.mutate(
      { assigneeId },
      {
        onSuccess: ({ assignee }) =>
          showAlert({
            type: 'success',
            message: assignee ? `Assigned to ${assignee.name}.` : 'The application is unassigned.',
          }),
        onError: (error) => showApiError(error),
        onSettled: keepFocusHere,
      },
    );
  };

  return (
    <Stack
      ref={group}
      role="group"
      aria-label="Assignment"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      {/* Its menu's code loads on first use. */}
      <LazySelect
        size="small"
        fullWidth
        label="Assigned to"
        value={current?.id ?? UNASSIGNED}
        emptyLabel="Unassigned"
        options={options}
        // Read-only, not disabled, while a choice is saved: a disabled control loses the focus.
        disabled={admins.isPending}
        readOnly={assign.isPending}
        onChange={(value) => change(value || null)}
        sx={{ minWidth: 220 }}
      />
      {canTakeIt && user ? (
        <Button size="small" disabled={assign.isPending} onClick={() => change(user.id)}>
          Assign to me
        </Button>
      ) : null}
    </Stack>
  );
}
