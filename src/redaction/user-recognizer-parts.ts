/**
 * What {@link patternRecognizer} and {@link denyListRecognizer} share: eager validation of their
 * options, their context words, and a registry of the detailed matches they find (for
 * `returnDecisionProcess`).
 *
 * @example
 * ```ts
 * const words = compileWords(['member no', 'ref'], false);
 * findWords(words, 'member no 12'); // [{ text: 'member no', start: 0, end: 9 }]
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { isLanguageName, type LanguageName } from '../languages.js';
import type { DecisionContextWord, EntityDecision } from './entity-decision.js';
import { isPlaceholderType, PLACEHOLDER_TYPES, type PlaceholderType } from './placeholder-types.js';
import type { AnalysisInput, CustomRecognizer } from './recognizer.js';
import { CONTEXT_WINDOW } from './scoring.js';
import { contextKindOf } from './type-context-kind.js';

/** A match of a user recognizer with everything `returnDecisionProcess` reports. */
export interface DetailedMatch {
  start: number;
  end: number;
  score: number;
  decision: Omit<EntityDecision, 'recognizer' | 'score' | 'explanation'>;
}

/** The detailed matches of a user recognizer over an analysis input. */
export type MatchDetails = (input: AnalysisInput) => DetailedMatch[];

const details = new WeakMap<CustomRecognizer, MatchDetails>();

/**
 * The recognizer a helper returns: one placeholder type, the given languages (validated), entities
 * from `find`'s matches, and `find` kept to explain them (returnDecisionProcess).
 */
export function userRecognizer(options: {
  name: string;
  type: PlaceholderType;
  languages: unknown;
  find: MatchDetails;
}): CustomRecognizer {
  const { name, type, find } = options;
  const recognizer: CustomRecognizer = Object.freeze({
    kind: 'custom' as const,
    name,
    entityTypes: Object.freeze([type]),
    languages: validateLanguages(options.languages, 'languages'),
    analyze: (input: AnalysisInput) =>
      find(input).map((match) => ({
        type,
        start: match.start,
        end: match.end,
        score: match.score,
        recognizer: name,
      })),
  });
  details.set(recognizer, find);
  return recognizer;
}

/** How a user recognizer made with a helper explains its matches, if it was. */
export function matchDetailsOf(recognizer: CustomRecognizer): MatchDetails | undefined {
  return details.get(recognizer);
}

export function invalid(field: string, message: string): InvalidInputError {
  return new InvalidInputError({ message, details: { field } });
}

/** Throws unless `type` is one of the 15 placeholder types. */
export function assertPlaceholderType(type: unknown, field: string): asserts type is PlaceholderType {
  if (!isPlaceholderType(type)) {
    throw invalid(
      field,
      `Expected ${field} to be one of the placeholder types (${PLACEHOLDER_TYPES.join(', ')}), got ${String(type).slice(0, 40)}.`,
    );
  }
}

/** Validates a recognizer's `languages` option. */
export function validateLanguages(languages: unknown, field: string): 'all' | readonly LanguageName[] {
  if (languages === undefined || languages === 'all') return 'all';
  if (!Array.isArray(languages) || languages.length === 0 || !languages.every(isLanguageName)) {
    throw invalid(field, `Expected ${field} to be 'all' or a non-empty array of language names.`);
  }
  return Object.freeze([...languages]);
}

/** Validates a list of non-empty strings. */
export function validateWords(words: unknown, field: string): readonly string[] {
  if (!Array.isArray(words) || words.some((word) => typeof word !== 'string' || word.trim().length === 0)) {
    throw invalid(field, `Expected ${field} to be an array of non-empty strings.`);
  }
  return Object.freeze(words.map((word: string) => word.trim()));
}

/** A word as a pattern: regex characters escaped, any white space run matching any other. */
export function wordPattern(word: string): string {
  return word
    .replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')
    .replace(/['’]/gu, "['’]")
    .replace(/\s+/gu, '\\s+');
}

/**
 * One regex for a list of words, longest first, each a whole word: not preceded or followed by a
 * letter, mark or digit (`undefined` for an empty list).
 */
export function compileWords(words: readonly string[], caseSensitive: boolean): RegExp | undefined {
  if (words.length === 0) return undefined;
  const sorted = [...new Set(words)].sort((first, second) => second.length - first.length);
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${sorted.map(wordPattern).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    caseSensitive ? 'gu' : 'giu',
  );
}

/** Every occurrence of `words` in `text`. */
export function findWords(words: RegExp, text: string): DecisionContextWord[] {
  const found: DecisionContextWord[] = [];
  words.lastIndex = 0;
  for (let match = words.exec(text); match !== null; match = words.exec(text)) {
    if (match[0].length === 0) {
      words.lastIndex++;
      continue;
    }
    found.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/**
 * The context words of a value of `type` at `position`: a recognizer's own `words` and the cues
 * of the type's kind in the text's context index (the built-in cue words of the language plus the
 * call's `contextWords`), ending within CONTEXT_WINDOW before it.
 */
export function contextWordsBefore(
  input: AnalysisInput,
  type: PlaceholderType,
  position: number,
  ownWords: readonly DecisionContextWord[],
): DecisionContextWord[] {
  const found: DecisionContextWord[] = [];
  for (const word of ownWords) {
    if (word.end <= position && word.end >= position - CONTEXT_WINDOW) found.push(word);
  }
  const kind = contextKindOf(type);
  if (kind !== undefined && input.context.cues.length > 0) {
    for (const cue of input.context.cuesBefore(position, CONTEXT_WINDOW)) {
      if (cue.kinds.has(kind) && !found.some((word) => word.start === cue.start && word.end === cue.end))
        found.push({ text: input.text.slice(cue.start, cue.end), start: cue.start, end: cue.end });
    }
  }
  return found.sort((first, second) => first.start - second.start || first.end - second.end);
}
