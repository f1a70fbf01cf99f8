import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** The doctor learns every decision on their application, with the hospital's note when it wrote one. */
export function createDecisionMail({
  firstName,
  hospitalName,
  statusName,
  note,
  link,
}: {
  firstName: string;
  hospitalName: string;
  statusName: string;
  note: string | null;
  link: string;
}): TMailContent {
  return {
    subject: `Your application to ${hospitalName}: ${statusName}`,
    text:
      `Hello ${firstName},\n\n` +
      `${hospitalName} changed the status of your application to: ${statusName}.\n\n` +
      (note ? `Their note:\n${note}\n\n` : '') +
      `See your application at ${link}` +
      SIGNATURE,
  };
}
