/**
 * PERSON_NAME in Zulu and Isixhosa: names written with a prefix attached that the
 * `person-name-prefixed` rule does not read, one loop over the text's words:
 *
 * - possessives `ka-` with a concord (`kukaTumi`, `lukaLufuno`, `likaSphe`, `zikaWilliam`,
 *   `ekaThokozile`): "of Tumi";
 * - agent, comparison and copula prefixes: `ngoSanele` (by Sanele), `njengoThandi` (like Thandi),
 *   `okunguBongani`, `bekunguSipho`, `wuSipho`, `ngeSilo`;
 * - a married woman's clan name `MaCele`, `MaNkabinde` after any prefix (`uMaCele`, `kaMaNgcobo`);
 * - a prefixed `DJ` or `MC` and the capitalised words after it (`uDJ Tira`: `DJ Tira`);
 * - any prefixed name (`uBrilliant`, `UThulas`) whose following capitalised words hold a gazetteer
 *   name (`uBrilliant Khuzwayo`): scored above the gazetteer word alone, so the given name stays
 *   in the span.
 *
 * The prefix stays outside the span. Locatives (`e-`, `kwa-`, `em-`) and the comitative `ne-`
 * mostly attach to places and teams and are not read; `ku-` (to) only before a gazetteer name.
 *
 * @example
 * ```ts
 * // 'Ingoma kaSfiso ithandwa ngabaningi' -> PERSON_NAME 'Sfiso'
 * // 'uMaCele ufike izolo' -> PERSON_NAME 'MaCele'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CALENDAR_WORDS } from './capitalised-name-run.js';
import { isGivenName, isSurname, normalizeName } from './name-gazetteer.js';
import { ORGANISATION_CUES, PLACE_AND_COMMON_WORDS, SENTENCE_OPENERS } from './non-name-words.js';
import { NGUNI_NAME_PREFIXES, NGUNI_NON_NAME_WORDS, NGUNI_TITLE_WORDS } from './person-name-cues.js';
import { PERSON_TITLES } from './person-titles.js';

/** Score of a name after a possessive, agent or copula prefix (`kukaTumi`, `ngoSanele`). */
export const NGUNI_PREFIXED_NAME_SCORE = 0.6;
/** Score of a prefixed name whose span holds a gazetteer name (`uBrilliant Khuzwayo`). */
export const NGUNI_PREFIXED_LISTED_NAME_SCORE = 0.8;
/** Languages the recognizer runs for. */
export const NGUNI_LANGUAGES: readonly LanguageName[] = ['Zulu', 'Isixhosa'];
/** Most capitalised words after the prefixed word. */
const MAX_FOLLOWING_WORDS = 2;
/** Prefixes the `person-name-prefixed` rule reads already: here only with a gazetteer name after. */
const KNOWN_PREFIXES: ReadonlySet<string> = new Set(['u', 'ngu', 'nguye', 'no', 'ka', 'o', 'ba', 'yi', 'na']);

let prefixes: ReadonlySet<string> | undefined;
let titleWords: ReadonlySet<string> | undefined;
let nonNames: ReadonlySet<string> | undefined;

function load(): void {
  prefixes = new Set(NGUNI_NAME_PREFIXES);
  titleWords = new Set(NGUNI_TITLE_WORDS);
  nonNames = new Set(
    [
      ...ORGANISATION_CUES,
      ...PLACE_AND_COMMON_WORDS,
      ...SENTENCE_OPENERS,
      ...PERSON_TITLES,
      ...CALENDAR_WORDS,
      ...NGUNI_NON_NAME_WORDS,
    ].map(normalizeName),
  );
}

/** `true` for the code units of a word: letters (any script beyond ASCII), apostrophes inside. */
function isWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    code === 0x27 ||
    code === 0x2019 ||
    (code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && code < 0x2000)
  );
}

const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;

function isListed(word: string): boolean {
  return isGivenName(word) || isSurname(word);
}

/** A capitalised word that may continue a name (not a place, organisation, title or opener). */
function isNameWord(word: string): boolean {
  return word.length >= 2 && isUpper(word.charCodeAt(0)) && !nonNames?.has(normalizeName(word));
}

/** The Zulu and Isixhosa prefixed-name recognizer. */
export const nguniPrefixedNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'nguni-prefixed-name',
  entityTypes: ['PERSON_NAME'],
  languages: NGUNI_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    if (!prefixes) load();
    // the words of the text with their offsets, in one pass
    const starts: number[] = [];
    const ends: number[] = [];
    let index = 0;
    while (index < text.length) {
      if (!isWordCode(text.charCodeAt(index))) {
        index++;
        continue;
      }
      const start = index;
      while (index < text.length && isWordCode(text.charCodeAt(index))) index++;
      starts.push(start);
      ends.push(index);
    }
    const entities: RecognizedEntity[] = [];
    for (let word = 0; word < starts.length; word++) {
      const start = starts[word]!;
      const end = ends[word]!;
      // the prefix: lower-case letters (or one capital 'U') before the first capital inside the word
      let cut = start;
      if (text.charCodeAt(cut) === 0x55 && isUpper(text.charCodeAt(cut + 1))) cut++;
      else while (cut < end && isLower(text.charCodeAt(cut))) cut++;
      if (cut === start || cut >= end - 1 || !isUpper(text.charCodeAt(cut))) continue;
      const prefix = text.slice(start, cut).toLowerCase();
      const name = text.slice(cut, end);
      const known = KNOWN_PREFIXES.has(prefix);
      if (!known && !prefixes?.has(prefix) && prefix !== 'ku') continue;
      // 'DJ', 'MC' are titles: the name is the capitalised words after them
      const title = titleWords?.has(name) ?? false;
      const clan = name.length > 3 && name.startsWith('Ma') && isUpper(name.charCodeAt(2));
      if (
        !title &&
        !clan &&
        (nonNames?.has(normalizeName(name)) || (name.length > 1 && isUpper(name.charCodeAt(1))))
      )
        continue;
      let last = word;
      let listed = clan ? isListed(name.slice(2)) : isListed(name);
      for (let next = word + 1; next < starts.length && next <= word + MAX_FOLLOWING_WORDS; next++) {
        // only a single space between the words of a name
        if (starts[next]! !== ends[next - 1]! + 1 || text.charCodeAt(ends[next - 1]!) !== 32) break;
        const following = text.slice(starts[next]!, ends[next]!);
        if (!isNameWord(following)) break;
        listed ||= isListed(following);
        last = next;
      }
      if (title && last === word) continue;
      if (prefix === 'ku' && !listed) continue;
      // the older rule reads these prefixes already: add only what it loses to a gazetteer word
      if (known && !(listed && last > word) && !clan && !title) continue;
      entities.push({
        type: 'PERSON_NAME',
        start: cut,
        end: ends[last]!,
        score: listed ? NGUNI_PREFIXED_LISTED_NAME_SCORE : NGUNI_PREFIXED_NAME_SCORE,
        recognizer: 'nguni-prefixed-name',
      });
      word = last;
    }
    return entities;
  },
};
