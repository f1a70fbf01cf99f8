import {
  COMMENT_SECTIONS,
  INTERNAL_NOTE_MAX,
  WHOLE_APPLICATION,
  type TFieldDescriptor,
  type TInternalNoteFormValues,
} from '@docapply/contracts';

export type TNoteField = keyof TInternalNoteFormValues;

export const NOTE_SECTION_OPTIONS = [
  { value: WHOLE_APPLICATION, label: 'Whole application' },
  ...COMMENT_SECTIONS.map((section) => ({ value: section, label: `Section ${section}` })),
];

/** The note form's fields: drawn by the form, and as they look by its stand-in until it loads. */
export const NOTE_FIELDS = {
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

export const EMPTY_NOTE: TInternalNoteFormValues = { section: WHOLE_APPLICATION, message: '' };

/** A control of the note form: a field or its submit button. */
export type TNoteControl = TNoteField | 'submit';

/** What the stand-in hands the form when it arrives: what was typed, and what to carry on with. */
export type TNoteFormStart = {
  values: TInternalNoteFormValues;
  /** "Add note" was pressed before the form's code came: it is sent once it is in. */
  isSubmitting: boolean;
};
