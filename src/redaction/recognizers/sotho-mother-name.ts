/**
 * PERSON_NAME in Sesotho: a woman's name written with the apostrophe of the Lesotho orthography,
 * `'Ma-` (mother of): `'Mathabo`, `'Mamosa`, `'Matseliso`, `'Mamotšelisi`, also in lower-case
 * speech (`'mathabo`). A word that opens with `'` or `’`, then `Ma`/`ma` and at least three more
 * letters is read as a name wherever it stands; the capitalised words right after it (one space
 * apart, at most two) join the span (`'Mathabo Lebona`). The title `'M'e` (madam) has an apostrophe
 * after the `M` and is not read. When a capitalised word after it is a place, organisation or
 * common word (`'Mamohato Memorial Hospital`), or a royal title stands right before it
 * (`Queen 'Mamohato`), the word names a queen or an institution and nothing is found.
 *
 * @example
 * ```ts
 * // "Ke nna 'Mathabo Lebona." -> PERSON_NAME "'Mathabo Lebona"
 * // "sepetlele sa Queen 'Mamohato" -> nothing
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CALENDAR_WORDS } from './capitalised-name-run.js';
import { normalizeName } from './name-gazetteer.js';
import { ORGANISATION_CUES, PLACE_AND_COMMON_WORDS, SENTENCE_OPENERS } from './non-name-words.js';
import { PERSON_TITLES } from './person-titles.js';

/** Score of a `'Ma-` name (above the gazetteer's 0.75, so a listed surname after it stays in the span). */
export const SOTHO_MOTHER_NAME_SCORE = 0.8;
/** Languages the recognizer runs for (the apostrophe is Lesotho's Sesotho orthography). */
export const SOTHO_MOTHER_NAME_LANGUAGES: readonly LanguageName[] = ['Sesotho'];
/** Most capitalised words after the `'Ma-` word. */
const MAX_FOLLOWING_WORDS = 2;

/** `'` or `’`, `Ma`/`ma`, three letters or more, not inside a word. */
const MOTHER_NAME = /(?<![\p{L}\p{M}'’])['’][Mm]a[\p{L}\p{M}]{3,}/gu;
/**
 * Royal titles: a `'Ma-` name after one names a queen and, in these calls, the institution named
 * after her (`Queen 'Mamohato Memorial Hospital`, `sepetlele sa Queen 'Mamohato`), never the caller.
 */
const ROYAL_TITLES: ReadonlySet<string> = new Set([
  'queen',
  'king',
  'princess',
  'prince',
  'mofumahali',
  'morena',
]);
/** The word right before a position, one space apart. */
const WORD_BEFORE = /(\p{L}+) $/u;
/** A capitalised word (letters, marks, inner apostrophes and hyphens). */
const CAPITALISED_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*/u;

let nonNames: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  nonNames ??= new Set(
    [
      ...ORGANISATION_CUES,
      ...PLACE_AND_COMMON_WORDS,
      ...SENTENCE_OPENERS,
      ...PERSON_TITLES,
      ...CALENDAR_WORDS,
    ].map(normalizeName),
  );
  return nonNames;
}

/** The Sesotho `'Ma-` name recognizer. */
export const sothoMotherNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'sotho-mother-name',
  entityTypes: ['PERSON_NAME'],
  languages: SOTHO_MOTHER_NAME_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const excluded = load();
    const entities: RecognizedEntity[] = [];
    MOTHER_NAME.lastIndex = 0;
    for (let match = MOTHER_NAME.exec(text); match !== null; match = MOTHER_NAME.exec(text)) {
      const start = match.index;
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 20), start))?.[1];
      if (before !== undefined && ROYAL_TITLES.has(before.toLowerCase())) continue;
      let end = start + match[0].length;
      let institution = false;
      for (let following = 0; following < MAX_FOLLOWING_WORDS && text.charCodeAt(end) === 32; following++) {
        const word = CAPITALISED_WORD.exec(text.slice(end + 1, end + 41))?.[0];
        if (word === undefined) break;
        if (excluded.has(normalizeName(word))) {
          institution = true;
          break;
        }
        end += 1 + word.length;
      }
      if (institution) continue;
      entities.push({
        type: 'PERSON_NAME',
        start,
        end,
        score: SOTHO_MOTHER_NAME_SCORE,
        recognizer: 'sotho-mother-name',
      });
      MOTHER_NAME.lastIndex = end;
    }
    return entities;
  },
};
