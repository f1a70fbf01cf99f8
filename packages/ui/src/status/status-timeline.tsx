import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS_COLORS, type TApplicationHistoryEntry } from '@docapply/contracts';
import { formatDateTime } from '@docapply/rules';
import { StatusChip } from './status-chip';
import { useStatusWords } from './status-words';

/** Every status change, oldest first, as an ordered list drawn as a vertical timeline. */
export function StatusTimeline({ history }: { history: readonly TApplicationHistoryEntry[] }) {
  const statusLabel = useStatusWords();
  if (history.length === 0) {
    return <Typography color="text.secondary">No status changes yet.</Typography>;
  }
  return (
    <Box component="ol" aria-label="Status history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry, index) => {
        const isLast = index === history.length - 1;
        return (
          <Box
            component="li"
            key={`${entry.at}-${entry.to}`}
            sx={{ position: 'relative', pl: 8, pb: isLast ? 0 : 5 }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 0,
                top: 4,
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: STATUS_COLORS[entry.to],
              }}
            />
            {isLast ? null : (
              <Box
                aria-hidden
                sx={{ position: 'absolute', left: 6, top: 22, bottom: 2, width: 2, bgcolor: 'divider' }}
              />
            )}
            <StatusChip status={entry.to} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.actorName ? ` · ${entry.actorName}` : ''}
              {entry.from ? ` · from ${statusLabel(entry.from)}` : ''}
            </Typography>
            {entry.note ? <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{entry.note}</Typography> : null}
          </Box>
        );
      })}
    </Box>
  );
}
