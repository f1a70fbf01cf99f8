import { Chip } from '@mui/material';
import type { TPlatformAdmin } from '@docapply/contracts';

/** Disabled wins over invited: a disabled account cannot use its invitation either. */
export function AdminStatusChip({ admin }: { admin: TPlatformAdmin }) {
  if (admin.isDisabled) {
    return <Chip size="small" label="Disabled" color="error" variant="outlined" />;
  }
  if (admin.isInvitePending) {
    return <Chip size="small" label="Invited" color="warning" variant="outlined" />;
  }
  return <Chip size="small" label="Active" color="success" variant="outlined" />;
}
