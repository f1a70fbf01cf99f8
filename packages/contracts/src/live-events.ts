/** GET /api/v1/events: a server-sent event stream (ask with `Accept: text/event-stream`). */
export const LIVE_EVENTS_PATH = '/v1/events';

/**
 * `decision-route`: a recommendation, vote or recusal moved a file in its route (heard by the office
 * only). `request`: a reference or the covering physician was asked, asked again, removed or answered.
 */
export const LIVE_EVENT_KINDS = [
  'comment',
  'reply',
  'status',
  'renewal',
  'temporary-privileges',
  'decision-route',
  'supervision',
  'privilege-suspension',
  'request',
] as const;
export type TLiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The stream's event names: `ready` once subscribed (carries the `retry:` hint), `change` for each
 * change to an application the reader takes part in, `resync` when changes may have been missed
 * (the server's own listener reconnected, or the client came back with a Last-Event-ID): re-read
 * everything shown.
 */
export const LIVE_SSE_EVENTS = { ready: 'ready', change: 'change', resync: 'resync' } as const;
