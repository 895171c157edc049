/**
 * The `contextWords` option of `redact`/`analyze`: extra cue words per placeholder type for one
 * call, merged with the built-in ones of the language (CONTEXT_WORDS). They work as the built-in
 * cue words do: a pattern's score rises when one ends just before the value, the value after one
 * is read as announced (context references), and a question holding one opens the next turn's
 * answer. PERSON_NAME and EMAIL have no cue words (names are read from introductions and titles).
 *
 * @example
 * ```ts
 * const words = validateCallContextWords({ CUSTOMER_ID: ['loyalty card'] });
 * buildContextIndex('loyalty card LC-20931', 'English', undefined, words).cues.length; // 1
 * ```
 */
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { isPlaceholderType, PLACEHOLDER_TYPES } from '../placeholder-types.js';
import { contextKindOf } from '../type-context-kind.js';
import type { ContextKind } from './context-words.js';

/** Validated call context words: the phrases by kind and a key that names the set. */
export interface CallContextWords {
  /** [kind, phrase] pairs in a stable order. */
  readonly phrases: ReadonlyArray<readonly [ContextKind, string]>;
  /** Equal for equal sets of phrases (a cache key). */
  readonly key: string;
}

const TYPES_WITH_CUES = PLACEHOLDER_TYPES.filter((type) => contextKindOf(type) !== undefined);

function invalid(field: string, message: string): InvalidInputError {
  return new InvalidInputError({ message, details: { field } });
}

/** Validates `contextWords` eagerly; `undefined` when not given or empty. */
export function validateCallContextWords(contextWords: unknown): CallContextWords | undefined {
  if (contextWords === undefined) return undefined;
  if (typeof contextWords !== 'object' || contextWords === null || Array.isArray(contextWords)) {
    throw invalid('contextWords', `Expected contextWords to be an object, got ${typeof contextWords}.`);
  }
  const phrases: Array<readonly [ContextKind, string]> = [];
  for (const [type, words] of Object.entries(contextWords)) {
    const field = `contextWords.${type.slice(0, 40)}`;
    const kind = isPlaceholderType(type) ? contextKindOf(type) : undefined;
    if (kind === undefined) {
      throw invalid(
        field,
        `Expected contextWords keys to be placeholder types with cue words (${TYPES_WITH_CUES.join(', ')}), got ${type.slice(0, 40)}.`,
      );
    }
    if (!Array.isArray(words) || words.some((word) => typeof word !== 'string' || word.trim().length === 0)) {
      throw invalid(field, `Expected ${field} to be an array of non-empty strings.`);
    }
    for (const word of words as string[]) phrases.push([kind, word.trim()]);
  }
  if (phrases.length === 0) return undefined;
  phrases.sort((first, second) =>
    first[0] < second[0]
      ? -1
      : first[0] > second[0]
        ? 1
        : first[1] < second[1]
          ? -1
          : first[1] > second[1]
            ? 1
            : 0,
  );
  return { phrases, key: phrases.map(([kind, phrase]) => `${kind}\u0000${phrase}`).join('\u0001') };
}
