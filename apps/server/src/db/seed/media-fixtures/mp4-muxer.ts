import type { TH264Stream } from './h264-pcm-encoder.ts';

/**
 * A minimal ISO base media file (MP4) with one H.264 video track: ftyp, then moov before mdat
 * ("fast start", so a browser can play while it downloads), one chunk, constant frame duration.
 */

function box(type: string, ...payload: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  const body = Buffer.concat(payload);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...payload);
}

function u8(...values: number[]): Buffer {
  return Buffer.from(values);
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => out.writeUInt16BE(value, index * 2));
  return out;
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => out.writeUInt32BE(value >>> 0, index * 4));
  return out;
}

// The identity transformation matrix of mvhd and tkhd.
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
// ISO-639-2 "und", packed as three 5-bit letters.
const LANGUAGE_UND =
  ((('u'.charCodeAt(0) - 0x60) << 10) | (('n'.charCodeAt(0) - 0x60) << 5) | ('d'.charCodeAt(0) - 0x60)) & 0x7fff;

export type TMp4Video = { width: number; height: number; framesPerSecond: number; stream: TH264Stream };

function avcConfiguration(stream: TH264Stream): Buffer {
  const { sps, pps } = stream;
  return box(
    'avcC',
    u8(1, sps[1] ?? 66, sps[2] ?? 0, sps[3] ?? 30, 0xff /* 4-byte lengths */, 0xe1 /* one SPS */),
    u16(sps.length),
    sps,
    u8(1),
    u16(pps.length),
    pps,
  );
}

function sampleTable(video: TMp4Video, chunkOffset: number): Buffer {
  const { stream, width, height } = video;
  const compressorName = Buffer.alloc(32);
  const visualEntry = box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1), // data_reference_index
    Buffer.alloc(16), // pre_defined and reserved
    u16(width, height),
    u32(0x00480000, 0x00480000), // 72 dpi
    u32(0), // reserved
    u16(1), // frame_count
    compressorName,
    u16(0x0018, 0xffff), // depth, pre_defined -1
    avcConfiguration(stream),
  );
  const count = stream.samples.length;
  const syncSamples = stream.isSync.flatMap((isSync, index) => (isSync ? [index + 1] : []));
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), visualEntry),
    fullBox('stts', 0, 0, u32(1, count, 1)),
    fullBox('stss', 0, 0, u32(syncSamples.length, ...syncSamples)),
    fullBox('stsc', 0, 0, u32(1, 1, count, 1)),
    fullBox('stsz', 0, 0, u32(0, count, ...stream.samples.map((sample) => sample.length))),
    fullBox('stco', 0, 0, u32(1, chunkOffset)),
  );
}

function movie(video: TMp4Video, chunkOffset: number): Buffer {
  const { width, height, framesPerSecond, stream } = video;
  // Media timescale = frames per second, so each sample lasts exactly 1 tick.
  const mediaDuration = stream.samples.length;
  const movieTimescale = 1000;
  const movieDuration = Math.round((mediaDuration * movieTimescale) / framesPerSecond);
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, movieTimescale, movieDuration),
    u32(0x00010000), // rate 1.0
    u16(0x0100, 0), // volume 1.0, reserved
    u32(0, 0),
    MATRIX,
    Buffer.alloc(24), // pre_defined
    u32(2), // next_track_ID
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    0x000003, // enabled, in movie
    u32(0, 0, 1, 0, movieDuration, 0, 0),
    u16(0, 0, 0, 0), // layer, alternate_group, volume (0 for video), reserved
    MATRIX,
    u32(width * 0x10000, height * 0x10000),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, framesPerSecond, mediaDuration), u16(LANGUAGE_UND, 0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide', 'latin1'),
    Buffer.alloc(12),
    Buffer.from('VideoHandler\0'),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    sampleTable(video, chunkOffset),
  );
  return box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
}

/** Wraps an H.264 stream into a playable MP4 file. */
export function muxMp4(video: TMp4Video): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const mediaData = Buffer.concat(video.stream.samples);
  // The chunk offset is where mdat's payload starts, which depends on moov's size: moov's size does
  // not depend on the offset's value, so measure once with a placeholder, then build for real.
  const moovSize = movie(video, 0).length;
  const chunkOffset = ftyp.length + moovSize + 8;
  return Buffer.concat([ftyp, movie(video, chunkOffset), box('mdat', mediaData)]);
}
