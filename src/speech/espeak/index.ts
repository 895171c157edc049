/**
 * The embedded espeak-ng WebAssembly speech backend and its warm engine.
 *
 * @example
 * ```ts
 * import { createEspeakSpeechBackend } from 'langproc';
 * ```
 */
export {
  ESPEAK_DEFAULT_WORDS_PER_MINUTE,
  ESPEAK_VOICE_PATTERN,
  type EspeakEngine,
  type EspeakPhonemizeOptions,
  type EspeakSynthesisOptions,
  type EspeakVoiceListing,
  getEspeakEngine,
} from './espeak-engine.js';
export { createEspeakPhonemizer } from './espeak-phonemizer.js';
export {
  createEspeakSpeechBackend,
  ESPEAK_MODEL_ID,
  ESPEAK_WORDS_PER_MINUTE_RANGE,
  type EspeakSpeechBackendOptions,
} from './espeak-speech-backend.js';
export { prepareStandInText } from './prepare-stand-in-text.js';
