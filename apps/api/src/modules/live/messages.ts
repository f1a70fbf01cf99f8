export const LIVE_MESSAGES = {
  acceptEventStream:
    'This address sends live updates as server-sent events: ask with Accept: text/event-stream.',
  unavailable: 'Live updates are not available right now. Please try again in a moment.',
} as const;
