/**
 * PII redaction for 19 languages: `redact`, `redactStream`, `analyze`, `anonymize`, the
 * placeholder allowlist (`validatePlaceholders`), the checksums and the recognizers as data.
 * The `langproc/redaction` subpath; the root entry re-exports the everyday part.
 *
 * @example
 * ```ts
 * import { isLuhnValid, redact } from 'langproc/redaction';
 * isLuhnValid('4111111111111111'); // true
 * (await redact({ text: 'My BVN is 22123456789', language: 'English' })).result; // 'My BVN is [BVN]'
 * ```
 */
export { type AnalyzeOptions, type AnalyzeResult, analyze } from './analyze.js';
export {
  anchoredMatches,
  type CapitalPrefixAnchor,
  type CharacterAnchor,
  type DigitRunAnchor,
  type MatchAnchor,
} from './anchored-matches.js';
export { type AnonymizeOptions, anonymize } from './anonymize.js';
export {
  type DecryptOptions,
  decrypt,
  MINIMUM_ENCRYPTION_KEY_LENGTH,
  type RedactedItem,
} from './apply-operators.js';
export { isChileanRutValid } from './checksums/chilean-rut.js';
export { IBAN_LENGTHS, isIbanValid } from './checksums/iban.js';
export { isLuhnValid } from './checksums/luhn.js';
export { isNubanValid, NUBAN_BANK_CODES, nubanCheckDigit } from './checksums/nuban.js';
export { isSouthAfricanIdValid } from './checksums/south-african-id.js';
export { isSpanishIdValid } from './checksums/spanish-id.js';
export type { CallContextWords } from './context/call-context-words.js';
export { buildContextIndex, type ContextCue, type ContextIndex } from './context/context-index.js';
export {
  CONTEXT_WORDS,
  type ContextKind,
  contextPhrases,
  type PhraseTable,
} from './context/context-words.js';
export { createRedactor, type Redactor, type RedactorOptions } from './create-redactor.js';
export { type DenyListRecognizerOptions, denyListRecognizer } from './deny-list-recognizer.js';
export { DOMAIN_THRESHOLDS, thresholdFor } from './domain-thresholds.js';
export type { DecisionContextWord, EntityDecision } from './entity-decision.js';
export {
  isPlaceholderType,
  PLACEHOLDER_TYPES,
  PLACEHOLDERS,
  type PlaceholderType,
  placeholderFor,
} from './placeholder-types.js';
export type { RecognizedEntity } from './recognized-entity.js';
export type {
  AnalysisInput,
  ContextReferenceRecognizer,
  CustomRecognizer,
  NamedPattern,
  PatternRecognizer,
  Recognizer,
} from './recognizer.js';
export { isCardNumber } from './recognizers/card-number.js';
export { DEFAULT_RECOGNIZERS } from './recognizers/default-recognizers.js';
export { type RedactOptions, redact } from './redact.js';
export { type RedactResult, RULES_MODEL_NAME } from './redact-result.js';
export { redactStream } from './redact-stream.js';
export type { Operator, Operators, RedactionFilterOptions } from './redaction-options.js';
export type { RedactionPiece } from './redaction-pieces.js';
export { resolveOverlaps } from './resolve-overlaps.js';
export { CONTEXT_BOOST, CONTEXT_WINDOW, DEFAULT_THRESHOLD } from './scoring.js';
export {
  characterClass,
  LETTER,
  LOWERCASE_LETTER,
  MARK,
  matchesAtStarts,
  NUMBER,
  TextScan,
  UPPERCASE_LETTER,
} from './text-scan.js';
export {
  type PatternRecognizerOptions,
  patternRecognizer,
  type UserPattern,
} from './user-pattern-recognizer.js';
export {
  findPlaceholderViolations,
  PLACEHOLDER_ALIASES,
  type PlaceholderViolation,
  type ValidatePlaceholdersResult,
  validatePlaceholders,
} from './validate-placeholders.js';
export {
  type WarmUpRedactionOptions,
  type WarmUpRedactionResult,
  warmUpRedaction,
  warmUpSampleText,
} from './warm-up-redaction.js';
