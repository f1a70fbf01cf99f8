import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { TEvaluationLinkView, TRecordEvaluationRequest } from '@docapply/contracts';
import { validateAnswers, type TFormAnswers } from '@docapply/rules';
import { FormField, FormFieldGrid, FormRenderer, isApiError, useAlert } from '@docapply/ui';
import { useRecordEvaluation } from '../api/evaluation-link';
import {
  CASE_FIELD_NAMES,
  CASE_ROWS,
  EMPTY_CASE,
  SIGNATURE_FIELD,
  caseResolver,
  type TCaseOutput,
  type TCaseValues,
} from '../lib/evaluation-form';

type TEvaluationFormProps = {
  token: string;
  view: TEvaluationLinkView;
  onDone: (message: string) => void;
  /** The FPPE was concluded or the link expired meanwhile (410). */
  onGone: (error: unknown) => void;
};

const NO_ERRORS: Record<string, string> = {};
const isCaseField = (name: string): name is (typeof CASE_FIELD_NAMES)[number] =>
  (CASE_FIELD_NAMES as readonly string[]).includes(name);

/** One case: its reference, day and judgement, the hospital's evaluation form, and the typed signature. */
export function EvaluationForm({ token, view, onDone, onGone }: TEvaluationFormProps) {
  const { definition } = view.form;
  const { showApiError } = useAlert();
  const record = useRecordEvaluation(token);
  const form = useForm<TCaseValues, unknown, TCaseOutput>({
    resolver: caseResolver,
    defaultValues: EMPTY_CASE,
  });
  const [answers, setAnswers] = useState<TFormAnswers>({});
  const [isTouched, setIsTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);

  const answerErrors = useMemo(
    () => (isTouched ? validateAnswers(definition, answers, { mode: 'submit' }).fieldErrors : NO_ERRORS),
    [isTouched, definition, answers],
  );
  const errors = useMemo(() => ({ ...answerErrors, ...serverErrors }), [answerErrors, serverErrors]);

  const errorCount = Object.keys(form.formState.errors).length + Object.keys(errors).length;

  const handleChange = useCallback((next: TFormAnswers) => {
    setAnswers(next);
    setServerErrors(NO_ERRORS);
  }, []);

  /** After a refused submit: the first invalid input takes focus. */
  const focusFirstError = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const send = async (values: TCaseOutput) => {
    try {
      const { message } = await record.mutateAsync({
        token,
        ...values,
        // A cleared answer is undefined here; JSON leaves its key out, as the contract expects.
        answers: answers as TRecordEvaluationRequest['answers'],
      });
      onDone(message);
    } catch (error) {
      if (isApiError(error) && error.statusCode === 410) {
        onGone(error);
      } else if (isApiError(error) && error.fields) {
        const answerFields: Record<string, string> = {};
        for (const [name, message] of Object.entries(error.fields)) {
          if (isCaseField(name)) {
            form.setError(name, { type: 'server', message });
          } else {
            answerFields[name] = message;
          }
        }
        setServerErrors(answerFields);
        focusFirstError();
      } else {
        showApiError(error);
      }
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    const hasAnswerErrors =
      Object.keys(validateAnswers(definition, answers, { mode: 'submit' }).fieldErrors).length > 0;
    await form.handleSubmit(
      (values) => (hasAnswerErrors ? focusFirstError() : send(values)),
      () => focusFirstError(),
    )();
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Record a case">
      <Stack spacing={6}>
        <FormFieldGrid control={form.control} rows={CASE_ROWS} />
        <Box component="section" aria-label={view.form.title}>
          <FormRenderer
            definition={definition}
            answers={answers}
            onChange={handleChange}
            errors={errors}
            touched={isTouched}
            disabled={record.isPending}
          />
        </Box>
        <Box component="section" aria-labelledby="signature-heading">
          <Typography id="signature-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Signature
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            I attest that this evaluation is my own, made in good faith from the case itself, and kept
            confidential as peer-review material. Type your full name, {view.evaluatorName}, to sign.
          </Typography>
          <Box sx={{ maxWidth: 420 }}>
            <FormField control={form.control} field={SIGNATURE_FIELD} />
          </Box>
        </Box>
        {isTouched && errorCount > 0 ? (
          <Alert severity="error">
            {errorCount === 1
              ? 'One answer needs your attention.'
              : `${errorCount} answers need your attention.`}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={record.isPending}>
            {record.isPending ? 'Recording…' : 'Sign and record'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
