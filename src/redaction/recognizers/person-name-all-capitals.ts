/**
 * PERSON_NAME written in capitals inside mixed-case text, as news writes the names of the people
 * it interviews ("Ohun tí wọn bá OJÚOLÚWAKÒTÌMÍ OLÚṢÍNÀ sọ rèé"): a run of two or three words of
 * three or more capital letters, one of them a listed given name or surname or of a personal-name
 * shape (read in Title case), none a title, stop, place, calendar or organisation word. A text
 * with fewer than three lower-case words (a headline) is passed over, and so is a run that opens
 * the text.
 *
 * @example
 * ```ts
 * // 'Díẹ̀ lára ohun tí kábíyèsí bá NỌIMỌT ADÉJÙMỌ̀BÍ sọ rèé' (Yoruba) -> PERSON_NAME 'NỌIMỌT ADÉJÙMỌ̀BÍ'
 * ```
 */
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CAPITALISED_RUN_LANGUAGES, isExcludedNameWord } from './capitalised-name-run.js';
import { isGivenName, isSurname } from './name-gazetteer.js';
import { hasNameShape } from './person-name-shapes.js';

/** Score of a name in capitals: as a capitalised run's. */
export const ALL_CAPITALS_NAME_SCORE = 0.55;

/** Two capital letters in a row (with marks between): the cheap check before the run pattern. */
const TWO_CAPITALS = /\p{Lu}\p{M}*\p{Lu}/u;
/** A run of two or three all-capital words of three letters or more. */
const CAPITALS_RUN =
  /(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}\p{M}*(?:\p{Lu}\p{M}*){2,}(?:[ ]\p{Lu}\p{M}*(?:\p{Lu}\p{M}*){2,}){1,2}(?![\p{L}\p{M}\p{N}'’-])/gu;
/** A word that starts lower case (the look-ahead first: V8 rejects most positions on it). */
const LOWER_CASE_WORD = /(?=\p{Ll})(?<![\p{L}\p{M}\p{N}'’-])\p{Ll}/gu;
/** Fewest lower-case words of a text whose capitals may mark a name (fewer: a headline). */
const MIN_LOWER_CASE_WORDS = 3;

/** `true` when `text` has at least `count` words that start lower case (read no further than the last). */
function hasLowerCaseWords(text: string, count: number): boolean {
  let found = 0;
  LOWER_CASE_WORD.lastIndex = 0;
  while (found < count && LOWER_CASE_WORD.exec(text) !== null) found++;
  LOWER_CASE_WORD.lastIndex = 0;
  return found >= count;
}

/** The word in Title case ("OLÚṢÍNÀ" -> "Olúṣínà"). */
function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** The all-capitals recognizer. */
export const allCapitalsNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name-all-capitals',
  entityTypes: ['PERSON_NAME'],
  languages: CAPITALISED_RUN_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    if (!TWO_CAPITALS.test(text)) return [];
    // a headline or a text in capitals says nothing by its capitals
    if (!hasLowerCaseWords(text, MIN_LOWER_CASE_WORDS)) return [];
    const entities: RecognizedEntity[] = [];
    for (const match of text.matchAll(CAPITALS_RUN)) {
      const start = match.index;
      if (text.slice(0, start).trim() === '') continue;
      const words = match[0].split(' ').map(titleCase);
      if (words.some(isExcludedNameWord)) continue;
      if (!words.some((word) => isGivenName(word) || isSurname(word) || hasNameShape(word))) continue;
      entities.push({
        type: 'PERSON_NAME',
        start,
        end: start + match[0].length,
        score: ALL_CAPITALS_NAME_SCORE,
        recognizer: 'person-name-all-capitals',
      });
    }
    return entities;
  },
};
