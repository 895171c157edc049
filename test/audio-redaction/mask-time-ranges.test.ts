import { describe, expect, it } from 'vitest';
import { BLEEP_AMPLITUDE, maskTimeRanges } from '../../src/audio-redaction/mask-time-ranges.js';

function ramp(length: number): Float32Array {
  return Float32Array.from({ length }, (_, index) => ((index % 100) + 1) / 200);
}

describe('maskTimeRanges', () => {
  it('silences exactly the frames of the range (8 kHz telephone audio)', () => {
    const samples = ramp(8000);
    const masked = maskTimeRanges({
      samples,
      sampleRate: 8000,
      channels: 1,
      ranges: [{ start: 0.25, end: 0.5 }],
      mode: 'silence',
    });
    expect(masked.slice(2000, 4000).every((value) => value === 0)).toBe(true);
    expect(masked[1999]).toBe(samples[1999]);
    expect(masked[4000]).toBe(samples[4000]);
    expect(samples[2500]).not.toBe(0); // the input is not changed
  });

  it('bleeps every channel of interleaved stereo alike, at -12 dBFS, leaving the rest', () => {
    const samples = ramp(44_100 * 2);
    const masked = maskTimeRanges({
      samples,
      sampleRate: 44_100,
      channels: 2,
      ranges: [{ start: 0.1, end: 0.2 }],
      mode: 'bleep',
    });
    const first = 4410;
    const last = 8820;
    let peak = 0;
    for (let frame = first; frame < last; frame++) {
      expect(masked[frame * 2]).toBe(masked[frame * 2 + 1]);
      peak = Math.max(peak, Math.abs(masked[frame * 2] ?? 0));
    }
    expect(peak).toBeCloseTo(BLEEP_AMPLITUDE, 3);
    expect(masked[first * 2]).toBe(0); // the fade starts at zero phase
    expect(Array.from(masked.subarray(0, first * 2))).toEqual(Array.from(samples.subarray(0, first * 2)));
    expect(Array.from(masked.subarray(last * 2))).toEqual(Array.from(samples.subarray(last * 2)));
  });

  it('clamps ranges to the audio', () => {
    const samples = ramp(100);
    const masked = maskTimeRanges({
      samples,
      sampleRate: 100,
      channels: 1,
      ranges: [
        { start: -1, end: 0.1 },
        { start: 0.95, end: 9 },
      ],
      mode: 'silence',
    });
    expect(Array.from(masked.subarray(0, 10))).toEqual(new Array(10).fill(0));
    expect(Array.from(masked.subarray(95))).toEqual(new Array(5).fill(0));
    expect(masked[10]).toBe(samples[10]);
  });
});
