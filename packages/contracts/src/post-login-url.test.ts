import { describe, expect, it } from 'vitest';
import { isCleanInAppPath, isSafePostLoginUrl } from './post-login-url.ts';

describe('isCleanInAppPath', () => {
  it.each(['/', '/resources', '/resources/12?tab=assets#top', '/search?term=a%20b', '/caf%C3%A9', '/a/b/'])(
    'accepts %s',
    (url) => {
      expect(isCleanInAppPath(url)).toBe(true);
    },
  );

  it.each([
    '/%09/evil.test/x',
    '/\t/evil.test/x',
    '/%0a/evil.test',
    '/%20/evil.test',
    '/ /evil.test',
    '//evil.test',
    '/%2F/evil.test',
    '/a//b',
    '/\\evil.test',
    '/%5Cevil.test',
    '/resources?x=%00',
    '/%E0%A4%A',
    'resources',
    'https://evil.test/',
    '',
  ])('refuses %j', (url) => {
    expect(isCleanInAppPath(url)).toBe(false);
  });
});

describe('isSafePostLoginUrl', () => {
  it('keeps http(s) URLs and takes in-app paths only when clean', () => {
    expect(isSafePostLoginUrl('https://survey.example/welcome')).toBe(true);
    expect(isSafePostLoginUrl('/onboarding')).toBe(true);
    expect(isSafePostLoginUrl('/%09/evil.test/x')).toBe(false);
  });
});
