import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { getAuditActionLabel, type TApplicationAuditEntry } from '@docapply/contracts';
import { AuditChanges, formatMoment } from '@docapply/ui';

type TAuditTrailListProps = {
  entries: TApplicationAuditEntry[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => Promise<unknown>;
};

/** The trail's rows, newest first; "Load more" reads the next 50 and moves focus to the first of them. */
export function AuditTrailList({ entries, hasMore, isLoadingMore, onLoadMore }: TAuditTrailListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The button may be gone with the last page: focus continues where the new rows start.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    const item = focusIndex === null ? undefined : listRef.current?.children.item(focusIndex);
    if (item instanceof HTMLElement) {
      item.focus();
      setFocusIndex(null);
    }
  }, [entries.length, focusIndex]);
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary">Nothing has been recorded for this application yet.</Typography>
    );
  }
  const loadMore = () => {
    setFocusIndex(entries.length);
    void onLoadMore();
  };
  return (
    <Stack spacing={3}>
      <Stack
        ref={listRef}
        component="ul"
        aria-label="Audit entries"
        spacing={3}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {entries.map((entry) => (
          <Box
            key={entry.id}
            component="li"
            tabIndex={-1}
            sx={{
              borderLeft: 3,
              borderColor: 'divider',
              pl: 3,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{getAuditActionLabel(entry.action)}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              {` · ${entry.actor ?? 'No account (reference or system)'}`}
              {entry.enteredBy ? ` · entered by ${entry.enteredBy}` : ''}
              {entry.ip ? ` · from ${entry.ip}` : ''}
            </Typography>
            <AuditChanges entry={entry} />
          </Box>
        ))}
      </Stack>
      {hasMore ? (
        <Box>
          <Button variant="outlined" onClick={loadMore} disabled={isLoadingMore}>
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
