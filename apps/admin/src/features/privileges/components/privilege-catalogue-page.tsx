import { Typography } from '@mui/material';

/** Placeholder: being built. */
export function PrivilegeCataloguePage() {
  return (
    <Typography component="h1" variant="h4">
      PrivilegeCataloguePage
    </Typography>
  );
}
