import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { StatusLine, formatDay } from '@docapply/ui';
import { ReappointmentChip } from '@/components/cycle-marks';
import { paths } from '@/config/paths';
import { AssigneeControl } from './assignee-control';
import { PacketButton } from './packet-button';

type TReviewHeaderProps = {
  review: TAdminApplicationReview;
  onOpenComments: () => void;
  /** Starts loading the comments' code: "Comments" is pointed at or focused. */
  onPreloadComments: () => void;
};

/** Who applied where, the status, who in the office has it, and the way back to the queue. */
export function ReviewHeader({ review, onOpenComments, onPreloadComments }: TReviewHeaderProps) {
  return (
    <Stack spacing={3}>
      <div>
        <Link
          component={RouterLink}
          to={paths.applications.getHref()}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          Back to applications
        </Link>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {review.doctor.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {review.doctor.email}
            {review.doctor.phone ? ` · ${review.doctor.phone}` : ''}
          </Typography>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>
            {review.hospital.name}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              · {review.hospital.city}, {review.hospital.state}
            </Typography>
          </Typography>
          {review.kind === 'reappointment' ? (
            <Box sx={{ mt: 2 }}>
              <ReappointmentChip />
            </Box>
          ) : null}
          <StatusLine status={review.status}>
            Submitted {formatDay(review.submittedAt)} · Updated {formatDay(review.updatedAt)}
          </StatusLine>
          <Box sx={{ mt: 3 }}>
            <AssigneeControl review={review} />
          </Box>
        </Box>
        <Stack spacing={2} sx={{ flexShrink: 0, alignItems: { sm: 'flex-end' } }}>
          <Button
            variant="outlined"
            startIcon={<ChatBubbleOutlineIcon />}
            onClick={onOpenComments}
            onPointerEnter={onPreloadComments}
            onFocus={onPreloadComments}
          >
            Comments
          </Button>
          <PacketButton applicationId={review.id} />
        </Stack>
      </Stack>
    </Stack>
  );
}
