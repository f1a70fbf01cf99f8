import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { TPlatformAuditEntry } from '@docapply/contracts';
import { NO_VALUE, VisuallyHidden } from '@docapply/ui';

/** Past this many characters a value is cut, and "Show all" opens the whole row. */
const VALUE_MAX = 80;
/** At most this many keys before "Show all". */
const KEYS_MAX = 4;

type TValues = TPlatformAuditEntry['before'];

function toText(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return NO_VALUE;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function cut(text: string, isWhole: boolean): string {
  return isWhole || text.length <= VALUE_MAX ? text : `${text.slice(0, VALUE_MAX - 1)}…`;
}

/** What changed, key by key: "status: applied → in-review"; a value only on one side stands alone. */
export function AuditChange({ before, after }: { before: TValues; after: TValues }) {
  const [isWhole, setIsWhole] = useState(false);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) {
    return <>{NO_VALUE}</>;
  }
  const lines = keys.map((key) => {
    const was = before && key in before ? toText(before[key]) : null;
    const is = after && key in after ? toText(after[key]) : null;
    return { key, was, is };
  });
  const isLong =
    lines.length > KEYS_MAX ||
    lines.some(({ was, is }) => (was?.length ?? 0) > VALUE_MAX || (is?.length ?? 0) > VALUE_MAX);
  const shown = isWhole ? lines : lines.slice(0, KEYS_MAX);
  return (
    <Box sx={{ minWidth: 0 }}>
      {shown.map(({ key, was, is }) => (
        <Typography key={key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {key}
          </Box>
          {': '}
          {was !== null && is !== null ? (
            <>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {cut(was, isWhole)}
              </Box>
              <span aria-hidden> → </span>
              <VisuallyHidden> changed to </VisuallyHidden>
              {cut(is, isWhole)}
            </>
          ) : (
            cut(was ?? is ?? NO_VALUE, isWhole)
          )}
          {was !== null && is === null && after !== null ? ' (removed)' : null}
        </Typography>
      ))}
      {isLong ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-expanded={isWhole}
          onClick={() => setIsWhole(!isWhole)}
        >
          {isWhole ? 'Show less' : 'Show all'}
        </Link>
      ) : null}
    </Box>
  );
}
