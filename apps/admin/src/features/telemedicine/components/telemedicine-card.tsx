import { Suspense, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { TProxyDecision } from '@docapply/contracts';
import {
  FactList,
  SectionCard,
  formatDay,
  formatFileSize,
  getErrorMessage,
  lazyComponent,
  useAlert,
  preloadOnIntent,
} from '@docapply/ui';
import { useDownloadDocument } from '../api/agreements';
import { proxyPath, useApplicationTelemedicine } from '../api/proxy';

// The dialog's code (its form, MUI's dialog) loads when it is first opened.
const RecordProxyDialog = lazyComponent(
  () => import('./record-proxy-dialog'),
  (module) => module.RecordProxyDialog,
);

/** What the distant site decided, each requested privilege granted there or not, and its PDF. */
function ProxyFacts({ applicationId, proxy }: { applicationId: string; proxy: TProxyDecision }) {
  const { showApiError } = useAlert();
  const download = useDownloadDocument();
  const { agreement } = proxy;
  return (
    <Stack spacing={2}>
      <FactList
        facts={[
          [
            'Distant site',
            agreement.ccn ? `${agreement.distantSiteName} (CCN ${agreement.ccn})` : agreement.distantSiteName,
          ],
          ['Agreement signed on', formatDay(agreement.signedOn)],
          ['Decided on', formatDay(proxy.decidedOn)],
          ['Appointment ends on', formatDay(proxy.appointmentEndsOn)],
          ['Recorded by', proxy.recordedBy?.name ?? 'Former administrator'],
        ]}
      />
      <Stack component="ul" aria-label="Privileges as the distant site decided" sx={{ m: 0, pl: 5 }}>
        {proxy.privileges.map((privilege) => (
          <li key={privilege.privilegeId}>
            {privilege.name} ({privilege.department}): {privilege.granted ? 'granted' : 'not granted'}
          </li>
        ))}
      </Stack>
      {proxy.document ? (
        <div>
          <Button
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            loading={download.isPending}
            loadingPosition="start"
            aria-label={`Download decision: ${proxy.document.name} (${formatFileSize(proxy.document.size)})`}
            onClick={() =>
              download.mutate(
                {
                  path: proxyPath(applicationId, 'document'),
                  fallbackName: proxy.document?.name ?? 'decision.pdf',
                },
                { onError: (error) => showApiError(error) },
              )
            }
          >
            Download decision
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

function Telemedicine({ applicationId }: { applicationId: string }) {
  const query = useApplicationTelemedicine(applicationId);
  const [isRecording, setIsRecording] = useState(false);
  if (query.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Loading telemedicine by proxy...
      </Typography>
    );
  }
  if (!query.data) {
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(query.error)}
      </Alert>
    );
  }
  const { proxy, blockedBecause } = query.data;
  return (
    <Stack spacing={4}>
      {proxy ? (
        <ProxyFacts applicationId={applicationId} proxy={proxy} />
      ) : (
        <Typography color="text.secondary">
          For a practitioner who provides telemedicine services, record the privileging decision of the
          distant-site hospital: the file then goes straight to the board, which grants only what the distant
          site granted.
        </Typography>
      )}
      {blockedBecause ? (
        proxy ? null : (
          <Typography color="text.secondary">{blockedBecause}</Typography>
        )
      ) : (
        <div>
          <Button
            variant="outlined"
            onClick={() => setIsRecording(true)}
            {...preloadOnIntent(RecordProxyDialog)}
          >
            {proxy ? 'Replace the distant site’s decision' : 'Record the distant site’s decision'}
          </Button>
        </div>
      )}
      {isRecording ? (
        <Suspense fallback={null}>
          <RecordProxyDialog
            applicationId={applicationId}
            data={query.data}
            onClose={() => setIsRecording(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Telemedicine by proxy (issue 40): the distant site's privileging decision the board relies on. */
export function TelemedicineCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="telemedicine-heading" title="Telemedicine by proxy">
      <Telemedicine applicationId={applicationId} />
    </SectionCard>
  );
}
