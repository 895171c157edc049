/**
 * Reads PCM 16-bit WAV files (any channel count; channels are averaged to mono) into float
 * samples. Used to read the espeak-ng engine's output; transcription decodes through ffmpeg.
 *
 * @example
 * ```ts
 * const { samples, sampleRate } = decodePcm16Wav(encodeWav({ pieces: [pcm], sampleRate: 22_050 }));
 * ```
 */
import { AudioDecodeError } from '../errors/audio-decode-error.js';

/** Float samples and their rate. */
export interface DecodedWav {
  samples: Float32Array;
  sampleRate: number;
}

/** Parses a PCM 16-bit WAV file; throws AudioDecodeError for anything else. */
export function decodePcm16Wav(file: Uint8Array): DecodedWav {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const fail = (reason: string): never => {
    throw new AudioDecodeError({ message: `Not a PCM 16-bit WAV file: ${reason}.` });
  };
  if (file.byteLength < 12 || readAscii(view, 0) !== 'RIFF' || readAscii(view, 8) !== 'WAVE')
    fail('no RIFF/WAVE header');
  let offset = 12;
  let channels = 0;
  let sampleRate = 0;
  let bitsPerSample = 0;
  while (offset + 8 <= file.byteLength) {
    const id = readAscii(view, offset);
    // espeak-ng writes 0x7fffffff-ish sizes when it cannot seek; clamp to the bytes present.
    const size = Math.min(view.getUint32(offset + 4, true), file.byteLength - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || view.getUint16(body, true) !== 1) fail('not PCM');
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bitsPerSample = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (channels === 0 || bitsPerSample !== 16) fail('missing fmt chunk or not 16-bit');
      const frames = Math.floor(size / (2 * channels));
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) {
          sum += view.getInt16(body + (frame * channels + channel) * 2, true);
        }
        samples[frame] = sum / channels / 0x8000;
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return fail('no data chunk');
}

function readAscii(view: DataView, offset: number): string {
  let text = '';
  for (let index = 0; index < 4; index++) text += String.fromCharCode(view.getUint8(offset + index));
  return text;
}
