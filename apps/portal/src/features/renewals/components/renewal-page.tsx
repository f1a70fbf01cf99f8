import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { TRenewalResult } from '@docapply/contracts';
import { FullScreenLoader, getErrorMessage, isApiError } from '@docapply/ui';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { useRenewalDocument } from '../api/get-renewal-document';
import { RenewalDone } from './renewal-done';
import { RenewalForm } from './renewal-form';
import { RenewalSummary } from './renewal-summary';

const TITLE = 'Renew a document';
const INTRO =
  'Upload the renewed copy and its new expiry date. Your application stays as it is: the hospitals see the renewal in your file at once.';

function BackToDashboard() {
  return (
    <Box>
      <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
        Go to your dashboard
      </Button>
    </Box>
  );
}

function Renewal({ applicationId, documentKey }: { applicationId: string; documentKey: string }) {
  const document = useRenewalDocument(applicationId, documentKey);
  const [result, setResult] = useState<TRenewalResult | null>(null);
  // A missing document or a draft explains itself on the page; other failures get the alert too.
  const isExplained = isApiError(document.error) && [404, 409].includes(document.error.statusCode);
  useReportQueryError(isExplained ? null : document.error);

  if (document.isPending) {
    return <FullScreenLoader message="Loading the document..." />;
  }
  if (!document.data) {
    return (
      <PageSection title="This document cannot be renewed here">
        <Alert severity="info">{getErrorMessage(document.error)}</Alert>
        <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {isExplained ? null : (
            <Button variant="outlined" onClick={() => void document.refetch()}>
              Try again
            </Button>
          )}
          <BackToDashboard />
        </Stack>
      </PageSection>
    );
  }
  return (
    <PageSection title={TITLE} intro={INTRO}>
      {result ? (
        <RenewalDone result={result} />
      ) : (
        <>
          <RenewalSummary document={document.data} />
          <RenewalForm document={document.data} onRenewed={setResult} />
        </>
      )}
    </PageSection>
  );
}

/** /renew?application=…&document=…: the reminder email's link; signed-in doctors only. */
export function RenewalPage() {
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('application');
  const documentKey = searchParams.get('document');
  if (!applicationId || !documentKey) {
    return (
      <PageSection title={TITLE}>
        <Alert severity="info">Open the renewal from a reminder email or from your dashboard.</Alert>
        <BackToDashboard />
      </PageSection>
    );
  }
  return (
    <Renewal
      key={`${applicationId}:${documentKey}`}
      applicationId={applicationId}
      documentKey={documentKey}
    />
  );
}
