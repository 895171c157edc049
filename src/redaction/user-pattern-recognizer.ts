/**
 * `patternRecognizer` makes a recognizer from named regexes with base scores, optional context
 * words that raise the score by CONTEXT_BOOST when one ends within CONTEXT_WINDOW characters
 * before the value (as do the built-in cue words of the type and the call's `contextWords`), and
 * optional `validate` (checksum: `true` -> score 1, `false` -> dropped) and `invalidate` (`true` ->
 * dropped) hooks. It can only produce one of the 15 placeholder types. Pass it to
 * `redact`/`analyze` in `recognizers`, or to `createRedactor`.
 *
 * JavaScript has no regex timeout: give patterns that cannot backtrack catastrophically.
 *
 * @example
 * ```ts
 * import { patternRecognizer, redact } from 'langproc';
 * const membership = patternRecognizer({
 *   type: 'CUSTOMER_ID',
 *   patterns: [{ regex: /\bMEM-\d{6}\b/, score: 0.6 }],
 *   context: ['membership'],
 * });
 * (await redact({ text: 'membership MEM-123456', language: 'English', recognizers: [membership] })).result;
 * // 'membership [CUSTOMER_ID]'
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { AnalysisInput, CustomRecognizer } from './recognizer.js';
import { CONTEXT_BOOST, VALIDATED_SCORE } from './scoring.js';
import {
  assertPlaceholderType,
  compileWords,
  contextWordsBefore,
  type DetailedMatch,
  findWords,
  invalid,
  userRecognizer,
  validateWords,
} from './user-recognizer-parts.js';

/** One pattern of {@link patternRecognizer}. */
export interface UserPattern {
  /** Matches the value (the `g` flag is added when missing). @example /\bMEM-\d{6}\b/ */
  regex: RegExp;
  /** Base score (0..1) before context and validation. @example 0.6 */
  score: number;
  /** A name for the decision process. @default 'pattern-<index>' */
  name?: string;
}

/** Options of {@link patternRecognizer}. */
export interface PatternRecognizerOptions {
  /** The placeholder type it produces (one of the 15). @example 'CUSTOMER_ID' */
  type: PlaceholderType;
  /** At least one pattern. */
  patterns: readonly UserPattern[];
  /** Words that raise the score when one ends shortly before the value. @default [] @example ['membership'] */
  context?: readonly string[];
  /** Checksum: `true` -> score 1, `false` -> dropped, `undefined` -> unchanged. @default undefined */
  validate?: (value: string) => boolean | undefined;
  /** `true` -> dropped (e.g. all one digit). @default undefined */
  invalidate?: (value: string) => boolean;
  /** The recognizer id reported in `entity.recognizer`. @default 'pattern:<type>' */
  name?: string;
  /** Languages it runs for. @default 'all' */
  languages?: 'all' | readonly LanguageName[];
}

function validateFunction(value: unknown, field: string): void {
  if (value !== undefined && typeof value !== 'function')
    throw invalid(field, `Expected ${field} to be a function, got ${typeof value}.`);
}

function validatePatterns(patterns: unknown): Array<{ regex: RegExp; score: number; name: string }> {
  if (!Array.isArray(patterns) || patterns.length === 0)
    throw invalid('patterns', 'Expected patterns to be a non-empty array of { regex, score }.');
  return patterns.map((pattern: unknown, index) => {
    const field = `patterns[${index}]`;
    const { regex, score, name } = (pattern ?? {}) as Record<string, unknown>;
    if (!(regex instanceof RegExp))
      throw invalid(`${field}.regex`, `Expected ${field}.regex to be a RegExp.`);
    if (typeof score !== 'number' || !(score >= 0 && score <= 1))
      throw invalid(
        `${field}.score`,
        `Expected ${field}.score to be a number from 0 to 1, got ${String(score)}.`,
      );
    if (name !== undefined && typeof name !== 'string')
      throw invalid(`${field}.name`, `Expected ${field}.name to be a string.`);
    const global = regex.global
      ? new RegExp(regex.source, regex.flags)
      : new RegExp(regex.source, `${regex.flags}g`);
    return { regex: global, score, name: (name as string | undefined) ?? `pattern-${index}` };
  });
}

/** A recognizer made of named regexes; see the module comment. */
export function patternRecognizer(options: PatternRecognizerOptions): CustomRecognizer {
  if (typeof options !== 'object' || options === null)
    throw invalid('options', 'Expected patternRecognizer to receive an options object.');
  const type = options.type as unknown;
  assertPlaceholderType(type, 'type');
  const patterns = validatePatterns(options.patterns);
  const ownWords = compileWords(
    options.context === undefined ? [] : validateWords(options.context, 'context'),
    false,
  );
  validateFunction(options.validate, 'validate');
  validateFunction(options.invalidate, 'invalidate');
  if (options.name !== undefined && (typeof options.name !== 'string' || options.name.length === 0))
    throw invalid('name', 'Expected name to be a non-empty string.');
  const name = options.name ?? `pattern:${type}`;
  const { validate, invalidate } = options;

  const find = (input: AnalysisInput): DetailedMatch[] => {
    const { text } = input;
    const matches: DetailedMatch[] = [];
    let words: ReturnType<typeof findWords> | undefined;
    for (const pattern of patterns) {
      const regex = pattern.regex;
      regex.lastIndex = 0;
      for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
        const value = match[0];
        if (value.length === 0) {
          regex.lastIndex++;
          continue;
        }
        if (invalidate?.(value) === true) continue;
        const validated = validate?.(value);
        if (validated === false) continue;
        words ??= ownWords === undefined ? [] : findWords(ownWords, text);
        const contextWords = contextWordsBefore(input, type, match.index, words);
        const score =
          validated === true
            ? Math.max(pattern.score, VALIDATED_SCORE)
            : contextWords.length > 0
              ? Math.min(1, pattern.score + CONTEXT_BOOST)
              : pattern.score;
        matches.push({
          start: match.index,
          end: match.index + value.length,
          score,
          decision: {
            recognizerKind: 'pattern',
            pattern: { name: pattern.name, regex: regex.source },
            contextWords,
            ...(validated === undefined ? {} : { validation: validated }),
            scoreBeforeContext: pattern.score,
          },
        });
      }
    }
    return matches;
  };

  return userRecognizer({ name, type, languages: options.languages, find });
}
