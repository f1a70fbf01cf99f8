/** Where the API's routes live (app.ts registers them under it); every other address is a site's. */
export const API_PREFIX = '/api';

/** True for an address of the API (with or without a query string), false for the sites'. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}
