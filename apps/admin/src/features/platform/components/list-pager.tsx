import { Pagination, Stack, Typography } from '@mui/material';
import { formatCount } from '@docapply/ui';

type TListPagerProps = {
  total: number;
  page: number;
  pageSize: number;
  /** "message" -> "1 message", "12 messages". */
  noun: string;
  onPageChange: (page: number) => void;
};

/** How many there are, and page numbers when they do not fit on one page. */
export function ListPager({ total, page, pageSize, noun, onPageChange }: TListPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Typography color="text.secondary" aria-live="polite">
        {formatCount(total, noun)}
      </Typography>
      {pageCount > 1 ? (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => onPageChange(next)}
          color="primary"
          aria-label="Pages"
        />
      ) : null}
    </Stack>
  );
}
