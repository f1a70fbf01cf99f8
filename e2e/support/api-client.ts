import { randomUUID } from 'node:crypto';
import type { TSession, TVerifyUserResponse } from '@docapply/contracts';
import type { TMail, TMailbox } from './mailbox';
import type { TProduct } from './server';

/**
 * The product's HTTP API as a journey's set-up calls it: fast, no browser. Every call answers the
 * envelope's `result` or throws with the method, path, status and the error body.
 */
export type TApiOptions = { token?: string; body?: unknown };

export async function callApi<T = Record<string, unknown>>(
  product: Pick<TProduct, 'baseUrl'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { token, body }: TApiOptions = {},
): Promise<T> {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const send = () =>
    fetch(`${product.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let res = await send();
  // An overloaded server refuses at once, before doing anything, with Retry-After: asked again
  // after the pause, as the sites' client does (a busy CI machine failed a journey's set-up so).
  for (let attempt = 1; res.status === 503 && res.headers.has('retry-after') && attempt < 5; attempt += 1) {
    await res.arrayBuffer();
    const seconds = Number(res.headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, (seconds || 1) * 1000)));
    res = await send();
  }
  const text = await res.text();
  if (!res.ok) {
    throw new Error(`${method} ${path}: ${res.status} ${text}`);
  }
  return (JSON.parse(text) as { result: T }).result;
}

/** Uploads a file to the application as the doctor's upload field does; the file's id (the answer). */
export async function uploadFile(
  product: Pick<TProduct, 'baseUrl'>,
  token: string,
  applicationId: string,
  file: { name: string; buffer: Buffer; mimeType?: string },
): Promise<string> {
  const id = randomUUID();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file.buffer)], { type: file.mimeType ?? 'application/pdf' }),
    file.name,
  );
  const res = await fetch(`${product.baseUrl}/api/gcs/upload/${applicationId}/${id}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  if (res.status !== 201) {
    throw new Error(`upload of ${file.name}: ${res.status} ${await res.text()}`);
  }
  return id;
}

const mailsTo = (mailbox: TMailbox, to: string, subject: RegExp): TMail[] =>
  mailbox.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));

/**
 * Runs `send` and waits for the first mail to `to` matching `subject` that arrived after it started
 * (the mailbox's `waitFor` answers the newest, which may be an older one to the same address).
 */
export async function mailAfter(
  mailbox: TMailbox,
  to: string,
  subject: RegExp,
  send: () => Promise<unknown>,
  timeoutMs = 20_000,
): Promise<TMail> {
  const before = mailsTo(mailbox, to, subject).length;
  await send();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(mailbox, to, subject)[before];
    if (found) {
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`No new mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One sign-in at a time per address: two codes to one inbox could not be told apart. */
const signInQueues = new Map<string, Promise<unknown>>();

/**
 * Signs in through the API as a person does on either site: email and password, then the
 * 6-digit code from the emailed "sign-in code" mail. The session: `{ token, user }`.
 */
export async function signInViaApi(
  product: Pick<TProduct, 'baseUrl'>,
  mailbox: TMailbox,
  { email, password }: { email: string; password: string },
): Promise<TSession> {
  const key = `${product.baseUrl} ${email.toLowerCase()}`;
  const previous = signInQueues.get(key) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      let challenge = '';
      const mail = await mailAfter(mailbox, email, /sign-in code/i, async () => {
        ({ challenge } = await callApi<TVerifyUserResponse>(product, 'POST', '/auth/verifyUser', {
          body: { email, password },
        }));
      });
      const code = /\b\d{6}\b/.exec(mail.text)?.[0];
      if (!code) {
        throw new Error(`No 6-digit code in the sign-in mail to ${email}: ${mail.text}`);
      }
      return callApi<TSession>(product, 'POST', '/auth/otp', { body: { challenge, code } });
    });
  signInQueues.set(key, next);
  const forget = () => {
    if (signInQueues.get(key) === next) {
      signInQueues.delete(key);
    }
  };
  next.then(forget, forget);
  return next;
}
