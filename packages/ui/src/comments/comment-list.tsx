import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TComment } from '@docapply/contracts';

type TCommentListProps = {
  labelId: string;
  comments: TComment[] | undefined;
  isPending: boolean;
  onRetry: () => void;
  renderComment: (comment: TComment) => ReactNode;
};

/** The scrolling middle of the panel: loading, error, empty, or the cards. */
export function CommentList({ labelId, comments, isPending, onRetry, renderComment }: TCommentListProps) {
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={28} aria-label="Loading comments" />
      </Box>
    );
  }
  // No data and not pending: the read failed (its error alert has already shown).
  if (!comments) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>Comments could not be loaded.</Typography>
        <Button onClick={onRetry} sx={{ mt: 2 }}>
          Try again
        </Button>
      </Box>
    );
  }
  if (comments.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>No comments yet</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Choose a section below and write the first comment.
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-labelledby={labelId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {comments.map((comment) => (
        <li key={comment._id}>{renderComment(comment)}</li>
      ))}
    </Box>
  );
}
