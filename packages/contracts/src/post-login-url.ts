import { isHttpUrl } from './http-url.ts';

/** Whether a post-login URL is one a browser may be sent to: http(s), or a path of this origin. */
export function isSafePostLoginUrl(url: string): boolean {
  if (url.startsWith('/')) {
    // "//host" and "/\host" are other origins for browsers.
    return !url.startsWith('//') && !url.startsWith('/\\');
  }
  return isHttpUrl(url);
}
