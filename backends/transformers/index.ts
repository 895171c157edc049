/**
 * transformers.js backends (`langproc/transformers`): NLLB/M2M100 translation, Whisper and
 * Wav2Vec2/MMS transcription, VITS/MMS text-to-speech and token-classification NER, all loaded
 * offline from a local models folder.
 *
 * @example
 * ```ts
 * import { createTransformersTranslationBackend } from 'langproc/transformers';
 * ```
 */
export { type BeamSearchHypothesis, type BeamSearchOptions, beamSearch } from './beam-search.js';
export { loadFromModelsDirectory, type ModelLocation } from './environment.js';
export {
  createTransformersNerBackend,
  groupWordLabels,
  joinAdjacentEntities,
  splitWords,
  type TransformersNerBackendOptions,
} from './ner-backend.js';
export { NER_LABEL_TYPES, type NerLabelTypes, type ParsedNerLabel, parseNerLabel } from './ner-labels.js';
export { createTransformersSpeechBackend, type TransformersSpeechBackendOptions } from './speech-backend.js';
export {
  createTransformersTranscriptionBackend,
  TRANSCRIPTION_CHUNK_SECONDS,
  type TranscriptionArchitecture,
  type TransformersTranscriptionBackendOptions,
  WHISPER_LANGUAGES,
} from './transcription-backend.js';
export {
  createTransformersTranslationBackend,
  TRANSFORMERS_TRANSLATION_REPOSITORIES,
  type TransformersTranslationBackendOptions,
} from './translation-backend.js';
export {
  detectWhisperLanguage,
  type WhisperLanguageDetection,
  type WhisperLanguageDetectionOptions,
  type WhisperRecognizer,
} from './whisper-language-detection.js';
