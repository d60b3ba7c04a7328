import { describe, expect, it } from 'vitest';
import { classifyOfficeDocument, extensionOf, resolveContentType, sniffContentType } from './media-content.ts';
import {
  bareMp3File,
  elfFile,
  exeFile,
  gifFile,
  htmlFile,
  m4aFile,
  mp3File,
  mp4File,
  officeFile,
  oggFile,
  pdfFile,
  plainZipFile,
  pngFile,
  quickTimeFile,
  scriptFile,
  svgFile,
  wavFile,
  webmFile,
  webpFile,
  xmlSvgFile,
} from './media-test-files.ts';

describe('sniffContentType', () => {
  it.each([
    ['PNG', pngFile, 'image/png'],
    ['GIF', gifFile, 'image/gif'],
    ['WebP', webpFile, 'image/webp'],
    ['JPEG', async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['PDF', async () => pdfFile(), 'application/pdf'],
    ['WAV', async () => wavFile(), 'audio/wav'],
    ['MP3 with ID3', async () => mp3File(), 'audio/mpeg'],
    ['MP3 frame', async () => bareMp3File(), 'audio/mpeg'],
    ['MP4', async () => mp4File(), 'video/mp4'],
    ['M4A', async () => m4aFile(), 'audio/mp4'],
    ['WebM', async () => webmFile(), 'video/webm'],
    ['OGG', async () => oggFile(), 'audio/ogg'],
    ['a ZIP archive', plainZipFile, 'zip'],
  ])('recognises %s', async (_name, make, expected) => {
    expect(sniffContentType(await make())).toBe(expected);
  });

  it.each([
    ['SVG', svgFile],
    ['SVG with an XML declaration', xmlSvgFile],
    ['HTML', htmlFile],
    ['a script', scriptFile],
    ['a Windows executable', exeFile],
    ['an ELF executable', elfFile],
    ['QuickTime', quickTimeFile],
    ['Matroska', () => webmFile('matroska')],
    ['a RIFF that is neither WAVE nor WEBP', () => Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI LIST', 'latin1')],
    ['an ADTS AAC frame (not layer III)', () => Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0])],
    ['a frame sync with a reserved version', () => Buffer.from([0xff, 0xeb, 0x90, 0x64])],
    ['a PDF signature after a preamble', () => Buffer.from('  %PDF-1.4')],
    ['nothing', () => Buffer.alloc(0)],
    ['a few bytes', () => Buffer.from([0x89, 0x50])],
  ])('refuses %s', (_name, make) => {
    expect(sniffContentType(make())).toBeNull();
  });
});

describe('classifyOfficeDocument', () => {
  it('tells PowerPoint, Word and Excel apart by their main part', async () => {
    expect(await classifyOfficeDocument(await officeFile('pptx'))).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(await classifyOfficeDocument(await officeFile('docx'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await classifyOfficeDocument(await officeFile('xlsx'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses plain archives, macro-enabled documents and broken archives', async () => {
    expect(await classifyOfficeDocument(await plainZipFile())).toBeNull();
    expect(await classifyOfficeDocument(await officeFile('docx', { withMacros: true }))).toBeNull();
    const truncated = (await officeFile('pptx')).subarray(0, 60);
    expect(await classifyOfficeDocument(truncated)).toBeNull();
  });
});

describe('resolveContentType', () => {
  it('keeps the type of the bytes when the declaration says nothing', () => {
    expect(resolveContentType('application/pdf', undefined, 'guide.pdf')).toBe('application/pdf');
    expect(resolveContentType('application/pdf', 'application/octet-stream', 'guide')).toBe('application/pdf');
    expect(resolveContentType('image/jpeg', 'IMAGE/JPG; charset=binary', 'photo.JPEG')).toBe('image/jpeg');
  });

  it('lets the declaration or the extension pick audio or video for MP4 and WebM', () => {
    expect(resolveContentType('video/mp4', 'audio/mp4', 'x')).toBe('audio/mp4');
    expect(resolveContentType('video/mp4', undefined, 'x.m4a')).toBe('audio/mp4');
    expect(resolveContentType('video/mp4', undefined, 'x.mp4')).toBe('video/mp4');
    expect(resolveContentType('video/webm', 'audio/webm', 'x.weba')).toBe('audio/webm');
  });

  it('accepts an Office document declared as a ZIP', () => {
    const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    expect(resolveContentType(pptx, 'application/x-zip-compressed', 'deck.pptx')).toBe(pptx);
  });

  it.each([
    ['image/png', 'image/jpeg', 'x.png'],
    ['image/png', undefined, 'x.jpg'],
    ['application/pdf', 'text/html', 'x.pdf'],
    ['application/pdf', undefined, 'x.html'],
    ['audio/mp4', 'audio/mp4', 'x.mp3'],
    ['image/gif', 'image/svg+xml', 'x.gif'],
  ] as const)('refuses %s declared %s named %s (415)', (detected, declared, name) => {
    expect(() => resolveContentType(detected, declared, name)).toThrow(
      expect.objectContaining({ code: 'unsupported_media_type' }),
    );
  });

  it('reads extensions only when they look like one', () => {
    expect(extensionOf('Report v1.2 final')).toBeNull();
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBeNull();
  });
});
