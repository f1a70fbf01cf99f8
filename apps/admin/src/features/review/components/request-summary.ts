import type { TAdminRequest } from '@docapply/contracts';

/**
 * Where the references stand against the hospital's minimum: "References answered: 1 of the 3
 * needed. Pending: 2." Pending are the requests sent or opened whose link is still live; the
 * doctor may submit with them, and finalise waits for the minimum.
 */
export function describeReferenceAnswers(requests: readonly TAdminRequest[], minReferences: number): string {
  const answered = requests.filter((request) => request.state === 'completed').length;
  const pending = requests.filter((request) => request.state === 'sent' || request.state === 'opened').length;
  const needed = `References answered: ${answered} of the ${minReferences} needed.`;
  return pending > 0 ? `${needed} Pending: ${pending}.` : needed;
}
