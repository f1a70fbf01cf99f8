import { DATE_DISPLAY_FORMAT, describeExpiryDistance, formatDateTime } from '@docapply/rules';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** "Riverside General", "Riverside General and Lakeside Clinic", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) {
    return names[0] ?? '';
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export type TExpiryReminderInput = {
  firstName: string;
  /** The document's name ("State medical licence — IL"). */
  label: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  daysLeft: number;
  /** The hospitals whose applications hold it, by name. */
  hospitalNames: readonly string[];
  /** The renewal page. */
  link: string;
};

/**
 * To the doctor 60, 30 and 7 days before a document expires and on the day: one email per
 * document and threshold, whichever hospitals hold it.
 */
export function createExpiryReminderMail({
  firstName,
  label,
  expiresOn,
  daysLeft,
  hospitalNames,
  link,
}: TExpiryReminderInput): TMailContent {
  const distance = describeExpiryDistance(daysLeft);
  const date = formatDateTime(expiresOn, DATE_DISPLAY_FORMAT);
  const holders = joinNames(hospitalNames);
  const seeIt = hospitalNames.length > 1 ? 'Each hospital sees' : `${holders} sees`;
  return {
    subject: `Your ${label} ${distance}`,
    text:
      `Hello ${firstName},\n\n` +
      `Your ${label} ${distance} (${date}). ${holders} ${hospitalNames.length > 1 ? 'have' : 'has'} ` +
      'it on file with your application.\n\n' +
      'Upload the renewed document and its new expiry date here, without reopening your application:\n\n' +
      `${link}\n\n` +
      `${seeIt} the renewal in your file at once, and these reminders stop.` +
      SIGNATURE,
  };
}
