import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { FILE_ACCEPT } from '@docapply/contracts';
import { formatFileSize } from '@docapply/ui';

type TEvidenceValues = { evidence: File | null };

/**
 * The evidence of a verification (a screenshot of the look-up, the board's letter), kept in the
 * form until it is saved: sent with the other fields in one request. The form's schema says what a
 * file may be; the server's message about it (`evidence`) shows here too.
 */
export function EvidenceFileField<TValues extends TEvidenceValues>({
  control,
}: {
  control: Control<TValues>;
}) {
  const { field, fieldState } = useController({
    control: control as unknown as Control<TEvidenceValues>,
    name: 'evidence',
  });
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const messageId = useId();
  const file = field.value;
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
        Evidence (optional)
      </Typography>
      <Typography id={messageId} variant="body2" color={message ? 'error' : 'text.secondary'}>
        {message ?? 'A screenshot of the look-up or the letter: PDF, PNG or JPEG, up to 10 MB'}
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
            Attach evidence
          </Button>
        )}
      </Stack>
      {/* Out of the tab order and the page: the Attach button opens its file chooser. */}
      <input
        ref={input}
        type="file"
        accept={FILE_ACCEPT}
        aria-label="Evidence file"
        hidden
        onChange={choose}
      />
    </Box>
  );
}
