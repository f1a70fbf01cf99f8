/** '/admin/' -> '/admin': the router's basename from Vite's base URL. */
export function getRouterBasename(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '') || '/';
}
