/**
 * ADDRESS in text from speech without an address cue: a post-office box said as a speech
 * recogniser writes it ("p o box", "po box", "s l p", "b p", "posbus", "postfach", "apartado"),
 * its number in number words or digits (two tokens at least; "dash" and "slash" join the parts of
 * a Kenyan box and its postcode: "four four eight dash four zero one zero zero"), and the town
 * after it, up to {@link TOWN_WORDS} place-like words ("kisumu"). The box word says the number is
 * an address, whatever cue the number has before it ("where should we post it p o box ...").
 *
 * @example
 * ```ts
 * // 'where should we post it p o box four four eight dash four zero one zero zero kisumu eh no'
 * //   -> ADDRESS 'p o box four four eight dash four zero one zero zero kisumu'
 * ```
 */
import type { RecognizedEntity } from '../recognized-entity.js';
import { type LeftEdgeWords, placeLikeWord } from './spoken-address-left-edge.js';
import { POST_BOX_WORDS } from './street-words.js';

/** Most place-like words of the town after the box number. */
const TOWN_WORDS = 2;
/** Fewest number words (or digits) of a box number. */
const MIN_NUMBER_TOKENS = 2;
/** Fewest letters of a town word after the box number. */
const MIN_TOWN_LENGTH = 4;
/** As sure as an answered address: the box word names it. */
const POST_BOX_SCORE = 1;

/** Digits as the recognizers see a number said digit by digit, its parts maybe joined ("448-40100"). */
const DIGITS = /^\p{N}+(?:[-/]\p{N}+)*$/u;

/** Words that join the parts of a box number said in words. */
const NUMBER_JOINERS: ReadonlySet<string> = new Set(
  'dash slash hyphen tiret barre strich bindestrich guion guión barra trattino'.split(' '),
);

/** The post-box words as speech writes them, lower case and split into words ("p o box", "posbus"), longest first. */
const SPOKEN_POST_BOXES: ReadonlyArray<readonly string[]> = [
  ...new Set(
    POST_BOX_WORDS.filter((word) => /^[\p{Script=Latin}.\s]+$/u.test(word)).map((word) =>
      word
        .toLowerCase()
        .split(/[\s.]+/u)
        .filter((part) => part.length > 0)
        .join(' '),
    ),
  ),
]
  .filter((form) => form !== 'c p' && form !== 'cp')
  .map((form) => form.split(' '))
  .sort((first, second) => second.length - first.length);

/** The first words of the forms: most words open none, and are passed over with one look-up. */
const FIRST_WORDS: ReadonlySet<string> = new Set(SPOKEN_POST_BOXES.map((form) => form[0]!));
/** The longest first word (a longer word opens no form). */
const LONGEST_FIRST_WORD = Math.max(...[...FIRST_WORDS].map((word) => word.length));

/**
 * The number of words of the post-box form at `index` of `words`; 0 when none starts there. The form
 * is matched in small letters as speech writes it: a written "S.L.P. 123 - 40100, Kisumu" is the
 * written post-box recognizer's, which reads the postcode and town after it.
 */
function postBoxAt(words: readonly RegExpExecArray[], index: number): number {
  const first = words[index]![0];
  if (first.length > LONGEST_FIRST_WORD || !FIRST_WORDS.has(first)) return 0;
  for (const form of SPOKEN_POST_BOXES) {
    let matched = 0;
    while (
      matched < form.length &&
      index + matched < words.length &&
      words[index + matched]![0] === form[matched]
    )
      matched++;
    if (matched === form.length) return matched;
  }
  return 0;
}

/** The post boxes of a text from speech (its `words`), added to `entities`. */
export function spokenPostBoxes(
  words: readonly RegExpExecArray[],
  edgeWords: LeftEdgeWords,
  entities: RecognizedEntity[],
): void {
  const isNumber = (word: string): boolean => DIGITS.test(word) || edgeWords.isNumberWord(word.toLowerCase());
  for (let index = 0; index < words.length; index++) {
    const formLength = postBoxAt(words, index);
    if (formLength === 0) continue;
    let next = index + formLength;
    let numbers = 0;
    let last = -1;
    while (next < words.length) {
      const word = words[next]![0];
      if (isNumber(word)) {
        // (digits said one by one reach the recognizers as one digit run: "five five two one" -> "5521")
        numbers += DIGITS.test(word) ? word.replace(/\D/gu, '').length : 1;
        last = next++;
        continue;
      }
      // a joiner between two numbers ("eight dash four")
      if (
        numbers > 0 &&
        NUMBER_JOINERS.has(word.toLowerCase()) &&
        next + 1 < words.length &&
        isNumber(words[next + 1]![0])
      ) {
        next++;
        continue;
      }
      break;
    }
    if (numbers < MIN_NUMBER_TOKENS) continue;
    for (let town = 0; town < TOWN_WORDS && next < words.length; town++, next++) {
      const word = words[next]![0];
      if (word.length < MIN_TOWN_LENGTH || !placeLikeWord(word, edgeWords)) break;
      last = next;
    }
    const start = words[index]!.index;
    const end = words[last]!.index + words[last]![0].length;
    entities.push({ type: 'ADDRESS', start, end, score: POST_BOX_SCORE, recognizer: 'address-answer' });
    index = last;
  }
}
