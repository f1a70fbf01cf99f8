import { Button, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

type TQueuePagerProps = {
  pageNumber: number;
  hasNext: boolean;
  isBusy: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and Next over keyset pages (the API gives no page count, so none is invented). */
export function QueuePager({ pageNumber, hasNext, isBusy, onPrevious, onNext }: TQueuePagerProps) {
  if (pageNumber === 1 && !hasNext) {
    return null;
  }
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      spacing={3}
      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Page {pageNumber}
      </Typography>
      <Button startIcon={<ChevronLeftIcon />} onClick={onPrevious} disabled={pageNumber === 1 || isBusy}>
        Previous
      </Button>
      <Button endIcon={<ChevronRightIcon />} onClick={onNext} disabled={!hasNext || isBusy}>
        Next
      </Button>
    </Stack>
  );
}
