import { Typography } from '@mui/material';

/** Placeholder: being built. */
export function FormEditorPage() {
  return (
    <Typography component="h1" variant="h4">
      FormEditorPage
    </Typography>
  );
}
