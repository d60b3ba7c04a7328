import { describe, expect, it } from 'vitest';
import { pushToDataLayer, resolveTagManager } from './analytics';
import type { TPageViewEvent } from './analytics';

const event: TPageViewEvent = {
  event: 'page_view',
  url: 'http://acme.localhost/dashboard',
  userCode: 'acme-learner',
  locations: ['Montreal'],
  jobTitleCode: 'DEV',
  jobTitle: 'Developer',
  pageLanguage: 'en',
};

describe('resolveTagManager', () => {
  it('accepts a valid container and data layer name', () => {
    expect(resolveTagManager({ containerId: 'GTM-AB12CD', dataLayerName: 'dataLayer' })).toEqual({
      containerId: 'GTM-AB12CD',
      dataLayerName: 'dataLayer',
    });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['a container id without GTM-', { containerId: 'UA-1234', dataLayerName: 'dataLayer' }],
    ['a script-injecting container id', { containerId: 'GTM-1&x=<script>', dataLayerName: 'dataLayer' }],
    ['no data layer name', { containerId: 'GTM-AB12CD', dataLayerName: '' }],
    ['a data layer name that is no identifier', { containerId: 'GTM-AB12CD', dataLayerName: 'data.layer' }],
  ])('refuses %s', (_case, tagManager) => {
    expect(resolveTagManager(tagManager)).toBeUndefined();
  });
});

describe('pushToDataLayer', () => {
  it('creates the data layer when absent, then appends to it', () => {
    const target: Record<string, unknown> = {};
    expect(pushToDataLayer(target, 'portalLayer', event)).toBe(true);
    expect(pushToDataLayer(target, 'portalLayer', { ...event, url: 'http://acme.localhost/news' })).toBe(true);
    expect(target.portalLayer).toEqual([event, { ...event, url: 'http://acme.localhost/news' }]);
  });

  it("calls the existing layer's push (GTM replaces it)", () => {
    const pushed: unknown[] = [];
    const layer = Object.assign([], { push: (item: unknown) => pushed.push(item) });
    expect(pushToDataLayer({ dataLayer: layer }, 'dataLayer', event)).toBe(true);
    expect(pushed).toEqual([event]);
  });

  it('leaves a global that is not an array, or an inherited one, alone', () => {
    const target = { location: { href: 'x' } };
    expect(pushToDataLayer(target, 'location', event)).toBe(false);
    expect(target.location).toEqual({ href: 'x' });
    expect(pushToDataLayer({}, 'constructor', event)).toBe(false);
    expect(pushToDataLayer({}, '__proto__', event)).toBe(false);
  });
});
