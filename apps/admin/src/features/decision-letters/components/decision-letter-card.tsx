import { Suspense, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Stack, Typography } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { TDecisionLetter } from '@docapply/contracts';
import { DATE_FORMAT } from '@docapply/rules';
import {
  SectionCard,
  formatDay,
  formatMoment,
  getErrorMessage,
  lazyComponent,
  useAlert,
  useHasOpened,
  PdfDownloadButton,
  preloadOnIntent,
} from '@docapply/ui';
import { useDownloadDecisionLetter } from '../api/download-decision-letter';
import { useDecisionLetter } from '../api/get-decision-letter';
import { useSendDecisionLetter } from '../api/send-decision-letter';

const HEADING_ID = 'decision-letter-heading';

// The confirmation's code (MUI's dialog) loads when "Send to the doctor" is first pressed.
const SendLetterDialog = lazyComponent(
  () => import('./send-letter-dialog'),
  (module) => module.SendLetterDialog,
);

/** Sent (when and by whom), or when it is due and whether that day has passed. */
function LetterState({ letter }: { letter: TDecisionLetter }) {
  if (letter.sentAt) {
    return (
      <Alert severity="success">
        Sent to the doctor on {formatMoment(letter.sentAt)}
        {letter.sentBy ? ` by ${letter.sentBy.name}` : ''}. They can download it from their application.
      </Alert>
    );
  }
  const isLate = dayjs().format(DATE_FORMAT) > letter.dueOn;
  return isLate ? (
    <Alert severity="error">Not sent yet. It was due on {formatDay(letter.dueOn)}.</Alert>
  ) : (
    <Alert severity="warning">Not sent yet. Please send it by {formatDay(letter.dueOn)}.</Alert>
  );
}

function SendButton({ applicationId }: { applicationId: string }) {
  const [isAsking, setIsAsking] = useState(false);
  const send = useSendDecisionLetter(applicationId);
  const { showAlert } = useAlert();
  const hasAsked = useHasOpened(isAsking);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SendOutlinedIcon />}
        onClick={() => setIsAsking(true)}
        {...preloadOnIntent(SendLetterDialog)}
      >
        Send to the doctor
      </Button>
      {send.isError ? <Alert severity="error">{getErrorMessage(send.error)}</Alert> : null}
      {hasAsked ? (
        <Suspense fallback={null}>
          <SendLetterDialog
            isOpen={isAsking}
            isBusy={send.isPending}
            onClose={() => setIsAsking(false)}
            onConfirm={() =>
              send.mutate(undefined, {
                onSuccess: () => {
                  setIsAsking(false);
                  showAlert({ type: 'success', message: 'The decision letter was sent to the doctor.' });
                },
                onError: () => setIsAsking(false),
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}

function LetterDetails({ applicationId, letter }: { applicationId: string; letter: TDecisionLetter }) {
  const download = useDownloadDecisionLetter(applicationId);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        The board decided on {formatDay(letter.decidedOn)}: application{' '}
        {letter.outcome === 'approved' ? 'approved' : 'not approved'}.
        {letter.isAdverse ? ' The letter includes your hearing-rights notice.' : ''}
      </Typography>
      <LetterState letter={letter} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PdfDownloadButton isPending={download.isPending} onClick={() => download.mutate()}>
          Download letter
        </PdfDownloadButton>
        {letter.sentAt ? null : <SendButton applicationId={applicationId} />}
      </Stack>
      {download.isError ? (
        <Alert severity="error">The letter could not be downloaded. {getErrorMessage(download.error)}</Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The decision letter on an application's review (issue 40): its due day, whether it was sent,
 * downloading it and sending it to the doctor. Nothing shows before the board has decided.
 */
export function DecisionLetterCard({ applicationId }: { applicationId: string }) {
  const letter = useDecisionLetter(applicationId);
  if (letter.data === null) {
    return null;
  }
  return (
    <SectionCard id={HEADING_ID} overline="Decision" title="Decision letter">
      {letter.isPending ? (
        <Typography role="status" color="text.secondary">
          Loading the decision letter...
        </Typography>
      ) : letter.data ? (
        <LetterDetails applicationId={applicationId} letter={letter.data} />
      ) : (
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void letter.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(letter.error)}
        </Alert>
      )}
    </SectionCard>
  );
}
