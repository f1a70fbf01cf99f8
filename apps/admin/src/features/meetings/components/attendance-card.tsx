import { Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import type { TMeeting, TQuorum } from '@docapply/contracts';
import type { TMeetingChange } from '../api/change-meeting';

/** "Quorum: 3 of 5 present, 3 needed". */
export function describeQuorum({ present, members, needed }: TQuorum): string {
  return `Quorum: ${present} of ${members} present, ${needed} needed`;
}

type TAttendanceCardProps = {
  meeting: TMeeting;
  canEdit: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** A checkbox per member of the step, and whether the meeting has its quorum. */
export function AttendanceCard({ meeting, canEdit, onChange }: TAttendanceCardProps) {
  return (
    <Stack spacing={2}>
      <FormGroup aria-label="Members present">
        {meeting.members.map((member) => (
          <FormControlLabel
            key={member.userId}
            label={member.isChair ? `${member.name} (chair)` : member.name}
            control={
              <Checkbox
                checked={member.present === true}
                disabled={!canEdit}
                onChange={(event) =>
                  onChange({
                    kind: 'attendance',
                    userId: member.userId,
                    body: { present: event.target.checked },
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Typography
        role="status"
        sx={{ fontWeight: 600 }}
        color={meeting.quorum.isReached ? 'success.main' : 'warning.dark'}
      >
        {describeQuorum(meeting.quorum)}
        {meeting.quorum.isReached ? '' : '. Without quorum the meeting cannot decide.'}
      </Typography>
    </Stack>
  );
}
