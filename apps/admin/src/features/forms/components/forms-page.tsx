import { Typography } from '@mui/material';

/** Placeholder: being built. */
export function FormsPage() {
  return (
    <Typography component="h1" variant="h4">
      FormsPage
    </Typography>
  );
}
