import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { TWebhookPayload } from '@docapply/contracts';

/** One request the receiver got: its signature checked with the endpoint's secret. */
export type TReceivedWebhook = {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body when the signature verified (standardwebhooks' `verify`), else null. */
  payload: TWebhookPayload | null;
  /** The status the receiver answered. */
  status: number;
};

export type TWebhookReceiver = {
  /** Where to point an endpoint (on 127.0.0.1: the app needs EGRESS_ALLOW_PRIVATE=true). */
  url: string;
  /** Every request so far, in the order they came. */
  received: TReceivedWebhook[];
  /** The verified payloads so far, in order. */
  verified: () => TWebhookPayload[];
  /** The secret the signatures are checked with (the one the API showed when the endpoint was made). */
  setSecret: (secret: string) => void;
  /** The statuses the next requests are answered with, in order; 200 once these are used up. */
  answerNext: (...statuses: number[]) => void;
  /** Resolves once `count` requests came (after `timeoutMs`, rejects saying how many did). */
  waitFor: (count: number, timeoutMs?: number) => Promise<TReceivedWebhook[]>;
  close: () => Promise<void>;
};

/** The payload when the Standard Webhooks signature verifies with `secret`, else null. */
function verify(secret: string | null, body: string, headers: IncomingHttpHeaders): TWebhookPayload | null {
  if (!secret) {
    return null;
  }
  try {
    return new Webhook(secret).verify(body, headers as Record<string, string>) as TWebhookPayload;
  } catch {
    return null;
  }
}

/**
 * A local webhook receiver for tests and journeys: a plain HTTP server that keeps every request,
 * checks its Standard Webhooks signature with the secret it was given, and answers 200 (or the
 * statuses queued with `answerNext`). A request whose signature does not verify is answered 401.
 */
export async function startWebhookReceiver(): Promise<TWebhookReceiver> {
  const received: TReceivedWebhook[] = [];
  const queued: number[] = [];
  const waiters = new Set<() => void>();
  let secret: string | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = verify(secret, body, request.headers);
      const status = payload ? (queued.shift() ?? 200) : 401;
      received.push({
        id: String(request.headers['webhook-id']),
        headers: request.headers,
        body,
        payload,
        status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      for (const wake of waiters) {
        wake();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/docapply`,
    received,
    verified: () => received.flatMap((entry) => (entry.payload && entry.status < 300 ? [entry.payload] : [])),
    setSecret: (value) => {
      secret = value;
    },
    answerNext: (...statuses) => {
      queued.push(...statuses);
    },
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(received.slice(0, count));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The receiver got ${received.length} of ${count} webhooks`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
