/**
 * Overwrites time ranges of interleaved float samples with silence or a 1 kHz tone (a "bleep"
 * at -12 dBFS, the same on every channel, with 5 ms fades so the cut does not click). The input
 * is not changed; a copy is returned at the same rate and channel count.
 *
 * @example
 * ```ts
 * const masked = maskTimeRanges({ samples, sampleRate: 8000, channels: 1, ranges: [{ start: 1.2, end: 2.0 }], mode: 'bleep' });
 * ```
 */

/** How masked audio sounds. */
export type AudioMaskMode = 'bleep' | 'silence';

/** Frequency of the bleep, in hertz. */
export const BLEEP_FREQUENCY = 1000;
/** Peak amplitude of the bleep (-12 dBFS). */
export const BLEEP_AMPLITUDE = 0.25;
/** Length of the bleep's fade in and out, in seconds. */
export const BLEEP_FADE_SECONDS = 0.005;

/** Options of {@link maskTimeRanges}. */
export interface MaskTimeRangesOptions {
  /** Interleaved samples. */
  samples: Float32Array;
  sampleRate: number;
  channels: number;
  /** Ranges in seconds; need not be sorted or disjoint. */
  ranges: readonly { start: number; end: number }[];
  mode: AudioMaskMode;
}

/** A copy of the samples with every range silenced or bleeped. */
export function maskTimeRanges(options: MaskTimeRangesOptions): Float32Array {
  const { samples, sampleRate, channels, ranges, mode } = options;
  const output = new Float32Array(samples);
  const frames = Math.floor(samples.length / channels);
  const fadeFrames = Math.max(1, Math.round(BLEEP_FADE_SECONDS * sampleRate));
  for (const range of ranges) {
    const first = Math.max(0, Math.floor(range.start * sampleRate));
    const last = Math.min(frames, Math.ceil(range.end * sampleRate));
    const length = last - first;
    for (let frame = first; frame < last; frame++) {
      let value = 0;
      if (mode === 'bleep') {
        const offset = frame - first;
        const fade = Math.min(1, (offset + 1) / fadeFrames, (length - offset) / fadeFrames);
        value = BLEEP_AMPLITUDE * fade * Math.sin((2 * Math.PI * BLEEP_FREQUENCY * offset) / sampleRate);
      }
      output.fill(value, frame * channels, frame * channels + channels);
    }
  }
  return output;
}
