export type TQueryParams = Record<string, unknown>;

/** Spec section 7: arrays joined by commas; null, undefined and empty values dropped. */
export function serializeParams(params: TQueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') {
      continue;
    }
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** The answer's `result`. A body that is not JSON has none: the call resolves, as it always has. */
export async function readResult<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return (JSON.parse(text) as { result: T }).result;
  } catch {
    return undefined as T;
  }
}
