import type { MouseEvent } from 'react';
import { Link as RouterLink, type To } from 'react-router';
import Button from '@mui/material/Button';

/** One entry of a site's header navigation. */
export type TNavLink = { label: string; to: To; isActive: boolean };

/** The look of a header entry, highlighted on its own pages (also the admin's Platform menu button). */
export function getNavButtonSx(isActive: boolean) {
  return {
    px: 3,
    py: 2,
    fontWeight: isActive ? 700 : 500,
    color: isActive ? 'primary.main' : 'text.primary',
    bgcolor: isActive ? 'rgba(0, 74, 173, 0.08)' : 'transparent',
    // "My Application" stays on one line beside a delegate's "Working for" choice.
    whiteSpace: 'nowrap',
  };
}

type TNavLinkButtonProps = {
  item: TNavLink;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Full width and left-aligned, as in the phone's drawer. */
  isBlock?: boolean;
};

/** One header link; `aria-current` marks the page the visitor is on. */
export function NavLinkButton({ item, onClick, isBlock = false }: TNavLinkButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={item.to}
      onClick={onClick}
      aria-current={item.isActive ? 'page' : undefined}
      fullWidth={isBlock}
      sx={{
        ...getNavButtonSx(item.isActive),
        justifyContent: isBlock ? 'flex-start' : 'center',
        '&:hover': { bgcolor: 'rgba(0, 74, 173, 0.06)' },
      }}
    >
      {item.label}
    </Button>
  );
}
