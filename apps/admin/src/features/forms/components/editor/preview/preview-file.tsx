import { useId } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import type { TRenderFileProps } from '@docapply/ui';

/** What the preview stores as a "file": no upload ever happens here. */
export const SAMPLE_FILE_ID = 'preview-sample-file';

/** A document field in the preview: attaching a sample only marks it answered, nothing is sent. */
export function PreviewFile({ field, value, onChange, error, disabled }: TRenderFileProps) {
  const messageId = useId();
  const message = error ?? field.helperText;
  const isAttached = value !== '';
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" required={field.required}>
        {field.label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onClick={() => onChange(isAttached ? '' : SAMPLE_FILE_ID)}
        >
          {isAttached ? 'Remove the sample file' : 'Attach a sample file'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {isAttached
            ? 'sample.pdf (preview: nothing is uploaded)'
            : 'No file (preview: nothing is uploaded)'}
        </Typography>
      </Box>
      {message ? <FormHelperText id={messageId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

export function renderPreviewFile(props: TRenderFileProps) {
  return <PreviewFile {...props} />;
}
