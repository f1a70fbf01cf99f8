import { useCallback, useState } from 'react';
import type { TComment } from '@docapply/contracts';

export type TCommentSelection = {
  /** The comment last clicked (styled as selected). */
  selectedId: string | null;
  /** The comment whose reply box is open: the "current comment" a reply goes to. At most one. */
  replyId: string | null;
  /** The comment whose replies are shown. At most one. */
  expandedId: string | null;
  /** The author of the current comment, remembered as the reply's recipient (spec section 2). */
  replyEmail: string;
};

const NOTHING: TCommentSelection = { selectedId: null, replyId: null, expandedId: null, replyEmail: '' };

/** Which comment is selected, replied to and expanded: one id each, so "at most one" holds by construction. */
export function useCommentSelection() {
  const [selection, setSelection] = useState<TCommentSelection>(NOTHING);

  /** Clicking a comment selects it and toggles its reply box. */
  const toggleComment = useCallback((comment: TComment) => {
    setSelection((current) => ({
      ...current,
      selectedId: comment._id,
      replyId: current.replyId === comment._id ? null : comment._id,
      replyEmail: comment.User.email,
    }));
  }, []);

  /** The Reply chip opens (never closes) the reply box. */
  const openReply = useCallback((comment: TComment) => {
    setSelection((current) => ({
      ...current,
      selectedId: comment._id,
      replyId: comment._id,
      replyEmail: comment.User.email,
    }));
  }, []);

  const toggleExpanded = useCallback((commentId: string) => {
    setSelection((current) => ({
      ...current,
      expandedId: current.expandedId === commentId ? null : commentId,
    }));
  }, []);

  const expand = useCallback((commentId: string) => {
    setSelection((current) => ({ ...current, expandedId: commentId }));
  }, []);

  return { selection, toggleComment, openReply, toggleExpanded, expand };
}
