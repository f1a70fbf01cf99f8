import { CircularProgress, Stack, Typography } from '@mui/material';
import { OpenLinkFrame } from './open-link-frame';

/** While a link is being checked. */
export function LinkLoading({ title, message }: { title: string; message: string }) {
  return (
    <OpenLinkFrame title={title} maxWidth="sm">
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{message}</Typography>
      </Stack>
    </OpenLinkFrame>
  );
}
