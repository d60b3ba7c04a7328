import { vi } from 'vitest';

/** The decoded image `createImageBitmap` answers: its size, and a close to watch. */
export type TStubBitmap = { width: number; height: number; close: () => void };

/**
 * jsdom decodes no image and draws nothing: stands in for `createImageBitmap` (answering `bitmap`)
 * and for the canvas, whose `toBlob` encodes a JPEG's first bytes. Undone by `vi.unstubAllGlobals`
 * and `vi.restoreAllMocks`. Answers the canvas's `drawImage`, to see what was drawn.
 */
export function stubImageCanvas(bitmap: TStubBitmap = { width: 64, height: 64, close: () => undefined }) {
  const drawImage = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: vi.fn(),
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type })),
  );
  return { drawImage };
}
