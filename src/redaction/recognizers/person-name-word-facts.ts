/**
 * What the word lists say about a word of a text, for the PERSON_NAME recognizer: listed in the
 * gazetteer, a stop word (pronouns, weekdays, honorifics, ...), a stop word of a script without
 * letter case, a street word, an organisation cue. Each list is compared through normalizeName;
 * the answers are remembered per word in an open-addressing table looked up by the word's place in
 * the text, so a repeated word is answered without slicing it out or normalising it again.
 *
 * @example
 * ```ts
 * (wordFacts('Chidi') & LISTED_NAME) !== 0; // true
 * (rangeFacts('Mr Okafor', 3, 9) & LISTED_NAME) !== 0; // true: 'Okafor'
 * ```
 */
import { isGivenNameOrSurnameKey, normalizeName } from './name-gazetteer.js';
import { ORGANISATION_CUES } from './non-name-words.js';
import { HONORIFICS, NAME_STOP_WORDS } from './person-name-cues.js';
import { STREET_SUFFIXES } from './street-words.js';

/** Bits of `wordFacts`. */
export const LISTED_NAME = 1;
export const STOP_WORD = 2;
export const UNCASED_STOP_WORD = 4;
export const STREET_WORD = 8;
export const ORGANISATION_WORD = 16;
/** An honorific that is no other stop word ('Nkosi', 'King', 'Bishop'): some are also surnames. */
export const HONORIFIC_WORD = 32;

const STOP_WORDS: ReadonlySet<string> = new Set([...NAME_STOP_WORDS, ...HONORIFICS].map(normalizeName));
const PLAIN_STOP_WORDS: ReadonlySet<string> = new Set(NAME_STOP_WORDS.map(normalizeName));
const HONORIFIC_WORDS: ReadonlySet<string> = new Set(
  HONORIFICS.map(normalizeName).filter((word) => !PLAIN_STOP_WORDS.has(word)),
);
const STREET_WORDS: ReadonlySet<string> = new Set(STREET_SUFFIXES.map(normalizeName));
const ORGANISATION_WORDS: ReadonlySet<string> = new Set(ORGANISATION_CUES.map(normalizeName));

const TRAILING_PUNCTUATION = ".,;:!?'’";

/**
 * `true` when `word` marks an organisation ('Orchestra', 'Inc', 'Bank'): no person around it.
 * `key` is `normalizeName(word)`.
 */
function isOrganisationCue(word: string, key: string): boolean {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(word.charAt(end - 1))) end--;
  return ORGANISATION_WORDS.has(end === word.length ? key : normalizeName(word.slice(0, end)));
}
const UNCASED_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'ነው',
    'ይባላል',
    'እባላለሁ',
    'እና',
    'ና',
    'ከ',
    'ነኝ',
    'ይባላሉ',
    'ሲሆን',
    'እኔ',
    'የኔ',
    'ስልክ',
    'ቁጥር',
    'ቁጥሬ',
    'አድራሻ',
    'ነበር',
    'ዛሬ',
    'ትናንት',
    'መቼም',
    'ግን',
    'ደግሞ',
    'አሁን',
    'ሲሉ',
    'ብለዋል',
    'ተናግረዋል',
    'አስታውቀዋል',
    'እባክህ',
    'እባክሽ',
    'و',
    'من',
    'في',
    'هو',
    'هي',
    'أنا',
    'انا',
    'وأنا',
    'وانا',
    'رقم',
    'عندي',
    'لدي',
    'أريد',
    'اريد',
    'مع',
    'على',
    'إلى',
    'الى',
    'عن',
    'هذا',
    'هذه',
    'كان',
    'وهو',
    'وهي',
    'شكرا',
    'شكراً',
    'يا',
    'تاريخ',
    'عنواني',
    'رقمي',
    'بنك',
    'شركة',
    'هاتفي',
    // what follows a question for the name in Arabic: "in full", "please", "who", "yes", "and surname"
    'بالكامل',
    'الكامل',
    'كامل',
    'رباعي',
    'الثلاثي',
    'واللقب',
    'اللقب',
    'عافاك',
    'فضلك',
    'سمحت',
    'لو',
    'منو',
    'مين',
    'إيه',
    'ايه',
    'نعم',
    'أيوه',
    'ايوه',
    'أيوة',
    'حق',
    // what follows a title said as a vocative ("يا حاج لازم ...", "يا استاذة عندك ..."): must,
    // you have, I have, can, only, you, please, fine, sorry, thanks
    'لازم',
    'عندك',
    'عندي',
    'ممكن',
    'بس',
    'انت',
    'انتي',
    // the amount words of Amharic (thousand, hundred, birr) and the word for a sub-city of an
    // address, never names alone: 'ሁለት ሺ አምስት መቶ ብር', 'ቦሌ ክፍለ ከተማ' (ሺ is listed for Xi Jinping,
    // read after a title by the Ge'ez name rule)
    'ሺ',
    'ሺህ',
    'መቶ',
    'ብር',
    'ክፍለ',
    // Arabic words as calls say them that are also listed names: "in the name of" (ب and اسم,
    // "الإيصال باسم مين؟"), "I want" (Maghrebi), "another" (Egyptian), "there is" (Maghrebi)
    'باسم',
    'نحب',
    'تانية',
    'تاني',
    'كاين',
    'كاينة',
    'إنت',
    'إنتي',
    'حضرتك',
    'والله',
    'طيب',
    'تمام',
    'معليش',
    'شكرا',
    'شكراً',
  ].map(normalizeName),
);

