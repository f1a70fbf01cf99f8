import { z } from 'zod';

/**
 * An application's audit trail as its hospital's administrators read it on the review (issue 13,
 * part 7): every audit row that concerns the application, newest first.
 */
export const APPLICATION_AUDIT_PAGE_SIZE = 50;

/**
 * GET /admin/applications/{id}/audit?cursor=
 * - cursor: opaque, from the previous page's `nextCursor`; without it the newest page. A malformed
 *   cursor is 400 (code BAD_REQUEST, field `cursor`).
 */
export const ZApplicationAuditQuery = z.strictObject({ cursor: z.string().max(512).optional() });
export type TApplicationAuditQuery = z.infer<typeof ZApplicationAuditQuery>;

const ZAuditValues = z.record(z.string(), z.unknown()).nullable();

export const ZApplicationAuditEntry = z.object({
  id: z.string(),
  /** When (ISO). */
  at: z.string(),
  /** Who: name and email as they were at the time; null for a person without an account (a referee). */
  actor: z.string().nullable(),
  /** The doctor's delegate who entered the change for them (issue 16), name and email; else null. */
  enteredBy: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Only the values that changed, before and after. */
  before: ZAuditValues,
  after: ZAuditValues,
  /** What else the row records (older rows keep their values here). */
  data: ZAuditValues,
  ip: z.string().nullable(),
});
export type TApplicationAuditEntry = z.infer<typeof ZApplicationAuditEntry>;

export const ZApplicationAuditPage = z.object({
  data: z.array(ZApplicationAuditEntry),
  nextCursor: z.string().nullable(),
});
export type TApplicationAuditPage = z.infer<typeof ZApplicationAuditPage>;

/** Plain words for the actions written on an application's trail. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'application.created': 'Application started',
  'application.deleted': 'Application deleted',
  'application.submitted': 'Application submitted',
  'application.resubmitted': 'Application resubmitted',
  'application.status-changed': 'Status changed',
  'application.form-upgraded': 'Form moved to its newer version',
  'application.assigned': 'Assignee changed',
  'application.flags-counted': 'Red flags counted',
  'application.packet-downloaded': 'Committee packet downloaded',
  'submission.recorded': 'Submission recorded',
  'form-response.created': 'Form started',
  'answers.saved': 'Answers saved',
  'file.uploaded': 'Document uploaded',
  'file.removed': 'Document removed',
  'file.superseded': 'Document replaced',
  'privilege.requested': 'Privilege requested',
  'privilege.removed': 'Privilege removed',
  'reference.requested': 'Reference requested',
  'reference.replaced': 'Referee replaced',
  'reference.resent': 'Reference request resent',
  'reference.reminded': 'Referee reminded',
  'reference.removed': 'Reference removed',
  'reference.answered': 'Reference answered',
  'reference.declined': 'Reference declined',
  'coverage.requested': 'Covering physician asked',
  'coverage.replaced': 'Covering physician replaced',
  'coverage.resent': 'Coverage request resent',
  'coverage.reminded': 'Covering physician reminded',
  'coverage.removed': 'Covering physician removed',
  'coverage.answered': 'Coverage answered',
  'coverage.declined': 'Coverage declined',
  'comment.created': 'Comment added',
  'reply.created': 'Reply added',
  'internal-note.created': 'Internal note added',
  'application.route-entered': 'Sent to the decision route',
  'application.route-advanced': 'Sent to the next step',
  'decision.recommended': 'Recommendation signed',
  'decision.proposed': 'Recommendation proposed to the committee',
  'decision.recused': 'Member recused',
  'decision.vote-opened': 'Electronic voting opened',
  'decision.voted': 'Vote cast',
  'decision.carried': 'Recommendation carried',
  'decision.not-carried': 'Recommendation not carried',
  'privilege.suspended': 'Privilege suspended',
  'privilege.reinstated': 'Privilege reinstated',
};

/**
 * An action's label: the table's words, or the code itself made readable
 * ("reference.link-resent" reads "Reference link resent"), so a new action never shows as code.
 */
export function getAuditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) {
    return known;
  }
  const words = action
    .split(/[._-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

export const APPLICATION_AUDIT_MESSAGES = {
  badCursor: 'These older entries could not be found. Open the audit trail again.',
} as const;
