import type { Page } from 'playwright-core';
import { callApi, mailAfter } from './api-client';
import type { TMailbox } from './mailbox';
import type { TProductAddress } from './server';

/** The subject of the mail with a signature's step-up code. */
const STEP_UP_SUBJECT = /signature code/i;

function findCode(text: string): string {
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) {
    throw new Error(`No 6-digit code in the signature mail: ${text}`);
  }
  return code;
}

/**
 * The "Confirm it is you" dialog a doctor without a passkey or an app meets when signing: "Email me
 * a code", the code read from the mailbox, then "Confirm and submit" (or the
 * signed action's own verb: resubmit, vote).
 */
export async function confirmSignatureByEmail(
  page: Page,
  mailbox: TMailbox,
  { email, action = 'submit' }: { email: string; action?: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor();
  const mail = await mailAfter(mailbox, email, STEP_UP_SUBJECT, () =>
    dialog.getByRole('button', { name: 'Email me a code' }).click(),
  );
  await dialog.getByLabel('Code from the email').fill(findCode(mail.text));
  await dialog.getByRole('button', { name: `Confirm and ${action}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The same through the API, for fixtures that submit without a browser. */
export async function confirmSignatureViaApi(
  product: TProductAddress,
  mailbox: TMailbox,
  { token, email }: { token: string; email: string },
): Promise<void> {
  const mail = await mailAfter(mailbox, email, STEP_UP_SUBJECT, () =>
    callApi(product, 'POST', '/account/step-up/email', { token }),
  );
  await callApi(product, 'POST', '/account/step-up', {
    token,
    body: { method: 'email-code', code: findCode(mail.text) },
  });
}
