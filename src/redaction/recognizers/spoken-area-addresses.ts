/**
 * ADDRESS in text from speech without an address cue: a place said after a locative, then an area
 * word and the area's name ("vive en **evinayong barrio abaga casa catorce**", "anakaa **mbeya
 * uyole mtaa wa igawilo**", "estoy en **mongomo barrio nkolo casa azul al lado del mercado**").
 * The area word (`address-area-words.ts`: barrio, mtaa, isigodi, ward, ...) must have a place-like
 * name after it (a short connector may come between: "mtaa **wa** igawilo") and place-like words
 * before it (one of four letters or more) back to a locative or opener of the language (`spokenAddressLeftEdge`): a place named
 * alone ("I was in Nairobi last week") has no area word, and an area word after a question or a
 * noun ("the area of billing", "in the area") has no place before it. The address runs on over
 * place words, area words and numbers, one place-like word after a place word ("casa **azul**"),
 * and a short connector before a place word ("al lado **del** mercado"), up to
 * {@link AREA_ADDRESS_MAX_WORDS} words.
 *
 * @example
 * ```ts
 * // Spanish 'y vive en evinayong barrio abaga casa catorce necesito ...'
 * //   -> ADDRESS 'evinayong barrio abaga casa catorce'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import { addressAreaWords } from './address-area-words.js';
import { type LeftEdgeWords, placeLikeWord, spokenAddressLeftEdge } from './spoken-address-left-edge.js';

/** Most words of an area address after its area word. */
const AREA_ADDRESS_MAX_WORDS = 8;
/** Longest connector between an area word and its name, or between two place words ("wa", "sase", "del"). */
const CONNECTOR_MAX_LENGTH = 4;
/** Fewest letters of the area's name and of the place before the area word ("ese barrio" is none). */
const MIN_NAME_LENGTH = 4;
/** As sure as an answered address: the area word and a place before it after a locative. */
const AREA_ADDRESS_SCORE = 0.8;

const areaSets = new Map<LanguageName, ReadonlySet<string>>();

function areaWordsOf(language: LanguageName): ReadonlySet<string> {
  let areas = areaSets.get(language);
  if (areas === undefined) {
    areas = new Set(addressAreaWords(language).filter((word) => !word.includes(' ')));
    areaSets.set(language, areas);
  }
  return areas;
}

const longestAreaWords = new Map<LanguageName, number>();

function longestAreaWord(language: LanguageName, areas: ReadonlySet<string>): number {
  let longest = longestAreaWords.get(language);
  if (longest === undefined) {
    longest = Math.max(...[...areas].map((word) => word.length));
    longestAreaWords.set(language, longest);
  }
  return longest;
}

/** The area addresses of a text from speech (its `words`), added to `entities` where none is yet. */
export function spokenAreaAddresses(
  text: string,
  words: readonly RegExpExecArray[],
  language: LanguageName,
  edgeWords: LeftEdgeWords,
  entities: RecognizedEntity[],
): void {
  const areas = areaWordsOf(language);
  // (a word longer than every area word is none: no lower-casing for it)
  const longest = longestAreaWord(language, areas);
  let coveredUntil = 0;
  for (let index = 0; index < words.length; index++) {
    const area = words[index]!;
    if (area[0].length > longest || !areas.has(area[0].toLowerCase()) || area.index < coveredUntil) continue;
    if (entities.some((entity) => entity.start <= area.index && area.index < entity.end)) continue;
    // the area's name: a place-like word, maybe after a short connector
    let name = index + 1;
    if (isConnector(words[name]) && words[name + 1] !== undefined) name++;
    const named = words[name];
    if (named === undefined || !placeLikeWord(named[0], edgeWords) || areas.has(named[0].toLowerCase()))
      continue;
    const previousEnd = entities.reduce(
      (end, entity) => (entity.end <= area.index ? Math.max(end, entity.end) : end),
      0,
    );
    const start = spokenAddressLeftEdge(
      text,
      area.index,
      Math.max(previousEnd, coveredUntil),
      language,
      edgeWords,
    );
    if (start >= area.index || !/[\p{L}\p{M}]{4}/u.test(text.slice(start, area.index))) continue;
    let last = name;
    // (whether the word before is a place or area word: a name may follow it, "casa azul")
    let afterPlace = false;
    for (let next = name + 1; next < words.length && next - index <= AREA_ADDRESS_MAX_WORDS; next++) {
      const word = words[next]![0];
      if (placeOrNumber(word, edgeWords)) {
        last = next;
        afterPlace = edgeWords.places.has(word.toLowerCase()) || edgeWords.areas.has(word.toLowerCase());
        continue;
      }
      if (afterPlace && word.length >= MIN_NAME_LENGTH && placeLikeWord(word, edgeWords)) {
        last = next;
        afterPlace = false;
        continue;
      }
      // a connector joins only a place word after it ("al lado del mercado")
      if (
        isConnector(words[next]) &&
        words[next + 1] !== undefined &&
        placeOrNumber(words[next + 1]![0], edgeWords)
      )
        continue;
      break;
    }
    const end = words[last]!.index + words[last]![0].length;
    entities.push({ type: 'ADDRESS', start, end, score: AREA_ADDRESS_SCORE, recognizer: 'address-answer' });
    coveredUntil = end;
    index = last;
  }
}

/** A place or area word, or a number (digits or a number word). */
function placeOrNumber(word: string, edgeWords: LeftEdgeWords): boolean {
  const lower = word.toLowerCase();
  return (
    edgeWords.places.has(lower) ||
    edgeWords.areas.has(lower) ||
    /^\p{N}+$/u.test(word) ||
    edgeWords.isNumberWord(lower)
  );
}

function isConnector(word: RegExpExecArray | undefined): boolean {
  return word !== undefined && word[0].length <= CONNECTOR_MAX_LENGTH && /^\p{L}+$/u.test(word[0]);
}
