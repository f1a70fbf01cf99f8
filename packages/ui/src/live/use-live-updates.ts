import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hasAnyRole, LIVE_EVENTS_PATH, type TLiveEvent, type TRole } from '@docapply/contracts';
import { useApi } from '../api/api-context';
import { useSiteConfig } from '../config/site-config-context';
import { useSession } from '../sign-in/session';
import type { TLiveConnectionOptions } from './live-connection';
import type { TLiveQueries } from './live-refresh';

export type TUseLiveUpdatesOptions = {
  /** Who has a stream on this site (the API refuses anyone else). */
  roles: readonly TRole[];
  getToken: () => string | null;
  queries: TLiveQueries;
  /** The transport (tests pass a fake stream). */
  fetch?: TLiveConnectionOptions['fetch'];
};

/**
 * Keeps the tab's open pages current: one live-updates stream while a user who has one is signed
 * in, and each change re-reads the queries of its application (a reconnect re-reads them all).
 * Mounted once, in the site's shell. Its code (and the EventSource client) loads only when used.
 */
export function useLiveUpdates({ roles, getToken, queries, fetch }: TUseLiveUpdatesOptions): void {
  const { isSignedIn, user } = useSession();
  const { apiBaseUrl } = useSiteConfig();
  const queryClient = useQueryClient();
  const api = useApi();
  const userId = isSignedIn && hasAnyRole(user?.roles, roles) ? (user?.id ?? null) : null;

  const onChange = useEffectEvent((event: TLiveEvent) => {
    void import('./live-refresh').then(({ refreshApplication }) =>
      refreshApplication(queryClient, api, queries, event.applicationId),
    );
  });
  const onResync = useEffectEvent(() => {
    void import('./live-refresh').then(({ refreshEverything }) =>
      refreshEverything(queryClient, api, queries),
    );
  });
  const readToken = useEffectEvent(() => getToken());

  useEffect(() => {
    if (!userId) {
      return undefined;
    }
    let connection: { close: () => void } | null = null;
    let isCancelled = false;
    import('./live-connection')
      .then(({ openLiveConnection }) => {
        if (!isCancelled) {
          connection = openLiveConnection({
            url: `${apiBaseUrl}${LIVE_EVENTS_PATH}`,
            getToken: () => readToken(),
            onChange: (event) => onChange(event),
            onResync: () => onResync(),
            fetch,
          });
        }
      })
      // The code did not download (offline): the pages still work, read on each visit.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      connection?.close();
    };
  }, [userId, apiBaseUrl, fetch]);
}
