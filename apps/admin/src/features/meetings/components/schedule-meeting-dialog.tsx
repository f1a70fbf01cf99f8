import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { TCreateMeetingInput, TDecisionStep } from '@docapply/contracts';
import { FormDialog, useAlert, useFormSubmit } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useCreateMeeting } from '../api/change-meeting';
import { SCHEDULE_FIELDS, ZScheduleForm, type TScheduleValues } from '../lib/schedule-form';

type TScheduleMeetingDialogProps = { steps: TDecisionStep[]; onClose: () => void };

/** "Schedule a meeting": the committee, when, where, and how many days before the packet goes. */
export function ScheduleMeetingDialog({ steps, onClose }: TScheduleMeetingDialogProps) {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const create = useCreateMeeting();
  const form = useForm<TScheduleValues, unknown, TCreateMeetingInput>({
    resolver: zodResolver(ZScheduleForm),
    defaultValues: { stepId: steps[0]?.id ?? '', startsAt: '', location: '', packetLeadDays: '7' },
  });
  const { submit } = useFormSubmit({
    form,
    fieldNames: SCHEDULE_FIELDS,
    onSubmit: async (body) => {
      const meeting = await create.mutateAsync(body);
      showAlert({ type: 'success', message: 'The meeting is scheduled. Now build its agenda.' });
      onClose();
      await navigate(paths.meeting.getHref(meeting.id));
    },
  });
  const fieldProps = (name: keyof TScheduleValues) => {
    const error = form.formState.errors[name]?.message;
    return { error: Boolean(error), helperText: error, fullWidth: true };
  };
  return (
    <FormDialog
      title="Schedule a meeting"
      intro="The members are sent the agenda and the meeting packet the number of days you choose before it."
      submitLabel="Schedule"
      isPending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={4} sx={{ pt: 2 }}>
        <Controller
          control={form.control}
          name="stepId"
          render={({ field }) => (
            <TextField {...field} {...fieldProps('stepId')} select label="Committee" required>
              {steps.map((step) => (
                <MenuItem key={step.id} value={step.id}>
                  {step.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('startsAt')}
          {...fieldProps('startsAt')}
          type="datetime-local"
          label="Date and time"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...form.register('location')} {...fieldProps('location')} label="Place" required />
        <TextField
          {...form.register('packetLeadDays')}
          {...fieldProps('packetLeadDays')}
          type="number"
          label="Days before the meeting to send the packet"
          required
          slotProps={{ htmlInput: { min: 0, max: 60 } }}
        />
      </Stack>
    </FormDialog>
  );
}
