import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as zm from 'zod/mini';

type TFilterSchema = zm.ZodMiniObject;
type TFilterKey<TSchema extends TFilterSchema> = Extract<keyof zm.output<TSchema>, string>;

export type TUrlFiltersConfig<TSchema extends TFilterSchema> = {
  /** One field per filter, each reading its parameter's text (see url-params.ts) and never failing. */
  schema: TSchema;
  /** A filter's search parameter where it differs from the filter's name (`hospitalId` -> `hospital`). */
  params?: Partial<Record<TFilterKey<TSchema>, string>>;
  /** A filter (the page number) that goes back to its default whenever another one changes. */
  resetOnChange?: TFilterKey<TSchema>;
  /** What "Clear filters" empties; `hasFilters` says whether any of them is set. */
  clearable?: readonly TFilterKey<TSchema>[];
};

function toParam(value: unknown): string {
  if (Array.isArray(value)) {
    return value.join(',');
  }
  return value === undefined || value === null ? '' : String(value);
}

function readFilters<TSchema extends TFilterSchema>(
  config: TUrlFiltersConfig<TSchema>,
  searchParams: URLSearchParams,
): zm.output<TSchema> {
  const raw = Object.fromEntries(
    Object.keys(config.schema.shape).map((key) => {
      const param = config.params?.[key as TFilterKey<TSchema>] ?? key;
      return [key, searchParams.get(param) ?? undefined];
    }),
  );
  return zm.parse(config.schema, raw);
}

/**
 * Writes a change into the search parameters: each value is read back through its own schema (so
 * the URL only ever holds what a reader accepts, in one order: equal filters make equal URLs), and
 * a value equal to its default leaves the URL.
 */
function writeFilters<TSchema extends TFilterSchema>(
  config: TUrlFiltersConfig<TSchema>,
  current: URLSearchParams,
  patch: Partial<zm.output<TSchema>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaults = readFilters(config, new URLSearchParams());
  const shape = config.schema.shape as Record<string, zm.ZodMiniType>;
  const changes: [string, unknown][] = Object.entries(patch).filter(
    ([key, value]) => key in shape && value !== undefined,
  );
  if (config.resetOnChange && changes.length > 0 && !(config.resetOnChange in patch)) {
    changes.push([config.resetOnChange, defaults[config.resetOnChange]]);
  }
  for (const [key, value] of changes) {
    const param = config.params?.[key as TFilterKey<TSchema>] ?? key;
    const text = toParam(zm.parse(shape[key], toParam(value) || undefined));
    if (text === '' || text === toParam(defaults[key as TFilterKey<TSchema>])) {
      next.delete(param);
    } else {
      next.set(param, text);
    }
  }
  return next;
}

/**
 * A list's filters kept in the URL's search parameters, so Back, a reload and a shared link keep
 * them. Pass a config defined once (module level): the callbacks are stable while it is.
 */
export function useUrlFilters<TSchema extends TFilterSchema>(config: TUrlFiltersConfig<TSchema>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(config, searchParams), [config, searchParams]);

  const setFilters = useCallback(
    (patch: Partial<zm.output<TSchema>>) => {
      // Replace, not push: Back leaves the list instead of undoing one keystroke of a search.
      setSearchParams((current) => writeFilters(config, current, patch), { replace: true });
    },
    [config, setSearchParams],
  );

  const { hasFilters, clearFilters } = useMemo(() => {
    const clearable = config.clearable ?? [];
    const defaults = readFilters(config, new URLSearchParams());
    return {
      hasFilters: clearable.some((key) => toParam(filters[key]) !== toParam(defaults[key])),
      clearFilters: () =>
        setFilters(
          Object.fromEntries(clearable.map((key) => [key, defaults[key]])) as unknown as Partial<
            zm.output<TSchema>
          >,
        ),
    };
  }, [config, filters, setFilters]);

  return { filters, setFilters, hasFilters, clearFilters };
}
