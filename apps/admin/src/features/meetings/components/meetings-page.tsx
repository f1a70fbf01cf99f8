import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useCommitteeSteps } from '../api/get-committee-steps';
import { useMeetings } from '../api/get-meetings';
import { MeetingsList } from './meetings-list';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';

function MeetingsSection({
  title,
  when,
  hospitalId,
}: {
  title: string;
  when: 'upcoming' | 'past';
  hospitalId?: string;
}) {
  const meetings = useMeetings({ when, hospitalId });
  return (
    <Stack spacing={3} component="section" aria-labelledby={`meetings-${when}`}>
      <Typography id={`meetings-${when}`} component="h2" variant="h6">
        {title}
      </Typography>
      {meetings.isPending ? <LoadingState label="Loading meetings..." /> : null}
      {meetings.isError ? (
        <ErrorState error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : null}
      {meetings.data ? <MeetingsList title={`${title} meetings`} meetings={meetings.data} /> : null}
    </Stack>
  );
}

/**
 * /meetings: the committee meetings of the administrator's hospitals (`?hospital=` for one of
 * several) or, for a committee member, of the steps they sit on; upcoming first, then past ones.
 */
export function MeetingsPage() {
  const { hospitals, selected, select } = useSelectedHospital();
  const steps = useCommitteeSteps(selected?.id);
  const [isScheduling, setIsScheduling] = useState(false);
  const committees = steps.data ?? [];
  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Committee meetings"
          description="Schedule a committee’s meeting, build its agenda from the files ready for it, send the members one packet, and record attendance, votes and minutes."
          action={
            selected ? (
              <Button
                variant="contained"
                onClick={() => setIsScheduling(true)}
                disabled={committees.length === 0}
              >
                Schedule a meeting
              </Button>
            ) : null
          }
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {selected && steps.isSuccess && committees.length === 0 ? (
          <Typography color="text.secondary">
            This hospital’s decision route has no committee yet: add one in its decision route to schedule
            meetings.
          </Typography>
        ) : null}
        <MeetingsSection title="Upcoming" when="upcoming" hospitalId={selected?.id} />
        <MeetingsSection title="Past" when="past" hospitalId={selected?.id} />
      </Stack>
      {isScheduling ? (
        <ScheduleMeetingDialog steps={committees} onClose={() => setIsScheduling(false)} />
      ) : null}
    </PageContainer>
  );
}
