import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

/**
 * The decision letter (issue 40): the board's decision as a letter to the doctor, sent within the
 * hospital's deadline (NCQA: 30 days) and kept by both sides; with the hospital's settings for it.
 */

export const LETTER_DEADLINE_DAYS_RANGE = { min: 1, max: 30 } as const;
export const LETTER_LIMITS = { notice: 4000, signatory: 300 } as const;

/** The notice a hospital starts with; its admins put it in their bylaws' own words. */
export const DEFAULT_HEARING_RIGHTS_NOTICE =
  'Under the medical staff bylaws you have the right to request a hearing on this decision. ' +
  'To do so, send a written request to the medical staff office within 30 days of receiving this ' +
  'letter. If we do not receive a request within 30 days, you waive your right to a hearing and ' +
  'this decision becomes final. The bylaws describe how the hearing is held and your rights during it.';

export const DECISION_LETTER_MESSAGES = {
  notFound: 'There is no decision letter for this application.',
  alreadySent: 'This letter was already sent to the doctor.',
  deadlineRange: `Enter a number from ${LETTER_DEADLINE_DAYS_RANGE.min} to ${LETTER_DEADLINE_DAYS_RANGE.max}`,
  wholeNumber: 'Enter a whole number',
} as const;

/** GET/PUT /admin/hospitals/{hospitalId}/letter-settings */
export const ZLetterSettings = z.strictObject({
  /** Days after the decision by which the letter must be sent. */
  letterDeadlineDays: z
    .number({ error: DECISION_LETTER_MESSAGES.wholeNumber })
    .int(DECISION_LETTER_MESSAGES.wholeNumber)
    .min(LETTER_DEADLINE_DAYS_RANGE.min, DECISION_LETTER_MESSAGES.deadlineRange)
    .max(LETTER_DEADLINE_DAYS_RANGE.max, DECISION_LETTER_MESSAGES.deadlineRange),
  /** Printed in a letter that denies a privilege or the application: the right to a hearing. */
  hearingRightsNotice: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(LETTER_LIMITS.notice, `At most ${LETTER_LIMITS.notice} characters`),
  /** Who signs the letters, name and title (one or more lines); null or empty: no signature block. */
  letterSignatory: z
    .string()
    .trim()
    .max(LETTER_LIMITS.signatory, `At most ${LETTER_LIMITS.signatory} characters`)
    .nullable(),
});
export type TLetterSettings = z.infer<typeof ZLetterSettings>;

/**
 * GET /admin/applications/{id}/decision-letter: the letter the board's decision produced (null
 * before the decision), and POST …/decision-letter/send's answer.
 */
export const ZDecisionLetter = z.object({
  applicationId: z.string(),
  /** The day of the decision (YYYY-MM-DD), the letter's date. */
  decidedOn: z.string(),
  outcome: z.enum(['approved', 'rejected']),
  /** A privilege or the application denied: the letter carries the hearing-rights notice. */
  isAdverse: z.boolean(),
  /** The last day to send it (YYYY-MM-DD). */
  dueOn: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TDecisionLetter = z.infer<typeof ZDecisionLetter>;

/** GET /applications/{id}/decision-letter: the doctor's letter once sent, else null. */
export const ZDoctorDecisionLetter = z.object({
  applicationId: z.string(),
  decidedOn: z.string(),
  outcome: z.enum(['approved', 'rejected']),
  sentAt: z.string(),
});
export type TDoctorDecisionLetter = z.infer<typeof ZDoctorDecisionLetter>;
