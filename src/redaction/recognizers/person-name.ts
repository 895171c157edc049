/**
 * PERSON_NAME without a model: names after self-introduction phrases ("my name is", "sunana",
 * "jina langu ni", "ስሜ", "اسمي", ...), after honorifics ("Alhaji", "Mrs", "Bwana", "አቶ",
 * "السيد", ...), and gazetteer names (given names and surnames common in the languages' regions)
 * with the capitalised words that follow them. Nguni noun-class prefixes (`uSipho`,
 * `nguThandi`) are left outside the span. A lone gazetteer word at the start of a sentence
 * scores below the threshold ("Amani" is also the Swahili word for peace) unless the name is
 * confirmed elsewhere (propagation, see analyze).
 *
 * @example
 * ```ts
 * // 'Sunana Musa Bello' -> PERSON_NAME 'Musa Bello'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { firstCharacterLookahead, normalizePhrase } from '../context/context-index.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { characterClass, codePointAt, LETTER, MARK, UPPERCASE_LETTER } from '../text-scan.js';
import { isGivenNameOrSurname, normalizeName } from './name-gazetteer.js';
import { ORGANISATION_CUES } from './non-name-words.js';
import {
  HONORIFICS,
  INTRODUCTION_PHRASES,
  NAME_STOP_WORDS,
  WEAK_INTRODUCTION_PHRASES,
} from './person-name-cues.js';
import { CharacterClasses, firstWordCharacters, PhraseScan } from './person-name-phrase-starts.js';
import { capitalisedTokens, codePointWidth, isWordCharacter } from './person-name-tokens.js';
import { ETHIOPIC_TITLES } from './person-titles.js';
import { STREET_SUFFIXES } from './street-words.js';

/** Score of a name after an introduction phrase. */
export const INTRODUCED_NAME_SCORE = 0.9;
/** Score of a name after a weak introduction ("I am"): masked only when it is also in the gazetteer. */
export const WEAK_INTRODUCED_NAME_SCORE = 0.45;
/** Score of a name after an honorific. */
export const HONORIFIC_NAME_SCORE = 0.85;
/** Score of a gazetteer name (several words, or one word inside a sentence). */
export const GAZETTEER_NAME_SCORE = 0.75;
/** Score of a lone gazetteer word at the start of a sentence. */
export const SENTENCE_INITIAL_NAME_SCORE = 0.45;
/** Most words a name may have. */
export const MAX_NAME_WORDS = 4;

const STOP_WORDS: ReadonlySet<string> = new Set([...NAME_STOP_WORDS, ...HONORIFICS].map(normalizeName));
/**
 * Lower-case surname particles allowed inside a name when a capitalised word follows (not `le`,
 * `la`, `da`, `te`: they mean "and" or "of" in Setswana, Sesotho, Hausa and Twi).
 */
const PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'der',
  'den',
  'de',
  'du',
  'von',
  'zu',
  'di',
  'del',
  'della',
  'dos',
  'das',
  'bin',
  'ibn',
  'bint',
  'al',
  'el',
  'ter',
]);
const STREET_WORDS: ReadonlySet<string> = new Set(STREET_SUFFIXES.map(normalizeName));
const ORGANISATION_WORDS: ReadonlySet<string> = new Set(ORGANISATION_CUES.map(normalizeName));

const TRAILING_PUNCTUATION = ".,;:!?'’";

/** `true` when `word` marks an organisation ('Orchestra', 'Inc', 'Bank'): no person around it. */
function isOrganisationCue(word: string): boolean {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(word.charAt(end - 1))) end--;
  return ORGANISATION_WORDS.has(normalizeName(end === word.length ? word : word.slice(0, end)));
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
  ].map(normalizeName),
);

