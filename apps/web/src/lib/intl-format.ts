import { memoize, strategies } from '@formatjs/fast-memoize';

/*
 * Intl formatters cost to build (a page's first one loads its locale's data: tens of
 * milliseconds on a phone) and nothing to reuse: one per locale and options, memoised as
 * react-intl keeps them. Options objects are compared by their JSON, so literals may be passed.
 */

export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memoize(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  { strategy: strategies.variadic },
);

export const dateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = memoize(
  (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  { strategy: strategies.variadic },
);

/** Runs `work` when the browser is idle (soon at the latest); the returned function cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/** The formatters a page's first view most often builds: counts, medium dates, durations (the feed's cards). */
const FIRST_VIEW_FORMATTERS: readonly ((locale: string) => unknown)[] = [
  (locale) => numberFormat(locale),
  (locale) => dateTimeFormat(locale, { dateStyle: 'medium' }),
  (locale) => numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
];

/**
 * Builds the first view's formatters ahead, each in an idle moment of its own, while the page waits
 * for its answers. Built inside the render of those answers instead, the locale data they load made
 * one task of 120-140 ms on a 4x-throttled CPU (`bench -- web-trace`, the resource feed); apart,
 * each is shorter, and a phone answers a tap between them. Returns what cancels those not built yet.
 */
export function warmIntlFormatters(locale: string, schedule: (work: () => void) => () => void = whenIdle): () => void {
  const cancels = FIRST_VIEW_FORMATTERS.map((build) => schedule(() => build(locale)));
  return () => {
    for (const cancel of cancels) {
      cancel();
    }
  };
}
