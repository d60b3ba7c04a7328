import { describe, expect, it } from 'vitest';
import { canMoveCrop, CENTRE_CROP, pictureSideOf, squareCropArea } from './square-crop';

describe('squareCropArea', () => {
  it('takes the largest centred square of a landscape or a portrait image', () => {
    expect(squareCropArea({ width: 800, height: 600 }, CENTRE_CROP)).toEqual({ sx: 100, sy: 0, side: 600 });
    expect(squareCropArea({ width: 300, height: 900 }, CENTRE_CROP)).toEqual({ sx: 0, sy: 300, side: 300 });
  });

  it('shrinks the square as it zooms, and moves it within the image', () => {
    const image = { width: 800, height: 600 };
    expect(squareCropArea(image, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({ sx: 250, sy: 150, side: 300 });
    expect(squareCropArea(image, { zoom: 2, x: 0, y: 1 })).toEqual({ sx: 0, sy: 300, side: 300 });
  });

  it('never leaves the image, whatever the crop says', () => {
    const image = { width: 800, height: 600 };
    expect(squareCropArea(image, { zoom: 0.5, x: -1, y: 2 })).toEqual({ sx: 0, sy: 0, side: 600 });
    expect(squareCropArea(image, { zoom: 10, x: 1, y: 1 })).toEqual({ sx: 650, sy: 450, side: 150 });
  });
});

describe('pictureSideOf', () => {
  it('is at most 512 pixels, and never enlarges a small crop', () => {
    expect(pictureSideOf({ width: 4000, height: 3000 }, CENTRE_CROP)).toBe(512);
    expect(pictureSideOf({ width: 200, height: 120 }, CENTRE_CROP)).toBe(120);
    expect(pictureSideOf({ width: 1, height: 1 }, { zoom: 4, x: 0.5, y: 0.5 })).toBe(1);
  });
});

describe('canMoveCrop', () => {
  it('moves along the axes the square leaves room on', () => {
    expect(canMoveCrop({ width: 800, height: 600 }, CENTRE_CROP)).toEqual({ x: true, y: false });
    expect(canMoveCrop({ width: 600, height: 600 }, CENTRE_CROP)).toEqual({ x: false, y: false });
    expect(canMoveCrop({ width: 600, height: 600 }, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({ x: true, y: true });
  });
});