/** The facts of `word`, computed from the lists (normalised once for all of them). */
function computeFacts(word: string): number {
  const key = normalizeName(word);
  return (
    (isGivenNameOrSurnameKey(key) ? LISTED_NAME : 0) |
    (STOP_WORDS.has(key) ? STOP_WORD : 0) |
    (UNCASED_STOP_WORDS.has(key) ? UNCASED_STOP_WORD : 0) |
    (STREET_WORDS.has(key) ? STREET_WORD : 0) |
    (isOrganisationCue(word, key) ? ORGANISATION_WORD : 0) |
    (HONORIFIC_WORDS.has(key) ? HONORIFIC_WORD : 0)
  );
}

/** Longer words are not remembered (they are rare, and a long key would be slow to compare). */
const MEMO_WORD_LENGTH = 32;
/** Longer slices may share the text's memory (V8): the memo keeps a copy of them instead. */
const SHORT_SLICE_LENGTH = 12;
/** Slots of the memo (a power of two); it starts over when half of them are taken. */
const MEMO_BITS = 15;
const MEMO_SLOTS = 1 << MEMO_BITS;
const memoWords: (string | undefined)[] = new Array<string | undefined>(MEMO_SLOTS).fill(undefined);
const memoFacts = new Int32Array(MEMO_SLOTS);
/** The hash of each remembered word: most other words in its slot fail this comparison alone. */
const memoHashes = new Int32Array(MEMO_SLOTS);
let memoCount = 0;

/** `true` when `word` equals `text` from `start` on, for `word.length` code units. */
function sameText(word: string, text: string, start: number): boolean {
  for (let index = 0; index < word.length; index++) {
    if (word.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  }
  return true;
}

/** The facts of the word `text.slice(start, end)`, remembered per word. */
export function rangeFacts(text: string, start: number, end: number): number {
  const length = end - start;
  if (length > MEMO_WORD_LENGTH) return computeFacts(text.slice(start, end));
  // the length and five code units spread the words well enough; a hit compares them all
  let hash = Math.imul(length + 1, 0x9e3779b1);
  if (length > 0) {
    hash = Math.imul(hash ^ text.charCodeAt(start), 0x9e3779b1);
    hash = Math.imul(hash ^ text.charCodeAt(end - 1), 0x9e3779b1);
  }
  if (length > 2) {
    hash = Math.imul(hash ^ text.charCodeAt(start + 1), 0x9e3779b1);
    hash = Math.imul(hash ^ text.charCodeAt(end - 2), 0x9e3779b1);
    hash = Math.imul(hash ^ text.charCodeAt(start + (length >> 1)), 0x9e3779b1);
  }
  // the multiplications mix into the high bits
  const home = hash >>> (32 - MEMO_BITS);
  let slot = home;
  for (let word = memoWords[slot]; word !== undefined; word = memoWords[slot]) {
    if (memoHashes[slot] === hash && word.length === length && sameText(word, text, start)) {
      return memoFacts[slot]!;
    }
    slot = (slot + 1) & (MEMO_SLOTS - 1);
  }
  const word = text.slice(start, end);
  const facts = computeFacts(word);
  if (memoCount >= MEMO_SLOTS / 2) {
    memoWords.fill(undefined);
    memoCount = 0;
    slot = home;
  }
  memoWords[slot] = length > SHORT_SLICE_LENGTH ? Array.from(word).join('') : word;
  memoFacts[slot] = facts;
  memoHashes[slot] = hash;
  memoCount++;
  return facts;
}

/** The facts of `word`. */
export function wordFacts(word: string): number {
  return rangeFacts(word, 0, word.length);
}
