import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { COMMENT_SECTIONS } from './constants';
import { INTERNAL_NOTE_MAX, WHOLE_APPLICATION } from './internal-notes-labels';

export * from './internal-notes-labels';

/**
 * The office's internal notes on an application (issue 13, part 4): written and read by the
 * administrators of the application's hospital only, never part of anything the doctor sees.
 * A note is evidence: it is never edited or deleted.
 */

export const ZInternalNoteSection = z.enum(COMMENT_SECTIONS, {
  error: 'Choose the whole application or a section from A to D',
});
export type TInternalNoteSection = z.infer<typeof ZInternalNoteSection>;

const ZNoteMessage = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(INTERNAL_NOTE_MAX, `At most ${INTERNAL_NOTE_MAX} characters`);

/** POST /admin/applications/{id}/notes. No section (or null): a note on the whole application. */
export const ZCreateInternalNoteRequest = z.strictObject({
  section: ZInternalNoteSection.nullable().optional(),
  message: ZNoteMessage,
});
export type TCreateInternalNoteRequest = z.input<typeof ZCreateInternalNoteRequest>;

export const ZInternalNote = z.object({
  id: z.string(),
  applicationId: z.string(),
  section: ZInternalNoteSection.nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** Null once the author's account is gone. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TInternalNote = z.infer<typeof ZInternalNote>;

/** GET /admin/applications/{id}/notes: every note of the application, newest first. */
export const ZInternalNoteList = z.object({ data: z.array(ZInternalNote) });
export type TInternalNoteList = z.infer<typeof ZInternalNoteList>;

/** The review's note form: the section select's values, read into the request. */
export const ZInternalNoteForm = z
  .object({
    section: z.enum([WHOLE_APPLICATION, ...COMMENT_SECTIONS], { error: 'Choose where the note belongs' }),
    message: ZNoteMessage,
  })
  .transform(({ section, message }): TCreateInternalNoteRequest => ({
    section: section === WHOLE_APPLICATION ? null : section,
    message,
  }));
export type TInternalNoteFormValues = z.input<typeof ZInternalNoteForm>;
