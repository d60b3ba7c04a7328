import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCoverImage, createThumbnailImage, THUMBNAIL_SIZE } from './cover-image.ts';
import { buildTitleCardSvg, PALETTES, wrapWords } from './title-card.ts';

const card = { title: 'Santé et sécurité au travail <2026> & "vous"', subtitle: 'Boréal', palette: PALETTES.boreal };

describe('title card images', () => {
  it('makes a 121x121 PNG thumbnail, a real raster image', async () => {
    const png = await createThumbnailImage(card);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
  });

  it('makes a 960x540 JPEG cover whose pixels are the palette, not blank', async () => {
    const jpeg = await createCoverImage(card);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 540 });
    const stats = await sharp(jpeg).stats();
    // The gradient runs from one colour to another: every channel varies across the picture.
    expect(stats.channels.every((channel) => channel.max - channel.min > 40)).toBe(true);
  });

  it('escapes the title into the SVG and wraps long titles', () => {
    const svg = buildTitleCardSvg({ ...card, width: 320, height: 180 });
    for (const escaped of ['&lt;2026&gt;', '&amp;', '&quot;vous&quot;']) {
      expect(svg).toContain(escaped);
    }
    expect(svg).not.toContain('<2026>');
    expect(wrapWords('one two three four five six seven', 9, 2)).toEqual(['one two', 'three…']);
  });
});
