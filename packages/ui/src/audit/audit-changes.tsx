import { Box, Typography } from '@mui/material';
import type { TApplicationAuditEntry } from '@docapply/contracts';
import { getAuditChanges } from './audit-values';

/** What one audit row changed, each value before → after (both sites' trails). */
export function AuditChanges({ entry }: { entry: TApplicationAuditEntry }) {
  const changes = getAuditChanges(entry);
  if (changes.length === 0) {
    return null;
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 3 }}
    >
      {changes.map((change) => (
        <Box key={change.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {change.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {change.before === null ? change.after : `${change.before} → ${change.after}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