/** Bits of `wordFacts`. */
const LISTED_NAME = 1;
const STOP_WORD = 2;
const UNCASED_STOP_WORD = 4;
const STREET_WORD = 8;
const ORGANISATION_WORD = 16;
/** Words remembered before the memo starts over. */
const FACTS_MEMO_LIMIT = 20_000;
/** Longer words are not remembered: a longer slice may keep its whole text alive. */
const FACTS_MEMO_WORD_LENGTH = 12;
const factsByWord = new Map<string, number>();

/**
 * What the word lists say about `word`, each list compared through normalizeName (the gazetteer,
 * the stop words, the street words, the organisation cues after trailing punctuation), remembered
 * per word: one lookup instead of a normalisation and a lookup per list.
 */
function wordFacts(word: string): number {
  let facts = factsByWord.get(word);
  if (facts === undefined) {
    const key = normalizeName(word);
    facts =
      (isGivenNameOrSurname(word) ? LISTED_NAME : 0) |
      (STOP_WORDS.has(key) ? STOP_WORD : 0) |
      (UNCASED_STOP_WORDS.has(key) ? UNCASED_STOP_WORD : 0) |
      (STREET_WORDS.has(key) ? STREET_WORD : 0) |
      (isOrganisationCue(word) ? ORGANISATION_WORD : 0);
    if (word.length <= FACTS_MEMO_WORD_LENGTH) {
      if (factsByWord.size >= FACTS_MEMO_LIMIT) factsByWord.clear();
      factsByWord.set(word, facts);
    }
  }
  return facts;
}

/** `true` when one of `words` has one of the `facts` bits. */
function someWordHas(words: readonly string[], facts: number): boolean {
  for (const word of words) if ((wordFacts(word) & facts) !== 0) return true;
  return false;
}

/** `text.slice(start, end).split(/[ \u00A0]/)` without the regex. */
function splitAtSpaces(text: string, start: number, end: number): string[] {
  const words: string[] = [];
  let wordStart = start;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 0xa0) {
      words.push(text.slice(wordStart, index));
      wordStart = index + 1;
    }
  }
  words.push(text.slice(wordStart, end));
  return words;
}

const ETHIOPIC_PREFIXED_WORD = /^[ለበየከእ]/u;
const NGUNI_PREFIXES: ReadonlySet<string> = new Set([
  'u',
  'ngu',
  'ngu-',
  'ngi',
  'ndi',
  'ku',
  'ka',
  'kwa',
  'no',
  'na',
  'ba',
  'va',
  'Va',
  'ya',
  'wa',
  'kuka',
  'nguye',
  'nginguye',
  'ndingu',
  'ngingu',
  'o',
  'e',
  'ko',
]);
/** Letters of a name word after its first: CASED_WORD is `[\p{L}\p{M}][\p{L}\p{M}'’-]{0,40}`. */
const MAX_WORD_TAIL = 40;
/** Code units after a name searched for a street or organisation word. */
const FOLLOWING_WINDOW = 24;

/** `true` for a code unit of the Ge'ez, Arabic or Arabic Supplement blocks (no letter case). */
function isUncasedScript(code: number): boolean {
  return (
    (code >= 0x1200 && code <= 0x139f) ||
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f)
  );
}

/** `true` for `-`, `'` and `’`, which a word may not end with. */
function isJoiner(code: number): boolean {
  return code === 0x2d || code === 0x27 || code === 0x2019;
}

/** `true` when `word` may be part of a name. */
function isNameWord(word: string): boolean {
  if ((characterClass(codePointAt(word, 0)) & UPPERCASE_LETTER) !== 0) {
    return (wordFacts(word) & STOP_WORD) === 0 && (word.length >= 2 || /^\p{Lu}\.?$/u.test(word));
  }
  if (isUncasedScript(word.charCodeAt(0))) {
    const facts = wordFacts(word);
    if ((facts & (STOP_WORD | UNCASED_STOP_WORD)) !== 0 || word.length < 2) return false;
    // an Amharic word with an attached preposition ('በንግግራቸው') is a name only when listed
    return !ETHIOPIC_PREFIXED_WORD.test(word) || (facts & LISTED_NAME) !== 0;
  }
  return false;
}

