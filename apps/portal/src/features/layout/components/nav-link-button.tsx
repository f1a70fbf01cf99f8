import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll-to-section';
import type { TNavItem } from '../hooks/use-nav-items';

type TNavLinkButtonProps = { item: TNavItem; onNavigate?: () => void; isBlock?: boolean };

/** One header link; section links scroll smoothly on the landing page instead of navigating. */
export function NavLinkButton({ item, onNavigate, isBlock = false }: TNavLinkButtonProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!item.sectionId) {
      return;
    }
    event.preventDefault();
    if (pathname === paths.home.path && scrollToSection(item.sectionId)) {
      return;
    }
    void navigate(item.to);
  };

  return (
    <Button
      component={RouterLink}
      to={item.to}
      onClick={handleClick}
      aria-current={item.isActive ? 'page' : undefined}
      color={item.isActive ? 'primary' : 'inherit'}
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
