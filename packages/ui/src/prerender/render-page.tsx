// A site's page rendered at build time (scripts/prerender-pages.mjs builds each site's
// src/app/prerender.tsx for Node and writes its pages): what a visitor sees at once, before any
// script. The site's own boot hydrates it (bootSite) with the same tree, so each page must render
// exactly what the browser's first render does for a signed-out visitor at its path.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { TSiteConfig } from '@docapply/contracts';
import { createDeferredApiClient } from '../api/deferred-api-client';
import type { TApiClient } from '../api/api-client';

export type TPrerendered = { html: string; styleTags: string };

export type TRenderPageOptions = {
  /** The page's path, the router's basename included (`/login`, `/admin/`). */
  location: string;
  basename?: string;
  routes: RouteObject[];
  /** The site's providers, as its boot renders them. */
  Provider: ComponentType<{ config: TSiteConfig; apiClient: TApiClient; children: ReactNode }>;
  /** The build's configuration: addresses a deployment fills in are placeholders. */
  config: TSiteConfig;
};

export async function renderPage({
  location,
  basename,
  routes,
  Provider,
  config,
}: TRenderPageOptions): Promise<TPrerendered> {
  function AppRoutes() {
    return useRoutes(routes);
  }
  // The key is emotion's default, so the browser's cache adopts these styles instead of adding them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const apiClient = createDeferredApiClient(() =>
    Promise.reject(new Error('A prerendered page calls no API while it is rendered')),
  );
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <Provider config={config} apiClient={apiClient}>
          <StaticRouter location={location} basename={basename}>
            <AppRoutes />
          </StaticRouter>
        </Provider>
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
