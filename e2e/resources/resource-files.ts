import sharp from 'sharp';

/** A real one-page PDF carrying the given text: the server tests' shared document. */
export { pdfFile as createPdf } from '../../apps/server/src/test/test-documents.ts';

/** A small real PNG (the media service decodes and re-encodes images, so it must be one). */
export async function createPng(colour = '#2f6fb5'): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 160, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A title no other journey (or run) uses, so searches find exactly this one. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
