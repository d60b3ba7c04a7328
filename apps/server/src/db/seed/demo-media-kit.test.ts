import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classifyOfficeDocument,
  SNIFF_BYTES,
  sniffContentType,
  ZIP_CONTAINER,
} from '../../modules/media/media-content.ts';
import { DEMO_MEDIA_FILES, readDemoMediaFile } from './demo-media-kit.ts';

/*
 * The committed demo files, checked the way the media module will take them (its own sniffing),
 * small enough to keep in the repository, each described in the README beside them. The videos were
 * played to the end in Debian's Chromium when they were made (README).
 */

const FOLDER = new URL('./media-files/', import.meta.url);

type TExpected = [name: string, contentType: string];

const EXPECTED: TExpected[] = [
  ...(['en', 'fr'] as const).flatMap((language): TExpected[] => [
    [DEMO_MEDIA_FILES.video(language), 'video/mp4'],
    [DEMO_MEDIA_FILES.document(language), 'application/pdf'],
    [
      DEMO_MEDIA_FILES.presentation(language),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  ]),
  [DEMO_MEDIA_FILES.audio, 'audio/mpeg'],
];

type TBox = { type: string; start: number; end: number };

/** The top-level boxes of an ISO media file, in order. */
function topLevelBoxes(file: Buffer): TBox[] {
  const boxes: TBox[] = [];
  for (let start = 0; start + 8 <= file.length;) {
    const size = file.readUInt32BE(start);
    if (size < 8) {
      break;
    }
    boxes.push({ type: file.toString('latin1', start + 4, start + 8), start, end: start + size });
    start += size;
  }
  return boxes;
}

describe('committed demo media', () => {
  it.each(EXPECTED)('%s is what the media module reads as %s', async (name, contentType) => {
    const bytes = await readDemoMediaFile(name);
    const sniffed = sniffContentType(bytes.subarray(0, SNIFF_BYTES));
    expect(sniffed === ZIP_CONTAINER ? await classifyOfficeDocument(bytes) : sniffed).toBe(contentType);
  });

  it('holds only small files, each named in the README with how it was made', () => {
    const readme = readFileSync(new URL('README.md', FOLDER), 'utf8');
    const media = readdirSync(FOLDER).filter((name) => !/\.(md|sh|gitattributes)$/.test(name));
    expect(media.sort()).toEqual(EXPECTED.map(([name]) => name).sort());
    for (const name of media) {
      expect(statSync(new URL(name, FOLDER)).size, name).toBeLessThan(200 * 1024);
      expect(readme, name).toContain(name);
    }
  });

  it.each(['en', 'fr'] as const)(
    'the %s video is H.264 and AAC with its index first, so a browser plays it at once',
    async (language) => {
      const video = await readDemoMediaFile(DEMO_MEDIA_FILES.video(language));
      const types = topLevelBoxes(video).map((box) => box.type);
      expect(types).toContain('moov');
      expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
      // The sample entries of the index name the codecs: avc1 with its avcC (H.264), mp4a with its esds (AAC).
      const moov = topLevelBoxes(video).find((box) => box.type === 'moov') as TBox;
      const index = video.subarray(moov.start, moov.end);
      for (const tag of ['avc1', 'avcC', 'mp4a', 'esds']) {
        expect(index.includes(tag, 0, 'latin1'), tag).toBe(true);
      }
    },
  );
});
