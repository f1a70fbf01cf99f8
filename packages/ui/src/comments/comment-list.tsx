import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TComment } from '@docapply/contracts';
import { OlderCommentsButton } from './older-comments-button';

type TCommentListProps = {
  labelId: string;
  /** Newest first: the pages read so far. */
  comments: TComment[] | undefined;
  isPending: boolean;
  onRetry: () => void;
  renderComment: (comment: TComment) => ReactNode;
  /** An older page exists: the list ends with "Show older comments". */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
};

/**
 * The scrolling middle of the panel: loading, error, empty, or the cards. A page of older comments
 * is added at the end; its first card then takes the focus (the control, if nothing came), so a
 * keyboard user reads on from where they asked.
 */
export function CommentList(props: TCommentListProps) {
  const { labelId, comments, isPending, onRetry, renderComment, isLoadingOlder } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const olderRef = useRef<HTMLButtonElement>(null);
  // Where the page being loaded starts in the list, from the click until it is shown.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || isLoadingOlder) {
      return;
    }
    focusFrom.current = null;
    const items = listRef.current?.children;
    const firstNew = items?.[index]?.querySelector<HTMLElement>('button');
    const lastCard = items?.[items.length - 1]?.querySelector<HTMLElement>('button');
    (firstNew ?? olderRef.current ?? lastCard)?.focus();
  }, [comments, isLoadingOlder]);

  const loadOlder = () => {
    if (isLoadingOlder) {
      return;
    }
    focusFrom.current = comments?.length ?? 0;
    props.onLoadOlder();
  };

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
    <>
      <Box
        component="ul"
        ref={listRef}
        aria-labelledby={labelId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {comments.map((comment) => (
          <li key={comment._id}>{renderComment(comment)}</li>
        ))}
      </Box>
      {props.hasOlder ? (
        <OlderCommentsButton ref={olderRef} isBusy={isLoadingOlder} onClick={loadOlder} />
      ) : null}
    </>
  );
}
