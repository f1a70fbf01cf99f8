import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH, type TApplicationStatus } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications } from '@/core/db/schema';

/** One server-sent event as a browser would see it, with when it arrived. */
export type TSseEvent = { event: string; id: string | null; data: string; retry: number | null; at: number };

export type TLiveStream = {
  status: number;
  headers: Headers;
  events: TSseEvent[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** The first event matching `match`, received or to come; rejects after `ms`. */
  waitFor: (match: (event: TSseEvent) => boolean, ms?: number) => Promise<TSseEvent>;
  changes: () => Array<Record<string, unknown>>;
  close: () => void;
};

function parseBlock(block: string): TSseEvent | null {
  const event: TSseEvent = { event: 'message', id: null, data: '', retry: null, at: Date.now() };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) {
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') {
      event.event = value;
    } else if (field === 'id') {
      event.id = value;
    } else if (field === 'data') {
      data.push(value);
    } else if (field === 'retry') {
      event.retry = Number(value);
    }
  }
  event.data = data.join('\n');
  return data.length > 0 || event.retry !== null ? event : null;
}

/** The listening address of an app started with `listen({ port: 0 })`. */
export function baseUrlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** GET /api/v1/events over a real connection, read as it arrives (a stream never ends by itself). */
export async function openLiveStream(
  base: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<TLiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api${LIVE_EVENTS_PATH}`, {
    headers: { accept: 'text/event-stream', 'x-auth-token': token, ...headers },
    signal: controller.signal,
  });
  const events: TSseEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) {
          return;
        }
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) {
            events.push(event);
            waiters.forEach((wake) => wake());
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  // Generous on a busy machine: `npm run bench:live` measures the delay; here the event must come.
  const waitFor = (match: (event: TSseEvent) => boolean, ms = 10_000) =>
    new Promise<TSseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching event within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    waitFor,
    changes: () =>
      events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as Record<string, unknown>),
    close: () => controller.abort(),
  };
}

/** A stream's `change` about `applicationId` of `kind`. */
export const changeOf = (kind: string, applicationId: string) => (event: TSseEvent) => {
  if (event.event !== 'change') {
    return false;
  }
  const data = JSON.parse(event.data) as { kind: string; applicationId: string };
  return data.kind === kind && data.applicationId === applicationId;
};

/** An application written straight to the database, in `status` (submitted unless a draft). */
export async function insertApplication(
  db: TDb,
  doctorId: string,
  hospitalId: string,
  status: TApplicationStatus = 'applied',
) {
  const [row] = await db
    .insert(applications)
    .values({
      doctorId,
      hospitalId,
      status,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning();
  return row;
}
