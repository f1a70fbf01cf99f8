import { Button, DialogActions } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

type TFileViewerActionsProps = {
  /** The file's object URL once fetched (null while loading: the links wait, disabled). */
  url: string | null;
  fileName: string;
  onClose: () => void;
};

/** A file viewer's actions: the file in a new tab, as a download, and Close. */
export function FileViewerActions({ url, fileName, onClose }: TFileViewerActionsProps) {
  return (
    <DialogActions>
      <Button
        component="a"
        href={url ?? undefined}
        target="_blank"
        rel="noopener"
        disabled={!url}
        startIcon={<OpenInNewIcon />}
      >
        Open in new tab
      </Button>
      <Button component="a" href={url ?? undefined} download={fileName} disabled={!url}>
        Download
      </Button>
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    </DialogActions>
  );
}
