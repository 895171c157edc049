/**
 * Text-to-speech: `synthesize()` to a WAV file, the embedded espeak-ng backend, and the WAV and
 * sentence-splitting helpers it is built from. The `langproc/speech` subpath; the root entry
 * re-exports `synthesize` and the espeak-ng backend and phonemizer.
 *
 * @example
 * ```ts
 * import { decodePcm16Wav, synthesize } from 'langproc/speech';
 * const { audio } = await synthesize({ text: 'Sawubona.', language: 'Zulu' });
 * decodePcm16Wav(audio).sampleRate;
 * ```
 */
export * from './espeak/index.js';
export { resampleLinear } from './resample-linear.js';
export {
  DEFAULT_PIECE_CODE_POINTS,
  type SplitIntoPiecesOptions,
  splitIntoPieces,
} from './split-into-pieces.js';
export {
  DEFAULT_PAUSE_SECONDS,
  MAX_SPEECH_TEXT_CODE_POINTS,
  type SynthesizeOptions,
  type SynthesizeResult,
  synthesize,
} from './synthesize.js';
export { type DecodedWav, decodePcm16Wav } from './wav-decoder.js';
export { type EncodeWavOptions, encodeWav, floatToPcm16, WAV_HEADER_BYTES } from './wav-encoder.js';
