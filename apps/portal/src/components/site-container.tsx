import type { ReactNode } from 'react';
import { Container, type ContainerProps, type SxProps, type Theme } from '@mui/material';

type TSiteContainerProps = {
  maxWidth?: ContainerProps['maxWidth'];
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * MUI's Container with gutters sized for this theme: its default gutters are spacing(2)/(3),
 * which the 0.25rem spacing unit halves to 8-12 px, too tight on a phone.
 */
export function SiteContainer({ maxWidth = 'lg', sx, children }: TSiteContainerProps) {
  return (
    <Container
      maxWidth={maxWidth}
      disableGutters
      sx={[{ px: { xs: 5, sm: 8 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Container>
  );
}
