import { useId, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  SUPERVISION_RELATIONSHIP_LABELS,
  type TSupervisionAnswer,
  type TSupervisionRequest,
} from '@docapply/contracts';
import { isApiError } from '@docapply/ui';

type TSupervisionAnswerProps = {
  request: TSupervisionRequest;
  /** Sends the answer; rejects with the API's error (field errors are shown beside the name). */
  onAnswer: (answer: TSupervisionAnswer) => Promise<unknown>;
  isPending: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A request to supervise or collaborate with an advanced practice provider (issue 42): who, where,
 * which privileges; the physician signs a confirmation by typing their full name, or declines.
 * The dashboard card and the page the emailed link opens both show it.
 */
export function SupervisionAnswer({
  request,
  onAnswer,
  isPending,
  headingLevel = 'h3',
}: TSupervisionAnswerProps) {
  const headingId = useId();
  const [signedName, setSignedName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (answer: TSupervisionAnswer) => {
    setError(null);
    setProblem(null);
    onAnswer(answer).catch((reason: unknown) => {
      if (isApiError(reason) && reason.fields?.signedName) {
        setError(reason.fields.signedName);
      } else {
        setProblem(isApiError(reason) ? reason.message : 'Something went wrong. Please try again.');
      }
    });
  };

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id={headingId} component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
        Confirm supervision of {request.practitionerName}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {request.hospitalName}: {request.practitionerName} named you as their{' '}
        {SUPERVISION_RELATIONSHIP_LABELS[request.relationship].toLowerCase()}. The agreement covers:
      </Typography>
      <Box component="ul" sx={{ mt: 2, mb: 4 }}>
        {request.privileges.map((privilege) => (
          <li key={privilege.privilegeId}>
            {privilege.name} ({privilege.department})
          </li>
        ))}
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack
        component="form"
        spacing={3}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ decision: 'confirm', signedName });
        }}
      >
        <TextField
          label="Type your full name to sign"
          value={signedName}
          onChange={(event) => setSignedName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Your typed name is your signature confirming the agreement.'}
          autoComplete="name"
          required
        />
        <Stack direction="row" spacing={3}>
          <Button type="submit" variant="contained" disabled={isPending}>
            Confirm
          </Button>
          <Button
            type="button"
            variant="outlined"
            color="error"
            disabled={isPending}
            onClick={() => send({ decision: 'decline' })}
          >
            Decline
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
