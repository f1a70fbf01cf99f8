import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={introId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Save your recovery codes</DialogTitle>
      <DialogContent>
        <Typography id={introId} color="text.secondary" sx={{ mb: 4 }}>
          If you lose your phone or passkey, each code signs you in once. Keep them somewhere safe, such as a
          password manager. We will not show them again.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 2,
            listStyle: 'none',
            p: 4,
            m: 0,
            borderRadius: 2,
            bgcolor: 'grey.100',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '1rem',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>Copy codes</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          I have saved them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
