import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReplyIcon from '@mui/icons-material/Reply';
import type { TComment } from '@docapply/contracts';
import { CommentAuthor, formatAuthorName } from './comment-author';
import { ReplyList } from './reply-list';

/** Spec section 9. */
export const CARD_MAX_WIDTH = 385;

export type TCommentCardProps = {
  comment: TComment;
  currentUserEmail: string;
  isSelected: boolean;
  isReplyOpen: boolean;
  isExpanded: boolean;
  onToggle: (comment: TComment) => void;
  onReply: (comment: TComment) => void;
  onToggleExpanded: (commentId: string) => void;
  /** The reply box, shown under the card while its reply box is open. */
  replyForm: ReactNode;
};

function countReplies(count: number): string {
  return count === 1 ? '1 reply' : `${count} replies`;
}

/** One comment: a button that selects it (and toggles its reply box), then its Reply and Expand controls. */
export function CommentCard(props: TCommentCardProps) {
  const { comment, currentUserEmail, isSelected, isReplyOpen, isExpanded } = props;
  const replyCount = comment.replies.length;
  const toggleLabel = isExpanded ? 'Collapse' : 'Expand';
  const repliesId = `replies-${comment._id}`;
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: CARD_MAX_WIDTH,
        borderColor: isSelected ? 'primary.main' : 'divider',
        boxShadow: isSelected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        bgcolor: isSelected ? alpha(theme.palette.primary.main, 0.04) : 'background.paper',
      })}
    >
      <CardActionArea aria-pressed={isSelected} onClick={() => props.onToggle(comment)} sx={{ p: 3 }}>
        <CommentAuthor
          user={comment.User}
          createdAt={comment.createdAt}
          currentUserEmail={currentUserEmail}
        />
        <Typography
          component="span"
          variant="body2"
          color="primary"
          sx={{ display: 'block', mt: 2, fontWeight: 600 }}
        >
          Section - {comment.section}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {comment.message}
        </Typography>
      </CardActionArea>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, pb: 2 }}>
        <Chip
          label="Reply"
          size="small"
          color="primary"
          variant={isReplyOpen ? 'filled' : 'outlined'}
          icon={<ReplyIcon />}
          onClick={() => props.onReply(comment)}
        />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {replyCount > 0 ? countReplies(replyCount) : 'No replies'}
        </Typography>
        <Tooltip title={toggleLabel} describeChild>
          {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
          <Box component="span" sx={{ display: 'inline-flex' }}>
            <IconButton
              size="small"
              aria-label={`${toggleLabel} replies`}
              aria-controls={isExpanded ? repliesId : undefined}
              disabled={replyCount === 0}
              onClick={() => props.onToggleExpanded(comment._id)}
            >
              {isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          </Box>
        </Tooltip>
      </Box>
      {isExpanded && replyCount > 0 ? (
        <ReplyList
          id={repliesId}
          label={`Replies to ${formatAuthorName(comment.User)}`}
          replies={comment.replies}
          currentUserEmail={currentUserEmail}
        />
      ) : null}
      {isReplyOpen ? <Box sx={{ px: 3, pb: 3 }}>{props.replyForm}</Box> : null}
    </Card>
  );
}
