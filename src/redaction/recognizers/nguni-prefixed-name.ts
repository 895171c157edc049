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
function computeIsWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    code === 0x27 ||
    code === 0x2019 ||
    (code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && code < 0x2000)
  );
}

/** {@link computeIsWordCode} by code unit, up to the last one that is a word code (’). */
const WORD_CODES = new Uint8Array(0x201a);
for (let code = 0; code < WORD_CODES.length; code++) WORD_CODES[code] = computeIsWordCode(code) ? 1 : 0;

/** `true` for the code units of a word (see computeIsWordCode); false for NaN (past the end). */
function isWordCode(code: number): boolean {
  return code < 0x201a && WORD_CODES[code] === 1;
}

/**
 * A word that opens with lower-case letters (a prefix) and then a capital, or with `U` and a
 * capital: what the loop `prefix = lower-case letters (or one capital 'U') before the first capital
 * inside the word` keeps, found by the regex engine instead of a loop over every code unit. The
 * look-behind is `isWordCode` (no `u` flag: code units, as the loops read them).
 */
const PREFIXED_WORD = /(?<![A-Za-z'\u2019\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff])(?:[a-z]+[A-Z]|U[A-Z])/g;

/** End of the word that goes on at `position`: the first code unit from there that is not a word code. */
function wordEnd(text: string, position: number): number {
  let end = position;
  while (end < text.length && isWordCode(text.charCodeAt(end))) end++;
  return end;
}

const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;

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
    const entities: RecognizedEntity[] = [];
    // only a word that opens with a prefix and a capital is read: the regex finds those words
    const candidates = PREFIXED_WORD;
    candidates.lastIndex = 0;
    for (let match = candidates.exec(text); match !== null; match = candidates.exec(text)) {
      const start = match.index;
      const cut = start + match[0].length - 1;
      const end = wordEnd(text, cut);
      if (cut >= end - 1) continue;
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
      let last = end;
      let following = 0;
      let listed = clan ? isListed(name.slice(2)) : isListed(name);
      // only a single space between the words of a name
      while (
        following < MAX_FOLLOWING_WORDS &&
        text.charCodeAt(last) === 32 &&
        isWordCode(text.charCodeAt(last + 1))
      ) {
        const followingEnd = wordEnd(text, last + 1);
        const word = text.slice(last + 1, followingEnd);
        if (!isNameWord(word)) break;
        listed ||= isListed(word);
        last = followingEnd;
        following++;
      }
      if (title && following === 0) continue;
      if (prefix === 'ku' && !listed) continue;
      // the older rule reads these prefixes already: add only what it loses to a gazetteer word
      if (known && !(listed && following > 0) && !clan && !title) continue;
      entities.push({
        type: 'PERSON_NAME',
        start: cut,
        end: last,
        score: listed ? NGUNI_PREFIXED_LISTED_NAME_SCORE : NGUNI_PREFIXED_NAME_SCORE,
        recognizer: 'nguni-prefixed-name',
      });
      candidates.lastIndex = last;
    }
    return entities;
  },
};
