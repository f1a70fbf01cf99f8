import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TAdminFormDetail } from '@docapply/contracts';
import { NO_VALUE, formatCount, formatDay, formatMoment, useAlert } from '@docapply/ui';
import { useFetchFormVersion } from '../../api/get-form-version';
import { downloadFormFile } from '../form-file';
import { formatActor } from '../form-labels';
import { FormDiffPanel } from './form-diff-panel';

type TFormHistoryDialogProps = {
  hospitalId: string;
  detail: TAdminFormDetail;
  isDirty: boolean;
  onClose: () => void;
};

/** Every published version (who, when, how many applications use it), and a diff of any two. */
export function FormHistoryDialog({ hospitalId, detail, isDirty, onClose }: TFormHistoryDialogProps) {
  const titleId = useId();
  const { showApiError } = useAlert();
  const fetchVersion = useFetchFormVersion(hospitalId, detail.key);

  const exportVersion = async (version: number) => {
    try {
      const found = await fetchVersion(version);
      downloadFormFile(detail.key, version, found);
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Version history of {detail.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={6}>
          <TableContainer>
            <Table size="small" aria-label="Versions">
              <TableHead>
                <TableRow>
                  <TableCell>Version</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>Applications</TableCell>
                  <TableCell>Export</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {detail.draft ? (
                  <TableRow>
                    <TableCell component="th" scope="row">
                      Draft of version {detail.draft.version}
                    </TableCell>
                    <TableCell>Saved {formatMoment(detail.draft.updatedAt)}</TableCell>
                    <TableCell>{NO_VALUE}</TableCell>
                    <TableCell>{NO_VALUE}</TableCell>
                    <TableCell />
                  </TableRow>
                ) : null}
                {detail.versions.map((version) => (
                  <TableRow key={version.id}>
                    <TableCell component="th" scope="row">
                      Version {version.version}
                    </TableCell>
                    <TableCell>{formatDay(version.publishedAt)}</TableCell>
                    <TableCell>{formatActor(version.publishedBy)}</TableCell>
                    <TableCell>{formatCount(version.applications, 'application')}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => void exportVersion(version.version)}>
                        Export version {version.version}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack spacing={3}>
            <Typography component="h3" variant="h6">
              Compare versions
            </Typography>
            <FormDiffPanel hospitalId={hospitalId} detail={detail} isDirty={isDirty} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
