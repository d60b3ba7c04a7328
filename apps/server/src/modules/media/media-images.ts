import { MediaValidation, type TMediaContentType } from '@portal/contracts';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export type TProcessedImage = { bytes: Buffer; width: number; height: number };

function isAnimatable(contentType: TMediaContentType): boolean {
  return contentType === 'image/gif' || contentType === 'image/webp';
}

function open(bytes: Buffer, contentType: TMediaContentType): Sharp {
  return sharp(bytes, {
    animated: isAnimatable(contentType),
    limitInputPixels: MediaValidation.maxImagePixels,
    // A truncated or corrupt image is refused rather than stored half-decoded.
    failOn: 'error',
  });
}

/** Encodes in the image's own format: a re-encoded image keeps its type, name and extension. */
function encode(image: Sharp, contentType: TMediaContentType): Sharp {
  switch (contentType) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 85 });
    default:
      throw new Error(`not an image type: ${contentType}`);
  }
}

function imageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new AppError('payload_too_large', `The image has more than ${MediaValidation.maxImagePixels} pixels.`);
  }
  return new AppError('unsupported_media_type', 'The file cannot be read as an image.');
}

/**
 * Decodes and re-encodes an uploaded image: upright (EXIF orientation applied), every metadata
 * block dropped (EXIF, GPS, XMP, ICC comments), and whatever else the file carried beyond the
 * pixels gone with them. Answers the new bytes and the size of one frame.
 */
export async function reencodeImage(bytes: Buffer, contentType: TMediaContentType): Promise<TProcessedImage> {
  try {
    const { data, info } = await encode(open(bytes, contentType).autoOrient(), contentType).toBuffer({
      resolveWithObject: true,
    });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw imageError(error);
  }
}

/** The image scaled down to fit inside width x height (never enlarged), in its own format. */
export async function resizeImage(
  bytes: Buffer,
  contentType: TMediaContentType,
  size: { width?: number | undefined; height?: number | undefined },
): Promise<Buffer> {
  try {
    const resized = open(bytes, contentType).resize({
      width: size.width,
      height: size.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return await encode(resized, contentType).toBuffer();
  } catch (error) {
    throw imageError(error);
  }
}
