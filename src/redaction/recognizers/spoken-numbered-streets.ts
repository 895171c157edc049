/**
 * ADDRESS in text from speech, without any cue: a house-number word and the number after it, a
 * street word that opens the street's name, and the name and town after it ("lamba goma sha biyu
 * **titin** ahmadu bello kaduna", "nọ́mbà mẹ́tàlá **òpópónà** adéníran ògúnṣànyà súrúlérè lagos",
 * "house number twelve street ..."). A street is often named after a person: the street word makes
 * the words after it a street, not a person. Up to three words stand between the house-number word
 * and the street word, the first a number word or digits (or one word alone that the number tables
 * do not read: "mẹ́tàlá"), none of them one of the language's answer words; the house-number word
 * has three letters or more ("no" says no number in speech); the name runs over up
 * to four words, to a closer, opener or question word of the language's answer words, a number or
 * the line's end.
 *
 * @example
 * ```ts
 * // Hausa 'tana gida lamba goma sha biyu titin ahmadu bello kaduna to ...'
 * //   -> ADDRESS 'lamba goma sha biyu titin ahmadu bello kaduna'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import { spanEdgeWords } from '../span-edge-words.js';
import { tokenNumberParts } from '../spoken/cardinal-numbers.js';
import { foldNumberWord, numberWord } from '../spoken/number-words.js';
import { STREET_PREFIXES } from './street-words.js';

/** Most words between the house-number word and the street word (the number said in words). */
const MAX_NUMBER_WORDS = 4;
/** Most words of the street's name and the town after the street word. */
const MAX_NAME_WORDS = 4;
/** A numbered address: as sure as the address recognizer's numbered matches. */
const SPOKEN_STREET_SCORE = 0.8;

/** One-word street words that open a street's name, folded ("titin", "opopona", "rue", "calle"). */
const STREET_OPENERS: ReadonlySet<string> = new Set(
  STREET_PREFIXES.filter((word) => !/[\s./]/u.test(word)).map(foldNumberWord),
);

/** The words that end a street's name: the language's closers, openers and question words (first words). */
export interface SpokenStreetStops {
  readonly closers: readonly string[];
  readonly openers: readonly string[];
  readonly question?: readonly string[];
}

/** A word of text from speech: letters, marks, digits, apostrophes and hyphens. */
const SPOKEN_WORD_RUN = /[\p{L}\p{M}\p{N}'’-]+/gu;

/**
 * The words of a text from speech ({@link SPOKEN_WORD_RUN}), read once per call and shared by the
 * readers of spoken addresses.
 */
export function spokenWordRuns(text: string): RegExpExecArray[] {
  return [...text.matchAll(SPOKEN_WORD_RUN)];
}

/** The folded first words of each language's stops, built once per stops table. */
const stopWordSets = new WeakMap<SpokenStreetStops, ReadonlySet<string>>();

function stopWordsOf(stops: SpokenStreetStops): ReadonlySet<string> {
  let stopWords = stopWordSets.get(stops);
  if (stopWords === undefined) {
    stopWords = new Set(
      [...stops.closers, ...stops.openers, ...(stops.question ?? [])].map((phrase) =>
        foldNumberWord(phrase.split(' ')[0]!),
      ),
    );
    stopWordSets.set(stops, stopWords);
  }
  return stopWords;
}

/**
 * Pushes onto `entities` the numbered streets said in `text` (lower-case speech, its `words` from
 * {@link spokenWordRuns}) that no entity in `entities` holds yet.
 */
export function spokenNumberedStreets(
  text: string,
  words: readonly RegExpExecArray[],
  language: LanguageName,
  stops: SpokenStreetStops,
  entities: RecognizedEntity[],
): void {
  const houseWords = spanEdgeWords(language).houseWords;
  const stopWords = stopWordsOf(stops);
  const isLineBreakBetween = (from: number, to: number): boolean =>
    /[\n.?!,;:]/u.test(text.slice(words[from]!.index + words[from]![0].length, words[to]!.index));
  const isNumberAt = (index: number): boolean => {
    const word = words[index]![0];
    return (
      /^\p{N}+$/u.test(word) ||
      numberWord(language, word) !== undefined ||
      tokenNumberParts(language, word) !== undefined
    );
  };
  for (let index = 0; index < words.length; index++) {
    const houseWord = foldNumberWord(words[index]![0]);
    // (abbreviations, "no", "nr", say no number in speech)
    if (houseWord.length < 3 || !houseWords.has(houseWord) || stopWords.has(houseWord)) continue;
    // the street word after the number (one word at least between, none of them a stop word)
    let street = -1;
    for (let next = index + 1; next <= index + MAX_NUMBER_WORDS && next < words.length; next++) {
      const folded = foldNumberWord(words[next]![0]);
      if (isLineBreakBetween(next - 1, next) || stopWords.has(folded)) break;
      if (next > index + 1 && STREET_OPENERS.has(folded)) {
        street = next;
        break;
      }
    }
    if (street < 0) continue;
    // the number right after the house-number word: a number word or digits, or one word the number
    // tables do not read ("mẹ́tàlá") just before the street word
    if (!isNumberAt(index + 1) && street - index > 2) continue;
    let last = street;
    while (last + 1 < words.length && last - street < MAX_NAME_WORDS) {
      const word = words[last + 1]![0];
      const folded = foldNumberWord(word);
      if (
        /\p{N}/u.test(word) ||
        stopWords.has(folded) ||
        houseWords.has(folded) ||
        isLineBreakBetween(last, last + 1)
      )
        break;
      last++;
    }
    if (last === street) continue;
    const start = words[index]!.index;
    const end = words[last]!.index + words[last]![0].length;
    if (entities.some((entity) => entity.start < end && start < entity.end)) continue;
    entities.push({ type: 'ADDRESS', start, end, score: SPOKEN_STREET_SCORE, recognizer: 'address-answer' });
    index = last;
  }
}
