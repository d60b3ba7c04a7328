/**
 * A deliberately tiny H.264 encoder for demo videos, so the seed needs no ffmpeg.
 *
 * It writes a Constrained Baseline stream (CAVLC, 4:2:0, 8 bit) that uses only two macroblock
 * kinds: I_PCM (the raw samples, no transform) and P_Skip (copy of the previous frame). The first
 * frame is an IDR picture of I_PCM macroblocks; every later frame is a P picture that re-sends, as
 * I_PCM, only the macroblocks that changed and skips the rest. Every H.264 decoder (browsers,
 * players, ffmpeg) decodes that, and a mostly still picture with a little motion stays small.
 * Motion vectors are always zero: a P_Skip macroblock's predicted vector comes from neighbours
 * that are either P_Skip (vector 0) or intra, so it is 0 by construction.
 */

export type TYuvFrame = { y: Uint8Array; u: Uint8Array; v: Uint8Array };

export type TH264Stream = {
  /** Sequence and picture parameter sets, without start codes or length prefixes. */
  sps: Buffer;
  pps: Buffer;
  /** One access unit per frame: NAL units, each with a 4-byte big-endian length (AVCC / MP4 form). */
  samples: Buffer[];
  /** Which samples are IDR (sync) frames. */
  isSync: boolean[];
};

