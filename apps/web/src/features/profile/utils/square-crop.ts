import { MediaValidation } from '@portal/contracts';

/** How the picture is cut from the chosen image: the square's zoom, and where it sits. */
export type TSquareCrop = {
  /** 1 takes the largest square the image holds; 2 half its side; up to `PICTURE_CROP.maxZoom`. */
  zoom: number;
  /** 0 (left) to 1 (right): where the square sits in the room the image leaves beside it. */
  x: number;
  /** 0 (top) to 1 (bottom). */
  y: number;
};

export const CENTRE_CROP: TSquareCrop = { zoom: 1, x: 0.5, y: 0.5 };

export const PICTURE_CROP = {
  maxZoom: 4,
  /** Side of the stored picture in pixels; smaller crops keep their own size (never enlarged). */
  outputSize: 512,
  /** JPEG: small, and shown the same by every browser; transparency becomes white. */
  outputType: 'image/jpeg',
  outputQuality: 0.9,
  /**
   * The largest image file the picture is cut from: the media service's image limit, the one
   * `checkFile` applies. The chosen file itself is never uploaded (only the re-encoded JPEG of at
   * most `outputSize` pixels is): the limit spares the browser decoding a huge file.
   */
  maxFileBytes: MediaValidation.maxBytesByKind.image,
} as const;

type TSize = { width: number; height: number };

/** The square of the image the crop takes, in the image's pixels. */
export function squareCropArea(image: TSize, crop: TSquareCrop): { sx: number; sy: number; side: number } {
  const zoom = Math.min(PICTURE_CROP.maxZoom, Math.max(1, crop.zoom));
  const side = Math.min(image.width, image.height) / zoom;
  const at = (position: number, room: number) => Math.min(1, Math.max(0, position)) * room;
  return { sx: at(crop.x, image.width - side), sy: at(crop.y, image.height - side), side };
}

/** Side in pixels of the picture a crop makes. */
export function pictureSideOf(image: TSize, crop: TSquareCrop): number {
  return Math.max(1, Math.min(PICTURE_CROP.outputSize, Math.round(squareCropArea(image, crop).side)));
}

/** Whether the crop can move along an axis (the square is narrower than the image that way). */
export function canMoveCrop(image: TSize, crop: TSquareCrop): { x: boolean; y: boolean } {
  const { side } = squareCropArea(image, crop);
  return { x: image.width - side >= 1, y: image.height - side >= 1 };
}

/** Draws the crop onto the canvas, sized to the picture; false when the canvas cannot draw. */
export function drawSquareCrop(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & TSize,
  crop: TSquareCrop,
): boolean {
  const output = pictureSideOf(image, crop);
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (!context) {
    return false;
  }
  const { sx, sy, side } = squareCropArea(image, crop);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output, output);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, output, output);
  return true;
}

/** The crop as a square image file, ready to upload. */
export async function renderSquarePicture(image: CanvasImageSource & TSize, crop: TSquareCrop): Promise<File> {
  const canvas = document.createElement('canvas');
  if (!drawSquareCrop(canvas, image, crop)) {
    throw new Error('This browser cannot draw on a canvas');
  }
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, PICTURE_CROP.outputType, PICTURE_CROP.outputQuality),
  );
  if (!blob) {
    throw new Error('The picture could not be encoded');
  }
  return new File([blob], 'profile-picture.jpg', { type: PICTURE_CROP.outputType });
}
