import { isHttpUrl } from './http-url.ts';

// Browsers strip or rewrite some of these inside URLs ("/\t/host" is read as "//host").
const WHITESPACE = /[\s\u200b\u2028\u2029\ufeff]/;

/** Whether a text holds a C0 control, DEL or a C1 control. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

/** The text once percent-decoded, or null when it is not valid percent-encoding. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Whether a URL is a clean path of this origin: one leading `/`, and, before and after
 * percent-decoding, no control character anywhere and, in the path, no whitespace, no `//` and no
 * backslash (which browsers read as `/`). Anything else could leave the origin or reach no route.
 */
export function isCleanInAppPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const decodedUrl = decoded(url);
  const decodedPath = decoded(path);
  if (decodedUrl === null || decodedPath === null || !url.startsWith('/')) {
    return false;
  }
  if (hasControlCharacter(url) || hasControlCharacter(decodedUrl)) {
    return false;
  }
  return [path, decodedPath].every(
    (candidate) => !WHITESPACE.test(candidate) && !candidate.includes('//') && !candidate.includes('\\'),
  );
}

/** Whether a post-login URL is one a browser may be sent to: http(s), or a clean path of this origin. */
export function isSafePostLoginUrl(url: string): boolean {
  if (url.startsWith('/')) {
    return isCleanInAppPath(url);
  }
  return isHttpUrl(url);
}
