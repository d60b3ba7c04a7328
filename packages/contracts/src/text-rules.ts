/**
 * The one rule for text people send (names, titles, descriptions, search words...): no NUL
 * character and no lone UTF-16 surrogate. NUL truncates text in C libraries and PostgreSQL refuses
 * it; a lone surrogate is not Unicode and turns into U+FFFD or an error wherever it is encoded.
 * Zod-free, so the web app can use it on its first page; the server applies it to every request.
 */

/** The field error of text breaking the rule. */
export const UNCLEAN_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

/** Whether a text keeps the rule: well-formed Unicode without NUL. */
export function isCleanText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

/** The paths of every string in a parsed request (objects and arrays) that breaks the rule. */
export function findUncleanTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') {
    return isCleanText(value) ? [] : [path];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => findUncleanTextPaths(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => findUncleanTextPaths(item, [...path, key]));
  }
  return [];
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
