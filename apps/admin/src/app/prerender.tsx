// The admin site's sign-in page rendered at build time (scripts/prerender-pages.mjs builds this
// module for Node and writes each of its PRERENDERED_PAGES; packages/ui prerender/render-page.tsx).
import { ADMIN_PRERENDERED_PAGES, ADMIN_STORAGE_KEYS, PRERENDER_DOCTOR_URL } from '@docapply/contracts';
import { renderPage as renderSitePage, type TPrerendered } from '@docapply/ui/prerender';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { getRouterBasename } from '@/lib/router-basename';

/** Where the site keeps a signed-in admin's token: the page's boot script looks for it there. */
export const TOKEN_STORAGE_KEY = ADMIN_STORAGE_KEYS.token;
export const PRERENDERED_PAGES = ADMIN_PRERENDERED_PAGES;

export function renderPage(location: string): Promise<TPrerendered> {
  return renderSitePage({
    location,
    basename: getRouterBasename('/admin/'),
    routes: createAppRoutes(),
    Provider: AppProvider,
    config: { apiBaseUrl: '/api', adminUrl: '/admin/', doctorUrl: PRERENDER_DOCTOR_URL, httpTimeoutMs: 0 },
  });
}
