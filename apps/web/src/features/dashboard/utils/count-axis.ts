import { formatNumber } from '../../../lib/format-number';

/** The steps an axis of whole counts may take: 1, 2, 5, 10, 20, 50, ... */
function niceStep(rawStep: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rawStep);
  return step ?? 10 * magnitude;
}

export type TCountAxis = {
  /** Evenly spaced whole numbers from 0, the last at or above the largest count. */
  ticks: number[];
  domain: [number, number];
  /** Room for the longest tick label, in pixels, so "1 000" (fr-CA) is not clipped. */
  width: number;
  tickFormatter: (value: number) => string;
};

/**
 * A y-axis for counts: whole, evenly spaced ticks (recharts' own choice for small counts gives
 * uneven ones such as 0, 2, 3, 5) in the page's number format, at most `maxTicks` of them.
 */
export function countAxis(counts: readonly number[], locale: string, maxTicks = 5): TCountAxis {
  const largest = Math.max(0, ...counts.map((count) => Math.ceil(count)));
  // Never below 1: a count axis has no half steps.
  const step = largest === 0 ? 1 : Math.max(1, niceStep(largest / (maxTicks - 1)));
  const top = Math.max(step, Math.ceil(largest / step) * step);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const tickFormatter = (value: number) => formatNumber(value, locale);
  const longest = Math.max(...ticks.map((tick) => tickFormatter(tick).length));
  return { ticks, domain: [0, top], width: 12 + longest * 8, tickFormatter };
}
