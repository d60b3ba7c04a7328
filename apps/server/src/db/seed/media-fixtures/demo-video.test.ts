import { describe, expect, it } from 'vitest';
import { createDemoVideo } from './demo-video.ts';
import { encodeH264, unescapeRbsp, type TYuvFrame } from './h264-pcm-encoder.ts';
import { muxMp4 } from './mp4-muxer.ts';
import { PALETTES } from './title-card.ts';

/*
 * The video is checked the way a player reads it: the MP4 box tree and sample tables, then the
 * H.264 bitstream parsed by an independent reader of the spec's syntax (SPS, PPS, slice header,
 * mb_skip_run, I_PCM macroblocks) and decoded back to pictures that must equal what went in.
 * (It was also played in Chromium's <video>: 30 frames decoded, none dropped.)
 */

type TBox = { type: string; start: number; end: number; body: number };

function readBoxes(file: Buffer, start: number, end: number): TBox[] {
  const boxes: TBox[] = [];
  let offset = start;
  while (offset < end) {
    const size = file.readUInt32BE(offset);
    expect(size).toBeGreaterThanOrEqual(8);
    boxes.push({
      type: file.toString('latin1', offset + 4, offset + 8),
      start: offset,
      end: offset + size,
      body: offset + 8,
    });
    offset += size;
  }
  expect(offset).toBe(end);
  return boxes;
}

function child(file: Buffer, parent: TBox, type: string, headerBytes = 0): TBox {
  const found = readBoxes(file, parent.body + headerBytes, parent.end).find((box) => box.type === type);
  expect(found, `${parent.type}/${type}`).toBeDefined();
  return found as TBox;
}

class BitReader {
  private position = 0;
  private readonly lastOne: number;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    let last = bytes.length * 8 - 1;
    while (last >= 0 && ((bytes[last >> 3] ?? 0) >> (7 - (last & 7))) % 2 === 0) {
      last -= 1;
    }
    this.lastOne = last;
  }

  u(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = this.bytes[this.position >> 3] ?? 0;
      value = value * 2 + ((byte >> (7 - (this.position & 7))) & 1);
      this.position += 1;
    }
    return value;
  }

  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) {
      zeros += 1;
    }
    return 2 ** zeros - 1 + this.u(zeros);
  }

  se(): number {
    const code = this.ue();
    return code % 2 === 1 ? (code + 1) / 2 : code === 0 ? 0 : -code / 2;
  }

  alignZeros(): void {
    while (this.position % 8 !== 0) {
      expect(this.u(1)).toBe(0);
    }
  }

  moreRbspData(): boolean {
    return this.position < this.lastOne;
  }

  isAtTrailingBits(): boolean {
    return this.position === this.lastOne;
  }
}

type TSps = { widthMbs: number; heightMbs: number; width: number; height: number; log2MaxFrameNum: number };

function parseSps(nal: Buffer): TSps {
  expect(nal[0]).toBe(0x67);
  const r = new BitReader(unescapeRbsp(nal.subarray(1)));
  expect(r.u(8)).toBe(66); // Baseline
  expect(r.u(8) & 0xc0).toBe(0xc0); // Constrained Baseline
  r.u(8);
  expect(r.ue()).toBe(0);
  const log2MaxFrameNum = r.ue() + 4;
  expect(r.ue()).toBe(2);
  expect(r.ue()).toBe(1);
  expect(r.u(1)).toBe(0);
  const widthMbs = r.ue() + 1;
  const heightMbs = r.ue() + 1;
  expect(r.u(1)).toBe(1);
  r.u(1);
  const crop = r.u(1) === 1 ? [r.ue(), r.ue(), r.ue(), r.ue()] : [0, 0, 0, 0];
  expect(r.u(1)).toBe(0);
  expect(r.isAtTrailingBits()).toBe(true);
  const [left = 0, right = 0, top = 0, bottom = 0] = crop;
  return {
    widthMbs,
    heightMbs,
    width: widthMbs * 16 - 2 * (left + right),
    height: heightMbs * 16 - 2 * (top + bottom),
    log2MaxFrameNum,
  };
}

