/** Where the API's routes live (app.ts registers them under it); every other address is a site's. */
export const API_PREFIX = '/api';

/** True for an address of the API (with or without a query string), false for the sites'. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/**
 * True for a request the API answers: judged by the route it matched, not by the address as sent,
 * which the router reads decoded (`/%61pi/…` is an API route too). An address no route matched is
 * judged as sent.
 */
export function isApiRequest(request: { url: string; routeOptions: { url?: string } }): boolean {
  return isApiPath(request.routeOptions.url ?? request.url);
}

/** True for an operator's probe, by the route matched: the health checks and the metrics. */
export function isProbeRequest(request: { routeOptions: { url?: string } }): boolean {
  const route = request.routeOptions.url ?? '';
  return (
    route === `${API_PREFIX}/health` ||
    route.startsWith(`${API_PREFIX}/health/`) ||
    route === `${API_PREFIX}/metrics`
  );
}
