import { useRef, type ChangeEvent } from 'react';
import { Button, Stack } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PublishIcon from '@mui/icons-material/Publish';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';

type TEditorActionsProps = {
  canSave: boolean;
  canPublish: boolean;
  /** "Discard draft" for a saved draft, "Discard changes" for unsaved ones only, null for neither. */
  discardLabel: string | null;
  isBusy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  onHistory: () => void;
};

/** The editor's buttons: the version's steps first, then the file and the history. */
export function EditorActions(props: TEditorActionsProps) {
  const { canSave, canPublish, discardLabel, isBusy } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after fixing it.
    event.target.value = '';
    if (file) {
      props.onImport(file);
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Button
        variant="contained"
        startIcon={<SaveOutlinedIcon />}
        disabled={!canSave || isBusy}
        onClick={props.onSave}
      >
        Save draft
      </Button>
      <Button
        variant="outlined"
        startIcon={<PublishIcon />}
        disabled={!canPublish || isBusy}
        onClick={props.onPublish}
      >
        Publish
      </Button>
      {discardLabel ? (
        <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={isBusy} onClick={props.onDiscard}>
          {discardLabel}
        </Button>
      ) : null}
      <Button startIcon={<FileDownloadOutlinedIcon />} onClick={props.onExport}>
        Export JSON
      </Button>
      <Button
        startIcon={<FileUploadOutlinedIcon />}
        disabled={isBusy}
        onClick={() => fileInput.current?.click()}
      >
        Import JSON
      </Button>
      {/* Out of the tab order and the page: the button above opens its file chooser. */}
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Form JSON file"
        hidden
        onChange={pickFile}
      />
      <Button startIcon={<HistoryIcon />} onClick={props.onHistory}>
        History
      </Button>
    </Stack>
  );
}
