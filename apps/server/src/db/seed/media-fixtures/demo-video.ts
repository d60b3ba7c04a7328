import { renderTitleCardRgb } from './cover-image.ts';
import { encodeH264, rgbToYuv, rgbToYuvFrame } from './h264-pcm-encoder.ts';
import { muxMp4 } from './mp4-muxer.ts';
import type { TPalette } from './title-card.ts';

/**
 * The demo VIDEO_MP4 file: a title card with a progress bar filling along the bottom, as a real
 * H.264 MP4 made in code (no ffmpeg at seed time, no binary fixture in the repository). See
 * `h264-pcm-encoder.ts` for why that is possible: the still title card is sent once, and each
 * later frame carries only the one or two macroblocks the bar moved into.
 */

export type TDemoVideo = {
  title: string;
  subtitle?: string;
  palette: TPalette;
  width?: number;
  height?: number;
  seconds?: number;
  framesPerSecond?: number;
};

export async function createDemoVideo(options: TDemoVideo): Promise<Buffer> {
  const width = options.width ?? 160;
  const height = options.height ?? 90;
  const seconds = options.seconds ?? 3;
  const framesPerSecond = options.framesPerSecond ?? 10;
  const rgb = await renderTitleCardRgb({
    width,
    height,
    title: options.title,
    subtitle: options.subtitle,
    palette: options.palette,
  });
  const base = rgbToYuvFrame(rgb, width, height);
  // The bar is painted straight into the planes: only its pixels change from frame to frame.
  const [accentY, accentU, accentV] = rgbToYuv(...hexToRgb(options.palette.accent));
  const stride = Math.ceil(width / 16) * 16;
  const barHeight = Math.max(2, Math.round(height / 30) * 2);
  const barTop = (height - barHeight - 2) & ~1;
  const frameCount = Math.max(1, Math.round(seconds * framesPerSecond));
  const frames = Array.from({ length: frameCount }, (_, index) => {
    const frame = { y: Uint8Array.from(base.y), u: Uint8Array.from(base.u), v: Uint8Array.from(base.v) };
    const barWidth = Math.round(((index + 1) / frameCount) * width);
    for (let y = barTop; y < barTop + barHeight; y += 1) {
      frame.y.fill(accentY, y * stride, y * stride + barWidth);
    }
    for (let y = barTop / 2; y < (barTop + barHeight) / 2; y += 1) {
      frame.u.fill(accentU, (y * stride) / 2, (y * stride) / 2 + Math.ceil(barWidth / 2));
      frame.v.fill(accentV, (y * stride) / 2, (y * stride) / 2 + Math.ceil(barWidth / 2));
    }
    return frame;
  });
  return muxMp4({ width, height, framesPerSecond, stream: encodeH264(frames, width, height) });
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
