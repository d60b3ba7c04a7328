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
