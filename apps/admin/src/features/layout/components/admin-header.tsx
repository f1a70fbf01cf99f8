import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { Brand } from '@/components/brand';
import { paths } from '@/config/paths';

export function AdminHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ px: { xs: 5, sm: 8 } }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 } }}>
          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label="DocApply hospital administration home"
            sx={{ display: 'inline-flex', textDecoration: 'none', minWidth: 0 }}
          >
            <Brand />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
