import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createLoader, createSerializer, type inferParserType, type ParserMap } from 'nuqs';

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

/** The config's reader and writer of the URL, made once per config (they are defined once). */
type TUrlCodec<TParsers extends TFilterParsers> = {
  read: (searchParams: URLSearchParams) => TUrlFilterValues<TParsers>;
  write: (current: URLSearchParams, patch: Partial<TUrlFilterValues<TParsers>>) => URLSearchParams;
  defaults: TUrlFilterValues<TParsers>;
};

const codecs = new WeakMap<object, TUrlCodec<TFilterParsers>>();

function codecFor<TParsers extends TFilterParsers>(config: TUrlFiltersConfig<TParsers>): TUrlCodec<TParsers> {
  const known = codecs.get(config);
  if (known) {
    return known as unknown as TUrlCodec<TParsers>;
  }
  const { parsers, params: urlKeys } = config;
  const read = createLoader(parsers, { urlKeys });
  const serialize = createSerializer(parsers, { urlKeys, clearOnDefault: true });
  const defaults = read(new URLSearchParams());
  /**
   * Writes a change into the search parameters: each value is read back through its own parser
   * (so the URL only ever holds what a reader accepts, in one order: equal filters make equal
   * URLs), and a value equal to its default leaves the URL.
   */
  const write = (current: URLSearchParams, patch: Partial<TUrlFilterValues<TParsers>>) => {
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (Object.hasOwn(parsers, key) && value !== undefined) {
        const parser = parsers[key];
        changes[key] = parser.parseServerSide(parser.serialize(value));
      }
    }
    const reset = config.resetOnChange;
    if (reset && Object.keys(changes).length > 0 && !(reset in patch)) {
      changes[reset] = null;
    }
    return new URLSearchParams(serialize(current, changes as Partial<TUrlFilterValues<TParsers>>));
  };
  const codec: TUrlCodec<TParsers> = { read, write, defaults };
  codecs.set(config, codec as unknown as TUrlCodec<TFilterParsers>);
  return codec;
}

/**
 * A list's filters kept in the URL's search parameters, so Back, a reload and a shared link keep
 * them. Pass a config defined once (module level): the callbacks are stable while it is.
 */
export function useUrlFilters<TParsers extends TFilterParsers>(config: TUrlFiltersConfig<TParsers>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const codec = codecFor(config);
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
