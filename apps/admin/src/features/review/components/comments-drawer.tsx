import type { ComponentProps } from 'react';
import { CommentsPanel, useIsOpenAfterMount } from '@docapply/ui';

/**
 * The comments' drawer, loaded when "Comments" is first pressed: it mounts closed and then opens,
 * so the drawer slides in as it did when it came with the page.
 */
export function CommentsDrawer(props: ComponentProps<typeof CommentsPanel>) {
  const open = useIsOpenAfterMount(props.open);
  return <CommentsPanel {...props} open={open} />;
}
