/**
 * PERSON_NAME in Yoruba: a double-barrelled name joined by a hyphen, spaced or not, one of whose
 * parts is a Yoruba name element standing alone (`Olú`, `Adé`, `Ọlá`, `Oyè`, `Olúwa`, `Akin`,
 * `Ayọ̀`, `Fọlá`): `Sanwó-Olú`, `Àjàyí - Adé`, `Adé - Bánkọ́lé`. A name element is the head of
 * Yoruba given names (`Olúwaseun`, `Adéwálé`), and no town, state or common word is written as
 * one alone, so a hyphen beside it joins the parts of a person's name. Both parts are capitalised
 * words; tone marks and dots may be missing (`Sanwo-Olu`). The span covers both parts and the
 * hyphen. Town names joined so (`Ìjẹ̀bú-Òde`, `Adó-Èkìtì`, `Ilé-Ifẹ̀`) hold no name element.
 *
 * @example
 * ```ts
 * // 'Gómìnà Sanwó - Olú ti sọ pé' -> PERSON_NAME 'Sanwó - Olú'
 * // 'Ó lọ sí Ìjẹ̀bú - Òde' -> nothing
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { normalizeName } from './name-gazetteer.js';

/** Score of a hyphen-joined name with a name element (the capitalised run's name-shape score). */
export const YORUBA_COMPOUND_NAME_SCORE = 0.6;
/** Languages the recognizer runs for. */
export const YORUBA_COMPOUND_NAME_LANGUAGES: readonly LanguageName[] = ['Yoruba'];

/** Yoruba name elements (tone marks and dots removed, lower case) that head given names. */
const NAME_ELEMENTS: ReadonlySet<string> = new Set([
  'olu',
  'ade',
  'ola',
  'oye',
  'oluwa',
  'akin',
  'ayo',
  'fola',
]);

/** Two capitalised words joined by a hyphen, with a space or none on each side. */
const JOINED_WORDS =
  /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{Ll}\p{M}]+)[ ]?-[ ]?(\p{Lu}[\p{Ll}\p{M}]+)(?![\p{L}\p{M}'’-])/gu;

/** The Yoruba hyphen-joined name recognizer. */
export const yorubaCompoundNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'yoruba-compound-name',
  entityTypes: ['PERSON_NAME'],
  languages: YORUBA_COMPOUND_NAME_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    if (!text.includes('-')) return [];
    const entities: RecognizedEntity[] = [];
    JOINED_WORDS.lastIndex = 0;
    for (let match = JOINED_WORDS.exec(text); match !== null; match = JOINED_WORDS.exec(text)) {
      const first = normalizeName(match[1]!);
      const second = normalizeName(match[2]!);
      // one part is an element, the other is not the same element ('Olú-Olú' is no name)
      if (!(NAME_ELEMENTS.has(first) || NAME_ELEMENTS.has(second)) || first === second) continue;
      entities.push({
        type: 'PERSON_NAME',
        start: match.index,
        end: match.index + match[0].length,
        score: YORUBA_COMPOUND_NAME_SCORE,
        recognizer: 'yoruba-compound-name',
      });
    }
    return entities;
  },
};
