import type { Bundle, Resource } from '@medplum/fhirtypes';
import { encodeFhirCursor } from './cursor';
import type { TCommonSearch } from './search-params';

export type TSearchPage<T extends Resource> = { resources: T[]; nextAfter: string | null };

/** Of `count` + 1 rows, the page and whether another follows (the page's last id). */
export function toPage<TRow extends { id: string }>(
  rows: TRow[],
  count: number,
): { rows: TRow[]; nextAfter: string | null } {
  const page = rows.slice(0, count);
  return { rows: page, nextAfter: rows.length > count ? (page.at(-1)?.id ?? null) : null };
}

function searchUrl(base: string, resourceType: string, params: [string, string][]): string {
  const query = new URLSearchParams(params).toString();
  return `${base}/${resourceType}${query ? `?${query}` : ''}`;
}

/**
 * A `searchset` Bundle: the page's resources, a `self` link with the parameters applied and a
 * `next` link while more follow. No `total`: counting would cost a full walk on every page.
 */
export function toSearchBundle<T extends Resource>(options: {
  base: string;
  resourceType: string;
  search: TCommonSearch;
  /** The resource's own parameters applied, beside the common ones. */
  params: [string, string][];
  page: TSearchPage<T>;
}): Bundle<T> {
  const { base, resourceType, search, params, page } = options;
  const applied = [...params, ...search.used];
  const self = searchUrl(
    base,
    resourceType,
    search.after ? [...applied, ['_cursor', encodeFhirCursor(search.after)]] : applied,
  );
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    link: [
      { relation: 'self', url: self },
      ...(page.nextAfter
        ? [
            {
              relation: 'next',
              url: searchUrl(base, resourceType, [...applied, ['_cursor', encodeFhirCursor(page.nextAfter)]]),
            },
          ]
        : []),
    ],
    entry: page.resources.map((resource) => ({
      fullUrl: `${base}/${resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
