import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { TFormChange } from '@docapply/contracts';

const CHANGE_CHIPS: Record<TFormChange['type'], { label: string; color: ChipProps['color'] }> = {
  added: { label: 'Added', color: 'success' },
  removed: { label: 'Removed', color: 'error' },
  changed: { label: 'Changed', color: 'warning' },
  moved: { label: 'Moved', color: 'default' },
};

function describeTarget(change: TFormChange): string {
  if (change.target === 'section') {
    return `Section ${change.section}: ${change.label}`;
  }
  return `${change.label} (${change.name ?? ''}, section ${change.section})`;
}

/** One line per change, its kind as a chip, then what it is and, for a change, what changed in it. */
export function FormDiffList({ changes }: { changes: readonly TFormChange[] }) {
  if (changes.length === 0) {
    return <Typography color="text.secondary">No differences between these versions.</Typography>;
  }
  return (
    <Stack component="ul" aria-label="Changes" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {changes.map((change, index) => {
        const chip = CHANGE_CHIPS[change.type];
        return (
          // The API lists changes in form order; a field can be moved and changed, so the index keys.
          <Box component="li" key={`${change.section}-${change.name ?? ''}-${change.type}-${index}`}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
              <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
              <Box>
                <Typography>{describeTarget(change)}</Typography>
                {change.details.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 5, color: 'text.secondary' }}>
                    {change.details.map((detail) => (
                      <Typography component="li" variant="body2" key={detail}>
                        {detail}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </Box>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
