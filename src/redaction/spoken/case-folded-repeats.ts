/**
 * Which found values are found again in any letter case in the written view of text from speech.
 * The view gives a name its capital where the evidence is ("igama lam nguZanelo"); the speaker
 * says it again in lower case ("kulungile zanelo"), and that repeat is the same name. Not for a
 * name that is also a common word ("palesa" flower, "ama" for in Twi, "asante" thanks), a title
 * ("suster", "mama") or a stop word: in lower case those are as often the word itself.
 *
 * @example
 * ```ts
 * isFoundInAnyCase('Zanelo', 'Isixhosa'); // true
 * isFoundInAnyCase('Palesa', 'Sesotho'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { normalizeName } from '../recognizers/name-gazetteer.js';
import { isTitleAlone } from '../recognizers/name-span-titles.js';
import { AMBIGUOUS_NAMES } from '../recognizers/non-name-words.js';
import { HONORIFICS, NAME_STOP_WORDS } from '../recognizers/person-name-cues.js';

/** Names that are also common words, honorifics and stop words, normalised. */
const COMMON_WORDS: ReadonlySet<string> = new Set(
  [...AMBIGUOUS_NAMES, ...HONORIFICS, ...NAME_STOP_WORDS].map(normalizeName),
);

/** `true` when the found value `value` (as the view writes it) is the same value in any letter case in `language`. */
export function isFoundInAnyCase(value: string, language: LanguageName): boolean {
  return !COMMON_WORDS.has(normalizeName(value)) && !isTitleAlone(value, 0, value.length, language);
}
