/**
 * `denyListRecognizer` makes a recognizer from a list of terms that are always personal data of
 * one type (staff names, internal account labels): each whole-word occurrence scores 1 (or
 * `score`). Terms match case-insensitively unless `caseSensitive` (Unicode case folding: Latin,
 * Greek, Cyrillic; Ethiopic and Arabic script have no case), any white space run matching any
 * other. It can only produce one of the 15 placeholder types.
 *
 * @example
 * ```ts
 * import { denyListRecognizer, redact } from 'langproc';
 * const staff = denyListRecognizer({ type: 'PERSON_NAME', terms: ['Zanele', 'አበበ'] });
 * (await redact({ text: 'Ask zanele', language: 'English', recognizers: [staff] })).result;
 * // 'Ask [PERSON_NAME]'
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { AnalysisInput, CustomRecognizer } from './recognizer.js';
import {
  assertPlaceholderType,
  compileWords,
  type DetailedMatch,
  findWords,
  invalid,
  userRecognizer,
  validateWords,
} from './user-recognizer-parts.js';

/** Options of {@link denyListRecognizer}. */
export interface DenyListRecognizerOptions {
  /** The placeholder type it produces (one of the 15). @example 'PERSON_NAME' */
  type: PlaceholderType;
  /** At least one term (whole words; white space inside a term matches any white space run). */
  terms: readonly string[];
  /** Match the terms case-sensitively. @default false */
  caseSensitive?: boolean;
  /** The score of a match (0..1). @default 1 */
  score?: number;
  /** The recognizer id reported in `entity.recognizer`. @default 'deny-list:<type>' */
  name?: string;
  /** Languages it runs for. @default 'all' */
  languages?: 'all' | readonly LanguageName[];
}

/** The comparison key of a term or a match: white space runs as one space, case folded unless case-sensitive. */
function termKey(value: string, caseSensitive: boolean): string {
  const spaced = value.replace(/\s+/gu, ' ').replace(/’/gu, "'");
  return caseSensitive ? spaced : spaced.toLowerCase();
}

/** A recognizer of listed terms; see the module comment. */
export function denyListRecognizer(options: DenyListRecognizerOptions): CustomRecognizer {
  if (typeof options !== 'object' || options === null)
    throw invalid('options', 'Expected denyListRecognizer to receive an options object.');
  const type = options.type as unknown;
  assertPlaceholderType(type, 'type');
  const terms = validateWords(options.terms, 'terms');
  if (terms.length === 0) throw invalid('terms', 'Expected terms to hold at least one term.');
  if (options.caseSensitive !== undefined && typeof options.caseSensitive !== 'boolean')
    throw invalid(
      'caseSensitive',
      `Expected caseSensitive to be a boolean, got ${typeof options.caseSensitive}.`,
    );
  const caseSensitive = options.caseSensitive === true;
  const score = options.score ?? 1;
  if (typeof score !== 'number' || !(score >= 0 && score <= 1))
    throw invalid('score', `Expected score to be a number from 0 to 1, got ${String(score)}.`);
  if (options.name !== undefined && (typeof options.name !== 'string' || options.name.length === 0))
    throw invalid('name', 'Expected name to be a non-empty string.');
  const name = options.name ?? `deny-list:${type}`;
  const regex = compileWords(terms, caseSensitive)!;
  const termsByKey = new Map<string, string>();
  for (const term of terms)
    if (!termsByKey.has(termKey(term, caseSensitive))) termsByKey.set(termKey(term, caseSensitive), term);

  const find = (input: AnalysisInput): DetailedMatch[] =>
    findWords(regex, input.text).map((word) => ({
      start: word.start,
      end: word.end,
      score,
      decision: {
        recognizerKind: 'deny-list' as const,
        term: termsByKey.get(termKey(word.text, caseSensitive)) ?? word.text,
        contextWords: [],
        scoreBeforeContext: score,
      },
    }));

  return userRecognizer({ name, type, languages: options.languages, find });
}
