/**
 * The left edge of an address found in text from speech: the town or area said before the first
 * word the answer rules read as address-like ("niko **kitengela** plot namba sitini", "kwa
 * **mochudi ward ya phuthadikobo** plot one one seven three", "ke nna **tlokweng** house ...").
 * The found address grows left over up to {@link LEFT_EDGE_MAX_WORDS} place-like words only when a
 * word that opens a place stands right before them: a locative preposition of the language
 * (`ADDRESS_LOCATIVES`: "kwa", "ku", "mu", "en", "à", "in", ...) or an opener of the answer ("niko",
 * "ke nna", "vivo en"); a place named elsewhere ("I was in Nairobi last week") is never next to a
 * found address, and a word of the question before the answer has no locative before it. Place-like:
 * letters only, no stop word, listed personal name, number word or answer word; a short connector
 * ("ya", "wa", "de") may join two place-like words.
 *
 * @example
 * ```ts
 * // 'niko kitengela plot namba sitini' with 'plot namba sitini' found -> 'kitengela plot namba sitini'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { landmarkPhrases } from './address-landmark-words.js';
import { LISTED_NAME, STOP_WORD, UNCASED_STOP_WORD, wordFacts } from './person-name-word-facts.js';

/**
 * Locative prepositions, "I am at" forms and the verbs for "lives" (without a preposition in the
 * Bantu languages: "uhlala eshowe", "anakaa mbeya") that open a place in speech, lower case, by language.
 */
export const ADDRESS_LOCATIVES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['in', 'at', 'to', 'from'],
  Afrikaans: ['in', 'op', 'by', 'na', 'te'],
  Amharic: [],
  Arabic: ['في', 'ف', 'فى'],
  French: ['à', 'au', 'en', 'chez'],
  German: ['in', 'im', 'nach', 'zu', 'zum', 'zur', 'bei'],
  Hausa: ['a', 'zuwa', 'cikin'],
  Igbo: ['na', "n'", 'dị na', 'di na'],
  Isixhosa: [
    'kwa',
    'ku',
    'uhlala',
    'ndihlala',
    'sihlala',
    'bahlala',
    'uhlalaphi',
    'uhlala phi',
    'uhlala kuphi',
  ],
  Italian: ['a', 'in', 'al', 'nel', 'nella'],
  Kinyarwanda: [
    'i',
    'mu',
    'ku',
    'kuri',
    'atuye',
    'utuye',
    'dutuye',
    'batuye',
    'utuye he',
    'mutuye he',
    'atuye he',
  ],
  Sesotho: ['ho', 'sebakeng sa', 'o dula', 'ba dula', 'dula kae'],
  Setswana: ['kwa', 'ko', 'mo', 'o nna', 'ba nna', 'nna kae'],
  Shona: ['ku', 'mu', 'pa', 'kwa', 'anogara', 'vanogara', 'unogara', 'unogara kupi', 'munogara kupi'],
  Spanish: ['en', 'a'],
  // (and the verbs "lives", "I live", "we live": "anakaa mbeya uyole ...")
  Swahili: [
    'unaishi wapi',
    'unakaa wapi',
    'anaishi wapi',
    'kwa',
    'huko',
    'yuko',
    'niko',
    'iko',
    'tuko',
    'anakaa',
    'anaishi',
    'naishi',
    'nakaa',
    'tunaishi',
    'wanaishi',
    'unaishi',
    'unakaa',
  ],
  Twi: ['wɔ', 'kɔ', 'akɔ'],
  Yoruba: ['ni', 'sí', 'si', 'ní'],
  Zulu: [
    'kwa',
    'ku',
    'uhlala',
    'ngihlala',
    'sihlala',
    'bahlala',
    'uhlalaphi',
    'nihlalaphi',
    'uhlala phi',
    'uhlala kuphi',
  ],
};

/** Most place-like words an address in speech grows left over. */
export const LEFT_EDGE_MAX_WORDS = 6;
/** Most code units looked at before an address in speech. */
const LEFT_EDGE_REACH = 120;
/** Longest connector between two place-like words ("ya", "wa", "de", "sase"). */
const CONNECTOR_MAX_LENGTH = 4;

