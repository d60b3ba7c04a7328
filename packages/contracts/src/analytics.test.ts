import { describe, expect, it } from 'vitest';
import { ZTagManagerConfigurationSchema } from './analytics.ts';
import { isValidTagManagerConfiguration, TagManagerMessages, validateTagManagerConfiguration } from './tag-manager.ts';

describe('tag manager validation (spec section 5)', () => {
  it('accepts a GTM container id with a data layer name', () => {
    expect(validateTagManagerConfiguration({ containerId: 'GTM-ABC123', dataLayerName: 'dataLayer' })).toEqual({});
    expect(isValidTagManagerConfiguration({ containerId: 'GTM-K9', dataLayerName: '_portal$Layer' })).toBe(true);
  });

  it("needs a container id starting with 'GTM-', with the spec's message", () => {
    for (const containerId of ['', 'UA-12345', 'gtm-ABC', 'GTM-', 'XGTM-ABC', undefined, null]) {
      expect(validateTagManagerConfiguration({ containerId, dataLayerName: 'dataLayer' })).toEqual({
        containerId: 'Please provide a valid container ID (i.e. GTM-XXXXXX)',
      });
    }
  });

  it('refuses container ids that could break out of the script URL', () => {
    for (const containerId of ['GTM-ABC&l=x', 'GTM-ABC"><script>', 'GTM-AB C', `GTM-${'A'.repeat(21)}`]) {
      expect(validateTagManagerConfiguration({ containerId, dataLayerName: 'dataLayer' }).containerId).toBe(
        TagManagerMessages.invalidContainerId,
      );
    }
  });

  it("needs a data layer name, with the spec's message", () => {
    for (const dataLayerName of ['', '   ', undefined, null, '1layer', 'data-layer', 'data layer', 'a;alert(1)']) {
      expect(validateTagManagerConfiguration({ containerId: 'GTM-ABC123', dataLayerName })).toEqual({
        dataLayerName: 'Please provide a valid name for the data layer',
      });
    }
  });

  it('reports both fields at once', () => {
    expect(validateTagManagerConfiguration({})).toEqual({
      containerId: TagManagerMessages.invalidContainerId,
      dataLayerName: TagManagerMessages.invalidDataLayerName,
    });
  });

  it('the response schema agrees with the rule', () => {
    expect(ZTagManagerConfigurationSchema.safeParse({ containerId: 'GTM-ABC', dataLayerName: 'dl' }).success).toBe(
      true,
    );
    const invalid = ZTagManagerConfigurationSchema.safeParse({ containerId: 'UA-1', dataLayerName: 'dl' });
    expect(invalid.error?.issues[0]?.message).toBe(TagManagerMessages.invalidContainerId);
  });
});
