import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { TOpenRequestLinkValues, TRequestKind, TRespondResponse } from '@docapply/contracts';
import { validateAnswers, type TFormAnswers } from '@docapply/rules';
import { FormRenderer, isApiError, useAlert } from '@docapply/ui';
import { useRespondToRequest, type TRespondInput } from '../api/respond-to-request';
import { KIND_TEXTS } from '../request-kinds';
import { DeclineDialog } from './decline-dialog';

type TRequestFormProps = {
  kind: TRequestKind;
  token: string;
  values: TOpenRequestLinkValues;
  onDone: (result: TRespondResponse) => void;
  /** The link stopped working meanwhile (used elsewhere, replaced or expired). */
  onGone: (error: unknown) => void;
};

const NO_ERRORS: Record<string, string> = {};

/** The hospital's form with Submit and Decline; the same rules as the server check it first. */
export function RequestForm({ kind, token, values, onDone, onGone }: TRequestFormProps) {
  const { definition } = values.form;
  const [answers, setAnswers] = useState<TFormAnswers>({});
  const [isTouched, setIsTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(NO_ERRORS);
  const [isDeclineOpen, setIsDeclineOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const respond = useRespondToRequest(kind);
  const { showApiError } = useAlert();
  const texts = KIND_TEXTS[kind];

  const clientErrors = useMemo(
    () => (isTouched ? validateAnswers(definition, answers, { mode: 'submit' }).fieldErrors : NO_ERRORS),
    [isTouched, definition, answers],
  );
  const errors = useMemo(() => ({ ...clientErrors, ...serverErrors }), [clientErrors, serverErrors]);
  const errorCount = Object.keys(errors).length;

  const handleChange = useCallback((next: TFormAnswers) => {
    setAnswers(next);
    setServerErrors(NO_ERRORS);
  }, []);

  /** After a refused submit: the first invalid input, else the summary, takes focus. */
  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? summaryRef.current)?.focus();
    });
  };

  const send = (input: TRespondInput) => {
    respond.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        setIsDeclineOpen(false);
        if (isApiError(error) && error.statusCode === 410) {
          onGone(error);
        } else if (isApiError(error) && error.fields) {
          setServerErrors(error.fields);
          focusFirstError();
        } else {
          showApiError(error);
        }
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (Object.keys(validateAnswers(definition, answers, { mode: 'submit' }).fieldErrors).length > 0) {
      focusFirstError();
      return;
    }
    send({ token, answers });
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-label={values.form.title}>
      {isTouched && errorCount > 0 ? (
        <Alert severity="error" ref={summaryRef} tabIndex={-1} sx={{ mb: 6 }}>
          {errorCount === 1
            ? 'One answer needs your attention.'
            : `${errorCount} answers need your attention.`}
        </Alert>
      ) : null}
      <FormRenderer
        definition={definition}
        answers={answers}
        onChange={handleChange}
        errors={errors}
        touched={isTouched}
        disabled={respond.isPending}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row-reverse' }}
        spacing={3}
        sx={{ mt: 8, justifyContent: 'flex-start' }}
      >
        <Button type="submit" variant="contained" size="large" disabled={respond.isPending}>
          {respond.isPending ? 'Sending…' : 'Submit'}
        </Button>
        <Button
          type="button"
          variant="outlined"
          color="error"
          size="large"
          disabled={respond.isPending}
          onClick={() => setIsDeclineOpen(true)}
        >
          Decline
        </Button>
      </Stack>
      <DeclineDialog
        isOpen={isDeclineOpen}
        title={texts.declineTitle}
        text={texts.declineText(values)}
        isBusy={respond.isPending}
        onCancel={() => setIsDeclineOpen(false)}
        onConfirm={() => send({ token, decline: true })}
      />
    </Box>
  );
}
