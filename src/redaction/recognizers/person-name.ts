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
import { normalizePhrase } from '../context/context-index.js';
import { pleaseEndAfter } from '../context/please-words.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { characterClass, codePointAt, LETTER, MARK, UPPERCASE_LETTER } from '../text-scan.js';
import { CodeUnits } from './code-units.js';
import { afterInstitutionNoun } from './institution-heads.js';
import { lowerCaseTitleNameStarts } from './lower-case-titles.js';
import { mayBeGivenNameOrSurname } from './name-gazetteer.js';
import { NOUN_QUESTION_TAIL, nameNounQuestionEnds } from './name-question-nouns.js';
import { signedNameSpans } from './name-signatures.js';
import { isTitleAlone, withoutLeadingTitle } from './name-span-titles.js';
import {
  ABBREVIATED_HONORIFICS,
  HONORIFICS,
  INTRODUCTION_PHRASES,
  LANGUAGE_WEAK_INTRODUCTIONS,
  NAME_QUESTION_PHRASES,
  OPENING_GREETINGS,
  WEAK_INTRODUCTION_PHRASES,
} from './person-name-cues.js';
import { HonorificScan } from './person-name-honorific-scan.js';
import { IntroductionScan } from './person-name-introduction-scan.js';
import {
  codePointWidth,
  isWordCharacter,
  MAY_BE_LISTED,
  NOT_FILTERED,
  scanTokens,
  TokenList,
} from './person-name-tokens.js';
import {
  HONORIFIC_WORD,
  LISTED_NAME,
  ORGANISATION_WORD,
  rangeFacts,
  STOP_WORD,
  STREET_WORD,
  UNCASED_STOP_WORD,
} from './person-name-word-facts.js';
import { ETHIOPIC_TITLES } from './person-titles.js';

/** Score of a name after an introduction phrase. */
export const INTRODUCED_NAME_SCORE = 0.9;
/** Score of a name after a weak introduction ("I am"): masked only when it is also in the gazetteer. */
export const WEAK_INTRODUCED_NAME_SCORE = 0.45;
/** Score of a name that opens the answer to a question asking for it. */
export const ANSWERED_NAME_SCORE = 0.8;
/**
 * Honorifics that are a given name too, and part of the name, in one language (as written, with
 * their capital): Twi "Nana" ("Nana Ama", "Nana Kwame Mensah"), elsewhere a
 * grandparent or a chief before the name.
 */
const NAME_HONORIFICS: Readonly<Partial<Record<LanguageName, ReadonlySet<string>>>> = {
  Twi: new Set(['Nana']),
};

/** Score of a name after an honorific. */
export const HONORIFIC_NAME_SCORE = 0.85;
/** Score of a gazetteer name (several words, or one word inside a sentence). */
export const GAZETTEER_NAME_SCORE = 0.75;
/** Score of a lone gazetteer word at the start of a sentence. */
export const SENTENCE_INITIAL_NAME_SCORE = 0.45;
/** Most words a name may have. */
export const MAX_NAME_WORDS = 4;

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
/**
 * Second parts of Arabic compound given names, never names alone ("الله" is God, "الدين" the
 * faith): "عبد الله", "نور الدين", "عوض الكريم", "فاطمة الزهراء", "محمد الأمين". Compiled by the
 * langproc team from general knowledge.
 */
const ARABIC_COMPOUND_TAILS: ReadonlySet<string> = new Set(
  `الله الدين الرحمن الرحيم الكريم العزيز القادر اللطيف المجيد الحميد السلام الوهاب الفتاح الرزاق
  الحليم الغني الهادي الباقي الجليل الزهراء الأمين الامين الهدى الخير`.split(/\s+/u),
);

/**
 * How many words `text.slice(start, end).split(/[ \u00A0]/)` has, negated when one of them has
 * one of the `facts` bits (the words are looked up where they stand).
 */
