import { describe, expect, it } from 'vitest';
import { acceptOf, checkFile } from './media-files';

describe('files before they are sent', () => {
  it('accepts the types of the asked kinds, by type or extension', () => {
    expect(acceptOf(['presentation'])).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation,.pptx',
    );
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, ['document'])).toBeUndefined();
    expect(checkFile({ name: 'deck.pptx', type: '', size: 10 }, ['presentation'])).toBeUndefined();
  });

  it('says why a file would be refused', () => {
    expect(checkFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, ['image'])).toEqual({
      problem: 'unsupportedType',
    });
    expect(checkFile({ name: 'a.mp4', type: 'video/mp4', size: 10 }, ['document'])).toEqual({ problem: 'wrongKind' });
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 11 * 1024 * 1024 }, ['image'])).toEqual({
      problem: 'tooLarge',
      maxBytes: 10 * 1024 * 1024,
    });
  });
});
