/**
 * ONNX Runtime backends (`langproc/onnxruntime`): Silero VAD voice activity detection and
 * Kokoro-82M neural text-to-speech, loaded offline from a local models folder with
 * onnxruntime-node (no transformers.js).
 *
 * @example
 * ```ts
 * import { createSileroVoiceActivityDetector } from 'langproc/onnxruntime';
 * const voiceActivityDetector = createSileroVoiceActivityDetector({ modelsDirectory: './models' });
 * ```
 */

export {
  joinClauses,
  type KokoroPhonemeRules,
  toKokoroPhonemes,
  tokenizePhonemes,
} from './kokoro-phonemes.js';
export {
  createKokoroSpeechBackend,
  KOKORO_LANGUAGES,
  KOKORO_MAX_TOKENS,
  KOKORO_MODEL_FILE,
  KOKORO_REPOSITORY,
  KOKORO_SAMPLE_RATE,
  KOKORO_SPEED_RANGE,
  KOKORO_STAND_IN_LANGUAGES,
  KOKORO_VOICE_PATTERN,
  type KokoroLanguage,
  type KokoroSpeechBackendOptions,
  splitTokenBatches,
} from './kokoro-speech-backend.js';
export {
  createSileroVoiceActivityDetector,
  LEVEL_MAXIMUM_GAIN,
  LEVEL_TARGET_RMS,
  levelWindows,
  SILERO_CONTEXT_SAMPLES,
  SILERO_VAD_FILE,
  SILERO_VAD_REPOSITORY,
  SILERO_WINDOW_SAMPLES,
  type SileroVoiceActivityDetectorOptions,
  type SpeechProbabilities,
  type SpeechRegionsOptions,
  speechRegionsFromProbabilities,
} from './silero-voice-activity-detector.js';