function countWords(text: string, start: number, end: number, facts: number): number {
  let count = 0;
  let found = false;
  let wordStart = start;
  for (let index = start; index <= end; index++) {
    const code = index < end ? text.charCodeAt(index) : 32;
    if (code !== 32 && code !== 0xa0) continue;
    count++;
    if (!found && (rangeFacts(text, wordStart, index) & facts) !== 0) found = true;
    wordStart = index + 1;
  }
  return found ? -count : count;
}

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
/** `true` when `text[start, end)` starts lower case and holds a letter beyond ASCII or a combining mark. */
function isLowerCaseMarkedWord(text: string, start: number, end: number): boolean {
  const first = text[start];
  if (first === undefined || first !== first.toLowerCase() || first === first.toUpperCase()) return false;
  for (let index = start; index < end; index++) if (text.charCodeAt(index) >= 0x80) return true;
  return false;
}

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

/** `true` for `/^[ለበየከእ]/u`: an Amharic word that may carry a preposition. */
function isEthiopicPrefixed(code: number): boolean {
  return code === 0x1208 || code === 0x1260 || code === 0x12e8 || code === 0x12a8 || code === 0x12a5;
}

/** `true` when the word `text.slice(start, end)` (not empty) may be part of a name. */
function isNameWord(text: string, start: number, end: number): boolean {
  if ((characterClass(codePointAt(text, start)) & UPPERCASE_LETTER) !== 0) {
    return (
      (rangeFacts(text, start, end) & STOP_WORD) === 0 &&
      (end - start >= 2 || /^\p{Lu}\.?$/u.test(text.slice(start, end)))
    );
  }
  const first = text.charCodeAt(start);
  if (isUncasedScript(first)) {
    const facts = rangeFacts(text, start, end);
    if ((facts & (STOP_WORD | UNCASED_STOP_WORD)) !== 0 || end - start < 2) return false;
    // an Amharic word with an attached preposition ('በንግግራቸው') is a name only when listed
    return !isEthiopicPrefixed(first) || (facts & LISTED_NAME) !== 0;
  }
  return false;
}

/** `true` for a Title-case honorific that is also a listed name ('Nkosi', 'King', 'Bishop'). */
function isSurnameHonorific(text: string, start: number, end: number): boolean {
  if (end - start < 2 || (characterClass(codePointAt(text, start)) & UPPERCASE_LETTER) === 0) return false;
  const facts = rangeFacts(text, start, end);
  return (facts & (LISTED_NAME | HONORIFIC_WORD)) === (LISTED_NAME | HONORIFIC_WORD);
}

/** Where `wordAt` reads from: `position`, or the start of the surrogate pair it is inside (0 for a negative one). */
function wordStartAt(text: string, position: number): number {
  const start = Math.max(position, 0);
  const code = text.charCodeAt(position);
  return code >= 0xdc00 && code <= 0xdfff && codePointAt(text, position - 1) > 0xffff ? start - 1 : start;
}

/**
 * The end of the word `/[\p{L}\p{M}][\p{L}\p{M}'’-]{0,40}/uy` matches at `start` (from
 * `wordStartAt`), without its trailing `-`, `'` and `’`; -1 when none.
 */
