/** Nearest-rank percentile of sorted values (0 when there are none). */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}
