import { Box, Typography } from '@mui/material';
import { LogoMark } from '@docapply/ui';

/**
 * The DocApply mark with the admin site's name, shortened below `md`, where the header also holds
 * the account menu and the menu button (at 600 px the long name ran under the account menu), and
 * whenever the header holds the signed-in navigation (`isShort`: with the Evaluation menu the long
 * name ran under the first link at 1,280 px).
 */
export function Brand({ isShort = false }: { isShort?: boolean }) {
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
        <Box component="span" sx={{ display: isShort ? 'none' : { xs: 'none', md: 'inline' } }}>
          — Hospital administration
        </Box>
        <Box component="span" sx={{ display: isShort ? 'inline' : { xs: 'inline', md: 'none' } }}>
          Admin
        </Box>
      </Typography>
    </Box>
  );
}
