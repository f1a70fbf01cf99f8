import type { PGlite } from '@electric-sql/pglite';
import { LIVE_CHANNEL } from './live-message';
import type { TLiveFanout, TLiveListening } from './bus';

/** PGlite is this process's own database: LISTEN on its one connection hears every commit. */
export function createPgliteBus(client: PGlite, fanout: TLiveFanout): TLiveListening {
  let unlisten: Promise<() => Promise<void>> | null = null;
  return {
    start: async () => {
      unlisten ??= client.listen(LIVE_CHANNEL, fanout.dispatch).catch((error: unknown) => {
        unlisten = null;
        throw error;
      });
      await unlisten;
    },
    stop: async () => {
      const pending = unlisten;
      unlisten = null;
      const stop = await pending?.catch(() => null);
      // A database already closed has nothing left to undo.
      await stop?.().catch(() => undefined);
    },
  };
}
