import { Box, Typography } from '@mui/material';
import { LogoMark } from '@docapply/ui';

/**
 * The DocApply mark with the admin site's name, shortened below `md`, where the header also holds
 * the account menu and the menu button (at 600 px the long name ran under the account menu).
 */
export function Brand() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <LogoMark />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1rem', md: '1.25rem' },
          color: 'text.primary',
          whiteSpace: 'nowrap',
        }}
      >
        DocApply{' '}
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          — Hospital administration
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
          Admin
        </Box>
      </Typography>
    </Box>
  );
}
