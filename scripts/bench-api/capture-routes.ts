// The JSON the real server answers for each measured endpoint (scripts/bench-api.ts), which the
// bare reference server then answers too.
import type { TEndpoint } from './endpoints';
import { fetchWithin, type TServer } from './processes';

/** The JSON the real server answers, which the reference will answer too. */
export async function captureRoutes(server: TServer, endpoints: TEndpoint[]) {
  const routes = [];
  for (const endpoint of endpoints) {
    // One request at a time, yet the overload guard may refuse it (503) after a long one: retry.
    let response = await fetchWithin(`${server.baseUrl}${endpoint.url}`, 60_000, endpoint.headers);
    let refusals = 0;
    while (response?.status === 503 && refusals < 20) {
      refusals++;
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await fetchWithin(`${server.baseUrl}${endpoint.url}`, 60_000, endpoint.headers);
    }
    if (refusals > 0) {
      console.log(`  note: ${endpoint.name} answered 503 ${refusals}× to one request at a time before a 200`);
    }
    if (response?.status !== 200) {
      throw new Error(`${endpoint.url}: ${response?.status ?? 'no answer'} ${response?.text.slice(0, 300)}`);
    }
    const isSignedIn = 'x-auth-token' in endpoint.headers;
    const body = JSON.parse(response.text) as unknown;
    routes.push({
      path: endpoint.url.split('?')[0],
      url: endpoint.url,
      isSignedIn,
      body,
      text: response.text,
    });
  }
  return routes;
}
