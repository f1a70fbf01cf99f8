// internal-notes's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
export const INTERNAL_NOTE_MAX = 5000;

/** The form's value for a note on the application as a whole (the API's `section: null`). */
export const WHOLE_APPLICATION = 'whole' as const;

export const INTERNAL_NOTE_MESSAGES = {
  saved: 'Note added.',
  privacy: "Only your hospital's office sees these notes; the doctor never does.",
  permanence: 'Notes are kept as written: they cannot be edited or deleted.',
} as const;
