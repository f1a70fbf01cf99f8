import { ListSubheader, Stack } from '@mui/material';
import { MobileNav, NavLinkButton } from '@docapply/ui';
import type { TNavItems } from '../hooks/use-nav-items';

/** The drawer's links on phones and tablets: the queue, then each group (set-up, platform) under its heading. */
export function AdminMobileNav({ items }: { items: TNavItems }) {
  return (
    <MobileNav>
      {(close) => (
        <>
          <Stack spacing={1}>
            {items.main.map((item) => (
              <NavLinkButton key={item.label} item={item} onClick={close} isBlock />
            ))}
          </Stack>
          {items.groups.map((group) => (
            <Stack key={group.label} spacing={1} sx={{ mt: 4 }}>
              <ListSubheader component="div" disableSticky sx={{ px: 3, lineHeight: 2 }}>
                {group.label}
              </ListSubheader>
              {group.items.map((item) => (
                <NavLinkButton key={item.label} item={item} onClick={close} isBlock />
              ))}
            </Stack>
          ))}
        </>
      )}
    </MobileNav>
  );
}
