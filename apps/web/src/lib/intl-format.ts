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

/**
 * Builds the page language's plain number and date formatters while the browser is idle at
 * start-up (waiting for the first answers): the first formatter of a page loads the locale's data,
 * a long task on a phone that would otherwise land inside the first page's render.
 */
export function prewarmIntlFormats(locale: string): void {
  const prewarm = () => {
    numberFormat(locale).format(0);
    dateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(prewarm, { timeout: 2000 });
  } else {
    setTimeout(prewarm, 0);
  }
}