const MB = 16;
const LOG2_MAX_FRAME_NUM = 8;
const NAL_SPS = 7;
const NAL_PPS = 8;
const NAL_IDR = 5;
const NAL_NON_IDR = 1;
// mb_type codes of I_PCM in an I slice and in a P slice (tables 7-11 and 7-13).
const MB_TYPE_I_PCM_IN_I = 25;
const MB_TYPE_I_PCM_IN_P = 30;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(bit: number): void {
    this.current = (this.current << 1) | (bit & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, length: number): void {
    for (let shift = length - 1; shift >= 0; shift -= 1) {
      this.bit((value >>> shift) & 1);
    }
  }

  /** Exp-Golomb unsigned, ue(v). */
  ue(value: number): void {
    const coded = value + 1;
    const length = 32 - Math.clz32(coded);
    this.bits(0, length - 1);
    this.bits(coded, length);
  }

  /** Exp-Golomb signed, se(v). */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignWithZeros(): void {
    while (this.count !== 0) {
      this.bit(0);
    }
  }

  /** Raw bytes; the writer must be byte-aligned. */
  bytesAligned(data: Uint8Array): void {
    if (this.count !== 0) {
      throw new Error('BitWriter: not byte-aligned');
    }
    for (const byte of data) {
      this.bytes.push(byte);
    }
  }

  /** rbsp_trailing_bits(): a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** Wraps an RBSP into a NAL unit, inserting emulation-prevention bytes (0x000003). */
export function buildNalUnit(nalRefIdc: number, nalType: number, rbsp: Uint8Array): Buffer {
  const out: number[] = [(nalRefIdc << 5) | nalType];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

/** Removes emulation-prevention bytes: the inverse of `buildNalUnit`'s escaping (for tests and checks). */
export function unescapeRbsp(payload: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of payload) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

type TGeometry = { width: number; height: number; mbWidth: number; mbHeight: number };

function geometryOf(width: number, height: number): TGeometry {
  if (width % 2 !== 0 || height % 2 !== 0) {
    throw new Error('H.264 4:2:0 needs even dimensions');
  }
  return { width, height, mbWidth: Math.ceil(width / MB), mbHeight: Math.ceil(height / MB) };
}

function buildSps(geometry: TGeometry): Buffer {
  const w = new BitWriter();
  w.bits(66, 8); // profile_idc: Baseline
  w.bits(0b11000000, 8); // constraint_set0 and set1: Constrained Baseline
  w.bits(30, 8); // level_idc 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(geometry.mbWidth - 1);
  w.ue(geometry.mbHeight - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  const cropRight = (geometry.mbWidth * MB - geometry.width) / 2;
  const cropBottom = (geometry.mbHeight * MB - geometry.height) / 2;
  const isCropped = cropRight > 0 || cropBottom > 0;
  w.bit(isCropped ? 1 : 0);
  if (isCropped) {
    w.ue(0);
    w.ue(cropRight);
    w.ue(0);
    w.ue(cropBottom);
  }
  w.bit(0); // vui_parameters_present_flag: timing lives in the container
  return buildNalUnit(3, NAL_SPS, w.trailing());
}

function buildPps(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag (so slices can switch it off)
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return buildNalUnit(3, NAL_PPS, w.trailing());
}

/** The 384 samples of one macroblock: 16x16 luma, then 8x8 Cb and 8x8 Cr, in raster order. */
function macroblockSamples(frame: TYuvFrame, geometry: TGeometry, mbX: number, mbY: number): Uint8Array {
  const stride = geometry.mbWidth * MB;
  const chromaStride = stride / 2;
  const samples = new Uint8Array(384);
  let index = 0;
  for (let row = 0; row < MB; row += 1) {
    const offset = (mbY * MB + row) * stride + mbX * MB;
    samples.set(frame.y.subarray(offset, offset + MB), index);
    index += MB;
  }
  for (const plane of [frame.u, frame.v]) {
    for (let row = 0; row < MB / 2; row += 1) {
      const offset = (mbY * (MB / 2) + row) * chromaStride + mbX * (MB / 2);
      samples.set(plane.subarray(offset, offset + MB / 2), index);
      index += MB / 2;
    }
  }
  return samples;
}

function isSameMacroblock(a: TYuvFrame, b: TYuvFrame, geometry: TGeometry, mbX: number, mbY: number): boolean {
  const stride = geometry.mbWidth * MB;
  for (let row = 0; row < MB; row += 1) {
    const offset = (mbY * MB + row) * stride + mbX * MB;
    for (let column = 0; column < MB; column += 1) {
      if (a.y[offset + column] !== b.y[offset + column]) {
        return false;
      }
    }
  }
  const chromaStride = stride / 2;
  for (let row = 0; row < MB / 2; row += 1) {
    const offset = (mbY * (MB / 2) + row) * chromaStride + mbX * (MB / 2);
    for (let column = 0; column < MB / 2; column += 1) {
      if (a.u[offset + column] !== b.u[offset + column] || a.v[offset + column] !== b.v[offset + column]) {
        return false;
      }
    }
  }
  return true;
}

function buildSlice(
  frame: TYuvFrame,
  previous: TYuvFrame | undefined,
  geometry: TGeometry,
  frameNum: number,
  idrPicId: number,
): Buffer {
  const isIdr = previous === undefined;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(isIdr ? 7 : 5); // slice_type: I or P (+5: every slice of the picture has this type)
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum, LOG2_MAX_FRAME_NUM);
  if (isIdr) {
    w.ue(idrPicId);
  } else {
    w.bit(0); // num_ref_idx_active_override_flag
    w.bit(0); // ref_pic_list_modification_flag_l0
  }
  if (isIdr) {
    w.bit(0); // no_output_of_prior_pics_flag
    w.bit(0); // long_term_reference_flag
  } else {
    w.bit(0); // adaptive_ref_pic_marking_mode_flag: sliding window
  }
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off (PCM samples are exact anyway)
  let skipRun = 0;
  for (let mbY = 0; mbY < geometry.mbHeight; mbY += 1) {
    for (let mbX = 0; mbX < geometry.mbWidth; mbX += 1) {
      if (previous !== undefined && isSameMacroblock(frame, previous, geometry, mbX, mbY)) {
        skipRun += 1;
        continue;
      }
      if (!isIdr) {
        w.ue(skipRun);
        skipRun = 0;
      }
      w.ue(isIdr ? MB_TYPE_I_PCM_IN_I : MB_TYPE_I_PCM_IN_P);
      w.alignWithZeros(); // pcm_alignment_zero_bit
      w.bytesAligned(macroblockSamples(frame, geometry, mbX, mbY));
    }
  }
  if (skipRun > 0) {
    w.ue(skipRun);
  }
  return buildNalUnit(isIdr ? 3 : 2, isIdr ? NAL_IDR : NAL_NON_IDR, w.trailing());
}

function withLengthPrefix(nal: Buffer): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(nal.length);
  return Buffer.concat([prefix, nal]);
}

/**
 * Encodes frames whose planes cover whole macroblocks (luma stride = 16 * ceil(width / 16), rows =
 * 16 * ceil(height / 16), chroma half of each); `width` and `height` are the visible size, the rest
 * is cropped by the SPS. Only the first frame is a key frame.
 */
export function encodeH264(frames: readonly TYuvFrame[], width: number, height: number): TH264Stream {
  const geometry = geometryOf(width, height);
  const lumaSize = geometry.mbWidth * MB * geometry.mbHeight * MB;
  const samples: Buffer[] = [];
  const isSync: boolean[] = [];
  let previous: TYuvFrame | undefined;
  frames.forEach((frame, index) => {
    if (frame.y.length !== lumaSize || frame.u.length !== lumaSize / 4 || frame.v.length !== lumaSize / 4) {
      throw new Error('encodeH264: frame planes do not cover whole macroblocks');
    }
    const frameNum = index % (1 << LOG2_MAX_FRAME_NUM);
    samples.push(withLengthPrefix(buildSlice(frame, previous, geometry, frameNum, 0)));
    isSync.push(previous === undefined);
    previous = frame;
  });
  return { sps: buildSps(geometry), pps: buildPps(), samples, isSync };
}

/** One colour in BT.601 limited-range Y'CbCr (what decoders assume without VUI). */
export function rgbToYuv(r: number, g: number, b: number): [number, number, number] {
  return [
    Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ];
}

/** Converts packed 8-bit RGB to padded 4:2:0 planes (BT.601, limited range: what decoders assume without VUI). */
export function rgbToYuvFrame(rgb: Uint8Array, width: number, height: number): TYuvFrame {
  const geometry = geometryOf(width, height);
  const stride = geometry.mbWidth * MB;
  const rows = geometry.mbHeight * MB;
  const chromaStride = stride / 2;
  const y = new Uint8Array(stride * rows);
  const u = new Uint8Array(chromaStride * (rows / 2));
  const v = new Uint8Array(chromaStride * (rows / 2));
  // Padding repeats the last visible column and row, so cropped edges never bleed into view.
  const offsetOf = (px: number, py: number) => (Math.min(py, height - 1) * width + Math.min(px, width - 1)) * 3;
  for (let py = 0; py < rows; py += 1) {
    for (let px = 0; px < stride; px += 1) {
      const offset = offsetOf(px, py);
      y[py * stride + px] = rgbToYuv(rgb[offset] ?? 0, rgb[offset + 1] ?? 0, rgb[offset + 2] ?? 0)[0];
    }
  }
  for (let cy = 0; cy < rows / 2; cy += 1) {
    for (let cx = 0; cx < chromaStride; cx += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let corner = 0; corner < 4; corner += 1) {
        const offset = offsetOf(cx * 2 + (corner & 1), cy * 2 + (corner >> 1));
        r += (rgb[offset] ?? 0) / 4;
        g += (rgb[offset + 1] ?? 0) / 4;
        b += (rgb[offset + 2] ?? 0) / 4;
      }
      const [, cb, cr] = rgbToYuv(r, g, b);
      u[cy * chromaStride + cx] = cb;
      v[cy * chromaStride + cx] = cr;
    }
  }
  return { y, u, v };
}
