// The portal's signed-out pages rendered at build time (scripts/prerender-pages.mjs builds this
// module for Node and writes each of PRERENDERED_PAGES): what a visitor sees at once, before any
// script. The site's own boot hydrates them (bootSite) with the same tree, so each must render
// exactly what the browser's first render does for a signed-out visitor at its path.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { PRERENDERED_PAGES, PRERENDER_ADMIN_URL, STORAGE_KEYS, type TSiteConfig } from '@docapply/contracts';
import { createDeferredApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

/** Where the site keeps a signed-in doctor's token: the page's boot script looks for it there. */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
export { PRERENDERED_PAGES };

export type TPrerendered = { html: string; styleTags: string };

function AppRoutes() {
  return useRoutes(createAppRoutes());
}

export async function renderPage(
  location: string,
  config: Omit<TSiteConfig, 'adminUrl'>,
): Promise<TPrerendered> {
  // The key is emotion's default, so the browser's cache adopts these styles instead of adding them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const apiClient = createDeferredApiClient(() =>
    Promise.reject(new Error('A prerendered page calls no API while it is rendered')),
  );
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProvider config={{ ...config, adminUrl: PRERENDER_ADMIN_URL }} apiClient={apiClient}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    </CacheProvider>,
    // Every boundary inline: React would otherwise move a large one to the end of the page with
    // an inline script to put it in place, which the site's CSP (script-src 'self') never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) {
    html += String(chunk);
  }
  if (/<script|<template/.test(html)) {
    throw new Error(`The prerendered ${location} has a boundary React did not put inline`);
  }
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