function wordEndAt(text: string, start: number): number {
  const first = codePointAt(text, start);
  if ((characterClass(first) & (LETTER | MARK)) === 0) return -1;
  let end = start + codePointWidth(first);
  for (let count = 0; count < MAX_WORD_TAIL && end < text.length; count++) {
    const codePoint = codePointAt(text, end);
    if (!isWordCharacter(codePoint)) break;
    end += codePointWidth(codePoint);
  }
  while (isJoiner(text.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * `true` when a digit follows the word ending at `end`, directly or after a `-` or `/`: the word
 * is part of a code ('DSP-5540981', 'VDC4419902', 'SAS-EC-0091174'), never a name.
 */
function isCodePart(text: string, end: number, start = end): boolean {
  let code = text.charCodeAt(end);
  if (code === 0x2d || code === 0x2f) code = text.charCodeAt(end + 1);
  // a code's letters set apart from its digits by a space: 'CLM 7730 1945', 'BON 77 120 4453'
  else if (code === 0x20 && end - start <= MAX_CODE_LETTERS && CODE_LETTERS.test(text.slice(start, end)))
    code = text.charCodeAt(end + 1);
  return code >= 0x30 && code <= 0x39;
}

/** Most capitals of a code's letters before a space and its digits. */
const MAX_CODE_LETTERS = 4;
/** Two or more capitals and nothing else: letters of a code when digits follow. */
const CODE_LETTERS = /^\p{Lu}{2,}$/u;

/** By ASCII code: 1 for the first letter of a particle. */
const PARTICLE_INITIALS = new Uint8Array(0x80);
for (const particle of PARTICLES) PARTICLE_INITIALS[particle.charCodeAt(0)] = 1;

/** A word of two or more capitals and no lower-case letter (an organisation's acronym: DHL, BRT). */
const ACRONYM_AHEAD = /^\p{Lu}{2,}(?![\p{L}\p{M}\p{N}])/u;

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
    const code = cursor >= 0 ? text.charCodeAt(cursor) : Number.NaN;
    if (code < 0x80 && !(code >= 0x41 && code <= 0x5a)) {
      // an ASCII character other than a capital starts no name word; only a particle may go on
      if (uncased || count > 1 || PARTICLE_INITIALS[code] !== 1) break;
    }
    const wordStart = wordStartAt(text, cursor);
    const wordEnd = wordEndAt(text, wordStart);
    if (wordEnd < 0 || isCodePart(text, wordEnd, wordStart)) break;
    // the word's length is added to `cursor`, not to `wordStart` (they differ inside a surrogate pair), as before
    const length = wordEnd - wordStart;
    if (
      !uncased &&
      count <= 1 &&
      PARTICLE_INITIALS[text.charCodeAt(wordStart)] === 1 &&
      PARTICLES.has(text.slice(wordStart, wordEnd))
    ) {
      // 'van der Merwe': particles count only when a name word follows
      const next = text.charCodeAt(cursor + length);
      if (next !== 32) break;
      // an acronym after it is an organisation: 'Emre von DHL', 'Luca di BRT' (the name ends before)
      if (ACRONYM_AHEAD.test(text.slice(cursor + length + 1, cursor + length + 12))) break;
      cursor += length + 1;
      continue;
    }
    // an honorific that is also a listed surname is read as the surname after a title or inside
    // a name: 'Dr Thandiwe Nkosi', 'Mrs Nkosi' (Nkosi is a common Zulu surname as well as 'Sir')
    if (!isNameWord(text, wordStart, wordEnd) && !(!uncased && isSurnameHonorific(text, wordStart, wordEnd)))
      break;
    if (isUncasedScript(text.charCodeAt(wordStart)) !== uncased) break;
    // uncased scripts give no capital-letter signal: a second word must be a listed name, or the
    // second part of an Arabic compound name ("عبد الله", "نور الدين", "فاطمة الزهراء")
    if (
      uncased &&
      count >= 1 &&
      (rangeFacts(text, wordStart, wordEnd) & LISTED_NAME) === 0 &&
      !ARABIC_COMPOUND_TAILS.has(text.slice(wordStart, wordEnd))
    )
      break;
    end = cursor + length;
    count++;
    const next = text.charCodeAt(end);
    if (next !== 32 && next !== 0xa0) break;
    cursor = end + 1;
  }
  return count > 0 ? [position, end] : undefined;
}

const introductionScans = new Map<LanguageName, IntroductionScan>();

function introductionScan(language: LanguageName): IntroductionScan {
  const cached = introductionScans.get(language);
  if (cached) return cached;
  const phrases = [
    ...new Set([
      ...INTRODUCTION_PHRASES.English,
      ...INTRODUCTION_PHRASES[language],
      ...WEAK_INTRODUCTION_PHRASES,
      ...(LANGUAGE_WEAK_INTRODUCTIONS[language] ?? []),
    ]),
  ].sort((first, second) => second.length - first.length);
  const scan = new IntroductionScan(phrases);
  introductionScans.set(language, scan);
  return scan;
}

/** The weak introductions of one language only (`LANGUAGE_WEAK_INTRODUCTIONS`). */
const LANGUAGE_WEAK: ReadonlySet<string> = new Set(
  Object.values(LANGUAGE_WEAK_INTRODUCTIONS).flat().map(normalizePhrase),
);
const WEAK: ReadonlySet<string> = new Set(
  [...WEAK_INTRODUCTION_PHRASES, ...Object.values(LANGUAGE_WEAK_INTRODUCTIONS).flat()].map(normalizePhrase),
);
const NAME_QUESTIONS: ReadonlySet<string> = new Set(NAME_QUESTION_PHRASES.map(normalizePhrase));
/** Matched texts remembered before the memo starts over. */
const WEAK_MEMO_LIMIT = 20_000;
/** Longer matched texts are not remembered. */
const WEAK_MEMO_LENGTH = 40;
/** Longer slices may share the text's memory (V8): the memo keeps a copy of them instead. */
const SHORT_SLICE_LENGTH = 12;
/** Matched introduction texts ('I am', 'i  am', ...) and whether they are weak. */
const weakByMatch = new Map<string, boolean>();

/** `true` when an introduction match is a weak one ('I am'), memoised per matched text. */
function isWeakIntroduction(match: string): boolean {
  let weak = weakByMatch.get(match);
  if (weak === undefined) {
    weak = WEAK.has(normalizePhrase(match));
    if (match.length <= WEAK_MEMO_LENGTH) {
      if (weakByMatch.size >= WEAK_MEMO_LIMIT) weakByMatch.clear();
      weakByMatch.set(match.length > SHORT_SLICE_LENGTH ? Array.from(match).join('') : match, weak);
    }
  }
  return weak;
}
const HONORIFIC_LIST = [...HONORIFICS, ...ETHIOPIC_TITLES].sort(
  (first, second) => second.length - first.length,
);
const HONORIFIC_SCAN = new HonorificScan(HONORIFIC_LIST);
/** Honorifics written as abbreviations: only they keep a name after their dot. */
const ABBREVIATED: ReadonlySet<string> = new Set(ABBREVIATED_HONORIFICS);
const ETHIOPIC_PREPOSITIONS = 'ለበየከ';

function isEthiopic(code: number): boolean {
  return code >= 0x1200 && code <= 0x137f;
}

/**
 * `true` when the word `text.slice(start, end)` matches `/^[ለበየከ][\u1200-\u137F]{2}/u`: an
 * Amharic preposition glued to a word.
 */
function startsWithEthiopicPreposition(text: string, start: number, end: number): boolean {
  return (
    end - start >= 3 &&
    isEthiopic(text.charCodeAt(start)) &&
    ETHIOPIC_PREPOSITIONS.includes(text.charAt(start)) &&
    isEthiopic(text.charCodeAt(start + 1)) &&
    isEthiopic(text.charCodeAt(start + 2))
  );
}

function isSentenceInitial(text: string, position: number): boolean {
  let index = position - 1;
  for (; index >= 0; index--) {
    const code = text.charCodeAt(index);
    // ' ', '\t', '"', '“', '«'
    if (code !== 0x20 && code !== 0x09 && code !== 0x22 && code !== 0x201c && code !== 0xab) break;
  }
  if (index < 0) return true;
  // /[\n\r.?!:;…]/
  switch (text.charCodeAt(index)) {
    case 0x0a:
    case 0x0d:
    case 0x2e:
    case 0x3f:
    case 0x21:
    case 0x3a:
    case 0x3b:
    case 0x2026:
      return true;
    default:
      return false;
  }
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
 * Weak introductions that describe the speaker more often than they name them, with a capital
 * ("Hallo, ich bin Student", "I'm Kenyan"). Not "soy", "je suis": Spanish and French write
 * occupations and nationalities in lower case ("soy estudiante"), so a capital after them after
 * the greeting is a name ("Hola, soy Dani, de atención al cliente").
 */
const SELF_DESCRIPTIONS: ReadonlySet<string> = new Set(
  ['i am', "i'm", 'im', 'ich bin', 'ek is', 'mimi ni'].map(normalizePhrase),
);
/** Characters before an introduction searched for a greeting that opens the call. */
const GREETING_WINDOW = 60;
const GREETING_WORDS: ReadonlySet<string> = new Set(OPENING_GREETINGS.map((word) => word.toLowerCase()));
const WORD = /[\p{L}\p{M}'’]+/gu;

/** `true` when a greeting (OPENING_GREETINGS) stands in the GREETING_WINDOW code units before `position`, on its line. */
function followsGreeting(text: string, position: number): boolean {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const window = text.slice(Math.max(lineStart, position - GREETING_WINDOW), position);
  for (const match of window.matchAll(WORD)) if (GREETING_WORDS.has(match[0].toLowerCase())) return true;
  return false;
}

/** Most characters between a name question and its question mark ("your full name, please?"). */
const QUESTION_TAIL = 24;
/** Most characters of the answer read before its name starts ("Oui, c'est moi, Rim Ben Salah"). */
const ANSWER_LEAD = 24;

/**
 * The name that opens the answer to a question ending its line at most QUESTION_TAIL code units
 * after `position` with `?`, `؟` or `፧`: in the next line, after its speaker label and up to
 * ANSWER_LEAD code units of other words ("Yes, it's", "C'est moi,"), the capitalised words of a
 * name (`readName`) that end the answer or a clause of it (a line end or `.`, `,`, `;`, `!`,
 * `?` follows). "Caller: Santiago Obiang Esono." -> 'Santiago Obiang Esono'; "Caller: My Visa
 * card is blocked." -> none.
 */
function answeredName(
  text: string,
  position: number,
  questionTail = QUESTION_TAIL,
): [number, number] | undefined {
  // (every search is bounded, so that a long text of questions stays linear)
  let lineEnd = lineEndWithin(text, position, questionTail + 8);
  if (lineEnd === -1) return undefined;
  let last = lineEnd - 1;
  while (last > position && (text.charCodeAt(last) === 32 || text.charCodeAt(last) === 13)) last--;
  const mark = last >= 0 ? text.charCodeAt(last) : -1;
  if ((mark !== 0x3f && mark !== 0x61f && mark !== 0x1367) || last - position > questionTail)
    return undefined;
  const answerStart = lineEnd + 1;
  lineEnd = lineEndWithin(text, answerStart, ANSWER_READ);
  if (lineEnd === -1) lineEnd = Math.min(text.length, answerStart + ANSWER_READ);
  const label = ANSWER_LABEL.exec(text.slice(answerStart, Math.min(lineEnd, answerStart + 40)));
  const from = answerStart + (label === null ? 0 : label[0].length);
  for (let cursor = from; cursor < lineEnd && cursor <= from + ANSWER_LEAD; cursor++) {
    if (cursor > from && isWordCharacter(codePointAt(text, cursor - 1))) continue;
    const code = text.charCodeAt(cursor);
    if ((characterClass(code) & UPPERCASE_LETTER) === 0 && !isUncasedScript(code)) continue;
    const span = readName(text, cursor);
    if (span === undefined) continue;
    // a preposition opens the answer: "¿Con quién hablo?" / "Con Bienvenido Esono."
    if (cursor === from && ANSWER_PREPOSITIONS.has(text.slice(span[0], wordEndAt(text, span[0])))) {
      cursor = wordEndAt(text, span[0]);
      continue;
    }
    // without letter case the answer's words show no name's end: a short answer of words alone is
    // the name ("العميلة: سامية عبد الحميد الشربيني.")
    if (cursor === from && isUncasedScript(code)) {
      const answer = /^[^\d\p{N}\p{Script=Latin}]*?(?=[\s.,،؛؟!።]*$)/u.exec(text.slice(cursor, lineEnd))?.[0];
      if (answer !== undefined && answer.split(/\s+/u).length <= MAX_NAME_WORDS)
        return [cursor, cursor + answer.length];
    }
    const after = span[1] < lineEnd ? text.charCodeAt(span[1]) : 0x0a;
    // an unlisted word alone before a comma opens the answer: "Oui, ...", "Hayi, ...", "Doch, ..."
    if (
      cursor === from &&
      (after === 0x2c || after === 0x60c) &&
      countWords(text, span[0], span[1], LISTED_NAME) === 1
    ) {
      cursor = span[1];
      continue;
    }
    // ('.', ',', ';', '!', '?', '؟', '،', '።', line end)
    const endsClause = [0x2e, 0x2c, 0x3b, 0x21, 0x3f, 0x61f, 0x60c, 0x1362, 0x0a, 0x0d].includes(after);
    return endsClause ? span : undefined;
  }
  return undefined;
}

/** Prepositions that may open the answer to a name question, written with a capital there. */
const ANSWER_PREPOSITIONS: ReadonlySet<string> = new Set([
  'Con',
  'Avec',
  'Mit',
  'Met',
  'With',
  'Par',
  'Por',
  // "Auf welchen Namen?" / "Auf Helen Tesfay.", "Op wie se naam?" / "Op Johan Botha."
  'Auf',
  'Op',
]);

/** Most code units of an answer read for its name. */
const ANSWER_READ = 256;

/** The first line break in the `length` code units from `position`; -1 when none. */
function lineEndWithin(text: string, position: number, length: number): number {
  const end = Math.min(text.length, position + length);
  for (let index = position; index < end; index++) if (text.charCodeAt(index) === 0x0a) return index;
  return -1;
}

/** A speaker label at the start of an answer ("Caller: ", "Cliente : ", "العميل: "). */
const ANSWER_LABEL = /^[ \t]*[^\s:\d][^:\n\d]{0,31}:[ \t]*/u;

/**
 * The end of what `/^[ \u00A0]([\p{L}\p{M}.]+)/u` captures in the FOLLOWING_WINDOW code units
 * from `position`: the word after a space, from `position + 1`; -1 when none.
 */
function wordAfter(text: string, position: number): number {
  const space = position < text.length ? text.charCodeAt(position) : -1;
  if (space !== 32 && space !== 0xa0) return -1;
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
  return end > position + 1 ? end : -1;
}

/** The gazetteer rule's candidate tokens, reused from text to text. */
const TOKENS = new TokenList();
/** The code units of the text being read (a typed array reads faster than `charCodeAt`). */
const CODE_UNITS = new CodeUnits();

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
    // the name that answers a question, without a title it opens with
    const pushAnsweredName = ([start, end]: [number, number]): void => {
      entities.push({
        type: 'PERSON_NAME',
        start: withoutLeadingTitle(text, start, end, input.language),
        end,
        score: ANSWERED_NAME_SCORE,
        recognizer: 'person-name-answer',
      });
    };
    const units = CODE_UNITS.load(text);
    const introductions = introductionScan(input.language).matches(text, letterRunStarts, units);
    for (let index = 0; index < introductions.length; index += 2) {
      const end = introductions[index + 1]!;
      // a separator, a capital letter (one code unit, so no astral one) or the end must follow; a
      // capital only after a phrase ending in a small letter, a name glued to it ('nginguBongani'),
      // not inside a word of capitals ('NIRA' holds no 'ni' before a name)
      const next = text.charCodeAt(end);
      const span =
        end < text.length &&
        !isNameSeparator(next) &&
        ((characterClass(next) & UPPERCASE_LETTER) === 0 ||
          (characterClass(text.charCodeAt(end - 1)) & UPPERCASE_LETTER) !== 0)
          ? undefined
          : nameAfter(text, end);
      // (a "please" between a question and the name: "ihr name bitte Zorvik Tellmann")
      if (!span) {
        const afterPlease = pleaseEndAfter(text, end, input.language);
        if (afterPlease !== -1) {
          const answered = nameAfter(text, afterPlease);
          if (answered) {
            pushAnsweredName(answered);
            continue;
          }
        }
      }
      if (!span) {
        // a question ("What is your full name?", "¿Con quién hablo?"): its answer opens with the name
        const answer = NAME_QUESTIONS.has(normalizePhrase(text.slice(introductions[index]!, end)))
          ? answeredName(text, end)
          : undefined;
        if (answer) pushAnsweredName(answer);
        continue;
      }
      const weak = isWeakIntroduction(text.slice(introductions[index]!, end));
      // a copula of one language ("ke") names only a name that ends its clause: "ke Refiloe."
      // (not "ke batla ho tseba", I want to know, in text from speech)
      if (
        LANGUAGE_WEAK.has(normalizePhrase(text.slice(introductions[index]!, end))) &&
        !/^[ \t]*(?:[.,!?;:\n]|$)/u.test(text.slice(span[1], span[1] + 4))
      )
        continue;
      let score = weak ? WEAK_INTRODUCED_NAME_SCORE : INTRODUCED_NAME_SCORE;
      // a listed name, or the agent's opening: a greeting before the introduction ("bonjour c'est
      // Rokia", "mhoro zesa ndini Simba", "Dumela, Metropolitan, ke Refiloe")
      if (
        weak &&
        (countWords(text, span[0], span[1], LISTED_NAME) < 0 ||
          (followsGreeting(text, introductions[index]!) &&
            !SELF_DESCRIPTIONS.has(normalizePhrase(text.slice(introductions[index]!, end)))))
      ) {
        score = INTRODUCED_NAME_SCORE;
      }
      entities.push({
        type: 'PERSON_NAME',
        start: withoutLeadingTitle(text, span[0], span[1], input.language),
        end: span[1],
        score,
        recognizer: 'person-name-introduction',
      });
    }
    // a question that names a name by its noun alone ("¿Nombre y apellidos?", "Lebitso la mofu?")
    for (const end of nameNounQuestionEnds(text, input.language)) {
      const answer = answeredName(text, end, NOUN_QUESTION_TAIL);
      // a title alone is no name ("Mnu. Sipho Dlamini": the name after it is read by the honorific rule)
      if (answer === undefined || isTitleAlone(text, answer[0], answer[1], input.language)) continue;
      pushAnsweredName(answer);
    }
    const honorifics = HONORIFIC_SCAN.matches(text, letterRunStarts, units);
    // the name read after a title: up to three words from `start`
    const pushTitledName = (start: number): void => {
      const span = readName(text, start, 3);
      if (!span) return;
      entities.push({
        type: 'PERSON_NAME',
        start: span[0],
        end: span[1],
        score: HONORIFIC_NAME_SCORE,
        recognizer: 'person-name-honorific',
      });
    };
    const nameHonorifics = NAME_HONORIFICS[input.language];
    for (let index = 1; index < honorifics.length; index += 2) {
      const honorificStart = honorifics[index - 1]!;
      const honorificEnd = honorifics[index]!;
      // an honorific that is part of the name in this language ('Nana Kwame Mensah' in Twi)
      const named =
        nameHonorifics?.has(text.slice(honorificStart, honorificEnd)) === true
          ? readName(text, honorificEnd + 1, 3)
          : undefined;
      if (named) {
        entities.push({
          type: 'PERSON_NAME',
          start: honorificStart,
          end: named[1],
          score: HONORIFIC_NAME_SCORE,
          recognizer: 'person-name-honorific',
        });
        continue;
      }
      // a whole-word title before a dot is a vocative that ends its sentence ("Sawa Mzee. Namba ...")
      if (
        text.charCodeAt(honorificEnd - 1) === 0x2e &&
        !ABBREVIATED.has(text.slice(honorificStart, honorificEnd - 1))
      )
        continue;
      // an abbreviation whose full stop tokenised text writes apart ('Dr . Elorm Tawiah', 'Prof . Dzifa')
      const spacedStop =
        text.charCodeAt(honorificEnd + 1) === 0x2e &&
        text.charCodeAt(honorificEnd + 2) === 0x20 &&
        ABBREVIATED.has(text.slice(honorificStart, honorificEnd));
      pushTitledName(honorificEnd + (spacedStop ? 3 : 1));
    }
    // a name signed by the words after it: "Salarisse, Chantelle hier.", "Ke Lorato, nka go thusa jang?"
    for (const [start, end] of signedNameSpans(text, input.language)) {
      const span = readName(text, start, 3);
      if (span === undefined || span[1] !== end) continue;
      entities.push({
        type: 'PERSON_NAME',
        start: withoutLeadingTitle(text, span[0], span[1], input.language),
        end: span[1],
        score: INTRODUCED_NAME_SCORE,
        recognizer: 'person-name-introduction',
      });
    }
    // a title in lower case inside a sentence: "con la doctora Pilar", "gracias, don Ramón"
    for (const start of lowerCaseTitleNameStarts(text, input.language)) pushTitledName(start);
    scanTokens(text, letterRunStarts, TOKENS, true, units);
    const { tokens, filters, count } = TOKENS;
    let coveredUntil = 0;
    for (let token = 0; token < count; token++) {
      const start = tokens[3 * token]!;
      const wordStart = tokens[3 * token + 1]!;
      if (wordStart < coveredUntil) continue;
      if (wordStart > start) {
        const prefixEnd = text.charCodeAt(wordStart - 1) === 0x2d ? wordStart - 1 : wordStart;
        if (!NGUNI_PREFIXES.has(text.slice(start, prefixEnd))) continue;
      }
      let wordEnd = tokens[3 * token + 2]!;
      while (wordEnd > wordStart && isJoiner(text.charCodeAt(wordEnd - 1))) wordEnd--;
      let nameStart = wordStart;
      // only LISTED_NAME matters until the word is known to be listed: 0 for a word surely not listed
      const filter = filters[token]!;
      let facts =
        filter === MAY_BE_LISTED ||
        (filter === NOT_FILTERED && mayBeGivenNameOrSurname(text, wordStart, wordEnd))
          ? rangeFacts(text, wordStart, wordEnd)
          : 0;
      if ((facts & LISTED_NAME) === 0 && startsWithEthiopicPreposition(text, wordStart, wordEnd)) {
        // Amharic prepositions attach to the name: 'ለዶናልድ' (to Donald), 'የአበበ' (Abebe's)
        nameStart++;
        facts = mayBeGivenNameOrSurname(text, nameStart, wordEnd) ? rangeFacts(text, nameStart, wordEnd) : 0;
      }
      if ((facts & LISTED_NAME) === 0 || (facts & (STOP_WORD | UNCASED_STOP_WORD)) !== 0) continue;
      const span = readName(text, nameStart) ?? [nameStart, wordEnd];
      const following = wordAfter(text, span[1]);
      // a street or organisation word after the name makes it a place or a company ("Okonkwo
      // Street", "Kenyatta hospital"), but not a lower-case word with tone marks that only folds
      // to one (Yoruba "kúrò", leave, is no Twi "Kuro")
      if (
        following >= 0 &&
        (rangeFacts(text, span[1] + 1, following) & (STREET_WORD | ORGANISATION_WORD)) !== 0 &&
        !isLowerCaseMarkedWord(text, span[1] + 1, following)
      ) {
        continue;
      }
      const words = countWords(text, span[0], span[1], ORGANISATION_WORD);
      // a hospital or school named after a person: 'Asibitin Aminu Kano', 'Zahanati ya Tumaini'
      if (words < 0 || afterInstitutionNoun(text, span[0])) continue;
      const initial = wordStart === start && isSentenceInitial(text, wordStart);
      const score = words === 1 && initial ? SENTENCE_INITIAL_NAME_SCORE : GAZETTEER_NAME_SCORE;
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
