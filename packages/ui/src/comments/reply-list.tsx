import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TReply } from '@docapply/contracts';
import { CommentAuthor } from './comment-author';

type TReplyListProps = { id: string; label: string; replies: TReply[]; currentUserEmail: string };

/** A comment's replies, oldest first, with the same avatar rule as comments. */
export function ReplyList({ id, label, replies, currentUserEmail }: TReplyListProps) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, px: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {replies.map((reply) => (
        <Box component="li" key={reply._id} sx={{ pl: 3, borderLeft: 2, borderColor: 'divider' }}>
          <CommentAuthor user={reply.User} createdAt={reply.createdAt} currentUserEmail={currentUserEmail} />
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.message}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
