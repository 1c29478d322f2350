/** Fakes of `localStorage` for unit tests: one in memory, one that refuses everything. */
export const memoryStorage = (entries: Record<string, string> = {}) => ({
  entries,
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});
export const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};
