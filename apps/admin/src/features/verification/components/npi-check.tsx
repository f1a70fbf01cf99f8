import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { TVerificationItem } from '@docapply/contracts';
import { VisuallyHidden, useAlert, useFocusOnChange } from '@docapply/ui';
import { useCheckVerification } from '../api/check-verification';
import { VerificationChecks } from './verification-checks';

const CHECKING = 'Verifying with NPPES…';

type TNpiCheckProps = {
  applicationId: string;
  item: TVerificationItem;
  /** Opens "Record verification" for this item (the registry did not answer). */
  onVerifyByHand: () => void;
};

/**
 * The NPI item's look-up in the NPPES NPI Registry: the button, then what the registry said field by
 * field, or that it did not answer, with a retry and the manual way. After a look-up focus goes to
 * its result, so a keyboard or screen-reader user reads it next.
 */
export function NpiCheck({ applicationId, item, onVerifyByHand }: TNpiCheckProps) {
  const check = useCheckVerification(applicationId, item.id);
  const { showApiError } = useAlert();
  const [checkCount, setCheckCount] = useState(0);
  const resultRef = useFocusOnChange<HTMLDivElement>(checkCount);
  const run = () =>
    check.mutate(undefined, {
      onSuccess: () => setCheckCount((count) => count + 1),
      onError: (error) => showApiError(error),
    });
  const hasResult = item.checks.length > 0 || item.lastError !== null || checkCount > 0;

  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<ManageSearchIcon />}
          loading={check.isPending}
          loadingPosition="start"
          onClick={run}
        >
          {check.isPending ? CHECKING : 'Verify with NPPES'}
        </Button>
        {/* Read out while the registry is asked: the button changes silently. */}
        <Box role="status">
          <VisuallyHidden>{check.isPending ? CHECKING : ''}</VisuallyHidden>
        </Box>
      </Box>
      {hasResult ? (
        <Stack ref={resultRef} spacing={2}>
          <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 700 }}>
            NPPES NPI Registry result
          </Typography>
          {item.lastError ? (
            <Alert severity="error">
              {item.lastError}
              {/* Under the message, not beside it: on a phone the two buttons keep their width. */}
              <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 2 }}>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  onClick={run}
                  disabled={check.isPending}
                >
                  Try again
                </Button>
                <Button color="inherit" size="small" variant="outlined" onClick={onVerifyByHand}>
                  Verify by hand
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {item.checks.length > 0 ? (
            <VerificationChecks
              checks={item.checks}
              label="Checks against the NPPES NPI Registry"
              foundHeader="Registry says"
            />
          ) : null}
          {!item.lastError && item.checks.length === 0 ? (
            <Typography color="text.secondary">The registry returned nothing to compare.</Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
