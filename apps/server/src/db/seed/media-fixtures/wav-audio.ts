/**
 * A short chime as a WAV file (RIFF, PCM 16-bit, mono): three notes of a major arpeggio, each with
 * a soft attack and an exponential decay, so a learner hears something pleasant in the audio player.
 */

export type TChime = { seconds?: number; sampleRate?: number; notesHz?: readonly number[] };

// C5, E5, G5.
const DEFAULT_NOTES = [523.25, 659.25, 783.99] as const;

export function createWavChime(options: TChime = {}): Buffer {
  const seconds = options.seconds ?? 2;
  const sampleRate = options.sampleRate ?? 22_050;
  const notes = options.notesHz ?? DEFAULT_NOTES;
  const sampleCount = Math.round(seconds * sampleRate);
  const pcm = new Int16Array(sampleCount);
  const noteSpacing = seconds / (notes.length + 1);
  for (let index = 0; index < sampleCount; index += 1) {
    const time = index / sampleRate;
    let value = 0;
    notes.forEach((frequency, noteIndex) => {
      const local = time - noteIndex * noteSpacing;
      if (local < 0) {
        return;
      }
      const attack = Math.min(1, local / 0.01);
      const decay = Math.exp(-local * 3);
      // A touch of the octave gives the tone a bell-like colour.
      value +=
        attack * decay * (Math.sin(2 * Math.PI * frequency * local) + 0.3 * Math.sin(4 * Math.PI * frequency * local));
    });
    // Fade the last 50 ms so the clip never ends on a click.
    const fadeOut = Math.min(1, (seconds - time) / 0.05);
    pcm[index] = Math.round(Math.max(-1, Math.min(1, (value / notes.length) * fadeOut)) * 32_000);
  }
  return encodeWav(pcm, sampleRate);
}

/** Wraps mono 16-bit samples in a canonical 44-byte RIFF/WAVE header. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataSize = samples.length * 2;
  const out = Buffer.alloc(44 + dataSize);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataSize, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataSize, 40);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, sample, true));
  return out;
}
