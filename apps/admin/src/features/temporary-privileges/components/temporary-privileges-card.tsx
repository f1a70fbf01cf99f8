import { Suspense, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { SectionCard, getErrorMessage, lazyComponent, preloadOnIntent } from '@docapply/ui';
import { useTemporaryPrivileges } from '../api/temporary-privileges';
import { GrantList } from './grant-list';

// The dialogs' code (their forms, MUI's dialog) loads when one is first opened.
const EndDialog = lazyComponent(
  () => import('./end-dialog'),
  (module) => module.EndDialog,
);
const GrantDialog = lazyComponent(
  () => import('./grant-dialog'),
  (module) => module.GrantDialog,
);

/**
 * The application's temporary privileges (issue 40): the grants, "Grant temporary privileges"
 * (signed) while none is in force, and "End now" on the one in force.
 */
export function TemporaryPrivilegesCard({ applicationId }: { applicationId: string }) {
  const list = useTemporaryPrivileges(applicationId);
  const [isGranting, setIsGranting] = useState(false);
  const [endingId, setEndingId] = useState<string | null>(null);
  return (
    <SectionCard id="temporary-privileges-heading" title="Temporary privileges">
      {list.isPending ? (
        <Typography role="status" color="text.secondary">
          Loading temporary privileges...
        </Typography>
      ) : null}
      {list.isError ? (
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data ? (
        <Stack spacing={3}>
          <Typography color="text.secondary">
            At most {list.data.maxDays} days at this hospital. They end by themselves after their last day,
            and when the application is decided.
          </Typography>
          <GrantList
            grants={list.data.data}
            renderAction={(grant) =>
              grant.state === 'active' ? (
                <Box sx={{ mt: 2 }}>
                  <Button
                    variant="outlined"
                    color="error"
                    size="small"
                    onClick={() => setEndingId(grant.id)}
                    {...preloadOnIntent(EndDialog)}
                  >
                    End now
                  </Button>
                </Box>
              ) : null
            }
          />
          {list.data.data.some((grant) => grant.state === 'active') ? null : (
            <Box>
              <Button
                variant="contained"
                onClick={() => setIsGranting(true)}
                {...preloadOnIntent(GrantDialog)}
                disabled={list.data.requested.length === 0}
              >
                Grant temporary privileges
              </Button>
            </Box>
          )}
          <Suspense fallback={null}>
            {isGranting ? (
              <GrantDialog
                applicationId={applicationId}
                list={list.data}
                onClose={() => setIsGranting(false)}
              />
            ) : null}
            {endingId ? (
              <EndDialog applicationId={applicationId} grantId={endingId} onClose={() => setEndingId(null)} />
            ) : null}
          </Suspense>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
