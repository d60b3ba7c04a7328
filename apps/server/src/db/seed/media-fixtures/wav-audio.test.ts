import { describe, expect, it } from 'vitest';
import { createWavChime } from './wav-audio.ts';

describe('WAV chime', () => {
  it('is a canonical RIFF/WAVE PCM 16-bit mono file of the asked length', () => {
    const wav = createWavChime({ seconds: 2, sampleRate: 22_050 });
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(22_050);
    expect(wav.readUInt32LE(28)).toBe(44_100); // byte rate
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(2 * 22_050 * 2);
    expect(wav.length).toBe(44 + 2 * 22_050 * 2);
  });

  it('holds an audible tone that starts and ends quietly (no clicks)', () => {
    const wav = createWavChime({ seconds: 2 });
    const samples = Array.from({ length: (wav.length - 44) / 2 }, (_, index) => wav.readInt16LE(44 + index * 2));
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak).toBeGreaterThan(8_000);
    expect(peak).toBeLessThanOrEqual(32_000);
    expect(Math.abs(samples[0] ?? 1)).toBeLessThan(100);
    expect(Math.abs(samples[samples.length - 1] ?? 1)).toBeLessThan(100);
  });
});