/**
 * The word `/[\p{L}\p{M}][\p{L}\p{M}'’-]{0,40}/uy` matches at `position`, without its trailing `-`,
 * `'` and `’`; `undefined` when none. Like the sticky regex, a position inside a surrogate pair
 * reads from the pair's start (and a negative one from 0).
 */
function wordAt(text: string, position: number): string | undefined {
  let start = Math.max(position, 0);
  const code = text.charCodeAt(position);
  if (code >= 0xdc00 && code <= 0xdfff && codePointAt(text, position - 1) > 0xffff) start--;
  const first = codePointAt(text, start);
  if ((characterClass(first) & (LETTER | MARK)) === 0) return undefined;
  let end = start + codePointWidth(first);
  for (let count = 0; count < MAX_WORD_TAIL && end < text.length; count++) {
    const codePoint = codePointAt(text, end);
    if (!isWordCharacter(codePoint)) break;
    end += codePointWidth(codePoint);
  }
  while (isJoiner(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/** The words of a name starting at `position`: up to MAX_NAME_WORDS words joined by single spaces. */
export function readName(
  text: string,
  position: number,
  maxWords = MAX_NAME_WORDS,
): [number, number] | undefined {
  let end = position;
  let count = 0;
  let cursor = position;
  // a negative position reads its first character as `slice` does, from the end
  const first = position >= 0 ? text.charCodeAt(position) : text.slice(position, position + 1).charCodeAt(0);
  const uncased = isUncasedScript(first);
  const limit = uncased ? Math.min(2, maxWords) : maxWords;
  while (count < limit) {
    const word = wordAt(text, cursor);
    if (word === undefined) break;
    if (!uncased && count <= 1 && PARTICLES.has(word)) {
      // 'van der Merwe': particles count only when a name word follows
      const next = text.charCodeAt(cursor + word.length);
      if (next !== 32) break;
      cursor += word.length + 1;
      continue;
    }
    if (!isNameWord(word)) break;
    if (isUncasedScript(word.charCodeAt(0)) !== uncased) break;
    // uncased scripts give no capital-letter signal: a second word must be a listed name
    if (uncased && count >= 1 && (wordFacts(word) & LISTED_NAME) === 0) break;
    end = cursor + word.length;
    count++;
    const next = text.charCodeAt(end);
    if (next !== 32 && next !== 0xa0) break;
    cursor = end + 1;
  }
  return count > 0 ? [position, end] : undefined;
}

function escapePhrase(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

/** Classes of the leading characters of every language's introductions (case-insensitive). */
const INTRODUCTION_CLASSES = new CharacterClasses(
  firstWordCharacters([...Object.values(INTRODUCTION_PHRASES).flat(), ...WEAK_INTRODUCTION_PHRASES]),
  true,
);
const introductionScans = new Map<LanguageName, PhraseScan>();

function introductionScan(language: LanguageName): PhraseScan {
  const cached = introductionScans.get(language);
  if (cached) return cached;
  const phrases = [
    ...new Set([
      ...INTRODUCTION_PHRASES.English,
      ...INTRODUCTION_PHRASES[language],
      ...WEAK_INTRODUCTION_PHRASES,
    ]),
  ].sort((first, second) => second.length - first.length);
  // the first-character look-ahead only speeds the scan up (V8 rejects most positions at once)
  const scan = new PhraseScan(
    {
      phrases,
      escape: escapePhrase,
      prefix: `${firstCharacterLookahead(phrases)}(?<![\\p{L}\\p{M}])`,
      suffix: '',
      flags: 'giu',
    },
    INTRODUCTION_CLASSES,
  );
  introductionScans.set(language, scan);
  return scan;
}

const WEAK: ReadonlySet<string> = new Set(WEAK_INTRODUCTION_PHRASES.map(normalizePhrase));
/** Matched introduction texts ('I am', 'i  am', ...) and whether they are weak. */
const weakByMatch = new Map<string, boolean>();

/** `true` when an introduction match is a weak one ('I am'), memoised per matched text. */
function isWeakIntroduction(match: string): boolean {
  let weak = weakByMatch.get(match);
  if (weak === undefined) {
    weak = WEAK.has(normalizePhrase(match));
    if (match.length <= FACTS_MEMO_WORD_LENGTH) {
      if (weakByMatch.size >= FACTS_MEMO_LIMIT) weakByMatch.clear();
      weakByMatch.set(match, weak);
    }
  }
  return weak;
}
const HONORIFIC_LIST = [...HONORIFICS, ...ETHIOPIC_TITLES].sort(
  (first, second) => second.length - first.length,
);
// the look-ahead over the titles' first characters only speeds the scan up (same matches)
const HONORIFIC_SCAN = new PhraseScan(
  {
    phrases: HONORIFIC_LIST,
    escape: escapePhrase,
    prefix: `${firstCharacterLookahead(HONORIFIC_LIST)}(?=[\\p{Lu}\\u1200-\\u137F\\u0600-\\u06FF])(?<![\\p{L}\\p{M}])`,
    suffix: '\\.?(?=[ \\u00A0])',
    flags: 'gu',
  },
  new CharacterClasses(firstWordCharacters(HONORIFIC_LIST), false),
);
const ETHIOPIC_PREPOSITIONS = 'ለበየከ';

function isEthiopic(code: number): boolean {
  return code >= 0x1200 && code <= 0x137f;
}

/** `true` for `/^[ለበየከ][\u1200-\u137F]{2}/u`: an Amharic preposition glued to a word. */
function startsWithEthiopicPreposition(word: string): boolean {
  return (
    ETHIOPIC_PREPOSITIONS.includes(word.charAt(0)) &&
    isEthiopic(word.charCodeAt(1)) &&
    isEthiopic(word.charCodeAt(2))
  );
}

function isSentenceInitial(text: string, position: number): boolean {
  let index = position - 1;
  while (
    index >= 0 &&
    (text[index] === ' ' ||
      text[index] === '\t' ||
      text[index] === '"' ||
      text[index] === '“' ||
      text[index] === '«')
  )
    index--;
  if (index < 0) return true;
  return /[\n\r.?!:;…]/.test(text[index]!);
}

const NAME_SEPARATOR = /[\s:,–—-]/;
/** By code unit: 0 not computed yet, 1 a NAME_SEPARATOR, 2 not. */
const nameSeparatorCodes = new Uint8Array(0x10000);

/** `true` when the code unit is one NAME_SEPARATOR matches alone (false for NaN, past the end). */
function isNameSeparator(code: number): boolean {
  if (!(code >= 0 && code < 0x10000)) return false;
  if (nameSeparatorCodes[code] === 0) {
    nameSeparatorCodes[code] = NAME_SEPARATOR.test(String.fromCharCode(code)) ? 1 : 2;
  }
  return nameSeparatorCodes[code] === 1;
}

function nameAfter(text: string, position: number): [number, number] | undefined {
  let cursor = position;
  let skipped = 0;
  while (cursor < text.length && skipped < 3 && isNameSeparator(text.charCodeAt(cursor))) {
    if (text[cursor] === '\n') return undefined;
    cursor++;
    skipped++;
  }
  // Nguni copulas attach to the name: 'nguSipho'
  return readName(text, cursor);
}

/**
 * What `/^[ \u00A0]([\p{L}\p{M}.]+)/u` captures in the FOLLOWING_WINDOW code units from
 * `position`: the word after a space, or `undefined`.
 */
function wordAfter(text: string, position: number): string | undefined {
  const space = text.charCodeAt(position);
  if (space !== 32 && space !== 0xa0) return undefined;
  const limit = Math.min(text.length, position + FOLLOWING_WINDOW);
  let end = position + 1;
  while (end < limit) {
    const codePoint = codePointAt(text, end);
    const width = codePointWidth(codePoint);
    // a surrogate pair cut by the window's end is no letter
    if (end + width > limit) break;
    if ((characterClass(codePoint) & (LETTER | MARK)) === 0 && codePoint !== 0x2e) break;
    end += width;
  }
  return end > position + 1 ? text.slice(position + 1, end) : undefined;
}

/** The person-name recognizer (rules and gazetteer). */
export const personNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name',
  entityTypes: ['PERSON_NAME'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const { letterRunStarts } = input.scan;
    const entities: RecognizedEntity[] = [];
    for (const match of introductionScan(input.language).matches(text, letterRunStarts)) {
      const end = match.index + match[0].length;
      // a separator, a capital letter (one code unit, so no astral one) or the end must follow
      const next = text.charCodeAt(end);
      if (end < text.length && !isNameSeparator(next) && (characterClass(next) & UPPERCASE_LETTER) === 0) {
        continue;
      }
      const span = nameAfter(text, end);
      if (!span) continue;
      const weak = isWeakIntroduction(match[0]);
      let score = weak ? WEAK_INTRODUCED_NAME_SCORE : INTRODUCED_NAME_SCORE;
      if (weak && someWordHas(splitAtSpaces(text, span[0], span[1]), LISTED_NAME)) {
        score = INTRODUCED_NAME_SCORE;
      }
      entities.push({
        type: 'PERSON_NAME',
        start: span[0],
        end: span[1],
        score,
        recognizer: 'person-name-introduction',
      });
    }
    for (const match of HONORIFIC_SCAN.matches(text, letterRunStarts)) {
      const span = readName(text, match.index + match[0].length + 1, 3);
      if (!span) continue;
      entities.push({
        type: 'PERSON_NAME',
        start: span[0],
        end: span[1],
        score: HONORIFIC_NAME_SCORE,
        recognizer: 'person-name-honorific',
      });
    }
    const tokens = capitalisedTokens(text, letterRunStarts);
    let coveredUntil = 0;
    for (let index = 0; index < tokens.length; index += 3) {
      const start = tokens[index]!;
      const wordStart = tokens[index + 1]!;
      if (wordStart < coveredUntil) continue;
      if (wordStart > start) {
        const prefixEnd = text.charCodeAt(wordStart - 1) === 0x2d ? wordStart - 1 : wordStart;
        if (!NGUNI_PREFIXES.has(text.slice(start, prefixEnd))) continue;
      }
      let wordEnd = tokens[index + 2]!;
      while (wordEnd > wordStart && isJoiner(text.charCodeAt(wordEnd - 1))) wordEnd--;
      let word = text.slice(wordStart, wordEnd);
      let nameStart = wordStart;
      let facts = wordFacts(word);
      if ((facts & LISTED_NAME) === 0 && startsWithEthiopicPreposition(word)) {
        // Amharic prepositions attach to the name: 'ለዶናልድ' (to Donald), 'የአበበ' (Abebe's)
        word = word.slice(1);
        nameStart++;
        facts = wordFacts(word);
      }
      if ((facts & LISTED_NAME) === 0 || (facts & STOP_WORD) !== 0) continue;
      const span = readName(text, nameStart) ?? [nameStart, nameStart + word.length];
      const following = wordAfter(text, span[1]);
      if (following && (wordFacts(following) & (STREET_WORD | ORGANISATION_WORD)) !== 0) continue;
      const words = splitAtSpaces(text, span[0], span[1]);
      if (someWordHas(words, ORGANISATION_WORD)) continue;
      const initial = wordStart === start && isSentenceInitial(text, wordStart);
      const score = words.length === 1 && initial ? SENTENCE_INITIAL_NAME_SCORE : GAZETTEER_NAME_SCORE;
      entities.push({
        type: 'PERSON_NAME',
        start: span[0],
        end: span[1],
        score,
        recognizer: 'person-name-gazetteer',
      });
      coveredUntil = span[1];
    }
    return entities;
  },
};
