/**
 * A chunk loaded on demand, once: every caller shares the same request, the module is kept once it
 * has arrived, and a failed load (offline, a stale deployment) is forgotten so that the next call
 * tries again.
 */
export interface Loader<T> {
  load(): Promise<T>;
  /** The module, once it has arrived. */
  loaded(): T | undefined;
}

export function loadOnce<T>(importChunk: () => Promise<T>): Loader<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importChunk().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
