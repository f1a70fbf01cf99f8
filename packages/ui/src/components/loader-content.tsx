import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOADER_MESSAGE } from '@docapply/contracts';

export type TLoaderContentProps = { message?: string };

/** Spinner and message centred on the whole screen; announced politely to screen readers. */
export function LoaderContent({ message = DEFAULT_LOADER_MESSAGE }: TLoaderContentProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        outline: 'none',
      }}
    >
      <CircularProgress aria-label={message} />
      <Typography component="p" sx={{ fontWeight: 500 }}>
        {message}
      </Typography>
    </Box>
  );
}
