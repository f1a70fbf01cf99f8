import dayjs from 'dayjs';
import type { TRoutePosition } from '@docapply/contracts';
import { formatCount, formatDay } from '@docapply/ui';

/** "Today", "1 day", "3 days": how long the file has been at its step. */
export function formatSince(since: string, now = dayjs()): string {
  const days = Math.max(0, now.startOf('day').diff(dayjs(since).startOf('day'), 'day'));
  return days === 0 ? 'Today' : formatCount(days, 'day');
}

/** "arrived today", "here for 3 days". */
export function describeWait(since: string): string {
  const wait = formatSince(since);
  return wait === 'Today' ? 'arrived today' : `here for ${wait}`;
}

/** Where the file is at its step, in words. */
export function describeState(route: TRoutePosition): string {
  switch (route.state) {
    case 'waiting':
      return route.kind === 'person' ? 'Waiting for a recommendation' : 'Waiting for a proposal';
    case 'voting':
      return route.votingClosesOn ? `Voting until ${formatDay(route.votingClosesOn)}` : 'Voting';
    case 'decided':
      return 'Decided';
  }
}

/** The second factors a signature may name. */
export const SIGNED_WITH_LABELS: Record<string, string> = {
  totp: 'authenticator app',
  passkey: 'passkey',
  'recovery-code': 'recovery code',
  'email-code': 'code by email',
};
