import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@mui/material';

type TPageContainerProps = { maxWidth?: ContainerProps['maxWidth']; children: ReactNode };

/**
 * The column of an admin page. MUI's default gutters are spacing(2)/(3), which this theme's
 * 0.25rem unit halves to 8-12 px, too tight on a tablet; these match the header's.
 */
export function PageContainer({ maxWidth = 'lg', children }: TPageContainerProps) {
  return (
    <Container maxWidth={maxWidth} disableGutters sx={{ px: { xs: 5, sm: 8 }, py: { xs: 8, md: 10 } }}>
      {children}
    </Container>
  );
}
