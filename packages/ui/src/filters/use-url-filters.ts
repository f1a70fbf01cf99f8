import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createLoader, createSerializer, type inferParserType, type ParserMap } from 'nuqs/server';

/** One nuqs parser with a default per filter (see url-params.ts): none of them ever fails. */
export type TFilterParsers = ParserMap;
/** A list's filters as its parsers read them from the URL. */
export type TUrlFilterValues<TParsers extends TFilterParsers> = inferParserType<TParsers>;
type TFilterKey<TParsers extends TFilterParsers> = Extract<keyof TParsers, string>;
type TUrlKeys<TParsers extends TFilterParsers> = Partial<Record<keyof TParsers, string>>;

export type TUrlFiltersConfig<TParsers extends TFilterParsers> = {
  /** One parser per filter, each reading its parameter's text and never failing. */
  parsers: TParsers;
  /** A filter's search parameter where it differs from the filter's name (`hospitalId` -> `hospital`). */
  params?: TUrlKeys<TParsers>;
  /** A filter (the page number) that goes back to its default whenever another one changes. */
  resetOnChange?: TFilterKey<TParsers>;
  /** What "Clear filters" empties; `hasFilters` says whether any of them is set. */
  clearable?: readonly TFilterKey<TParsers>[];
};

function toParam(value: unknown): string {
  if (Array.isArray(value)) {
    return value.join(',');
  }
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The config's reader and writer of the URL, and its defaults. The writer reads each value back
 * through its own parser (so the URL only ever holds what a reader accepts, in one order: equal
 * filters make equal URLs), and a value equal to its default leaves the URL.
 */
function createUrlCodec<TParsers extends TFilterParsers>(config: TUrlFiltersConfig<TParsers>) {
  const { parsers, params: urlKeys, resetOnChange } = config;
  const read = createLoader(parsers, { urlKeys });
  const serialize = createSerializer(parsers, { urlKeys, clearOnDefault: true });
  const write = (current: URLSearchParams, patch: Partial<TUrlFilterValues<TParsers>>) => {
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (Object.hasOwn(parsers, key) && value !== undefined) {
        changes[key] = parsers[key].parseServerSide(parsers[key].serialize(value));
      }
    }
    if (resetOnChange && Object.keys(changes).length > 0 && !(resetOnChange in patch)) {
      changes[resetOnChange] = null;
    }
    return new URLSearchParams(serialize(current, changes as Partial<TUrlFilterValues<TParsers>>));
  };
  return { read, write, defaults: read(new URLSearchParams()) };
}

/**
 * A list's filters kept in the URL's search parameters, so Back, a reload and a shared link keep
 * them. Pass a config defined once (module level): the callbacks are stable while it is.
 */
export function useUrlFilters<TParsers extends TFilterParsers>(config: TUrlFiltersConfig<TParsers>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const codec = useMemo(() => createUrlCodec(config), [config]);
  const filters = useMemo(() => codec.read(searchParams), [codec, searchParams]);

  const setFilters = useCallback(
    (patch: Partial<TUrlFilterValues<TParsers>>) => {
      // Replace, not push: Back leaves the list instead of undoing one keystroke of a search.
      setSearchParams((current) => codec.write(current, patch), { replace: true });
    },
    [codec, setSearchParams],
  );

  const { hasFilters, clearFilters } = useMemo(() => {
    const clearable = config.clearable ?? [];
    const { defaults } = codec;
    return {
      hasFilters: clearable.some((key) => toParam(filters[key]) !== toParam(defaults[key])),
      clearFilters: () =>
        setFilters(
          Object.fromEntries(clearable.map((key) => [key, defaults[key]])) as unknown as Partial<
            TUrlFilterValues<TParsers>
          >,
        ),
    };
  }, [config, codec, filters, setFilters]);

  return { filters, setFilters, hasFilters, clearFilters };
}
