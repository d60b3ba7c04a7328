import { readFile } from 'node:fs/promises';
import { createCoverImage, createThumbnailImage } from './media-fixtures/cover-image.ts';
import type { TDemoCatalogue } from './resource-catalogue.ts';

/*
 * The files of one demo tenant's library: a thumbnail (121x121 PNG) and a cover (960x540 JPEG) per
 * parent category, drawn at seed time because they carry the category's name; and, read from the
 * small files committed in `media-files/` (made once with ffmpeg, LibreOffice and pdf-lib, see
 * its README), a handbook (PDF), a deck (PowerPoint) and a video (H.264 + AAC MP4) in each
 * language and one audio chime (MP3). Each is stored once and attached to as many resources as use it.
 */

export type TLanguage = 'en' | 'fr';

export type TDemoFile = { key: string; fileName: string; bytes: Buffer };

/** Where each kind of file goes, by its key in the kit. */
export const MEDIA_KIT_KEYS = {
  thumbnail: (categoryCode: string) => `thumbnail:${categoryCode}`,
  cover: (categoryCode: string) => `cover:${categoryCode}`,
  document: (language: TLanguage) => `document:${language}`,
  presentation: (language: TLanguage) => `presentation:${language}`,
  video: (language: TLanguage) => `video:${language}`,
  audio: 'audio',
} as const;

/** The committed demo files, by name in `media-files/`: found beside this module, whatever the working directory. */
export const DEMO_MEDIA_FILES = {
  document: (language: TLanguage) => `handbook-${language}.pdf`,
  presentation: (language: TLanguage) => `presentation-${language}.pptx`,
  video: (language: TLanguage) => `video-${language}.mp4`,
  audio: 'chime.mp3',
} as const;

/** The bytes of one committed demo file (`DEMO_MEDIA_FILES`). */
export function readDemoMediaFile(name: string): Promise<Buffer> {
  return readFile(new URL(`./media-files/${name}`, import.meta.url));
}

function slugOf(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/** The tenant's files: its pictures drawn (in parallel: sharp works on its own threads), the rest read from disk. */
export async function generateMediaKit(catalogue: TDemoCatalogue, tenantName: string): Promise<TDemoFile[]> {
  const { palette, tenantCode } = catalogue;
  const committed = (key: string, name: string, fileName: string): Promise<TDemoFile> =>
    readDemoMediaFile(name).then((bytes) => ({ key, fileName, bytes }));
  const jobs: Promise<TDemoFile>[] = [];
  for (const category of catalogue.categories) {
    const title = category.names[catalogue.primaryLanguage];
    jobs.push(
      createThumbnailImage({ title, palette }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.thumbnail(category.code),
        fileName: `thumbnail-${slugOf(category.code)}.png`,
        bytes,
      })),
      createCoverImage({ title, subtitle: tenantName, palette }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.cover(category.code),
        fileName: `cover-${slugOf(category.code)}.jpg`,
        bytes,
      })),
    );
  }
  for (const language of ['en', 'fr'] as const) {
    jobs.push(
      committed(
        MEDIA_KIT_KEYS.document(language),
        DEMO_MEDIA_FILES.document(language),
        `${tenantCode}-handbook-${language}.pdf`,
      ),
      committed(
        MEDIA_KIT_KEYS.presentation(language),
        DEMO_MEDIA_FILES.presentation(language),
        `${tenantCode}-presentation-${language}.pptx`,
      ),
      committed(
        MEDIA_KIT_KEYS.video(language),
        DEMO_MEDIA_FILES.video(language),
        `${tenantCode}-video-${language}.mp4`,
      ),
    );
  }
  jobs.push(committed(MEDIA_KIT_KEYS.audio, DEMO_MEDIA_FILES.audio, `${tenantCode}-chime.mp3`));
  return Promise.all(jobs);
}
