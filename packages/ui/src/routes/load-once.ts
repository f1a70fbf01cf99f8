/** A visitor's first press of a key or pointer: code for what follows one can start loading then. */
export const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Code downloaded once for the whole site, on first need: `load()` starts the download or joins the
 * one under way; `loaded()` gives what it brought once it is in (null before). A failed download
 * (offline, a site updated under the page) is tried again by the next `load()`.
 */
export function loadOnce<T>(download: () => Promise<T>) {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: (): Promise<T> => {
      loading ??= download().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: (): T | null => value,
  };
}
