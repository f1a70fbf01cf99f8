import { Button, Stack, Typography } from '@mui/material';
import { VOTE_CHOICES, VOTE_CHOICE_LABELS, type TCommitteeFile, type TVoteChoice } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { useVote } from '../api/committee-api';
import { useSignature } from '@/hooks/use-signature';

/** A member's own vote on the committee's proposal (signed), or the vote they gave. */
export function VotePanel({ file }: { file: TCommitteeFile }) {
  const vote = useVote(file.applicationId);
  const { showAlert, showApiError } = useAlert();
  const { sign, dialog } = useSignature({
    action: 'Vote',
    intro: 'Only you can sign your vote. Confirm it is you, then it is sent.',
  });

  if (file.me.vote) {
    return <Typography>You voted {VOTE_CHOICE_LABELS[file.me.vote]}.</Typography>;
  }
  const cast = async (choice: TVoteChoice) => {
    if (vote.isPending) {
      return;
    }
    try {
      const saved = await sign(() => vote.mutateAsync({ choice }));
      if (saved) {
        showAlert({
          type: 'success',
          message: `Your vote (${VOTE_CHOICE_LABELS[choice]}) was signed and counted.`,
        });
      }
    } catch (error) {
      showApiError(error);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography id="vote-label">Your vote on this proposal:</Typography>
      <Stack
        direction="row"
        spacing={2}
        role="group"
        aria-labelledby="vote-label"
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {VOTE_CHOICES.map((choice) => (
          <Button
            key={choice}
            variant="outlined"
            onClick={() => void cast(choice)}
            aria-disabled={vote.isPending}
          >
            {VOTE_CHOICE_LABELS[choice]}
          </Button>
        ))}
      </Stack>
      {dialog}
    </Stack>
  );
}
