/**
 * Writes PCM 16-bit WAV files: a RIFF header, a `fmt ` chunk (format 1, mono unless `channels`
 * says otherwise, samples then interleaved) and a `data` chunk. Samples arrive as float pieces in [-1, 1] and are clipped and rounded to 16 bits,
 * so a long synthesis never holds more than one float piece at a time.
 *
 * @example
 * ```ts
 * const pcm = floatToPcm16(new Float32Array([0, 0.5, -1]));
 * const wav = encodeWav({ pieces: [pcm], sampleRate: 16_000 }); // Uint8Array, 44 + 6 bytes
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { assertOptionsObject } from '../util/assert-options.js';

/** Bytes of the canonical PCM WAV header (RIFF + fmt + data chunk headers). */
export const WAV_HEADER_BYTES = 44;

/** Options of {@link encodeWav}. */
export interface EncodeWavOptions {
  /** PCM 16-bit samples, concatenated in order. */
  pieces: readonly Int16Array[];
  /** Samples per second, e.g. 22050. */
  sampleRate: number;
  /**
   * Channels, interleaved in `pieces` (frame `i` of channel `c` at `i * channels + c`).
   * @default 1
   */
  channels?: number;
}

/** Converts float samples in [-1, 1] to 16-bit PCM (clipping outside values, NaN becomes 0). */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const value = samples[index] ?? 0;
    const clipped = Number.isNaN(value) ? 0 : Math.max(-1, Math.min(1, value));
    pcm[index] = Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
  }
  return pcm;
}

/** The whole WAV file (PCM 16-bit, little-endian) for the given pieces. */
export function encodeWav(options: EncodeWavOptions): Uint8Array {
  assertOptionsObject(options, 'encodeWav');
  const { pieces, sampleRate, channels = 1 } = options;
  if (!Number.isInteger(channels) || channels < 1 || channels > 64) {
    throw new InvalidInputError({
      message: `Expected channels to be an integer from 1 to 64, got ${String(channels)}.`,
      details: { field: 'channels' },
    });
  }
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new InvalidInputError({
      message: `Expected a positive integer sample rate, got ${String(sampleRate)}.`,
      details: { field: 'sampleRate' },
    });
  }
  if (!Array.isArray(pieces) || !pieces.every((piece) => piece instanceof Int16Array)) {
    throw new InvalidInputError({
      message: 'Expected pieces to be an array of Int16Array.',
      details: { field: 'pieces' },
    });
  }
  let sampleCount = 0;
  for (const piece of pieces) sampleCount += piece.length;
  const dataBytes = sampleCount * 2;
  const file = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(file.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2 * channels, true); // byte rate
  view.setUint16(32, 2 * channels, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = WAV_HEADER_BYTES;
  for (const piece of pieces) {
    for (let index = 0; index < piece.length; index++) {
      view.setInt16(offset, piece[index] ?? 0, true);
      offset += 2;
    }
  }
  return file;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
}
