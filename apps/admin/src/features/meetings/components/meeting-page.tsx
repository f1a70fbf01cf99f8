import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { MEETING_STATE_LABELS, type TMeeting } from '@docapply/contracts';
import { formatDateTime } from '@docapply/rules';
import { useAlert } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useChangeMeeting, type TMeetingChange } from '../api/change-meeting';
import { useMeeting } from '../api/get-meeting';
import { AgendaBuilder } from './agenda-builder';
import { AgendaCandidates } from './agenda-candidates';
import { AttendanceCard } from './attendance-card';
import { ItemVotes } from './item-votes';
import { MeetingActions } from './meeting-actions';
import { MeetingNotes } from './meeting-notes';
import { WHEN_FORMAT } from './meetings-list';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 4 }}>
      <Stack spacing={3}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

function MeetingView({ meeting }: { meeting: TMeeting }) {
  const { showApiError } = useAlert();
  const change = useChangeMeeting(meeting.id);
  const onChange = (next: TMeetingChange) => change.mutate(next, { onError: (error) => showApiError(error) });
  const isOpen = meeting.state === 'scheduled' || meeting.state === 'in-progress';
  const canEdit = meeting.canManage && isOpen;
  return (
    <Stack spacing={6}>
      <PageHeading
        title={`${meeting.step.name} meeting`}
        description={`${formatDateTime(meeting.startsAt, WHEN_FORMAT)} · ${meeting.location} · ${meeting.hospitalName}`}
        action={<Chip label={MEETING_STATE_LABELS[meeting.state]} />}
      />
      <MeetingActions meeting={meeting} isPending={change.isPending} onChange={onChange} />
      <Section title="Agenda">
        <AgendaBuilder meeting={meeting} canEdit={canEdit} onChange={onChange} />
      </Section>
      {canEdit ? (
        <Section title="Files ready for this committee">
          <AgendaCandidates meetingId={meeting.id} isPending={change.isPending} onChange={onChange} />
        </Section>
      ) : null}
      {meeting.canManage ? (
        <>
          <Section title="Attendance">
            <AttendanceCard meeting={meeting} canEdit={canEdit} onChange={onChange} />
          </Section>
          <Section title="Votes">
            {meeting.items.length === 0 ? (
              <Typography color="text.secondary">No files on the agenda.</Typography>
            ) : null}
            {meeting.items.map((item, index) => (
              <Stack key={item.applicationId} spacing={2} component="article" aria-label={item.doctorName}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {index + 1}. {item.doctorName}
                </Typography>
                <ItemVotes
                  meeting={meeting}
                  item={item}
                  canEdit={canEdit}
                  isPending={change.isPending}
                  onChange={onChange}
                />
              </Stack>
            ))}
          </Section>
          <Section title="Notes">
            <MeetingNotes
              notes={meeting.notes}
              canEdit={canEdit}
              isPending={change.isPending}
              onChange={onChange}
            />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

/** /meetings/{id}: the coordinator runs the meeting here; the step's members read its agenda and packet. */
export function MeetingPage() {
  const { id = '' } = useParams();
  const meeting = useMeeting(id);
  return (
    <PageContainer>
      {meeting.isPending ? <LoadingState label="Loading the meeting..." /> : null}
      {meeting.isError ? <ErrorState error={meeting.error} onRetry={() => void meeting.refetch()} /> : null}
      {meeting.data ? <MeetingView meeting={meeting.data} /> : null}
    </PageContainer>
  );
}
