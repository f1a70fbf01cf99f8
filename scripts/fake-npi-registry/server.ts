import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDefaultRecords, type TFakeNpiRecord } from './fixtures';

/**
 * A small local stand-in for the NPPES NPI Registry API (version 2.1, JSON), so development, the API
 * tests and the e2e journeys verify NPIs without internet access. It answers `GET <any path>?version=
 * 2.1&number=<npi>` in the registry's documented shape: `{ result_count, results }`, or `{ Errors }`
 * for a search it refuses. Point NPI_REGISTRY_URL at the `url` it gives.
 */

/**
 * How it answers: `normal` as the registry; `failing` 500 to everything; `garbage` 200 with a body
 * that is not JSON; `silent` never answers (a registry that hangs: the client's timeout fires).
 */
export type TFakeNpiMode = 'normal' | 'failing' | 'garbage' | 'silent';

export type TFakeNpiRegistry = {
  /** The base URL to give NPI_REGISTRY_URL, e.g. http://127.0.0.1:4010/api/ */
  url: string;
  /** Every look-up's query string as received, oldest first. */
  requests: URLSearchParams[];
  setMode: (mode: TFakeNpiMode) => void;
  /** Replaces the records `npi` answers with ([]: no result). */
  setRecords: (npi: string, records: TFakeNpiRecord[]) => void;
  close: () => Promise<void>;
};

export type TStartFakeNpiRegistryOptions = { port?: number; host?: string };

const JSON_HEADERS = { 'content-type': 'application/json' };

function refuse(response: ServerResponse, description: string, field: string, number: string) {
  response.writeHead(200, JSON_HEADERS);
  response.end(JSON.stringify({ Errors: [{ description, field, number }] }));
}

/** Starts the fake registry (port 0: any free port) and resolves once it listens. */
export async function startFakeNpiRegistry({
  port = 0,
  host = '127.0.0.1',
}: TStartFakeNpiRegistryOptions = {}): Promise<TFakeNpiRegistry> {
  const records = createDefaultRecords();
  const requests: URLSearchParams[] = [];
  let mode: TFakeNpiMode = 'normal';

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const query = new URL(request.url ?? '/', 'http://registry.local').searchParams;
    requests.push(query);
    if (mode === 'silent') {
      return;
    }
    if (mode === 'failing') {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>The NPI Registry is down for maintenance.</body></html>');
      return;
    }
    if (request.method !== 'GET') {
      response.writeHead(405, JSON_HEADERS).end('{}');
      return;
    }
    if (query.get('version') !== '2.1') {
      refuse(response, 'Version 2.1 is required', 'version', '01');
      return;
    }
    const number = query.get('number') ?? '';
    if (!/^\d{10}$/.test(number)) {
      refuse(response, 'Field number requires number of 10 digits', 'number', '06');
      return;
    }
    const results = records.get(number) ?? [];
    response.writeHead(200, JSON_HEADERS);
    response.end(JSON.stringify({ result_count: results.length, results }));
  };

  const server = createServer(answer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/api/`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    setRecords: (npi, next) => {
      records.set(npi, next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A `silent` look-up's connection would hold close() open: end every connection now.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
