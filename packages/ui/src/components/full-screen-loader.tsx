import Box from '@mui/material/Box';
import { LoaderContent } from './loader-content';

export type TFullScreenLoaderProps = { message?: string };

/**
 * The Suspense fallback while a route's code loads (spec section 2), and a page's while its data
 * does. It covers the screen under the site's header (sticky, one layer up), which stays in place
 * so the loading page keeps its navigation and nothing jumps when the page arrives.
 */
export function FullScreenLoader({ message }: TFullScreenLoaderProps) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
      }}
    >
      <LoaderContent message={message} />
    </Box>
  );
}
