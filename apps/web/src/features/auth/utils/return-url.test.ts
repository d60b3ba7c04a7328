import { describe, expect, it } from 'vitest';
import { currentReturnUrl, isAuthCallbackPath, toSafeReturnUrl } from './return-url';

describe('return URLs', () => {
  it('keeps in-app addresses with their query and hash', () => {
    expect(toSafeReturnUrl('/resources?tab=video#top')).toBe('/resources?tab=video#top');
  });

  it.each([
    undefined,
    42,
    '',
    'https://evil.test',
    '//evil.test',
    '/\\evil.test',
    '/\t/evil.test',
    '/%2F/evil.test',
    'resources',
  ])('falls back to the root for %j', (value) => {
    expect(toSafeReturnUrl(value)).toBe('/');
  });

  it('never returns to a callback or to the logout page', () => {
    expect(toSafeReturnUrl('/index.html?code=1')).toBe('/');
    expect(toSafeReturnUrl('/silent-refresh.html')).toBe('/');
    expect(toSafeReturnUrl('/logout')).toBe('/');
  });

  it('knows the provider callbacks and reads the current address', () => {
    expect(isAuthCallbackPath('/index.html')).toBe(true);
    expect(isAuthCallbackPath('/silent-refresh.html')).toBe(true);
    expect(isAuthCallbackPath('/dashboard')).toBe(false);
    expect(currentReturnUrl({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });
});
