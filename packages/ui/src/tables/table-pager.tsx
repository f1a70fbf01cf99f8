import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { LazySelect } from '../filters/lazy-select';
import { formatNumber } from '../format/format';

export type TTablePagerProps = {
  /** Rows in the whole list. */
  count: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** "Rows per page"; a phone's narrower row says "Per page". */
  pageSizeLabel?: string;
};

/**
 * A paged table's foot, as MUI's TablePagination lays it out (rows per page, "1–10 of 25",
 * previous and next), from IconButton, which every list page has loaded already, and LazySelect,
 * whose menu loads on first use: TablePagination's own buttons bring MUI's Tooltip and Popper
 * (11 KiB gzip) to the page, and its Select the menu.
 */
export function TablePager({
  count,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  pageSizeLabel = 'Rows per page',
}: TTablePagerProps) {
  const labelId = useId();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: { xs: 3, sm: 6 },
        minHeight: 52,
        px: 2,
        color: 'text.primary',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={labelId} variant="body2">
          {pageSizeLabel}:
        </Typography>
        <LazySelect
          variant="standard"
          disableUnderline
          labelledBy={labelId}
          options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(size) => onPageSizeChange(Number(size))}
          sx={{ '& .MuiInputBase-root': { fontSize: 14 } }}
        />
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {formatNumber(from)}–{formatNumber(to)} of {formatNumber(count)}
      </Typography>
      <Stack direction="row">
        <IconButton
          aria-label="Go to previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          disabled={to >= count}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