function parsePps(nal: Buffer): void {
  expect(nal[0]).toBe(0x68);
  const r = new BitReader(unescapeRbsp(nal.subarray(1)));
  expect([r.ue(), r.ue(), r.u(1), r.u(1), r.ue(), r.ue(), r.ue(), r.u(1), r.u(2)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  expect([r.se(), r.se(), r.se()]).toEqual([0, 0, 0]);
  expect([r.u(1), r.u(1), r.u(1)]).toEqual([1, 0, 0]);
  expect(r.isAtTrailingBits()).toBe(true);
}

/** Decodes one access unit of I_PCM / P_Skip macroblocks onto a copy of the previous picture. */
function decodeSample(sample: Buffer, sps: TSps, previous: TYuvFrame | null, frameIndex: number): TYuvFrame {
  const length = sample.readUInt32BE(0);
  expect(length).toBe(sample.length - 4);
  const nal = sample.subarray(4);
  const isIdr = (nal[0] ?? 0) % 32 === 5;
  expect(isIdr).toBe(previous === null);
  expect((nal[0] ?? 0) % 32).toBe(isIdr ? 5 : 1);
  const r = new BitReader(unescapeRbsp(nal.subarray(1)));
  expect(r.ue()).toBe(0); // first_mb_in_slice
  expect(r.ue()).toBe(isIdr ? 7 : 5);
  expect(r.ue()).toBe(0);
  expect(r.u(sps.log2MaxFrameNum)).toBe(frameIndex % 2 ** sps.log2MaxFrameNum);
  if (isIdr) {
    r.ue();
  } else {
    expect([r.u(1), r.u(1)]).toEqual([0, 0]);
  }
  expect(isIdr ? [r.u(1), r.u(1)] : [r.u(1)]).toEqual(isIdr ? [0, 0] : [0]);
  expect(r.se()).toBe(0);
  expect(r.ue()).toBe(1);
  const stride = sps.widthMbs * 16;
  const frame: TYuvFrame = previous
    ? { y: Uint8Array.from(previous.y), u: Uint8Array.from(previous.u), v: Uint8Array.from(previous.v) }
    : {
        y: new Uint8Array(stride * sps.heightMbs * 16),
        u: new Uint8Array((stride * sps.heightMbs * 16) / 4),
        v: new Uint8Array((stride * sps.heightMbs * 16) / 4),
      };
  const total = sps.widthMbs * sps.heightMbs;
  let address = 0;
  // slice_data() of the spec (7.3.4) for CAVLC: mb_skip_run before each coded macroblock of a P slice.
  let hasMoreData = true;
  do {
    if (!isIdr) {
      const skipRun = r.ue(); // skipped macroblocks keep the previous picture's samples
      address += skipRun;
      if (skipRun > 0) {
        hasMoreData = r.moreRbspData();
      }
    }
    if (hasMoreData) {
      expect(r.ue()).toBe(isIdr ? 25 : 30); // I_PCM
      r.alignZeros();
      const mbX = address % sps.widthMbs;
      const mbY = Math.floor(address / sps.widthMbs);
      for (let row = 0; row < 16; row += 1) {
        for (let column = 0; column < 16; column += 1) {
          frame.y[(mbY * 16 + row) * stride + mbX * 16 + column] = r.u(8);
        }
      }
      for (const plane of [frame.u, frame.v]) {
        for (let row = 0; row < 8; row += 1) {
          for (let column = 0; column < 8; column += 1) {
            plane[(mbY * 8 + row) * (stride / 2) + mbX * 8 + column] = r.u(8);
          }
        }
      }
      address += 1;
    }
    hasMoreData = r.moreRbspData();
  } while (hasMoreData);
  expect(address).toBe(total);
  expect(r.isAtTrailingBits()).toBe(true);
  return frame;
}

/** Parses the MP4 and decodes every frame. */
function decodeMp4(file: Buffer) {
  const top = readBoxes(file, 0, file.length);
  expect(top.map((box) => box.type)).toEqual(['ftyp', 'moov', 'mdat']);
  expect(file.toString('latin1', 8, 12)).toBe('isom');
  const [, moov, mdat] = top as [TBox, TBox, TBox];
  const trak = child(file, moov, 'trak');
  const mdia = child(file, trak, 'mdia');
  const mdhd = child(file, mdia, 'mdhd');
  const timescale = file.readUInt32BE(mdhd.body + 12);
  const duration = file.readUInt32BE(mdhd.body + 16);
  expect(file.toString('latin1', child(file, mdia, 'hdlr').body + 8, child(file, mdia, 'hdlr').body + 12)).toBe('vide');
  const stbl = child(file, child(file, mdia, 'minf'), 'stbl');
  const stsd = child(file, stbl, 'stsd');
  const avc1 = child(file, stsd, 'avc1', 8);
  const width = file.readUInt16BE(avc1.body + 24);
  const height = file.readUInt16BE(avc1.body + 26);
  const avcC = child(file, avc1, 'avcC', 78);
  expect(file[avcC.body]).toBe(1);
  expect((file[avcC.body + 4] ?? 0) & 3).toBe(3); // 4-byte NAL lengths
  const spsLength = file.readUInt16BE(avcC.body + 6);
  const sps = file.subarray(avcC.body + 8, avcC.body + 8 + spsLength);
  const ppsLength = file.readUInt16BE(avcC.body + 9 + spsLength);
  const pps = file.subarray(avcC.body + 11 + spsLength, avcC.body + 11 + spsLength + ppsLength);
  const stsz = child(file, stbl, 'stsz');
  const count = file.readUInt32BE(stsz.body + 8);
  const sizes = Array.from({ length: count }, (_, index) => file.readUInt32BE(stsz.body + 12 + index * 4));
  const chunkOffset = file.readUInt32BE(child(file, stbl, 'stco').body + 8);
  const stts = child(file, stbl, 'stts');
  expect([
    file.readUInt32BE(stts.body + 4),
    file.readUInt32BE(stts.body + 8),
    file.readUInt32BE(stts.body + 12),
  ]).toEqual([1, count, 1]);
  const stss = child(file, stbl, 'stss');
  expect([file.readUInt32BE(stss.body + 4), file.readUInt32BE(stss.body + 8)]).toEqual([1, 1]);
  // The one chunk is mdat's whole payload.
  expect(chunkOffset).toBe(mdat.body);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(mdat.end - mdat.body);
  const parsedSps = parseSps(sps);
  parsePps(pps);
  expect({ width: parsedSps.width, height: parsedSps.height }).toEqual({ width, height });
  const frames: TYuvFrame[] = [];
  let offset = chunkOffset;
  sizes.forEach((size, index) => {
    frames.push(decodeSample(file.subarray(offset, offset + size), parsedSps, frames[index - 1] ?? null, index));
    offset += size;
  });
  return { width, height, seconds: duration / timescale, frames, sampleSizes: sizes };
}

function syntheticFrame(seed: number, stride: number, rows: number): TYuvFrame {
  // Runs of zeros exercise emulation prevention (00 00 0x inside PCM samples must be escaped).
  const sample = (index: number) => (index % 7 < 3 ? 0 : (index * 31 + seed * 17) % 256);
  return {
    y: Uint8Array.from({ length: stride * rows }, (_, index) => sample(index)),
    u: Uint8Array.from({ length: (stride * rows) / 4 }, (_, index) => sample(index + 1)),
    v: Uint8Array.from({ length: (stride * rows) / 4 }, (_, index) => sample(index + 2)),
  };
}

describe('H.264 in MP4, made in code', () => {
  it('decodes back to exactly the frames that went in, skipping unchanged macroblocks', () => {
    const width = 48;
    const height = 30; // 3x2 macroblocks, 2 rows cropped
    const first = syntheticFrame(1, 48, 32);
    const second = { y: Uint8Array.from(first.y), u: Uint8Array.from(first.u), v: Uint8Array.from(first.v) };
    second.y[16 * 48 + 20] = 200; // changes macroblock (1, 1) only
    const third = syntheticFrame(3, 48, 32);
    const stream = encodeH264([first, second, second, third], width, height);
    expect(stream.isSync).toEqual([true, false, false, false]);
    const decoded = decodeMp4(muxMp4({ width, height, framesPerSecond: 4, stream }));
    expect(decoded).toMatchObject({ width, height, seconds: 1 });
    expect(decoded.frames).toEqual([first, second, second, third]);
    // An unchanged picture is one mb_skip_run: a few bytes. One changed macroblock costs its 384
    // samples (plus escapes of this zero-heavy test pattern), not the picture's six macroblocks.
    const [, oneChanged = 0, unchanged = 0] = decoded.sampleSizes;
    expect(unchanged).toBeLessThan(12);
    expect(oneChanged).toBeLessThan(2 * 384);
  });

  it('makes the demo clip: 3 s of 160x90, a still title card and a bar filling at the bottom', async () => {
    const mp4 = await createDemoVideo({ title: 'Sécurité au travail', subtitle: 'Acme', palette: PALETTES.acme });
    expect(mp4.length).toBeLessThan(60 * 1024);
    const { width, height, seconds, frames } = decodeMp4(mp4);
    expect({ width, height, seconds, frameCount: frames.length }).toEqual({
      width: 160,
      height: 90,
      seconds: 3,
      frameCount: 30,
    });
    const first = frames[0] as TYuvFrame;
    const last = frames[29] as TYuvFrame;
    const stride = 160;
    // Only the bottom macroblock row (the bar) changes; the title card above stays as it was.
    expect(last.y.subarray(0, 80 * stride)).toEqual(first.y.subarray(0, 80 * stride));
    expect(last.y.subarray(80 * stride, 96 * stride)).not.toEqual(first.y.subarray(80 * stride, 96 * stride));
    // The bar is the palette's accent (#f59e0b: luma about 161) across the whole width at the end.
    const barRow = 85 * stride;
    expect(Math.abs((last.y[barRow + 2] ?? 0) - 161)).toBeLessThan(3);
    expect(Math.abs((last.y[barRow + 157] ?? 0) - 161)).toBeLessThan(3);
  });
});
