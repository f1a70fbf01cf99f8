import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { TAdminPrivilege } from '@docapply/contracts';
import { formatMoment } from '@docapply/ui';
import { ErrorState, LoadingState } from '@/components/page-states';
import { usePrivilegeVersions, type TPrivilegeVersion } from '../api/get-privilege-versions';
import { describeVersionChanges } from '../lib/version-changes';

type THistoryDialogProps = { hospitalId: string; privilege: TAdminPrivilege; onClose: () => void };

/** One version: its number, when and by whom, and what it changed from the one before. */
function VersionEntry({ version, previous }: { version: TPrivilegeVersion; previous?: TPrivilegeVersion }) {
  const changes = previous ? describeVersionChanges(previous, version) : ['First version'];
  return (
    <Box component="li">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Version {version.version}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatMoment(version.updatedAt)} by {version.updatedBy ?? 'DocApply'}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 5 }}>
        {(changes.length > 0 ? changes : ['No change']).map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** A privilege's versions, newest first, each with what changed from the one before it. */
export function HistoryDialog({ hospitalId, privilege, onClose }: THistoryDialogProps) {
  const titleId = useId();
  const versions = usePrivilegeVersions(hospitalId, privilege.key);
  const rows = versions.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>History of {privilege.name}</DialogTitle>
      <DialogContent>
        {versions.isPending ? <LoadingState label="Loading the versions..." /> : null}
        {versions.isError ? (
          <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
        ) : null}
        {rows.length > 0 ? (
          <Stack
            component="ol"
            aria-label="Versions, newest first"
            spacing={4}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {rows.map((version, index) => (
              <VersionEntry key={version.id} version={version} previous={rows[index + 1]} />
            ))}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
