import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { TComment } from '@docapply/contracts';
import { useCreateComment, type TCreateCommentVariables } from './api/create-comment';
import { useCreateReply } from './api/create-reply';
import { useComments } from './api/get-comments';
import { formatAuthorName } from './comment-author';
import { CommentCard } from './comment-card';
import { CommentComposer } from './comment-composer';
import { CommentList } from './comment-list';
import { ReplyForm } from './reply-form';
import { useCommentSelection } from './use-comment-selection';

/** Read by screen readers, not shown: says that a comment or reply went out. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec section 9: fixed on wide screens, 300 px below the 600 px breakpoint. */
export const PANEL_WIDTH = { xs: 300, sm: 350 } as const;

type TPanelContentProps = {
  applicationId: string;
  hospitalId: string;
  /** Decides the avatar colours: the current user's messages are blue, everyone else's red. */
  currentUserEmail: string;
};

export type TCommentsPanelProps = TPanelContentProps & {
  open: boolean;
  onClose: () => void;
  hospitalName: string;
};

/**
 * The comments side panel of an application, shared by the doctor portal and the admin site
 * (spec "Comments side panel"). Each site passes its own signed-in user's email.
 */
export function CommentsPanel({ open, onClose, hospitalName, ...content }: TCommentsPanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: PANEL_WIDTH } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, px: 4, py: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Comments
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={hospitalName}>
            {hospitalName}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {/* Mounted only while open, so the comments are read when the panel opens, not with the page. */}
      <PanelContent {...content} labelId={titleId} />
    </Drawer>
  );
}

function PanelContent({
  applicationId,
  hospitalId,
  currentUserEmail,
  labelId,
}: TPanelContentProps & { labelId: string }) {
  const comments = useComments(applicationId);
  const createComment = useCreateComment({ applicationId, hospitalId });
  const createReply = useCreateReply(applicationId);
  const { selection, toggleComment, openReply, toggleExpanded, expand } = useCommentSelection();
  // Bumping a key remounts that form empty (section back to A), spec section 4.
  const [composerKey, setComposerKey] = useState(0);
  const [replyKey, setReplyKey] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const isBusy = createComment.isPending || createReply.isPending;
  const currentComment = comments.data?.find((comment) => comment._id === selection.replyId);

  const listBoxRef = useRef<HTMLDivElement>(null);

  const sendComment = (values: TCreateCommentVariables) => {
    createComment.mutate(values, {
      onSuccess: () => {
        setComposerKey((key) => key + 1);
        setAnnouncement('Comment sent.');
        // Newest first: the comment just sent is at the top of the list.
        if (listBoxRef.current) {
          listBoxRef.current.scrollTop = 0;
        }
      },
    });
  };

  const loadOlder = () => {
    const shown = comments.data?.length ?? 0;
    void comments.fetchNextPage().then((result) => {
      const added = (result.data?.length ?? shown) - shown;
      if (!result.isError) {
        setAnnouncement(added === 1 ? '1 older comment shown.' : `${added} older comments shown.`);
      }
    });
  };

  const sendReply = (message: string) => {
    // Spec section 5: a reply is sent only when a current comment exists.
    if (!currentComment) {
      return;
    }
    const commentId = currentComment._id;
    createReply.mutate(
      { CommentId: commentId, message, email: selection.replyEmail },
      {
        onSuccess: () => {
          setReplyKey((key) => key + 1);
          setComposerKey((key) => key + 1);
          expand(commentId);
          setAnnouncement('Reply sent.');
        },
      },
    );
  };

  const renderComment = (comment: TComment) => (
    <CommentCard
      comment={comment}
      currentUserEmail={currentUserEmail}
      isSelected={selection.selectedId === comment._id}
      isReplyOpen={selection.replyId === comment._id}
      isExpanded={selection.expandedId === comment._id}
      onToggle={toggleComment}
      onReply={openReply}
      onToggleExpanded={toggleExpanded}
      replyForm={
        <ReplyForm
          key={replyKey}
          authorName={formatAuthorName(comment.User)}
          isBusy={isBusy}
          onSend={sendReply}
        />
      }
    />
  );

  return (
    <>
      <Box ref={listBoxRef} sx={{ flex: 1, overflowY: 'auto', px: 4, py: 3 }}>
        <CommentList
          labelId={labelId}
          comments={comments.data}
          isPending={comments.isPending}
          onRetry={() => void comments.refetch()}
          renderComment={renderComment}
          hasOlder={comments.hasNextPage}
          isLoadingOlder={comments.isFetchingNextPage}
          onLoadOlder={loadOlder}
        />
      </Box>
      <Divider />
      <Box sx={{ px: 4, py: 3 }}>
        <CommentComposer key={composerKey} isBusy={isBusy} onSend={sendComment} />
      </Box>
      <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
        {announcement}
      </Box>
    </>
  );
}
