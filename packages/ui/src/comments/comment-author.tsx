import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRIMARY_COLOR, type TCommentUser } from '@docapply/contracts';
import { formatDateTime } from '@docapply/rules';

/** Spec: blue for the current user's own messages, red for everyone else's. */
export const OWN_AVATAR_COLOR = PRIMARY_COLOR;
/** Material red 800: white text on it passes WCAG AA (5.6:1). */
export const OTHER_AVATAR_COLOR = '#C62828';

export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function formatAuthorName(user: TCommentUser): string {
  return `${user.name.first} ${user.name.last}`.trim();
}

type TCommentAuthorProps = { user: TCommentUser; createdAt: string; currentUserEmail: string };

/** Avatar (first letter of the first name), full name and time of a comment or reply. */
export function CommentAuthor({ user, createdAt, currentUserEmail }: TCommentAuthorProps) {
  const isOwn = isSameEmail(user.email, currentUserEmail);
  return (
    // Spans only: this sits inside the card's button, which may hold phrasing content alone.
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Avatar
        component="span"
        aria-hidden
        sx={{
          bgcolor: isOwn ? OWN_AVATAR_COLOR : OTHER_AVATAR_COLOR,
          color: '#FFFFFF',
          width: 32,
          height: 32,
          fontSize: '1rem',
          fontWeight: 600,
        }}
      >
        {user.name.first.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        <Typography component="span" variant="subtitle2" noWrap sx={{ display: 'block', fontWeight: 600 }}>
          {formatAuthorName(user)}
        </Typography>
        <Typography
          component="time"
          dateTime={createdAt}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {formatDateTime(createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
