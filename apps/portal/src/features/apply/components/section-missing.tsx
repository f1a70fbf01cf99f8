import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import type { TMissingItem } from '@docapply/rules';

/** Lists this long start folded, so the form itself stays in view. */
const FOLD_AFTER = 5;

/** What this section still needs; long lists fold behind a button. */
export function SectionMissing({ missing }: { missing: TMissingItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  if (missing.length === 0) {
    return <Alert severity="success">This section is complete.</Alert>;
  }
  const isFolded = missing.length > FOLD_AFTER && !isOpen;
  const count = missing.length === 1 ? '1 required answer' : `${missing.length} required answers`;
  return (
    <Alert
      severity="warning"
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
      action={
        missing.length > FOLD_AFTER ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
          >
            {isOpen ? 'Hide list' : 'Show list'}
          </Button>
        ) : undefined
      }
    >
      Still missing in this section: {count}.
      {isFolded ? null : (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 5 }}>
          {missing.map((item) => (
            <li key={item.path}>{item.label}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
