import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid } from '@mui/material';
import {
  INTERNAL_NOTE_MESSAGES,
  ZInternalNoteForm,
  type TCreateInternalNoteRequest,
  type TInternalNoteFormValues,
} from '@docapply/contracts';
import { FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useCreateInternalNote } from '../api/notes';
import {
  EMPTY_NOTE as EMPTY,
  NOTE_FIELDS as FIELDS,
  type TNoteField,
  type TNoteControl,
  type TNoteFormStart,
} from './note-fields';

const FIELD_NAMES = ['section', 'message'] as const satisfies TNoteField[];
const ROWS: TFormFieldRow<TInternalNoteFormValues>[] = [[FIELDS.section], [FIELDS.message]];

// The schema reads the select's "whole" into the API's `section: null`.
const resolver = zodResolver(ZInternalNoteForm) as unknown as Resolver<
  TInternalNoteFormValues,
  unknown,
  TCreateInternalNoteRequest
>;

export type TInternalNoteFormProps = {
  applicationId: string;
  start: TNoteFormStart;
  /** The stand-in's control that has the focus, kept as it moves (null: none of them). */
  focusedRef: RefObject<TNoteControl | null>;
};

/** The control of the form that had focus in its stand-in (note-form-stand-in.tsx). */
const SELECTORS: Record<TNoteControl, string> = {
  section: '[role="combobox"]',
  message: 'textarea[name="message"]',
  submit: 'button[type="submit"]',
};

/**
 * Writes a note on the whole application or one section; the server's field messages land on the
 * fields. Once a note is added the focus is back in the emptied Note field, for the next one. It
 * takes over from its stand-in with what was typed there, the focus where it was, and a pressed
 * "Add note" sent.
 */
export function InternalNoteForm({ applicationId, start, focusedRef }: TInternalNoteFormProps) {
  const { showAlert } = useAlert();
  const createNote = useCreateInternalNote(applicationId);
  const formRef = useRef<HTMLFormElement>(null);
  const isAdded = useRef(false);
  const [addedCount, setAddedCount] = useState(0);
  const form = useForm<TInternalNoteFormValues, unknown, TCreateInternalNoteRequest>({
    resolver,
    defaultValues: start.values,
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      await createNote.mutateAsync(body);
      isAdded.current = true;
      showAlert({ type: 'success', message: INTERNAL_NOTE_MESSAGES.saved });
    },
  });
  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    await submit(event);
    if (!isAdded.current) {
      return;
    }
    isAdded.current = false;
    // Reset once the submit is over (it marks the form submitted last), and new fields that were
    // never visited: the emptied Note is not a mistake. The next note is often about the same section.
    form.reset({ ...EMPTY, section: form.getValues('section') });
    setAddedCount((count) => count + 1);
  };
  const [startOnce] = useState(start);
  // In the commit that puts the form in the stand-in's place: the next key pressed lands here.
  useLayoutEffect(() => {
    const form = formRef.current;
    const focused = focusedRef.current;
    // The focus went with the stand-in's control (not elsewhere meanwhile): it comes back here.
    const isLost = !document.activeElement || document.activeElement === document.body;
    if (focused && isLost) {
      const control = form?.querySelector<HTMLElement>(SELECTORS[focused]);
      control?.focus();
      if (control instanceof HTMLTextAreaElement) {
        control.setSelectionRange(control.value.length, control.value.length);
      }
    }
    if (startOnce.isSubmitting) {
      form?.requestSubmit();
    }
  }, [startOnce, focusedRef]);
  useEffect(() => {
    if (addedCount > 0) {
      formRef.current?.querySelector<HTMLElement>('textarea[name="message"]')?.focus();
    }
  }, [addedCount]);

  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void addNote(event)}
      aria-label="Add an internal note"
      data-print="hide"
    >
      <FormFieldGrid key={addedCount} control={form.control} onValidityChange={onValidityChange} rows={ROWS}>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={createNote.isPending}>
            Add note
          </Button>
        </Grid>
      </FormFieldGrid>
    </Box>
  );
}
