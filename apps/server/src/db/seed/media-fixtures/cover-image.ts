import sharp from 'sharp';
import { buildTitleCardSvg, type TTitleCard } from './title-card.ts';

/** The spec's default thumbnail size (section 9). */
export const THUMBNAIL_SIZE = 121;

export type TImageFormat = 'png' | 'jpeg';

/** A branded title card as a real raster image (PNG or JPEG, never SVG). */
export async function createTitleCardImage(card: TTitleCard, format: TImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(buildTitleCardSvg(card)));
  // Plain libjpeg and zlib: mozjpeg and palette quantisation save a few kilobytes for twice the time.
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

/** A 121x121 thumbnail of the default size. */
export async function createThumbnailImage(
  card: Omit<TTitleCard, 'width' | 'height'>,
  format: TImageFormat = 'png',
): Promise<Buffer> {
  return createTitleCardImage({ ...card, width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }, format);
}

/** A 16:9 cover (960x540 by default): the IMAGE assets and larger previews. */
export async function createCoverImage(
  card: Omit<TTitleCard, 'width' | 'height'>,
  format: TImageFormat = 'jpeg',
  size: { width: number; height: number } = { width: 960, height: 540 },
): Promise<Buffer> {
  return createTitleCardImage({ ...card, ...size }, format);
}
