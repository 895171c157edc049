/**
 * langproc: offline, deterministic language processing for 19 languages.
 *
 * The root entry holds what a host application calls: the core functions (redaction,
 * translation, summarization, speech synthesis, transcription, audio redaction), their option and
 * result types, the languages table, the model-directory helpers, the error classes and the
 * backend interface types. Advanced pieces live on subpaths (`langproc/redaction`,
 * `langproc/contract`, `langproc/models`, ...: docs/architecture.md, "Public surface").
 * `test/foundation/root-exports.test.ts` pins this list: growing it is a deliberate change.
 *
 * Each export names the file it comes from, so `import('langproc')` loads only these modules
 * and what they import (no area barrels).
 *
 * @example
 * ```ts
 * import { getLanguage, redact } from 'langproc';
 * getLanguage('Zulu').floresCode; // 'zul_Latn'
 * (await redact({ text: 'Ngiyabonga, nginguSipho Dlamini.', language: 'Zulu' })).result;
 * ```
 *
 * @packageDocumentation
 */

// Audio redaction
export type { AudioMaskMode } from './audio-redaction/mask-time-ranges.js';
export {
  type RedactAudioOptions,
  type RedactAudioResult,
  type RedactedAudioSpan,
  redactAudio,
} from './audio-redaction/redact-audio.js';
// Backend interfaces (types only)
export type * from './backend-interfaces/index.js';
// Errors
export * from './errors/index.js';
// Languages
export {
  type EspeakVoice,
  findLanguageByCode,
  getLanguage,
  isLanguageName,
  LANGUAGE_NAMES,
  LANGUAGES,
  type LanguageInfo,
  type LanguageName,
  type Script,
} from './languages.js';
// Models directory and catalog
export {
  type CatalogOptions,
  defaultModelFor,
  findCatalogEntry,
  getCatalogEntry,
  loadCatalog,
} from './models/catalog.js';
export type { Catalog, CatalogEntry, ModelDtype, ModelTask } from './models/catalog-schema.js';
export { MODELS_DIRECTORY_VARIABLE, resolveModelsDirectory } from './models/models-directory.js';
export {
  type PullModelOptions,
  type PullProgress,
  type PullResult,
  type PullWarning,
  pullModel,
} from './models/pull-model.js';
export { type RemoveModelOptions, removeModel } from './models/remove-model.js';
export {
  type FileCheckStatus,
  type VerifyModelOptions,
  type VerifyReport,
  verifyModel,
} from './models/verify-model.js';
// Redaction
export { type AnalyzeOptions, type AnalyzeResult, analyze } from './redaction/analyze.js';
export { type AnonymizeOptions, anonymize } from './redaction/anonymize.js';
export { type DecryptOptions, decrypt, type RedactedItem } from './redaction/apply-operators.js';
export { createRedactor, type Redactor, type RedactorOptions } from './redaction/create-redactor.js';
export { type DenyListRecognizerOptions, denyListRecognizer } from './redaction/deny-list-recognizer.js';
export type { DecisionContextWord, EntityDecision } from './redaction/entity-decision.js';
export { PLACEHOLDER_TYPES, type PlaceholderType } from './redaction/placeholder-types.js';
export type { RecognizedEntity } from './redaction/recognized-entity.js';
export type { Recognizer } from './redaction/recognizer.js';
export { type RedactOptions, redact } from './redaction/redact.js';
export type { RedactResult } from './redaction/redact-result.js';
export { redactStream } from './redaction/redact-stream.js';
export type { Operator, Operators, RedactionFilterOptions } from './redaction/redaction-options.js';
export type { RedactionPiece } from './redaction/redaction-pieces.js';
export {
  type PatternRecognizerOptions,
  patternRecognizer,
  type UserPattern,
} from './redaction/user-pattern-recognizer.js';
export {
  type PlaceholderViolation,
  type ValidatePlaceholdersResult,
  validatePlaceholders,
} from './redaction/validate-placeholders.js';
export {
  type WarmUpRedactionOptions,
  type WarmUpRedactionResult,
  warmUpRedaction,
} from './redaction/warm-up-redaction.js';
// Speech synthesis
export { createEspeakPhonemizer } from './speech/espeak/espeak-phonemizer.js';
export {
  createEspeakSpeechBackend,
  type EspeakSpeechBackendOptions,
} from './speech/espeak/espeak-speech-backend.js';
export { type SynthesizeOptions, type SynthesizeResult, synthesize } from './speech/synthesize.js';
// Summarization
export {
  createExtractiveSummarizationBackend,
  type ExtractiveSummarizationBackendOptions,
} from './summarization/extractive-summarization-backend.js';
export type { StructuredSummary } from './summarization/structured-summary.js';
export { summarize } from './summarization/summarize.js';
export type {
  SummarizeOptions,
  SummarizeResult,
  SummarizeStreamEvent,
  SummarizeStyle,
} from './summarization/summarize-options.js';
export { summarizeStream } from './summarization/summarize-stream.js';
// Text results (redact, translate, summarize)
export type { TextRange, TextResult } from './text-result.js';
// Transcription
export {
  type AudioInput,
  type DecodeAudioOptions,
  type DecodedAudio,
  decodeAudio,
} from './transcription/decode-audio.js';
export { formatSrt, formatWebVtt, type SubtitleSource } from './transcription/format-subtitles.js';
export {
  type TranscribeOptions,
  type TranscribeResult,
  type TranscriptionProgress,
  transcribe,
} from './transcription/transcribe.js';
// Translation
export { translate } from './translation/translate.js';
export type {
  TranslateOptions,
  TranslateProgress,
  TranslateResult,
  TranslateStreamEvent,
} from './translation/translate-options.js';
export { translateStream } from './translation/translate-stream.js';
export type { TokenUsage } from './usage/token-usage.js';
export { VERSION } from './version.js';
