import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import type { TNavItem } from '../hooks/use-nav-items';

type TNavLinkButtonProps = { item: TNavItem; onNavigate?: () => void; isBlock?: boolean };

/** One header link, highlighted on its own pages. */
export function NavLinkButton({ item, onNavigate, isBlock = false }: TNavLinkButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={item.href}
      onClick={onNavigate}
      aria-current={item.isActive ? 'page' : undefined}
      fullWidth={isBlock}
      sx={{
        px: 3,
        py: 2,
        fontWeight: item.isActive ? 700 : 500,
        justifyContent: isBlock ? 'flex-start' : 'center',
        color: item.isActive ? 'primary.main' : 'text.primary',
        bgcolor: item.isActive ? 'rgba(0, 74, 173, 0.08)' : 'transparent',
        '&:hover': { bgcolor: 'rgba(0, 74, 173, 0.06)' },
      }}
    >
      {item.label}
    </Button>
  );
}
