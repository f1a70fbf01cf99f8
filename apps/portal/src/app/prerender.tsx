// The portal's signed-out pages rendered at build time (scripts/prerender-pages.mjs builds this
// module for Node and writes each of PRERENDERED_PAGES; packages/ui prerender/render-page.tsx).
import { PRERENDERED_PAGES, PRERENDER_ADMIN_URL, STORAGE_KEYS } from '@docapply/contracts';
import { renderPage as renderSitePage, type TPrerendered } from '@docapply/ui/prerender';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

/** Where the site keeps a signed-in doctor's token: the page's boot script looks for it there. */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
export { PRERENDERED_PAGES };

export function renderPage(location: string): Promise<TPrerendered> {
  return renderSitePage({
    location,
    routes: createAppRoutes(),
    Provider: AppProvider,
    config: { apiBaseUrl: '/api', adminUrl: PRERENDER_ADMIN_URL, doctorUrl: '/', httpTimeoutMs: 0 },
  });
}
