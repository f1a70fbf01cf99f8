import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TSaveFormResponseResult } from '@docapply/contracts';
import { validateAnswers, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import { isApiError, useAlert, useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { saveFormResponse } from './api/save-form-response';
import { blankPaths } from './strip-invalid';

/** How long typing must pause before the answers are sent. */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

/** idle: nothing typed yet; saving: typed or sending; retrying: the last send failed. */
export type TSaveState = 'idle' | 'saving' | 'saved' | 'retrying' | 'stopped';

type TAutosaveOptions = {
  responseId: string;
  definition: TFormDefinition;
  initialAnswers: TFormAnswers;
  /** Each save's answer (the form's completeness as the server counts it), for a page that shows it. */
  onSaved?: (saved: TSaveFormResponseResult) => void;
};

function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) {
    return true;
  }
  return (
    error.statusCode === 0 || error.statusCode === 408 || error.statusCode === 429 || error.statusCode >= 500
  );
}

/**
 * Keeps a form's answers and saves them as a draft while the doctor types: one request per pause,
 * never two at once, retried with back-off when the network or server fails, and sent at once
 * when the page closes. Malformed values stay on screen (with their message) and are sent blank.
 */
export function useAutosave({ responseId, definition, initialAnswers, onSaved }: TAutosaveOptions) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { showApiError } = useAlert();
  const [answers, setAnswers] = useState<TFormAnswers>(initialAnswers);
  const [saveState, setSaveState] = useState<TSaveState>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const pending = useRef<TFormAnswers | null>(null);
  const isSending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryMs = useRef(RETRY_FIRST_MS);

  // Format messages (an NPI with a wrong check digit...) appear when typing pauses, not mid-word.
  const [formatErrors, setFormatErrors] = useState<Record<string, string>>({});

  const toPayload = useCallback(
    (next: TFormAnswers) => {
      const invalid = validateAnswers(definition, next, { mode: 'draft' }).fieldErrors;
      return { invalid, payload: blankPaths(next, Object.keys(invalid)) };
    },
    [definition],
  );

  // A save may outlive the page that started it (sent as it closes): the latest page hears of it.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  // The page that shows the server's answer gets it; the reports and lists, which count the whole
  // application, now hold old percentages: read them again (the ones on screen at once).
  const afterSave = useCallback(
    (saved: TSaveFormResponseResult) => {
      onSavedRef.current?.(saved);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.statusReports() });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' });
    },
    [queryClient],
  );

  // The retry timer calls the latest `send` through this ref (a callback cannot name itself).
  const sendRef = useRef<() => Promise<void>>(async () => undefined);

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (isSending.current) {
      return;
    }
    // Answers typed while a request was out are sent right after it, until none are waiting.
    for (let next = pending.current; next; next = pending.current) {
      pending.current = null;
      isSending.current = true;
      setSaveState('saving');
      const { invalid, payload } = toPayload(next);
      setFormatErrors(invalid);
      let saved: TSaveFormResponseResult;
      try {
        saved = await saveFormResponse(api, responseId, payload);
      } catch (error) {
        isSending.current = false;
        pending.current ??= next;
        if (isApiError(error) && error.statusCode === 400 && error.fields) {
          setServerErrors(error.fields);
          setSaveState('stopped');
        } else if (isRetryable(error)) {
          setSaveState('retrying');
          timer.current = setTimeout(() => void sendRef.current(), retryMs.current);
          retryMs.current = Math.min(retryMs.current * 2, RETRY_MAX_MS);
        } else {
          setSaveState('stopped');
          showApiError(error);
        }
        return;
      }
      retryMs.current = RETRY_FIRST_MS;
      setServerErrors({});
      isSending.current = false;
      afterSave(saved);
    }
    setSaveState('saved');
  }, [api, responseId, toPayload, afterSave, showApiError]);

  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const onChange = useCallback(
    (next: TFormAnswers) => {
      setAnswers(next);
      pending.current = next;
      setSaveState('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [send],
  );

  // Leaving the page (or the step's component) sends what is still waiting; closing the tab warns.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || isSending.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      const next = pending.current;
      if (next) {
        pending.current = null;
        saveFormResponse(api, responseId, toPayload(next).payload)
          .then(afterSave)
          .catch(() => undefined);
      }
    };
  }, [api, responseId, toPayload, afterSave]);

  // One object per distinct set of messages, so memoised form rows are not re-rendered for nothing.
  const errorsKey = JSON.stringify({ ...formatErrors, ...serverErrors });
  const errors = useMemo(() => JSON.parse(errorsKey) as Record<string, string>, [errorsKey]);
  const hasUnsaved = saveState === 'saving' || saveState === 'retrying' || saveState === 'stopped';
  const flush = useCallback(() => send(), [send]);
  return {
    answers,
    onChange,
    flush,
    saveState,
    errors,
    invalidCount: Object.keys(formatErrors).length,
    hasUnsaved,
  };
}
