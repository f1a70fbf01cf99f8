import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { requiredEmail, requiredText, trimmedText } from './text-fields';

/** A hospital's FPPE settings (issue 41): what its practitioners see, reminders, department chairs. */

/** What the practitioner sees of their FPPEs (the hospital's setting). */
export const FPPE_RELEASES = ['progress-and-conclusion', 'progress', 'expected'] as const;
export type TFppeRelease = (typeof FPPE_RELEASES)[number];
export const FPPE_RELEASE_LABELS: Record<TFppeRelease, string> = {
  'progress-and-conclusion': 'What is expected, progress and the conclusion',
  progress: 'What is expected and progress only',
  expected: 'What is expected only',
};

/** GET/PUT /admin/hospitals/{hospitalId}/fppe-settings. */
export const ZFppeSettings = z.strictObject({
  release: z.enum(FPPE_RELEASES, MESSAGES.required),
  /** Reminders go to evaluators and the chair this many days before the due date. */
  reminderDays: z.number().int().min(1, 'At least 1').max(90, 'At most 90'),
  /** Each department's chair, by email (a staff account; a newcomer is invited). */
  chairs: z.array(
    z.strictObject({
      department: requiredText(120),
      email: requiredEmail(),
      name: trimmedText(200).optional(),
    }),
  ),
});
export type TFppeSettings = z.input<typeof ZFppeSettings>;
