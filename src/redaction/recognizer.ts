/**
 * Recognizers are data: a pattern recognizer is named regexes with base scores, the context
 * kinds that boost it, and optional `validate` (checksum: pass -> score 1, fail -> dropped) and
 * `invalidate` (e.g. all one digit -> dropped) hooks. A context-reference recognizer is a value
 * shape announced by context phrases ("policy number POL-2231"). A custom recognizer is a
 * function, for the few that need more (phones, names, dates of birth, addresses).
 *
 * @example
 * ```ts
 * const emailRecognizer: PatternRecognizer = {
 *   kind: 'pattern', name: 'email', entityType: 'EMAIL', languages: 'all',
 *   patterns: [{ name: 'email', regex: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, score: 1 }],
 * };
 * ```
 */
import type { LanguageInfo, LanguageName } from '../languages.js';
import type { MatchAnchor } from './anchored-matches.js';
import type { ContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { TextScan } from './text-scan.js';

/** What every recognizer sees. */
export interface AnalysisInput {
  text: string;
  language: LanguageName;
  languageInfo: LanguageInfo;
  /** Context phrases found in `text`. */
  context: ContextIndex;
  /** Facts about `text` computed once for all recognizers (letter-run starts, digit-run starts). */
  scan: TextScan;
  /**
   * Spans of `text` (the written view of speech) that were numbers said digit by digit ("six three
   * two zero nine" -> `63209`): identifiers however short, since amounts and times are never said so.
   */
  digitByDigit?: ReadonlyArray<{ start: number; end: number }>;
}

/** One named pattern. `regex` must have the `g` flag and must not backtrack catastrophically. */
export interface NamedPattern {
  name: string;
  regex: RegExp;
  /** Base score before context and validation. */
  score: number;
  /** Capture group holding the value (default: the whole match). */
  group?: number;
  /**
   * A cheap necessary condition (prefilter, no `g` flag): when it does not match the text, `regex`
   * cannot either and its scan is skipped. It must be weaker than `regex`, never stronger.
   * @example /@/
   */
  trigger?: RegExp;
  /**
   * Where every match lies, so that only those positions are tried (same matches as a global
   * scan; see anchoredMatches): a character every match contains at most `within` code units
   * after its start (optionally only the start of the `startsRun` run before it), or a run of
   * ASCII digits every match starts at (`digitRun`, with its digit count and joiners).
   * @example { character: '@', within: 128 }
   * @example { digitRun: { minDigits: 10, maxDigits: 10 } }
   */
  anchor?: MatchAnchor;
}

/** A regex-driven recognizer. */
export interface PatternRecognizer {
  kind: 'pattern';
  name: string;
  entityType: PlaceholderType;
  /** Languages it runs for. */
  languages: 'all' | readonly LanguageName[];
  patterns: readonly NamedPattern[];
  /** Context kinds that raise the score by CONTEXT_BOOST when found just before the value. */
  context?: readonly ContextKind[];
  /** When set, a match must have one of `context` before it. */
  contextRequired?: boolean;
  /** Checksum: `true` -> score 1, `false` -> dropped, `undefined` -> unchanged. */
  validate?: (value: string) => boolean | undefined;
  /** `true` -> dropped (e.g. all one digit). */
  invalidate?: (value: string) => boolean;
}

/** A value announced by context phrases: the first reference-shaped token after the cue. */
export interface ContextReferenceRecognizer {
  kind: 'context-reference';
  name: string;
  entityType: PlaceholderType;
  languages: 'all' | readonly LanguageName[];
  /** The cue kind that announces the value. */
  context: ContextKind;
  /** The value's compact form (separators removed) must match this (anchored, no `g`). */
  shape: RegExp;
  score: number;
  validate?: (value: string) => boolean | undefined;
  invalidate?: (value: string) => boolean;
}

/** A recognizer implemented as a function. */
export interface CustomRecognizer {
  kind: 'custom';
  name: string;
  /** The types it can emit. */
  entityTypes: readonly PlaceholderType[];
  languages: 'all' | readonly LanguageName[];
  analyze(input: AnalysisInput): RecognizedEntity[];
}

/** Any recognizer. */
export type Recognizer = PatternRecognizer | ContextReferenceRecognizer | CustomRecognizer;