const WORD = /[\p{L}\p{M}\p{N}'’-]+/gu;
const LETTERS = /^[\p{L}\p{M}'’-]+$/u;

const locativeSets = new Map<LanguageName, ReadonlySet<string>>();

/** The locatives of `language` and English, lower case. */
function locativesOf(language: LanguageName): ReadonlySet<string> {
  let locatives = locativeSets.get(language);
  if (locatives === undefined) {
    locatives = new Set([...ADDRESS_LOCATIVES.English, ...ADDRESS_LOCATIVES[language]]);
    locativeSets.set(language, locatives);
  }
  return locatives;
}

/** The words the left edge reads, besides the word lists: the answer's own words and the place words. */
export interface LeftEdgeWords {
  /** Words that close or open an answer, or ask: never part of a place. */
  readonly answerWords: ReadonlySet<string>;
  /** Openers of an answer ("niko", "ke nna", "vivo en"): they may stand right before the place. */
  readonly openers: ReadonlySet<string>;
  /** Place words ("plot", "ward", "barrio"): always place-like. */
  readonly places: ReadonlySet<string>;
  /** Area words ("community", "section", "zone"): place-like, and with the number after them ("community five"). */
  readonly areas: ReadonlySet<string>;
  /** Names of towns, lower case ("kisumu"): place-like though the name rules list them as stop words. */
  readonly towns: ReadonlySet<string>;
  /** Whether a word is a number word of the language. */
  readonly isNumberWord: (word: string) => boolean;
  /** Whether a word opens the next clause (a pronoun or a first-person verb: "necesito", "ndiyibonile"). */
  readonly opensClause: (word: string) => boolean;
}

/**
 * Where an address in speech found from `start` starts once grown left over the place-like words
 * before it (not before `floor`); `start` when no locative or opener stands before them.
 */
export function spokenAddressLeftEdge(
  text: string,
  start: number,
  floor: number,
  language: LanguageName,
  words: LeftEdgeWords,
): number {
  const edge = leftEdgeAfterOpener(text, start, floor, language, words);
  return edge < start ? edge : placeBeforeLandmark(text, start, floor, language, words);
}

/** Fewest letters of the place said right before a landmark that opens an address ("kimironko | hafi ya isoko"). */
const LANDMARK_PLACE_MIN_LENGTH = 4;

const landmarkOpeners = new Map<LanguageName, ReadonlyArray<readonly string[]>>();

/**
 * Where an address in speech that opens with a landmark phrase ("hafi ya isoko", "near the
 * market", "leyin ile ijosin") starts once grown over the one place-like word of
 * {@link LANDMARK_PLACE_MIN_LENGTH} letters or more right before it, the place the landmark is in
 * ("... inyandiko **kimironko** hafi ya isoko inzu ..."): a landmark names no address alone, and
 * one word keeps the question's words out. `start` when none is.
 */
function placeBeforeLandmark(
  text: string,
  start: number,
  floor: number,
  language: LanguageName,
  words: LeftEdgeWords,
): number {
  let phrases = landmarkOpeners.get(language);
  if (phrases === undefined) {
    phrases = landmarkPhrases(language).map((phrase) => phrase.split(' '));
    landmarkOpeners.set(language, phrases);
  }
  const after = text
    .slice(start, start + LANDMARK_LOOK_AHEAD)
    .toLowerCase()
    .split(/[ \t]+/u);
  if (
    !phrases.some(
      (phrase) => phrase.length < after.length && phrase.every((part, index) => after[index] === part),
    )
  )
    return start;
  const before = /([\p{L}\p{M}'’-]+)[ \t]+$/u.exec(
    text.slice(Math.max(floor, start - LEFT_EDGE_REACH), start),
  );
  if (before === null) return start;
  const place = before[1]!;
  const placeStart = start - before[0].length;
  if (placeStart < floor || place.length < LANDMARK_PLACE_MIN_LENGTH || !placeLikeWord(place, words))
    return start;
  // (the word is the place's, not the end of a longer word cut by the floor)
  if (placeStart > 0 && /[\p{L}\p{M}\p{N}'’-]/u.test(text[placeStart - 1]!)) return start;
  return placeStart;
}

/** Code units read after an address's start for a landmark phrase that opens it. */
const LANDMARK_LOOK_AHEAD = 40;

/** {@link spokenAddressLeftEdge} over the place-like words back to a locative or opener; `start` when none. */
function leftEdgeAfterOpener(
  text: string,
  start: number,
  floor: number,
  language: LanguageName,
  words: LeftEdgeWords,
): number {
  const from = Math.max(floor, start - LEFT_EDGE_REACH);
  const before = text.slice(from, start);
  if (!/[ \t]$/u.test(before)) return start;
  const found = [...before.matchAll(WORD)];
  const locatives = locativesOf(language);
  let edge = start;
  let taken = 0;
  let lastPlaceLike = true;
  for (let index = found.length - 1; index >= 0 && taken < LEFT_EDGE_MAX_WORDS; index--) {
    const word = found[index]!;
    const wordEnd = from + word.index + word[0].length;
    // (only spaces between the word and the edge)
    if (
      !/^[ \t]+$/u.test(
        text.slice(wordEnd, index === found.length - 1 ? start : from + found[index + 1]!.index),
      )
    )
      return start;
    const lower = word[0].toLowerCase();
    const previous = index > 0 ? found[index - 1]![0].toLowerCase() : '';
    const opensPlace =
      locatives.has(lower) ||
      words.openers.has(lower) ||
      (previous !== '' &&
        (locatives.has(`${previous} ${lower}`) || words.openers.has(`${previous} ${lower}`)));
    if (opensPlace) return taken > 0 && lastPlaceLike ? edge : start;
    // an area's number after its area word ("tema | community five | house number ...")
    if (
      (/^\p{N}+$/u.test(lower) || words.isNumberWord(lower)) &&
      words.areas.has(previous) &&
      taken + 2 <= LEFT_EDGE_MAX_WORDS
    ) {
      taken += 2;
      lastPlaceLike = true;
      edge = from + found[--index]!.index;
      continue;
    }
    if (placeLikeWord(word[0], words)) {
      taken++;
      lastPlaceLike = true;
      edge = from + word.index;
      continue;
    }
    // a connector between two place-like words ("ward ya phuthadikobo")
    if (taken > 0 && lastPlaceLike && lower.length <= CONNECTOR_MAX_LENGTH && LETTERS.test(lower)) {
      lastPlaceLike = false;
      continue;
    }
    return start;
  }
  return start;
}

/**
 * A word that may be part of a place's name: a place or area word, or letters that no list holds as
 * another word; with `numbers`, a number too (digits or a number word: "casa catorce").
 */
export function placeLikeWord(word: string, words: LeftEdgeWords, numbers = false): boolean {
  const lower = word.toLowerCase();
  if (words.places.has(lower) || words.areas.has(lower) || words.towns.has(lower)) return true;
  if (numbers && (/^\p{N}+$/u.test(word) || words.isNumberWord(lower))) return true;
  if (
    !LETTERS.test(word) ||
    lower.length < 3 ||
    words.answerWords.has(lower) ||
    words.isNumberWord(lower) ||
    words.opensClause(lower)
  )
    return false;
  return (wordFacts(word) & (STOP_WORD | UNCASED_STOP_WORD | LISTED_NAME)) === 0;
}
