import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { FILE_ACCEPT } from '@docapply/contracts';
import { formatFileSize } from '@docapply/ui';

type TFileValues = Record<string, unknown>;

export type TAttachFileFieldProps<TValues extends TFileValues> = {
  control: Control<TValues>;
  /** The form value holding the chosen file (File | null), and the server's field of the same name. */
  name: keyof TValues & string;
  label: string;
  /** What to choose, shown until a message takes its place. */
  hint: string;
  /** The button that opens the chooser, and the chooser's own accessible name. */
  attachLabel: string;
  inputLabel: string;
  accept?: string;
};

/**
 * A file chosen for a form (a verification's evidence, an NPDB response), kept in the form until it
 * is saved: sent with the other fields in one request. The form's schema says what a file may be;
 * the server's message about it (the field `name`) shows here too.
 */
export function AttachFileField<TValues extends TFileValues>({
  control,
  name,
  label,
  hint,
  attachLabel,
  inputLabel,
  accept = FILE_ACCEPT,
}: TAttachFileFieldProps<TValues>) {
  const { field, fieldState } = useController({
    control: control as unknown as Control<TFileValues>,
    name,
  });
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const messageId = useId();
  const file = field.value instanceof File ? field.value : null;
  const message = fieldState.error?.message;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) {
      field.onChange(chosen);
    }
  };
  const remove = () => {
    field.onChange(null);
    // The Remove button goes with the file: the Attach button takes its place and the focus.
    requestAnimationFrame(() => chooseButton.current?.focus());
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={messageId}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography id={messageId} variant="body2" color={message ? 'error' : 'text.secondary'}>
        {message ?? hint}
      </Typography>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        {file ? (
          <>
            <InsertDriveFileOutlinedIcon color="action" aria-hidden />
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size)}
            </Typography>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              aria-label={`Remove ${file.name}`}
              onClick={remove}
            >
              Remove
            </Button>
          </>
        ) : (
          <Button
            ref={chooseButton}
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
          >
            {attachLabel}
          </Button>
        )}
      </Stack>
      {/* Out of the tab order and the page: the Attach button opens its file chooser. */}
      <input ref={input} type="file" accept={accept} aria-label={inputLabel} hidden onChange={choose} />
    </Box>
  );
}
