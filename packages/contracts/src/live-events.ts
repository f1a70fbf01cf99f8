import * as zm from 'zod/mini';

/** GET /api/v1/events: a server-sent event stream (ask with `Accept: text/event-stream`). */
export const LIVE_EVENTS_PATH = '/v1/events';

export const LIVE_EVENT_KINDS = ['comment', 'reply', 'status', 'renewal'] as const;
export type TLiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The stream's event names: `ready` once subscribed (carries the `retry:` hint), `change` for each
 * change to an application the reader takes part in, `resync` when changes may have been missed
 * (the server's own listener reconnected, or the client came back with a Last-Event-ID): re-read
 * everything shown.
 */
export const LIVE_SSE_EVENTS = { ready: 'ready', change: 'change', resync: 'resync' } as const;

/**
 * What a `change` event carries: ids and the kind only, never a message or a note; the reader
 * re-reads what it shows through the ordinary, authorised endpoints. Written with zod's mini build:
 * the sites parse it in their shell, which every signed-in page loads.
 */
export const ZLiveEvent = zm.object({
  kind: zm.enum(LIVE_EVENT_KINDS),
  applicationId: zm.string(),
  hospitalId: zm.string(),
  doctorId: zm.string(),
});
export type TLiveEvent = zm.infer<typeof ZLiveEvent>;
