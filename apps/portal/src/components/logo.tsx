import { Box, Typography } from '@mui/material';
import { LogoMark } from '@docapply/ui';

/** The DocApply mark and name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <LogoMark size={size} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.66, letterSpacing: '-0.01em', color: 'text.primary' }}
      >
        DocApply
      </Typography>
    </Box>
  );
}
