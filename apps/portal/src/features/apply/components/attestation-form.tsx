import { useRef, useState } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { StepUpDialog, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSubmitApplication } from '../api/submit-application';
import { SubmitRule } from './submit-rule';

type TAttestationFormProps = {
  applicationId: string;
  hospitalName: string;
  isResubmission: boolean;
  /** False while the status report lists something missing. */
  canSubmit: boolean;
  /** The hospital's minimum of references (the submit rule says it); null until the report loads. */
  minReferences: number | null;
  onRefused: () => void;
};

/**
 * The signed attestation (typed full name, today's date) and the Submit (or Resubmit) button, which
 * asks the doctor to confirm it is them (StepUpDialog) before it sends.
 */
export function AttestationForm({
  applicationId,
  hospitalName,
  isResubmission,
  canSubmit,
  minReferences,
  onRefused,
}: TAttestationFormProps) {
  const [name, setName] = useState('');
  const { user } = useSession();
  // The server accepts only the account's name; say which, or a middle initial gets refused.
  const accountName = user ? `${user.name.first} ${user.name.last}`.trim() : '';
  const submit = useSubmitApplication();
  const { showAlert, showApiError } = useAlert();
  const today = formatDateTime(new Date(), DATE_DISPLAY_FORMAT);
  const isSigned = name.trim().length > 0;
  const action = isResubmission ? 'Resubmit' : 'Submit';
  // A double click sends once; after success the button stays disabled until the page moves on.
  const isSending = useRef(false);
  const isBusy = submit.isPending || submit.isSuccess;
  // The signature needs a fresh second factor: the dialog first, then the submit.
  const [isConfirming, setIsConfirming] = useState(false);

  const send = () => {
    if (isSending.current) {
      return;
    }
    isSending.current = true;
    submit.mutate(
      { applicationId, attestationName: name.trim() },
      {
        onSuccess: () =>
          showAlert({
            type: 'success',
            message: isResubmission
              ? `Your application to ${hospitalName} was resubmitted.`
              : `Your application to ${hospitalName} was submitted.`,
            navigateLink: paths.myApplication.getHref(applicationId),
          }),
        onError: (error) => {
          isSending.current = false;
          showApiError(error);
          onRefused();
        },
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="attestation-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id="attestation-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Attestation
      </Typography>
      <Typography sx={{ mt: 2 }}>
        I attest that the information in this application is true, correct and complete to the best of my
        knowledge. I understand that any misstatement or omission may be grounds for denial or loss of
        privileges, and I authorise {hospitalName} to verify it with the sources named.
      </Typography>
      <Box sx={{ mt: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label="Type your full name to sign"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoComplete="name"
          helperText={accountName ? `As on your account: ${accountName}` : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField label="Date" value={today} slotProps={{ htmlInput: { readOnly: true } }} />
      </Box>
      {minReferences === null ? null : (
        <SubmitRule
          id="submit-rule"
          minReferences={minReferences}
          action={isResubmission ? 'resubmit' : 'submit'}
        />
      )}
      {canSubmit ? null : (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {action} becomes available when nothing is missing.
        </Typography>
      )}
      {isConfirming ? (
        <StepUpDialog
          site="portal"
          action={action}
          intro="Only you can sign your application. Confirm it is you, then it is sent."
          onConfirmed={() => {
            setIsConfirming(false);
            send();
          }}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
      <Button
        variant="contained"
        size="large"
        onClick={() => setIsConfirming(true)}
        disabled={!isSigned || !canSubmit || isBusy}
        aria-describedby={minReferences === null ? undefined : 'submit-rule'}
        sx={{ mt: 5 }}
      >
        {action}
      </Button>
    </Paper>
  );
}
