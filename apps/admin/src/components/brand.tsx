import { Box, SvgIcon, Typography } from '@mui/material';

/**
 * The DocApply mark with the admin site's name, shortened below `md`, where the header also holds
 * the account menu and the menu button (at 600 px the long name ran under the account menu).
 */
export function Brand() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <SvgIcon viewBox="0 0 64 64" sx={{ fontSize: 32 }} aria-hidden>
        <rect width="64" height="64" rx="14" fill="#004AAD" />
        <path d="M20 16h12c10 0 17 6.5 17 16s-7 16-17 16H20z" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M32 26v12M26 32h12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </SvgIcon>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1rem', md: '1.25rem' },
          color: 'text.primary',
          whiteSpace: 'nowrap',
        }}
      >
        DocApply
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {' '}
          — Hospital administration
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
          {' '}
          Admin
        </Box>
      </Typography>
    </Box>
  );
}
