import Box from '@mui/material/Box';
import { LoaderContent } from './loader-content';

export type TFullScreenLoaderProps = { message?: string };

/** The Suspense fallback while a route's code loads (spec section 2). */
export function FullScreenLoader({ message }: TFullScreenLoaderProps) {
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: 'background.default' }}>
      <LoaderContent message={message} />
    </Box>
  );
}
