import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavLinkButton } from '@docapply/ui';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll-to-section';
import type { TNavItem } from '../hooks/use-nav-items';

type TSectionNavLinkProps = { item: TNavItem; onNavigate?: () => void; isBlock?: boolean };

/** One header link; a landing section's link scrolls smoothly on the landing page instead of navigating. */
export function SectionNavLink({ item, onNavigate, isBlock = false }: TSectionNavLinkProps) {
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

  return <NavLinkButton item={item} onClick={handleClick} isBlock={isBlock} />;
}
