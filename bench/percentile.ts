/** The p-th percentile (0–100) of ascending numbers: the nearest-rank value, 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
