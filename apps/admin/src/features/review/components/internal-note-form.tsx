import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid } from '@mui/material';
import {
  COMMENT_SECTIONS,
  INTERNAL_NOTE_MAX,
  INTERNAL_NOTE_MESSAGES,
  WHOLE_APPLICATION,
  ZInternalNoteForm,
  type TCreateInternalNoteRequest,
  type TFieldDescriptor,
  type TInternalNoteFormValues,
} from '@docapply/contracts';
import { FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useCreateInternalNote } from '../api/notes';

type TNoteField = keyof TInternalNoteFormValues;

export const NOTE_SECTION_OPTIONS = [
  { value: WHOLE_APPLICATION, label: 'Whole application' },
  ...COMMENT_SECTIONS.map((section) => ({ value: section, label: `Section ${section}` })),
];

const FIELDS = {
  section: {
    name: 'section',
    type: 'select',
    label: 'About',
    required: true,
    options: NOTE_SECTION_OPTIONS,
  },
  message: {
    name: 'message',
    type: 'textarea',
    label: 'Note',
    required: true,
    rows: 3,
    helperText: `Up to ${INTERNAL_NOTE_MAX} characters`,
  },
} satisfies Record<TNoteField, TFieldDescriptor & { name: TNoteField }>;
const FIELD_NAMES = ['section', 'message'] as const satisfies TNoteField[];
const ROWS: TFormFieldRow<TInternalNoteFormValues>[] = [[FIELDS.section], [FIELDS.message]];
const EMPTY: TInternalNoteFormValues = { section: WHOLE_APPLICATION, message: '' };

// The schema reads the select's "whole" into the API's `section: null`.
const resolver = zodResolver(ZInternalNoteForm) as unknown as Resolver<
  TInternalNoteFormValues,
  unknown,
  TCreateInternalNoteRequest
>;

/**
 * Writes a note on the whole application or one section; the server's field messages land on the
 * fields. Once a note is added the focus is back in the emptied Note field, for the next one.
 */
export function InternalNoteForm({ applicationId }: { applicationId: string }) {
  const { showAlert } = useAlert();
  const createNote = useCreateInternalNote(applicationId);
  const formRef = useRef<HTMLFormElement>(null);
  const isAdded = useRef(false);
  const [addedCount, setAddedCount] = useState(0);
  const form = useForm<TInternalNoteFormValues, unknown, TCreateInternalNoteRequest>({
    resolver,
    defaultValues: EMPTY,
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
