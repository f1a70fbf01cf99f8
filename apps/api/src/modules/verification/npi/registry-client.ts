import { ZNppesAnswer, ZNppesErrors, type TNppesError, type TNppesResult } from './registry-schema';

export type TNpiRegistryOptions = {
  /** The API's base URL, e.g. https://npiregistry.cms.hhs.gov/api/ (NPI_REGISTRY_URL). */
  baseUrl: string;
  /** How long the whole look-up may take, answer body included (NPI_REGISTRY_TIMEOUT_MS). */
  timeoutMs: number;
};

/**
 * What a look-up gave. `found` and `refused` are the registry's own answers (its body kept
 * unchanged in `body`, the evidence); `unavailable` means there was no usable answer at all.
 */
export type TNpiLookup =
  | { kind: 'found'; resultCount: number; results: TNppesResult[]; body: string; contentType: string }
  | { kind: 'refused'; errors: TNppesError[]; body: string; contentType: string }
  | { kind: 'unavailable'; reason: string };

/** One record is a few kilobytes; anything far larger is not the registry's answer to one number. */
const MAX_BODY_CHARS = 1_000_000;
const JSON_CONTENT_TYPE = 'application/json';

/** The look-up URL: `{base}?version=2.1&number=<npi>`, keeping any query the base already has. */
export function createNpiLookupUrl(baseUrl: string, npi: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('number', npi);
  return url.toString();
}

async function fetchBody(options: TNpiRegistryOptions, npi: string) {
  const response = await fetch(createNpiLookupUrl(options.baseUrl, npi), {
    headers: { accept: JSON_CONTENT_TYPE },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // The timeout's signal also covers reading the body.
  const body = await response.text();
  return { status: response.status, body };
}

/** Reads an answer body: the registry's results or its refusal, else null (not its shape). */
export function parseNpiRegistryBody(body: string): TNpiLookup | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const answer = ZNppesAnswer.safeParse(json);
  if (answer.success) {
    const { result_count: resultCount, results } = answer.data;
    return { kind: 'found', resultCount, results, body, contentType: JSON_CONTENT_TYPE };
  }
  const refusal = ZNppesErrors.safeParse(json);
  if (refusal.success) {
    return { kind: 'refused', errors: refusal.data.Errors, body, contentType: JSON_CONTENT_TYPE };
  }
  return null;
}

/**
 * Looks one NPI up in the NPPES NPI Registry (API 2.1). Never throws: a registry that cannot be
 * reached, is too slow, fails (5xx) or answers something that is not its documented JSON gives
 * `unavailable` with the reason (for the log), so the caller can offer a retry instead of a 500.
 */
export async function lookUpNpi(options: TNpiRegistryOptions, npi: string): Promise<TNpiLookup> {
  let answer: { status: number; body: string };
  try {
    answer = await fetchBody(options, npi);
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    const reason = isTimeout
      ? `no answer within ${options.timeoutMs} ms`
      : `unreachable: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`;
    return { kind: 'unavailable', reason };
  }
  if (answer.status >= 500) {
    return { kind: 'unavailable', reason: `answered ${answer.status}` };
  }
  if (answer.body.length > MAX_BODY_CHARS) {
    return { kind: 'unavailable', reason: `answered ${answer.body.length} characters` };
  }
  return (
    parseNpiRegistryBody(answer.body) ?? {
      kind: 'unavailable',
      reason: `answered ${answer.status} with a body that is not the registry's JSON`,
    }
  );
}
