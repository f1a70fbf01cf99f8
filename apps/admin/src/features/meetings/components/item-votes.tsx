import { useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  MEETING_CHOICES,
  MEETING_OUTCOME_LABELS,
  VOTE_CHOICE_LABELS,
  type TMeeting,
  type TMeetingChoice,
  type TMeetingItem,
} from '@docapply/contracts';
import type { TMeetingChange } from '../api/change-meeting';

type TItemVotesProps = {
  meeting: TMeeting;
  item: TMeetingItem;
  canEdit: boolean;
  isPending: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** The votes recorded on one file, or a row per present member to record them. */
export function ItemVotes({ meeting, item, canEdit, isPending, onChange }: TItemVotesProps) {
  const present = meeting.members.filter((member) => member.present);
  const [choices, setChoices] = useState<Record<string, TMeetingChoice>>({});
  if (item.outcome) {
    return (
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{MEETING_OUTCOME_LABELS[item.outcome]}</Typography>
        {item.votes.map((vote) => (
          <Typography key={vote.userId} variant="body2">
            {vote.name}: {VOTE_CHOICE_LABELS[vote.choice]}
          </Typography>
        ))}
      </Stack>
    );
  }
  if (!canEdit) {
    return <Typography color="text.secondary">No vote recorded yet.</Typography>;
  }
  if (!meeting.quorum.isReached) {
    return (
      <Typography color="text.secondary">
        Record attendance first: the meeting needs its quorum to vote.
      </Typography>
    );
  }
  const isComplete = present.every((member) => choices[member.userId]);
  return (
    <Stack spacing={2}>
      {present.map((member) => (
        <FormControl key={member.userId}>
          <FormLabel id={`vote-${item.applicationId}-${member.userId}`}>{member.name}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`vote-${item.applicationId}-${member.userId}`}
            value={choices[member.userId] ?? ''}
            onChange={(event) =>
              setChoices((current) => ({ ...current, [member.userId]: event.target.value as TMeetingChoice }))
            }
          >
            {MEETING_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={VOTE_CHOICE_LABELS[choice]}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!isComplete || isPending}
        onClick={() =>
          onChange({
            kind: 'votes',
            applicationId: item.applicationId,
            body: {
              votes: present.map((member) => ({ userId: member.userId, choice: choices[member.userId] })),
            },
          })
        }
      >
        Record the votes on {item.doctorName}
      </Button>
    </Stack>
  );
}
