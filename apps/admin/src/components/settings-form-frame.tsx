import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Box, Button, Paper } from '@mui/material';

/**
 * The frame of one hospital's settings form (verification, decision letters, temporary privileges):
 * an outlined form named `label`, its fields, and "Save settings" at the end, which stays focusable
 * while the save runs.
 */
export function SettingsFormFrame({
  label,
  onSubmit,
  isSaving,
  children,
}: {
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, sm: 8 } }}
    >
      {children}
      <Box sx={{ mt: 8, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" aria-disabled={isSaving}>
          Save settings
        </Button>
      </Box>
    </Paper>
  );
}
