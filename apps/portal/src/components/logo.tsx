import { Box, SvgIcon, Typography } from '@mui/material';

/** The DocApply mark and name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <SvgIcon viewBox="0 0 64 64" sx={{ fontSize: size }} aria-hidden>
        <rect width="64" height="64" rx="14" fill="#004AAD" />
        <path d="M20 16h12c10 0 17 6.5 17 16s-7 16-17 16H20z" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M32 26v12M26 32h12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </SvgIcon>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.66, letterSpacing: '-0.01em', color: 'text.primary' }}
      >
        DocApply
      </Typography>
    </Box>
  );
}
