import { SIGN_IN_ALERT_THRESHOLDS as T, type TSignInAlerts } from '@docapply/contracts';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TNewAlerts = Pick<TSignInAlerts, 'accounts' | 'blocked' | 'addresses'>;

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * To each platform administrator: what crossed a threshold in the last hour. Emails and addresses
 * only; a password tried is never stored, so never told.
 */
export function createSignInAlertMail({
  alerts,
  pageUrl,
}: {
  alerts: TNewAlerts;
  pageUrl: string;
}): TMailContent {
  const lines = [
    ...alerts.accounts.map(
      (a) =>
        `- ${a.email}${a.hasAccount ? '' : ' (no account)'}: ${times(a.failures, 'wrong password', 'wrong passwords')} ` +
        `from ${times(a.addresses, 'address', 'addresses')}`,
    ),
    ...alerts.blocked.map(
      (b) =>
        `- ${b.email ?? 'A removed account'}: sign-in blocked after too many wrong codes (the password was right)`,
    ),
    ...alerts.addresses.map(
      (a) =>
        `- Address ${a.ip}: ${times(a.failures, 'wrong password', 'wrong passwords')} at ` +
        `${times(a.accounts, 'account', 'accounts')}`,
    ),
  ];
  return {
    subject: 'DocApply: failed sign-ins need your attention',
    text:
      'In the last hour these failed sign-ins crossed an alert threshold ' +
      `(${T.accountFailures} wrong passwords at one account, an address trying ${T.addressAccounts} accounts ` +
      `or ${T.addressFailures} wrong passwords):\n\n` +
      `${lines.join('\n')}\n\n` +
      `See them all, with their times: ${pageUrl}\n\n` +
      'Each account or address is mailed at most once an hour.' +
      SIGNATURE,
  };
}
