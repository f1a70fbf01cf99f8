import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { TApplicationDetail } from '@docapply/contracts';
import { StatusLine, formatDay } from '@docapply/ui';
import { paths } from '@/config/paths';

const COMMENTS_AFTER_SUBMIT = 'Comments become available once you submit your application.';

type TDetailHeaderProps = { detail: TApplicationDetail; onOpenComments: () => void };

/** Hospital, status, dates, and what the doctor can do with this application. */
export function DetailHeader({ detail, onOpenComments }: TDetailHeaderProps) {
  const commentsReasonId = useId();
  const editLabel = detail.status === 'information-requested' ? 'Edit and resubmit' : 'Continue application';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {detail.hospital.name}
        </Typography>
        <Typography color="text.secondary">
          {detail.hospital.city}, {detail.hospital.state}
        </Typography>
        <StatusLine status={detail.status}>
          Created {formatDay(detail.createdAt)}
          {detail.submittedAt ? ` · Submitted ${formatDay(detail.submittedAt)}` : ''} · Updated{' '}
          {formatDay(detail.updatedAt)}
        </StatusLine>
      </Box>
      <Stack
        useFlexGap
        direction="row"
        spacing={3}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 2 }}
      >
        {detail.isEditable ? (
          <Button component={RouterLink} to={paths.apply.getHref(detail.hospitalId)} variant="contained">
            {editLabel}
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.applicationChanges.getHref(detail.id)} variant="outlined">
          Changes
        </Button>
        {/* The hospital sees an application only once it is submitted: before that nobody can answer. */}
        {detail.status === 'draft' ? (
          // Said in words under the button, not in a tooltip: a touch screen never shows a tooltip.
          <Stack spacing={1} sx={{ maxWidth: 240 }}>
            <Button
              variant="outlined"
              startIcon={<ChatBubbleOutlineIcon />}
              disabled
              aria-describedby={commentsReasonId}
              sx={{ alignSelf: 'flex-start' }}
            >
              Comments
            </Button>
            <Typography id={commentsReasonId} variant="body2" color="text.secondary">
              {COMMENTS_AFTER_SUBMIT}
            </Typography>
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<ChatBubbleOutlineIcon />} onClick={onOpenComments}>
            Comments
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
