/**
 * The written view of spoken text. Transcripts from speech (ours or any recogniser's) carry
 * personal data in spoken form: numbers as words ("zero eight zero three one two ...", "double
 * five", "nineteen eighty six"), e-mails spelled out ("john dot banda at gmail dot com"), names
 * in lower case, digits in other scripts (٠-٩, ۰-۹). The recognizers read written forms, so
 * analysis runs on a view where those are written ("08031234567", "1986", "14th",
 * "john.banda@gmail.com", "John Banda", "0-9") and maps every span back to the words it came from.
 *
 * Only what must change changes: a run of number words becomes digits when it spells at least
 * four of them (so "two bags" or "twenty five thousand" stay words), a cardinal with a multiplier
 * when it is a year ("two thousand and twelve" -> "2012"), a day and a year said next to a month
 * name one date ("vingt deux février deux mille dix huit" -> "22 février 2018", spoken-dates.ts),
 * an ordinal word its numeral ("fourteenth" -> "14th"), a spelled e-mail needs "at" and a domain with a "dot", and
 * letter case is restored only in text written without any capital letter (as speech recognisers
 * without punctuation emit it): listed given names and surnames, and the words after a
 * self-introduction or an honorific. Everything else is the input, character for character.
 *
 * @example
 * ```ts
 * const view = buildSpokenView('my number is zero eight zero three one two three', 'English');
 * view?.text; // 'my number is 0803123'
 * view?.toOriginal(13, 20); // { start: 13, end: 48 }
 * ```
 */

import type { LanguageName } from '../../languages.js';
import { countAsciiDigits } from '../ascii-digits.js';
import { isNeverCode } from '../complete-spans.js';
import { pleaseWordsAt } from '../context/please-words.js';
import { isStrongNameParticle } from '../name-particles.js';
import { isKinshipWord } from '../recognizers/lower-case-titles.js';
import { isNameNoun } from '../recognizers/name-question-nouns.js';
import { isOneWordSignature, isSigningCopula, signingPhraseAt } from '../recognizers/name-signatures.js';
import { isTitleAlone } from '../recognizers/name-span-titles.js';
import { AMBIGUOUS_NAMES, GREETINGS, SENTENCE_OPENERS } from '../recognizers/non-name-words.js';
import { HONORIFICS, INTRODUCTION_PHRASES, NAME_QUESTION_PHRASES } from '../recognizers/person-name-cues.js';
import {
  HONORIFIC_WORD,
  LISTED_NAME,
  ORGANISATION_WORD,
  rangeFacts,
  STOP_WORD,
  STREET_WORD,
  wordFacts,
} from '../recognizers/person-name-word-facts.js';
import { isAmountLike } from '../recognizers/phone-number-shapes.js';
import { ROLE_POSSESSIVES } from '../recognizers/role-nouns.js';
import { isVerbShaped } from '../recognizers/verb-shapes.js';
import { isWhiteSpace } from '../recognizers/white-space.js';
import { isElidedWord, mayBeSpokenNamePart } from '../spoken-name-words.js';
import { characterClass, LETTER, MARK, NUMBER } from '../text-scan.js';
import {
  cardinalValue,
  GLUED_MULTIPLIER,
  hasMultiplier,
  isFrenchReading,
  mayBeNumberToken,
  tokenNumberParts,
} from './cardinal-numbers.js';
import { mostDateJoiningWords } from './date-frame-words.js';
import { digitGroupRuns } from './digit-group-runs.js';
import { codeJoiner, emailWords, isEmailAt, isSlashLead } from './email-words.js';
import { gluedEmails } from './glued-emails.js';
import { isWordLetter, type LetterWord, letterWord } from './letter-words.js';
import {
  foldNumberWord,
  gluedPrepositionLength,
  hyphenatedPrepositionLength,
  isGluedPreposition,
  isNumberFiller,
  isOwnNumberWord,
  mayBeNumberWord,
  type NumberWord,
  numberWord,
  TEN_BEFORE_COUNT,
  UNIT_BEFORE_TEN,
  UNIT_FIRST,
} from './number-words.js';
import {
  extendNameRuns,
  hasTwoSurnames,
  isCopulaIntroduction,
  isCueWord,
  isDescriptionShaped,
  isListedOnlyIntroduction,
  isSpeakerCopula,
  isSubjectVerb,
  isTitledName,
  isTitleIn,
  isWhoWord,
  repeatNamesAfterVocatives,
} from './restored-names.js';
import {
  isMonthWord,
  mayEndMonth,
  mayEndMultiplier,
  monthWordSet,
  NumberParts,
  numberedMonthDates,
  ordinalNumeral,
  spokenDates,
} from './spoken-dates.js';
import { SPOKEN_INTRODUCTIONS } from './spoken-introductions.js';
import { isVocativeWord } from './vocative-words.js';

/** A view of a text, and the map of its offsets back to the text. */
export interface SpokenView {
  /** The written view. */
  text: string;
  /** The span of the original text that the view's `[start, end)` came from. */
  toOriginal(start: number, end: number): { start: number; end: number };
  /** The span of the view that the original `[start, end)` became. */
  toView(start: number, end: number): { start: number; end: number };
  /**
   * The view's spans of the lone unlisted words that the view restored as the name said after an
   * introduction ("ke Mapalesa oa hr"), and their restored repeats: names no recognizer takes
   * alone (one unlisted capitalised word), masked as PERSON_NAME by the analysis.
   */
  names: readonly IntroducedName[];
  /** `true` when the text was written without any capital letter (names in the view have theirs restored). */
  uncased: boolean;
  /**
   * The view's spans of numbers said digit by digit ("ስድስት ሶስት ሁለት ዜሮ ዘጠኝ" -> `63209`, "double
   * five" counts): no amount, time or quantity is said so, so they are identifiers however short.
   */
  digitByDigit: ReadonlyArray<{ start: number; end: number }>;
}

/** One replaced stretch: `[originalStart, originalEnd)` became `replacement`. */
interface Replacement {
  originalStart: number;
  originalEnd: number;
  replacement: string;
}

/** Five or more groups of one or two digits apart: a number read digit by digit. */
const SPACED_DIGITS = /(?<![\p{L}\p{N}])\p{Nd}{1,2}(?:,? \p{Nd}{1,2}){4,}(?![\p{L}\p{N}])/u;

/**
 * `false` when {@link SPACED_DIGITS} surely finds nothing in `text`: it needs four spaces each
 * followed by a digit (a code-unit loop, where the pattern's look-behind is tried at every code
 * unit of every text). Any number character or surrogate counts as a digit here (never too few).
 */
function mayHoldSpacedDigits(text: string): boolean {
  let found = 0;
  for (
    let index = text.indexOf(' ');
    index !== -1 && index + 1 < text.length;
    index = text.indexOf(' ', index + 1)
  ) {
    const code = text.charCodeAt(index + 1);
    if (
      (code >= 48 && code <= 57) ||
      (code >= 0x80 && ((code >= 0xd800 && code <= 0xdfff) || (characterClass(code) & NUMBER) !== 0))
    ) {
      found++;
      if (found === 4) return true;
    }
  }
  return false;
}

/** Fewest digits a run of number words must spell to be written as digits. */
export const MINIMUM_SPOKEN_DIGITS = 4;

/** Fewest digits of a run of number words with a hundred in it ("quatre cent douze trente huit"). */
const MINIMUM_HUNDREDS_DIGITS = 6;

/**
 * What may stand between two number words of one number: white space (`\s`), commas, dashes
 * (`/^[\s,\-–]*$/u` on the slice, read without slicing it).
 */
function isNumberGap(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== 44 && code !== 45 && code !== 0x2013 && !isWhiteSpace(code)) return false;
  }
  return true;
}

const ASCII_DIGITS = /^[0-9]+$/u;
/** Arabic-Indic and Extended Arabic-Indic digits. */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/u;
const OTHER_DIGITS_GLOBAL = /[\u0660-\u0669\u06F0-\u06F9]/gu;

/** Cheap test: an "at" word followed, two words on, by a "dot" word. */
function mayHoldSpelledEmail(tokens: readonly Token[], language: LanguageName): boolean {
  const words = emailWords(language);
  for (let index = 1; index + 2 < tokens.length; index++) {
    const token = tokens[index]!;
    if (
      isEmailAt(language, token.text, token.start, token.end) &&
      words.dot.has(foldNumberWord(tokens[index + 2]!.word))
    )
      return true;
  }
  return false;
}

/**
 * A word of the text; its characters are sliced out only when asked for, and its small letters
 * made once for the many passes that compare them.
 */
class Token {
  #word: string | undefined;
  #lower: string | undefined;
  constructor(
    readonly text: string,
    readonly start: number,
    readonly end: number,
  ) {}
  get word(): string {
    this.#word ??= this.text.slice(this.start, this.end);
    return this.#word;
  }
  /** `word.toLowerCase()`, made on the first ask. */
  get lower(): string {
    this.#lower ??= this.word.toLowerCase();
    return this.#lower;
  }
}

/**
 * The written view of `text`, or undefined when it would be the text itself (the common case:
 * written text costs a few cheap tests).
 */
export function buildSpokenView(text: string, language: LanguageName): SpokenView | undefined {
  const uncased = isUncased(text);
  const hasOtherDigits = OTHER_DIGITS.test(text);
  const base = hasOtherDigits ? text.replace(OTHER_DIGITS_GLOBAL, westernDigit) : text;
  const forms = spokenForms(base, language);
  // digits said one or two at a time and written apart ("0 8 25 5 1 3 4 7 9", as recognisers write
  // a number read digit by digit) are a spoken number too, in cased text as well
  const spoken =
    uncased ||
    (forms & (SPOKEN_FORMS | DATE_WORDS)) !== 0 ||
    (mayHoldSpacedDigits(base) && SPACED_DIGITS.test(base));
  // short digit groups with commas, dots or (after a leading 0) filler words between them
  // ("853,948, 803, 83, 86, 7", "08 de 55 en 3.89"): a number read aloud, as recognisers write it
  const groupRuns = digitGroupRuns(base);
  // an e-mail written as one word with the spoken "at" glued inside ("...arobase.gmail.com")
  const glued = base.includes('.') ? gluedEmails(base, language) : [];
  // a number glued with a hyphen to a Zulu or Isixhosa prefix ("ku-082 451 7763", "Ngu-681104")
  const prefixed = NGUNI_LANGUAGES.has(language) && base.includes('-') ? prefixedNumbers(base) : [];
  if (!spoken && !hasOtherDigits && groupRuns.length === 0 && glued.length === 0 && prefixed.length === 0)
    return undefined;
  const tokens = spoken ? hyphenatedDigitsApart(tokenize(base), language) : [];
  const replacements: Replacement[] = mayHoldSpelledEmail(tokens, language)
    ? spelledEmails(base, tokens, language)
    : [];
  if (spoken) {
    const numberParts = new NumberParts(base, tokens, language);
    if ((forms & DATE_WORDS) !== 0)
      addWithoutOverlap(replacements, spokenDates(base, tokens, numberParts, language));
    // dates with the month said as a number ("zwölfter dritter neunundfünfzig")
    addWithoutOverlap(replacements, numberedMonthDates(base, tokens, numberParts, language));
    if ((forms & MULTIPLIER_WORDS) !== 0)
      addWithoutOverlap(replacements, spokenYears(base, tokens, numberParts, language));
  }
  // a code read out stops before a number read already (a year, a date), or takes a year in after
  // its joiner ("c a s een twee drie skuins elf twee duisend vyf en twintig" -> `CAS123/11/2025`)
  const numbers = spokenNumbers(base, tokens, language, replacements);
  for (const number of numbers)
    if (number.takesIn) removeInside(replacements, number.originalStart, number.originalEnd);
  addWithoutOverlap(replacements, numbers);
  addWithoutOverlap(replacements, groupRuns);
  addWithoutOverlap(replacements, glued);
  addWithoutOverlap(replacements, prefixed);
  let cased = base;
  const names: IntroducedName[] = [];
  if (uncased) cased = restoreCase(base, tokens, language, names);
  if (replacements.length === 0 && cased === text && names.length === 0) return undefined;
  const view = assemble(cased, replacements);
  view.uncased = uncased;
  // (the cased base has the original's offsets: digits are rewritten one code unit for one)
  // (a word that a number or code replacement took in is no name: "c'est dgm trois ...")
  view.names = names
    .map((name) => ({ ...view.toView(name.start, name.end), local: name.local }))
    .filter((span) => /^[\p{L}\p{M}]+$/u.test(view.text.slice(span.start, span.end)));
  // (the numbers said digit by digit that the view kept: another reading, a date, may have won)
  if (numbers.some((number) => number.digitByDigit === true)) {
    const kept = new Set<Replacement>(replacements);
    view.digitByDigit = numbers
      .filter((number) => number.digitByDigit === true && kept.has(number))
      .map((number) => view.toView(number.originalStart, number.originalEnd));
  }
  return view;
}

/** A prefix of one to six small letters (the first may be a capital) glued with a hyphen to a digit. */
const NUMBER_PREFIX = /(?<![\p{L}\p{N}-])\p{Lu}?\p{Ll}{1,6}-(?=\d)/gu;

/**
 * The hyphens of numbers glued to a prefix, as Zulu and Isixhosa write them ("ku-082 451 7763",
 * "Ngu-681104 5823 086", "Yi-222 108 447"), read as spaces: the number recognizers see the
 * number alone (a code in capitals, "SP-5540981", keeps its hyphen).
 */
function prefixedNumbers(text: string): Replacement[] {
  const replacements: Replacement[] = [];
  NUMBER_PREFIX.lastIndex = 0;
  for (let match = NUMBER_PREFIX.exec(text); match !== null; match = NUMBER_PREFIX.exec(text)) {
    const hyphen = match.index + match[0].length - 1;
    replacements.push({ originalStart: hyphen, originalEnd: hyphen + 1, replacement: ' ' });
  }
  return replacements;
}

function westernDigit(character: string): string {
  const code = character.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/** Latin letters and not one capital: the shape of a speech recogniser's unpunctuated output. */
function isUncased(text: string): boolean {
  let lower = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 65 && code <= 90) return false;
    if (code >= 97 && code <= 122) lower++;
    else if (code > 0x7f && code < 0x250) {
      const character = text[index]!;
      if (character !== character.toLowerCase()) return false;
    }
  }
  return lower >= 20;
}

/** The words of `text`: letters, marks and digits, with inner `'` and `-` (a loop over the code units). */
/** {@link spokenForms}: number words or a spelled e-mail to read. */
const SPOKEN_FORMS = 1;
/** {@link spokenForms}: a number word (an ordinal too) near a month name: a date to read. */
const DATE_WORDS = 2;
/** {@link spokenForms}: a multiplier word ("thousand", "dubu"), alone or glued: a cardinal to read. */
const MULTIPLIER_WORDS = 4;

/**
 * The cheap pass before any word is sliced out: {@link SPOKEN_FORMS} when two number words stand
 * together (or a number word and a digit group; a connector between them, "ishirini na tano",
 * counts as neither), or an "at" word is there at all; {@link DATE_WORDS} when a number word (an
 * ordinal too) stands within a few words of a month name (the most joining words of the language and one: "catorce de marzo"); {@link MULTIPLIER_WORDS}
 * when a multiplier word ("thousand", "dubu") or a glued one ("zweitausend") is there. Most
 * written texts get 0 here.
 */
function spokenForms(text: string, language: LanguageName): number {
  let found = 0;
  // (Twi says four joining words between a month and its day: "Ɔbɛnem da a ɛtɔ so dunum")
  const monthReach = mostDateJoiningWords(language) + 1;
  /** The previous word was a number word (1) or a digit group (2), with only a number gap after it (0: neither). */
  let previous = 0;
  /** The starts and ends of the last `monthReach` words that were no number words (-1: none). */
  const recentStarts = new Int32Array(monthReach).fill(-1);
  const recentEnds = new Int32Array(monthReach);
  let recent = 0;
  /** Words since the last number word. */
  let sinceNumber = monthReach + 1;
  let start = -1;
  /** The word read so far holds a hyphen: it is no digit word, and no later hyphen ends it. */
  let hyphenated = false;
  let gapBroken = false;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (isWordCode(code)) {
      if (start === -1) {
        start = index;
        hyphenated = false;
      }
      continue;
    }
    if (start === -1) {
      // between words: spaces, commas and dashes keep a number going
      if (code !== 32 && code !== 44 && code !== 45 && code !== 0x2013 && code !== 9 && code !== 10)
        gapBroken = true;
      continue;
    }
    if (
      (code === 39 || code === 45 || code === 0x2019 || code === 0x2bc) &&
      index + 1 < text.length &&
      isWordCode(text.charCodeAt(index + 1))
    ) {
      // a digit word or a glued preposition before a hyphen ends there ("Six-seven-one-two",
      // "ku-zero", read apart by the tokens); only the first hyphen of a word is tested (no digit
      // word or preposition holds a hyphen), so that a word of many hyphens ("TXN-TXN-...",
      // "1-1-1-...") is not read again from its start at each one
      if (code !== 45) continue;
      if (
        hyphenated ||
        !(isDigitWord(language, text, start, index) || isGluedPreposition(language, text.slice(start, index)))
      ) {
        hyphenated = true;
        continue;
      }
    }
    if ((found & SPOKEN_FORMS) !== 0) {
      // the view is built: only months (any: the date reader looks for the day) and multipliers
      // are left to find, each behind a test of the word's last three code units
      if ((found & DATE_WORDS) === 0 && mayEndMonth(language, text, start, index)) {
        if (isMonthWord(language, text.slice(start, index))) found |= DATE_WORDS;
      }
      if ((found & MULTIPLIER_WORDS) === 0 && mayEndMultiplier(language, text, start, index)) {
        const role = numberWord(language, text.slice(start, index))?.role;
        if (role === 'multiplier' || role === 'hundreds') found |= MULTIPLIER_WORDS;
      }
      if (found === (SPOKEN_FORMS | DATE_WORDS | MULTIPLIER_WORDS)) return found;
      start = -1;
      continue;
    }
    const first = text.charCodeAt(start);
    let kind = 0;
    if (first >= 48 && first <= 57) kind = 2;
    else if (mayBeNumberWord(language, text, start, index)) {
      const word = numberWord(language, text.slice(start, index));
      if (word?.role === 'connector') {
        // "ishirini **na** tano": a connector keeps the number going, and is none itself
        start = -1;
        if (code !== 32 && code !== 44 && code !== 45 && code !== 0x2013 && code !== 9 && code !== 10)
          gapBroken = true;
        continue;
      }
      if (word !== undefined) {
        // (an ordinal is read next to a month, a multiplier with another number word: below)
        if (word.role === 'multiplier' || word.role === 'hundreds') found |= MULTIPLIER_WORDS;
        kind = 1;
      }
    } else if (isEmailAt(language, text, start, index)) found |= SPOKEN_FORMS;
    if (kind !== 0 && previous !== 0 && !gapBroken && (kind === 1 || previous === 1)) found |= SPOKEN_FORMS;
    if ((found & DATE_WORDS) === 0) {
      // a number word near a month name: a day ("Vyf Oktober", "catorce de marzo", "Oktober vyf")
      if (kind === 1) {
        for (let word = 0; word < monthReach; word++) {
          const wordStart = recentStarts[word]!;
          const wordEnd = recentEnds[word]!;
          if (wordStart === -1 || !mayEndMonth(language, text, wordStart, wordEnd)) continue;
          if (isMonthWord(language, text.slice(wordStart, wordEnd))) found |= SPOKEN_FORMS | DATE_WORDS;
        }
      } else if (
        sinceNumber <= monthReach &&
        mayEndMonth(language, text, start, index) &&
        isMonthWord(language, text.slice(start, index))
      )
        found |= SPOKEN_FORMS | DATE_WORDS;
    }
    if (found === (SPOKEN_FORMS | DATE_WORDS | MULTIPLIER_WORDS)) return found;
    if (kind === 1) {
      sinceNumber = 1;
      recentStarts.fill(-1);
    } else {
      sinceNumber++;
      recentStarts[recent] = start;
      recentEnds[recent] = index;
      recent = recent + 1 === monthReach ? 0 : recent + 1;
    }
    previous = kind;
    gapBroken = false;
    start = -1;
    if (code !== 32 && code !== 44 && code !== 45 && code !== 0x2013 && code !== 9 && code !== 10)
      gapBroken = true;
  }
  // a number glued into one word with its multiplier ("zweitausendfünfzehn")
  if ((found & MULTIPLIER_WORDS) === 0 && GLUED_MULTIPLIER[language]?.test(text))
    found |= SPOKEN_FORMS | MULTIPLIER_WORDS;
  return found;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (isWordCode(code)) {
      if (start === -1) start = index;
      continue;
    }
    if (start === -1) continue;
    // an inner apostrophe or hyphen between two word characters stays in the word
    if (
      (code === 39 || code === 45 || code === 0x2019 || code === 0x2bc) &&
      index + 1 < text.length &&
      isWordCode(text.charCodeAt(index + 1))
    )
      continue;
    tokens.push(new Token(text, start, index));
    start = -1;
  }
  return tokens;
}

/** `text.slice(start, end)` is a digit word of `language` ("six", "zero"). */
function isDigitWord(language: LanguageName, text: string, start: number, end: number): boolean {
  return (
    mayBeNumberWord(language, text, start, end) &&
    numberWord(language, text.slice(start, end))?.role === 'digit'
  );
}

/**
 * The tokens with each word of digit words joined by hyphens ("Six-seven-one-two-eight") split
 * into its digit words, so that they read as a number said digit by digit, and a preposition
 * joined by a hyphen to a number word ("ku-zero seven ...", "Ngu-six-seven-...") split from it, as
 * one glued without a hyphen is read; other hyphenated words ("twenty-five", "vingt-trois",
 * "well-known") stay whole.
 */
function hyphenatedDigitsApart(tokens: Token[], language: LanguageName): Token[] {
  if (!tokens.some((token) => token.word.includes('-'))) return tokens;
  const result: Token[] = [];
  for (const token of tokens) {
    if (!token.word.includes('-')) {
      result.push(token);
      continue;
    }
    let start = token.start;
    const preposition = hyphenatedPrepositionLength(language, token.word);
    if (preposition > 0) {
      result.push(new Token(token.text, start, start + preposition));
      start += preposition + 1;
    }
    const parts = token.text.slice(start, token.end).split('-');
    if (parts.length < 2 || !parts.every((part) => numberWord(language, part)?.role === 'digit')) {
      result.push(preposition > 0 ? new Token(token.text, start, token.end) : token);
      continue;
    }
    for (const part of parts) {
      result.push(new Token(token.text, start, start + part.length));
      start += part.length + 1;
    }
  }
  return result;
}

/** Letters, marks and digits: ASCII by table, the rest by the Unicode classes (surrogates count as letters). */
function isWordCode(code: number): boolean {
  if (code < 0x80)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  if (code >= 0xd800 && code <= 0xdfff) return true;
  return (characterClass(code) & (LETTER | MARK | NUMBER)) !== 0;
}

/** The role of a token in a spoken number: a number word, or a group of written digits. */
function numberToken(token: Token, language: LanguageName): NumberWord | 'digits' | undefined {
  const first = token.text.charCodeAt(token.start);
  if (first >= 48 && first <= 57) return ASCII_DIGITS.test(token.word) ? 'digits' : undefined;
  if (!mayBeNumberWord(language, token.text, token.start, token.end)) return undefined;
  return numberWord(language, token.word);
}

/** Years of birth said as cardinals: from 1900 to 2099. */
const CARDINAL_YEAR_FIRST = 1900;
const CARDINAL_YEAR_LAST = 2099;

/**
 * Runs of number words with a multiplier ("two thousand and twelve", "nineteen hundred and fifty",
 * "zweitausendfünfzehn") that make a year ({@link CARDINAL_YEAR_FIRST}-{@link CARDINAL_YEAR_LAST}),
 * written as its four digits; other cardinals ("two hundred", "twenty five thousand") stay words.
 */
function spokenYears(
  text: string,
  tokens: readonly Token[],
  numberParts: NumberParts,
  language: LanguageName,
): Replacement[] {
  const replacements: Replacement[] = [];
  if (
    !tokens.some((token) => mayEndMultiplier(language, text, token.start, token.end)) &&
    !GLUED_MULTIPLIER[language]?.test(text)
  )
    return replacements;
  let index = 0;
  while (index < tokens.length) {
    // most tokens start no run: nothing is allocated for them
    const head = numberParts.at(index);
    if (head === undefined || typeof head === 'string') {
      index++;
      continue;
    }
    /** The number parts of each token of the run. */
    const run: Array<readonly NumberWord[]> = [];
    while (index + run.length < tokens.length) {
      const parts = numberParts.at(index + run.length);
      if (parts === undefined || typeof parts === 'string') break;
      const token = tokens[index + run.length]!;
      if (run.length > 0 && !isNumberGap(text, tokens[index + run.length - 1]!.end, token.start)) break;
      // a digit after a unit or a whole teen, or a zero, starts digits read one by one, no part of
      // the cardinal ("ሁለት ሺ አስራ ሰባት | ዜሮ ዜሮ አራት", "elf | twee duisend vyf en twintig")
      if (run.length > 0 && parts[0]!.role === 'digit' && endsCardinalBefore(run.at(-1)!.at(-1)!, parts[0]!))
        break;
      run.push(parts);
    }
    // no joiner at the end
    while (run.length > 0 && run[run.length - 1]!.every((part) => part.role === 'connector')) run.pop();
    const parts = run.flat();
    if (run.length > 0 && hasMultiplier(parts)) {
      const value = cardinalValue(parts, language);
      if (value !== undefined && value >= CARDINAL_YEAR_FIRST && value <= CARDINAL_YEAR_LAST)
        replacements.push({
          originalStart: tokens[index]!.start,
          originalEnd: tokens[index + run.length - 1]!.end,
          replacement: String(value),
        });
    }
    index += Math.max(run.length, 1);
  }
  return replacements;
}

/** `next` (a digit word) cannot follow `previous` in one cardinal: a zero, or a digit after a unit or a whole teen. */
function endsCardinalBefore(previous: NumberWord, next: NumberWord): boolean {
  return (
    next.value === 0 ||
    previous.role === 'digit' ||
    previous.role === 'compound' ||
    (previous.role === 'teen' && previous.value !== 10)
  );
}

/** Runs of number words (and digit groups) that spell at least four digits; ordinals alone. */
function spokenNumbers(
  text: string,
  tokens: readonly Token[],
  language: LanguageName,
  read: readonly Replacement[],
): SpokenNumber[] {
  const replacements: SpokenNumber[] = [];
  // (the years read before: a code may hold one)
  const readAt = new Map(
    read
      .filter((replacement) => YEAR.test(replacement.replacement))
      .map((replacement) => [replacement.originalStart, replacement]),
  );
  let index = 0;
  while (index < tokens.length) {
    const first =
      numberToken(tokens[index]!, language) ??
      (codeLettersAt(tokens, index, language) !== undefined
        ? 'letter'
        : readAt.has(tokens[index]!.start)
          ? 'digits'
          : undefined);
    // (a hundred may open a number: "doscientos veintidós cuarenta y siete", "cent deux")
    if (
      first === undefined ||
      (typeof first !== 'string' &&
        (first.role === 'connector' ||
          (first.role === 'multiplier' &&
            (first.value !== 100 || foldNumberWord(tokens[index]!.word) === 'hundred'))))
    ) {
      index++;
      continue;
    }
    // two words of consonants: the first names the code's issuer ("rssb sb 0044...", "cnss ...")
    if (
      first === 'letter' &&
      isConsonantCode(tokens[index]!) &&
      tokens[index + 1] &&
      isConsonantCode(tokens[index + 1]!)
    ) {
      index++;
      continue;
    }
    if (typeof first !== 'string' && first.role === 'ordinal') {
      const token = tokens[index]!;
      if (!/^\d/u.test(token.word) && nearMonth(tokens, index, language)) {
        replacements.push({
          originalStart: token.start,
          originalEnd: token.end,
          replacement: ordinalNumeral(first.value, language),
        });
      }
      index++;
      continue;
    }
    const { digits, words, shortGroups, last, groups, hundreds, takesIn, digitsAfterYear, digitByDigit } =
      readNumberRun(text, tokens, index, language, true, readAt);
    const count = countAsciiDigits(digits);
    // hundreds are read in a longer number only, beside groups without one ("quatre cent douze
    // trente huit"): an amount ("deux cent cinquante", "two hundred fifty three hundred") stays words
    // a code of letters and digits said one by one ("s k l four h seven x two p q", "t a k deux
    // neuf cinq m q") counts its letters too
    const letters = countLetters(digits);
    const enough =
      hundreds === 0
        ? count >= MINIMUM_SPOKEN_DIGITS ||
          (count >= 2 && letters >= 2 && count + letters >= MINIMUM_CODE_CHARACTERS)
        : count >= MINIMUM_HUNDREDS_DIGITS && hundreds < groups;
    // a run that opens with a year is a code only with four digits or a joiner after it ("dos mil
    // veintiuno cero cuatro cuatro siete nueve", "duemilaventiquattro barra zero zero ...")
    const opensWithYear = readAt.has(tokens[index]!.start);
    if (
      enough &&
      (!opensWithYear || digitsAfterYear >= MINIMUM_SPOKEN_DIGITS || /[-/]/u.test(digits)) &&
      (words >= 2 || shortGroups >= 5 || isLetteredCode(text, tokens, index, last, first, words, count))
    ) {
      // a preposition glued to the number stays a word of its own ("በዜሮ ዘጠኝ ..." -> "በ 09...")
      const first = tokens[index]!;
      const preposition = gluedPrepositionLength(language, first.word);
      if (preposition > 0)
        replacements.push({
          originalStart: first.start,
          originalEnd: first.start + preposition,
          replacement: `${first.word.slice(0, preposition)} `,
        });
      replacements.push({
        originalStart: first.start + preposition,
        originalEnd: tokens[last]!.end,
        replacement: digits,
        ...(takesIn ? { takesIn } : {}),
        ...(digitByDigit ? { digitByDigit: true as const } : {}),
      });
    }
    index = Math.max(last, index) + 1;
  }
  return replacements;
}

/** A number read from number words, as {@link spokenNumbers} writes it. */
type SpokenNumber = Replacement & { takesIn?: true; digitByDigit?: true };

/** A number read from number words (and digit groups), by {@link readNumberRun}. */
interface NumberRun {
  /** What the words spell: digits (a `+` first, letters of a code between them). */
  digits: string;
  /** Number words read (no digit groups, letters or connectors). */
  words: number;
  /** Groups of one or two written digits read (a number said digit by digit, written apart). */
  shortGroups: number;
  /** The index of the run's last token (`index - 1`: none read). */
  last: number;
  /** Groups read ({@link NumberGroup}), and how many of them hold a hundred. */
  groups: number;
  hundreds: number;
  /** The run took in a number read before it (a year after a code's joiner). */
  takesIn?: true;
  /** Digits read after the last year taken in. */
  digitsAfterYear: number;
  /** Every group is one digit word (repeated or not): a number said digit by digit. */
  digitByDigit: boolean;
}

/**
 * One group of a number said in words, as callers read phone and ID numbers: a digit ("five"), a
 * two-digit number ("fifty five", "ishirini na tano", "soixante dix sept", Arabic "اربعة وعشرين")
 * or a three-digit one ("quatre cent douze", "doscientos veintidós"), or written text (digits, a
 * `+`, a letter). `open` is what it may still take: a unit after a tens word ("tens"), a teen too
 * after French 60 and 80 ("tens-teen"), the rest after a hundred ("hundreds"), a multiplier or (in
 * {@link UNIT_FIRST} languages) a connector after a unit ("unit"), the tens after that connector
 * ("unit-connector").
 */
interface NumberGroup {
  written?: string;
  hundreds?: number;
  rest?: number;
  restWidth: number;
  repeat: number;
  open: 'none' | 'unit' | 'unit-connector' | 'tens' | 'tens-teen' | 'hundreds' | 'tens-word';
}

/**
 * What a tens word leaves open: a teen too after French 60 and 80 ("soixante douze" = 72, "quatre
 * vingt dix" = 90); nothing after a tens word of a {@link UNIT_FIRST} language's own (its unit came
 * first: "ستين اربعة" is 60 4); else a unit.
 */
function tensOpen(tens: number, language: LanguageName, ownUnitFirst: boolean): NumberGroup['open'] {
  if (ownUnitFirst) return 'none';
  return (tens === 60 || tens === 80) && isFrenchReading(language) ? 'tens-teen' : 'tens';
}

function renderGroup(group: NumberGroup): string {
  if (group.written !== undefined) return group.written;
  if (group.hundreds !== undefined) return String(group.hundreds + (group.rest ?? 0)).padStart(3, '0');
  return String(group.rest ?? 0)
    .padStart(group.restWidth, '0')
    .repeat(group.repeat);
}

/**
 * Adds number word `part` to the groups read so far; `false` when it cannot continue the number
 * (a thousand, an ordinal, a connector or multiplier where none fits). `hundredWord`: the word is
 * English "hundred" ("twenty five hundred" is 2500, never 25 100); `ownUnitFirst`: the word is
 * one of a {@link UNIT_FIRST} language's own.
 */
function addNumberPart(
  groups: NumberGroup[],
  part: NumberWord,
  language: LanguageName,
  repeat: number,
  hundredWord: boolean,
  ownUnitFirst: boolean,
): boolean {
  const group = groups[groups.length - 1];
  const open = group?.open ?? 'none';
  const start = (fields: Omit<NumberGroup, 'repeat'>) => groups.push({ ...fields, repeat });
  // (a tens word said first takes its count, a digit, or a connector: ten alone, "iri na abụọ" = 12)
  if (open === 'tens-word' && part.role === 'connector') {
    group!.rest = 10;
    group!.open = 'tens';
    return true;
  }
  if (open === 'tens-word' && group!.rest === 10 && part.role !== 'digit') {
    // (a ten alone before anything else: "iri" = 10)
    group!.open = 'none';
    return addNumberPart(groups, part, language, repeat, hundredWord, ownUnitFirst);
  }
  if (open === 'tens-word' && (part.role !== 'digit' || part.value === 0 || repeat !== 1)) return false;
  switch (part.role) {
    case 'digit':
      if (open === 'tens-word' && part.value > 0 && repeat === 1) {
        // the tens word said first and its count ("makumi maviri", "iri abụọ" = 20)
        group!.rest = part.value * 10;
        group!.open = 'tens';
      } else if ((open === 'tens' || open === 'tens-teen') && part.value > 0 && repeat === 1) {
        group!.rest! += part.value;
        group!.open = 'none';
      } else if (open === 'hundreds' && repeat === 1) {
        // (still open: "cent quatre vingt", "hundert drei und zwanzig")
        group!.rest = part.value;
        group!.open = 'unit';
      } else start({ rest: part.value, restWidth: 1, open: 'unit' });
      return true;
    case 'tens':
      if (open === 'unit-connector') {
        group!.rest! += part.value;
        group!.restWidth = 2;
        group!.open = 'none';
      } else if (open === 'unit' && group!.rest === 4 && part.value === 20 && isFrenchReading(language)) {
        // "quatre vingt" = 80
        group!.rest = 80;
        group!.restWidth = 2;
        group!.open = 'tens-teen';
      } else if (open === 'hundreds') {
        group!.rest = part.value;
        group!.open = tensOpen(part.value, language, ownUnitFirst);
      } else start({ rest: part.value, restWidth: 2, open: tensOpen(part.value, language, ownUnitFirst) });
      return true;
    case 'teen': {
      // a ten said before its count: its count or a connector follows ("iri abụọ", "iri na abụọ")
      if (part.value === 10 && repeat === 1 && TEN_BEFORE_COUNT.has(language) && open !== 'hundreds') {
        start({ rest: 10, restWidth: 2, open: 'tens-word' });
        return true;
      }
      // a ten that a unit completes, outside English ("kumi na moja", "dix sept", "አስራ አንድ")
      const next = part.value === 10 && language !== 'English' ? 'tens' : 'none';
      if (
        open === 'unit' &&
        part.value === 10 &&
        group!.rest! > 0 &&
        group!.repeat === 1 &&
        repeat === 1 &&
        UNIT_BEFORE_TEN.has(language)
      ) {
        // a unit, then ten: a teen ("أربعة عشر" = 14)
        group!.rest! += 10;
        group!.restWidth = 2;
        group!.open = 'none';
      } else if (open === 'tens-teen') {
        group!.rest! += part.value;
        group!.open = next;
      } else if (open === 'hundreds') {
        group!.rest = part.value;
        group!.open = next;
      } else start({ rest: part.value, restWidth: 2, open: next });
      return true;
    }
    case 'compound':
      if (open === 'hundreds') {
        group!.rest = part.value;
        group!.open = 'none';
      } else start({ rest: part.value, restWidth: 2, open: 'none' });
      return true;
    case 'multiplier':
      // a tens word said before its count (Shona "makumi", Kinyarwanda "mirongo", Zulu "amashumi")
      if (part.value === 10 && part.first === true && repeat === 1 && open !== 'tens-word') {
        start({ rest: 0, restWidth: 2, open: 'tens-word' });
        return true;
      }
      if (part.value !== 100 || part.first === true) return false;
      if (open === 'unit' && group!.repeat === 1 && group!.hundreds === undefined) {
        group!.hundreds = group!.rest! * 100;
        group!.rest = undefined;
        group!.open = 'hundreds';
        return true;
      }
      if (hundredWord && group !== undefined && group.written === undefined) return false;
      start({ hundreds: 100, restWidth: 1, open: 'hundreds' });
      return true;
    case 'hundreds':
      if (part.value >= 1000) return false;
      start({ hundreds: part.value, restWidth: 1, open: 'hundreds' });
      return true;
    case 'connector':
      if (open === 'tens' || open === 'tens-teen' || open === 'hundreds') return true;
      if (open === 'unit' && UNIT_FIRST.has(language)) {
        group!.open = 'unit-connector';
        return true;
      }
      return false;
    default:
      return false;
  }
}

/** The number parts of a token: a group of written digits, or its number words (a connector included). */
function numberTokenParts(
  token: Token,
  language: LanguageName,
): readonly NumberWord[] | 'digits' | undefined {
  const first = token.text.charCodeAt(token.start);
  if (first >= 48 && first <= 57) return ASCII_DIGITS.test(token.word) ? 'digits' : undefined;
  if (!mayBeNumberToken(language, token.text, token.start, token.end)) return undefined;
  return tokenNumberParts(language, token.word);
}

/**
 * Reads the number that starts at token `index`, in groups ({@link NumberGroup}): digits, teens,
 * tens (a unit after a tens word adds to it; in {@link UNIT_FIRST} languages a tens word after a
 * unit and a connector), hundreds with their rest, repeats ("double five"), a `+` where it starts,
 * digit groups and (`letters`) the letters of a code read out one by one, with only spaces, commas
 * and dashes between the words. A thousand ends it.
 */
function readNumberRun(
  text: string,
  tokens: readonly Token[],
  index: number,
  language: LanguageName,
  letters: boolean,
  readAt?: ReadonlyMap<number, Replacement>,
): NumberRun {
  const groups: NumberGroup[] = [];
  let takesIn: true | undefined;
  /** The groups up to the last year taken in. */
  let yearGroups = 0;
  /** Where the last joiner word's group stands, until a part follows it. */
  let joined: number | undefined;
  let words = 0;
  let repeat = 1;
  let shortGroups = 0;
  let last = index - 1;
  let cursor = index;
  while (cursor < tokens.length) {
    const token = tokens[cursor]!;
    if (cursor > index && !isNumberGap(text, tokens[cursor - 1]!.end, token.start)) break;
    // a word of capitals written whole and a comma after it name a bank or an issuer, not a
    // code's letters ("GCB, 1021 3300 4476 18")
    if (
      cursor === index + 1 &&
      tokens[index]!.end - tokens[index]!.start >= 2 &&
      /^\p{Lu}+$/u.test(tokens[index]!.word) &&
      text.slice(tokens[index]!.end, token.start).includes(',')
    )
      break;
    const before = readAt?.get(token.start);
    if (before !== undefined) {
      // a year read already: a code takes it in where it opens the run, after the code's letters
      // ("ሲ ኤል ሁለት ሺህ አስራ ሰባት ዜሮ ...") or after its joiner ("... skuins elf twee duisend vyf en
      // twintig"); else the run ends before it, and a letter right before it is its currency ("s r
      // d four four ... two two r two thousand")
      const lettersOnly = groups.every(
        (group) => group.written !== undefined && /^[A-Z]+$/u.test(group.written),
      );
      if (!lettersOnly && !groups.some((group) => group.written === '/' || group.written === '-')) {
        while (
          last >= index &&
          groups.at(-1)?.written !== undefined &&
          /^[A-Z]+$/u.test(groups.at(-1)!.written!)
        ) {
          groups.pop();
          last--;
        }
        break;
      }
      groups.push({ written: before.replacement, restWidth: 0, repeat: 1, open: 'none' });
      yearGroups = groups.length;
      joined = undefined;
      takesIn = true;
      repeat = 1;
      while (cursor < tokens.length && tokens[cursor]!.start < before.originalEnd) cursor++;
      last = cursor - 1;
      words++;
      continue;
    }
    const parts = numberTokenParts(token, language);
    if (parts === undefined) {
      // (after a joiner, a letter that is a word too: "point a three nine k"; in a code of letters
      // and digits under way, a letter that is a word too before another letter or number: "l a g
      // eight eight ... two two a a four one")
      const letter = letters
        ? (codeLettersAt(tokens, cursor, language) ??
          (joined !== undefined || (isCodeUnderWay(groups) && goesOnAfter(tokens, cursor, language))
            ? letterOf(tokens, cursor, language)?.letter
            : undefined))
        : undefined;
      if (letter !== undefined) {
        // a code read letter by letter: "v t x nine eight seven", "k m p double oh four", "ኢ ፒ ኤስ"
        groups.push({ written: letter, restWidth: 0, repeat: 1, open: 'none' });
        repeat = 1;
        last = cursor;
        joined = undefined;
        cursor++;
        continue;
      }
      // "slash", "dash", "point" between two parts of a code: written when a part follows
      const joiner =
        letters && groups.length > 0 && joined === undefined ? codeJoiner(language, token.word) : undefined;
      // a slash said in two slash words ("barre oblique", "barra diagonal"): one joiner
      if (
        letters &&
        joined !== undefined &&
        groups[joined]!.written === '/' &&
        codeJoiner(language, token.word) === '/'
      ) {
        cursor++;
        continue;
      }
      if (joiner === undefined) {
        // the word before a "slash" word that is part of it ("k s g forward slash zero zero ...")
        const next = tokens[cursor + 1];
        if (
          letters &&
          groups.length > 0 &&
          joined === undefined &&
          next !== undefined &&
          isSlashLead(language, token.word) &&
          codeJoiner(language, next.word) === '/'
        ) {
          cursor++;
          continue;
        }
        // a filler between two groups of a number under way ("zero seven uh four five six", "yaani")
        if (
          letters &&
          isNumberFiller(language, token.word) &&
          continuesAfterFiller(tokens, cursor, groups, language)
        ) {
          cursor++;
          continue;
        }
        break;
      }
      joined = groups.length;
      groups.push({ written: joiner, restWidth: 0, repeat: 1, open: 'none' });
      cursor++;
      continue;
    }
    joined = undefined;
    if (parts === 'digits') {
      groups.push({ written: token.word, restWidth: 0, repeat: 1, open: 'none' });
      if (token.word.length <= 2) shortGroups++;
      repeat = 1;
      last = cursor;
      cursor++;
      continue;
    }
    const first = parts[0]!;
    // a preposition glued to a number word opens a number, never goes on with one ("... eight five
    // seven kunye": Isixhosa "and", not "ku" + 1)
    if (cursor > index && first.preposition !== 0) break;
    if (parts.length === 1 && first.role === 'plus') {
      // "plus two five four ...": the + of a country code, only where a number starts
      if (groups.length > 0) break;
      groups.push({ written: '+', restWidth: 0, repeat: 1, open: 'none' });
      last = cursor;
      cursor++;
      continue;
    }
    if (parts.length === 1 && first.role === 'repeat') {
      repeat = first.value;
      cursor++;
      continue;
    }
    // the token's parts all fit, or the run ends before it
    const kept = groups.length;
    const lastGroup = groups[kept - 1];
    // (a lone part that does not fit changes no group: only a word of many parts needs the copy)
    const saved = lastGroup === undefined || parts.length === 1 ? undefined : { ...lastGroup };
    const hundredWord = foldNumberWord(token.word) === 'hundred';
    const ownUnitFirst = UNIT_FIRST.has(language) && isOwnNumberWord(language, token.word);
    if (!parts.every((part) => addNumberPart(groups, part, language, repeat, hundredWord, ownUnitFirst))) {
      groups.length = kept;
      if (saved !== undefined) Object.assign(lastGroup!, saved);
      // "and" between two groups of a number under way: a filler ("zero seven two and four five six")
      if (
        parts.every((part) => part.role === 'connector') &&
        continuesAfterFiller(tokens, cursor, groups, language)
      ) {
        cursor++;
        continue;
      }
      break;
    }
    if (parts.some((part) => part.role !== 'connector')) {
      repeat = 1;
      words++;
      // (a tens word said first ends the run only with its count)
      if (groups.at(-1)?.open !== 'tens-word' || groups.at(-1)!.rest !== 0) last = cursor;
    }
    cursor++;
  }
  // a tens word said first that no count followed is no part of the number (a ten alone is 10)
  if (groups.at(-1)?.open === 'tens-word') {
    if (groups.at(-1)!.rest === 0) {
      groups.pop();
      words--;
    } else groups.at(-1)!.open = 'none';
  }
  // a joiner that no part followed ends nothing
  if (joined !== undefined) groups.length = joined;
  // (each group written once: the digits, and the digits after the last year taken in)
  const written = groups.map(renderGroup);
  let digitsAfterYear = 0;
  for (let group = yearGroups; group < written.length; group++)
    digitsAfterYear += countAsciiDigits(written[group]!);
  return {
    digits: written.join(''),
    words,
    shortGroups,
    last,
    hundreds: groups.filter((group) => group.hundreds !== undefined).length,
    groups: groups.length,
    ...(takesIn ? { takesIn } : {}),
    digitsAfterYear,
    digitByDigit:
      groups.length > 0 &&
      groups.every(
        (group) => group.written === undefined && group.hundreds === undefined && group.restWidth === 1,
      ),
  };
}

/** A code of letters and digits under way: its groups so far hold a letter and a digit. */
function isCodeUnderWay(groups: readonly NumberGroup[]): boolean {
  let letter = false;
  let digit = false;
  for (const group of groups) {
    if (group.written === undefined || /\d/u.test(group.written)) digit = true;
    else if (/^[A-Z]+$/u.test(group.written)) letter = true;
  }
  return letter && digit;
}

/** Most letters that are words too read inside a code under way ({@link goesOnAfter}). */
const MAX_WORD_LETTERS_INSIDE = 2;

/**
 * The code goes on after the letter at token `index`: up to {@link MAX_WORD_LETTERS_INSIDE}
 * letters in all, then a number word of two letters or more (not "o", "ó", read as zero: Yoruba
 * "a ó rán" is "we will send"), each one space after the last.
 */
function goesOnAfter(tokens: readonly Token[], index: number, language: LanguageName): boolean {
  let cursor = index + 1;
  while (cursor - index < MAX_WORD_LETTERS_INSIDE && letterOf(tokens, cursor, language) !== undefined) {
    if (tokens[cursor - 1]!.end + 1 !== tokens[cursor]!.start) return false;
    cursor++;
  }
  const after = tokens[cursor];
  return (
    after !== undefined &&
    tokens[cursor - 1]!.end + 1 === after.start &&
    Array.from(after.word).length >= 2 &&
    numberToken(after, language) !== undefined
  );
}

/** Fewest digits of a number under way before a filler word between its groups. */
const MINIMUM_DIGITS_BEFORE_FILLER = 3;

/**
 * A filler at token `index` leaves the number going: at least {@link MINIMUM_DIGITS_BEFORE_FILLER}
 * digits read before it, and two number words or digit groups right after it.
 */
function continuesAfterFiller(
  tokens: readonly Token[],
  index: number,
  groups: readonly NumberGroup[],
  language: LanguageName,
): boolean {
  // two number words or digit groups after it ("and two of them" ends a year: "nineteen eighty six")
  for (const next of [tokens[index + 1], tokens[index + 2]])
    if (next === undefined || numberToken(next, language) === undefined) return false;
  return countAsciiDigits(groups.map(renderGroup).join('')) >= MINIMUM_DIGITS_BEFORE_FILLER;
}

/** Fewest letters and digits of a code said one by one with fewer than four digits ("t a k deux neuf cinq m q"). */
const MINIMUM_CODE_CHARACTERS = 6;

/** The Latin capitals of a written code. */
function countLetters(code: string): number {
  let letters = 0;
  for (let index = 0; index < code.length; index++) {
    const unit = code.charCodeAt(index);
    if (unit >= 65 && unit <= 90) letters++;
  }
  return letters;
}

/** Fewest digits of a code whose letters are said before written digit groups ("b 2406 1177 8801"). */
const MINIMUM_LETTERED_DIGITS = 6;

/**
 * A code read as letters and then written digit groups (`words`: no number word): "b 2406 1177
 * 8801", "sb 004419281", "s 24 07 31 66", with at least {@link MINIMUM_LETTERED_DIGITS} digits
 * that are not shaped like an amount ("r 250 000" is rands).
 */
function isLetteredCode(
  text: string,
  tokens: readonly Token[],
  index: number,
  last: number,
  first: NumberWord | 'digits' | 'letter',
  words: number,
  count: number,
): boolean {
  if (first !== 'letter' || words !== 0 || count < MINIMUM_LETTERED_DIGITS) return false;
  let digitsStart = index;
  while (digitsStart <= last && !/^\d/u.test(tokens[digitsStart]!.word)) digitsStart++;
  return digitsStart <= last && !isAmountLike(text.slice(tokens[digitsStart]!.start, tokens[last]!.end));
}

/** Most letters read each way from a letter that is a word or a name, to find its run ({@link letterAt}). */
const MAX_LETTER_SCAN = 8;

/** Most number words or digit groups between the two letters of a code ({@link opensLetteredCode}). */
const MAX_CODE_NUMBERS = 16;

/**
 * A word of its own (`a`, `y`, `e`) opens a code when number words follow it and a lone letter
 * that is no word closes them: "a zero one two ... eight z", "y cuatro cinco ... ocho k" (a tax
 * PIN, a foreigner's number); "a four five six seven" keeps its article.
 */
function opensLetteredCode(tokens: readonly Token[], index: number, language: LanguageName): boolean {
  let cursor = index + 1;
  while (
    cursor < tokens.length &&
    cursor - index <= MAX_CODE_NUMBERS &&
    tokens[cursor - 1]!.end + 1 === tokens[cursor]!.start &&
    numberToken(tokens[cursor]!, language) !== undefined
  )
    cursor++;
  if (cursor === index + 1 || cursor >= tokens.length) return false;
  return (
    tokens[cursor - 1]!.end + 1 === tokens[cursor]!.start && letterOf(tokens, cursor, language)?.sure === true
  );
}

/** The letter token `index` is, when it may be one ({@link letterWord}; digits and words with digits never). */
function letterOf(tokens: readonly Token[], index: number, language: LanguageName): LetterWord | undefined {
  const token = tokens[index];
  if (token === undefined || token.end - token.start > 8) return undefined;
  return letterWord(language, token.word);
}

/**
 * The Latin letter token `index` spells in a code read out, or undefined: a lone letter that is no
 * word ("k", "x", Arabic "م"); a letter that is a word of its own or a letter's name ("a", "e",
 * "effe", "ኤስ", "بي") in a run of two or more letters said together that is not all words of
 * their own ("e m p", "a i l", "g h a", "effe erre", "ኢ ፒ ኤስ"), a word of its own only when a
 * letter or number follows it ("k e sa" keeps its "e"), or alone when it opens a code that a
 * lone letter closes ({@link opensLetteredCode}); a letter's name between two numbers ("quattro
 * uno esse sei").
 */
function letterAt(tokens: readonly Token[], index: number, language: LanguageName): string | undefined {
  const here = letterOf(tokens, index, language);
  if (here === undefined) return undefined;
  if (here.sure) return here.letter;
  const next = (from: number, step: number) => {
    const other = from + step;
    const [left, right] = step < 0 ? [tokens[other], tokens[from]] : [tokens[from], tokens[other]];
    return left !== undefined && right !== undefined && left.end + 1 === right.start
      ? letterOf(tokens, other, language)
      : undefined;
  };
  let letters = 1;
  let named = !isWordLetter(language, tokens[index]!.lower);
  for (const step of [-1, 1]) {
    // (a few letters each way tell: the scan stays short in any text)
    for (let cursor = index; Math.abs(cursor - index) < MAX_LETTER_SCAN; cursor += step) {
      const other = next(cursor, step);
      if (other === undefined) break;
      letters++;
      if (other.sure || !isWordLetter(language, tokens[cursor + step]!.lower)) named = true;
    }
  }
  const isWord = isWordLetter(language, tokens[index]!.lower);
  // a word that closes the letters is the word ("... k e sa ntse"): a letter goes on to the code
  const after = tokens[index + 1];
  const goesOn =
    after !== undefined &&
    (letterOf(tokens, index + 1, language) !== undefined || numberToken(after, language) !== undefined);
  if (letters >= 2 && named && (!isWord || goesOn)) return here.letter;
  if (isWord) return opensLetteredCode(tokens, index, language) ? here.letter : undefined;
  const isNumber = (other: number) =>
    tokens[other] !== undefined && numberToken(tokens[other]!, language) !== undefined;
  return isNumber(index - 1) && isNumber(index + 1) ? here.letter : undefined;
}

/** Two to four Latin consonants: the letters of a code said as a word ("sn", "clm", "dbl"). */
const CONSONANT_CODE = /^[bcdfghjklmnpqrstvwxz]{2,4}$/iu;

function isConsonantCode(token: Token): boolean {
  return token.end - token.start >= 2 && token.end - token.start <= 4 && CONSONANT_CODE.test(token.word);
}

/**
 * The letters token `index` adds to a code read out: {@link letterAt}, or a word of two to four
 * consonants that is no cue or common code word of the language ({@link isNeverCode}: "nrc",
 * "sms"), in capitals ("sn zéro huit ..." -> `SN08...`, "clm two four ..." -> `CLM24...`).
 */
function codeLettersAt(tokens: readonly Token[], index: number, language: LanguageName): string | undefined {
  const letter = letterAt(tokens, index, language);
  if (letter !== undefined) return letter;
  const word = tokens[index]!.word;
  return CONSONANT_CODE.test(word) && !isNeverCode(language, word) ? word.toUpperCase() : undefined;
}

/** An ordinal is a day when a month name stands next to it, or after "of"/"de" ("the 14th of March", "March 14th"). */
function nearMonth(tokens: readonly Token[], index: number, language: LanguageName): boolean {
  const months = monthWordSet(language);
  const previous = tokens[index - 1] && foldNumberWord(tokens[index - 1]!.word);
  const next = tokens[index + 1] && foldNumberWord(tokens[index + 1]!.word);
  const afterNext = tokens[index + 2] && foldNumberWord(tokens[index + 2]!.word);
  return (
    (previous !== undefined && months.has(previous)) ||
    (next !== undefined && months.has(next)) ||
    ((next === 'of' || next === 'de') && afterNext !== undefined && months.has(afterNext))
  );
}

/** Surname particles read inside an e-mail's local part between a "dot" word and the surname ("pieter punt du toit"). */
const LOCAL_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'du',
  'de',
  'la',
  'le',
  'da',
  'del',
  'bin',
  'ben',
  'el',
  'al',
]);

/** Most number words read back from an e-mail's "at" (the read stays short in any text). */
const MAX_LOCAL_NUMBER_WORDS = 24;

/** Most digits of a number said right after a word of an e-mail's local part ("musa eighty", "tesfaye nineteen eighty six"). */
const LOCAL_NUMBER_DIGITS = 4;

/**
 * Spelled e-mails: "john dot banda at gmail dot com" -> "john.banda@gmail.com", in the language's
 * words for "at" and "dot" (email-words.ts). The local part is read backwards from the "at": words
 * and numbers said in words ("two one", "eighty seven", "noventa y nueve"), joined by a "dot",
 * "underscore" or "dash" word, a number of up to {@link LOCAL_NUMBER_DIGITS} digits right after a
 * word ("musa eighty"), and one more word said before them without a joiner when it is a listed
 * name or a single letter that is no word ({@link isWordLetter}) ("amaka nwosu eighty four", "bongani k",
 * "l makara"; not "à"): recognisers drop
 * the dots that callers do not say.
 */
function spelledEmails(text: string, tokens: readonly Token[], language: LanguageName): Replacement[] {
  const replacements: Replacement[] = [];
  const { at: atWords, dot: dotWords, joiners } = emailWords(language);
  const fold = (token: Token | undefined) => (token === undefined ? '' : foldNumberWord(token.word));
  const gapOk = (left: Token, right: Token) => /^[\s,]*$/u.test(text.slice(left.end, right.start));
  const isPlainWord = (index: number) => {
    const word = fold(tokens[index]);
    return (
      /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u.test(word) &&
      !atWords.has(word) &&
      !dotWords.has(word) &&
      !joiners.has(word)
    );
  };
  /** Token `index` is a name-shaped word of no table of the language, said right before the listed name at token `next`. */
  const isGivenNameBefore = (index: number, next: number): boolean => {
    const token = tokens[index]!;
    const word = token.lower;
    return (
      (wordFacts(tokens[next]!.word) & LISTED_NAME) !== 0 &&
      /^\p{L}+$/u.test(tokens[next]!.word) &&
      isNameCandidate(token, language) &&
      isTitledName(word, language) &&
      !isCueWord(word, language) &&
      !isVocativeWord(word, language)
    );
  };
  /** The number said in words that ends at token `end` (the longest read that ends there), or undefined. */
  const numberBefore = (end: number): { first: number; digits: string } | undefined => {
    let first = end;
    while (
      first > 0 &&
      end - first < MAX_LOCAL_NUMBER_WORDS &&
      numberTokenParts(tokens[first - 1]!, language) !== undefined
    )
      first--;
    for (; first <= end; first++) {
      if (numberToken(tokens[first]!, language) === undefined) continue;
      const run = readNumberRun(text, tokens, first, language, false);
      if (run.last === end && /^[0-9]+$/u.test(run.digits)) return { first, digits: run.digits };
    }
    return undefined;
  };
  for (let at = 1; at < tokens.length - 3; at++) {
    if (!atWords.has(fold(tokens[at]))) continue;
    // the domain: word (dot word)+
    let end = at + 1;
    let domain = tokens[end]!.lower;
    let dots = 0;
    while (
      end + 2 < tokens.length &&
      dotWords.has(fold(tokens[end + 1])) &&
      gapOk(tokens[end]!, tokens[end + 1]!) &&
      gapOk(tokens[end + 1]!, tokens[end + 2]!) &&
      /^[\p{L}\p{N}-]+$/u.test(tokens[end + 2]!.word)
    ) {
      domain += `.${tokens[end + 2]!.lower}`;
      end += 2;
      dots++;
    }
    if (dots === 0 || !/^\p{L}{2,6}$/u.test(tokens[end]!.word)) continue;
    if (!gapOk(tokens[at]!, tokens[at + 1]!) || !gapOk(tokens[at - 1]!, tokens[at]!)) continue;
    // the local part, read backwards: (word | number) ((joiner | nothing after a word) (word | number))*
    let start = at;
    let local = '';
    /** The element just read (the first of the local part so far) is a number, and how many digits. */
    let numberDigits = 0;
    let bareWord = false;
    /** A "dot" or other joiner word was read: the caller spells the parts, a bare word before them is no part. */
    let joined = false;
    while (start > 0) {
      const previous = start - 1;
      if (start < at && !gapOk(tokens[previous]!, tokens[start]!)) break;
      const number = numberDigits === 0 && local === '' ? numberBefore(previous) : undefined;
      if (number !== undefined) {
        local = number.digits;
        numberDigits = number.digits.length;
        start = number.first;
        continue;
      }
      const joinerWord = fold(tokens[previous]);
      const joiner = dotWords.has(joinerWord) ? '.' : joiners.get(joinerWord);
      if (joiner !== undefined && local !== '' && start - 2 >= 0) {
        const number = numberBefore(start - 2);
        if (number !== undefined && gapOk(tokens[start - 2]!, tokens[previous]!)) {
          local = `${number.digits}${joiner}${local}`;
          start = number.first;
          numberDigits = number.digits.length;
          joined = true;
          continue;
        }
        if (!isPlainWord(start - 2) || !gapOk(tokens[start - 2]!, tokens[previous]!)) break;
        local = `${tokens[start - 2]!.lower}${joiner}${local}`;
        start -= 2;
        numberDigits = 0;
        joined = true;
        continue;
      }
      if (!isPlainWord(previous)) break;
      const word = tokens[previous]!.lower;
      if (local === '' || (numberDigits > 0 && numberDigits <= LOCAL_NUMBER_DIGITS)) {
        // the first word, or a word with a number after it ("musa eighty")
        local = `${word}${local}`;
        start = previous;
        numberDigits = 0;
        continue;
      }
      // a surname particle between a joiner and the surname ("pieter punt du toit"): part of it
      if (
        !bareWord &&
        LOCAL_PARTICLES.has(foldNumberWord(word)) &&
        previous > 0 &&
        gapOk(tokens[previous - 1]!, tokens[previous]!) &&
        (dotWords.has(fold(tokens[previous - 1])) || joiners.has(fold(tokens[previous - 1])))
      ) {
        local = `${word}${local}`;
        start = previous;
        continue;
      }
      // one more word without a joiner: a listed name or a letter ("amaka nwosu", "bongani k"), or
      // a given name before a listed surname ("divine mukamana", "siya cele zero three"): a
      // name-shaped word of no table of the language (not "ke efe kmogotsi", "yenyu knyamande")
      if (bareWord || numberDigits > 0) break;
      const letter = /^\p{L}$/u.test(word) && !isWordLetter(language, foldNumberWord(word));
      if (!letter && (wordFacts(word) & LISTED_NAME) === 0 && (joined || !isGivenNameBefore(previous, start)))
        break;
      local = `${word}${local}`;
      start = previous;
      bareWord = true;
    }
    if (local === '' || !/^[\p{L}\p{N}._-]+$/u.test(local)) continue;
    replacements.push({
      originalStart: tokens[start]!.start,
      originalEnd: tokens[end]!.end,
      replacement: `${local}@${domain}`,
    });
    at = end;
  }
  return replacements;
}

/** A year read as a cardinal ({@link spokenYears}). */
const YEAR = /^\d{4}$/u;

/** Removes from `kept` the replacements inside `[start, end)`. */
function removeInside(kept: Replacement[], start: number, end: number): void {
  for (let index = kept.length - 1; index >= 0; index--)
    if (kept[index]!.originalStart >= start && kept[index]!.originalEnd <= end) kept.splice(index, 1);
}

/** Adds `added` to `kept` where it overlaps nothing already kept; keeps `kept` sorted. */
function addWithoutOverlap(kept: Replacement[], added: readonly Replacement[]): void {
  for (const replacement of added) {
    if (
      kept.some(
        (other) =>
          other.originalStart < replacement.originalEnd && replacement.originalStart < other.originalEnd,
      )
    )
      continue;
    kept.push(replacement);
  }
  kept.sort((first, second) => first.originalStart - second.originalStart);
}

/** Per language, the introduction phrases and honorifics (lower case) before a name, as words, by their last word. */
const nameLeads = new Map<LanguageName, ReadonlyMap<string, readonly (readonly string[])[]>>();

function nameLeadPhrases(language: LanguageName): ReadonlyMap<string, readonly (readonly string[])[]> {
  let leads = nameLeads.get(language);
  if (leads === undefined) {
    const byLastWord = new Map<string, string[][]>();
    const phrases = new Set<string>();
    for (const phrase of [
      ...INTRODUCTION_PHRASES.English,
      ...INTRODUCTION_PHRASES[language],
      ...SPOKEN_INTRODUCTIONS[language],
    ]) {
      phrases.add(phrase.toLowerCase().replace(/:$/u, ''));
    }
    for (const honorific of HONORIFICS) phrases.add(honorific.toLowerCase().replace(/\.$/u, ''));
    for (const phrase of phrases) {
      const words = tokenize(phrase).map((token) => token.word);
      const last = words[words.length - 1];
      if (last === undefined) continue;
      const list = byLastWord.get(last) ?? [];
      list.push(words);
      byLastWord.set(last, list);
    }
    leads = byLastWord;
    nameLeads.set(language, leads);
  }
  return leads;
}

/** `true` when the words of `phrase` end at token `index`, with only spaces (or a `.`) between them. */
function phraseEndsAt(
  text: string,
  tokens: readonly Token[],
  index: number,
  phrase: readonly string[],
): boolean {
  const first = index - phrase.length + 1;
  if (first < 0) return false;
  for (let offset = 0; offset < phrase.length; offset++) {
    const token = tokens[first + offset]!;
    if (token.lower !== phrase[offset]) return false;
    if (offset > 0 && !/^[\s.]*$/u.test(text.slice(tokens[first + offset - 1]!.end, token.start)))
      return false;
  }
  // no letter glued before the phrase
  return first === 0 || tokens[first - 1]!.end < tokens[first]!.start;
}

const NOT_A_NAME = STOP_WORD | STREET_WORD | ORGANISATION_WORD;

const AMBIGUOUS: ReadonlySet<string> = new Set(AMBIGUOUS_NAMES.map(foldNumberWord));
/** The honorifics, lower case, their words joined by single spaces ("meneer", "dr"). */
const HONORIFIC_PHRASES: ReadonlySet<string> = new Set(
  HONORIFICS.map((honorific) =>
    tokenize(honorific.toLowerCase().replace(/\.$/u, ''))
      .map((token) => token.word)
      .join(' '),
  ),
);
/** Function words and greetings of every language: never capitalised as names ("sisi", "habari"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set([...SENTENCE_OPENERS, ...GREETINGS].map(foldNumberWord));

/**
 * `true` when the word after `tokens[index]` is a listed name next to it: after an introduction, a
 * word that opens a clause before it is still read as before ("c'est qui keïta oumou", "mein name
 * ist emmanuel fotso": the name run it starts reaches the surname).
 */
function listedNameAfter(
  text: string,
  tokens: readonly Token[],
  index: number,
  language: LanguageName,
): boolean {
  const after = tokens[index + 1];
  return (
    after !== undefined &&
    adjacent(text, tokens[index]!, after) &&
    (wordFacts(after.word) & LISTED_NAME) !== 0 &&
    isNameCandidate(after, language)
  );
}

/**
 * Capitals for the words after an introduction or an honorific, for listed names of five letters
 * or more that are no common words ("thandeka"), and for listed names next to another name ("john
 * banda", "kwame asante boateng"): a short listed name alone in lower case is too often a word.
 */
function restoreCase(
  text: string,
  tokens: readonly Token[],
  language: LanguageName,
  names: IntroducedName[],
): string {
  const capitalise = new Uint8Array(tokens.length);
  // the words right after an introduction (no title before them): the name the speaker gives
  const introduced = new Uint8Array(tokens.length);
  const titles = new Uint8Array(tokens.length);
  const ambiguous: number[] = [];
  tokens.forEach((token, index) => {
    // (the facts are looked up by the word's place in the text: no slice for most words)
    if (
      (rangeFacts(token.text, token.start, token.end) & LISTED_NAME) === 0 ||
      !isNameCandidate(token, language)
    )
      return;
    // alone, a short listed name is too often a word of the language in lower case ("okwu", "iwu",
    // "soro"), and so is one that is also a common word ("asante", "grace"): those get a capital
    // only after an introduction or honorific, or next to another name
    const folded = foldNumberWord(token.word);
    if (folded.length >= 5 && !AMBIGUOUS.has(folded)) capitalise[index] = 1;
    ambiguous.push(index);
  });
  const leads = nameLeadPhrases(language);
  // the names that answer a question or follow an introduction, marked here too ("cued")
  const cued = new Uint8Array(tokens.length);
  // a word for "name" asks for one in any phrasing ("lebitso la mofu", "und der name der
  // empfängerin"): a listed name among the next words answers it
  for (let index = 0; index + 1 < tokens.length; index++) {
    if (isNameNoun(tokens[index]!.lower, language))
      capitaliseAnswer(text, tokens, index + 1, language, cued, true);
  }
  for (let index = 0; index + 1 < tokens.length; index++) {
    const phrases = leads
      .get(tokens[index]!.word)
      ?.filter((words) => phraseEndsAt(text, tokens, index, words));
    if (phrases === undefined || phrases.length === 0) continue;
    // a question ends here ("ihr name"), even where a shorter introduction does too ("name:")
    if (phrases.some((words) => QUESTIONS.has(words.join(' ')))) {
      capitaliseAnswer(text, tokens, index + 1, language, cued);
      continue;
    }
    const next = index + 1;
    if (!/^[\s.]*$/u.test(text.slice(tokens[index]!.end, tokens[next]!.start))) continue;
    // a title, a surname particle of the language that is no common word there and the surname
    // ("mevrou de klerk", "signora lo giudice"): the surname gets the capital, and name completion
    // joins the particle to it
    const titled = phrases.find((words) => HONORIFIC_PHRASES.has(words.join(' ')));
    const surname = tokens[next + 1];
    if (
      titled !== undefined &&
      isStrongNameParticle(tokens[next]!.word, language) &&
      surname !== undefined &&
      adjacent(text, tokens[next]!, surname) &&
      isNameCandidate(surname, language) &&
      isTitledName(surname.lower, language)
    ) {
      capitalise[next + 1] = 1;
      cued[next + 1] = 1;
      if (isTitleIn(titled.join(' '), language)) titles[index - titled.length + 1] = 1;
      continue;
    }
    if (!isNameCandidate(tokens[next]!, language)) continue;
    // after the bare "I am" only a listed name, or at the call's opening, where the speakers name
    // themselves, a word of no description's shape ("bienvenue chez mtn je suis rodrigue", not
    // "bonjour madame je suis retraité")
    if (
      phrases.every((words) => isListedOnlyIntroduction(words.join(' '), language)) &&
      (wordFacts(tokens[next]!.word) & LISTED_NAME) === 0 &&
      (index > OPENING_WORDS || isDescriptionShaped(tokens[next]!.lower, language))
    )
      continue;
    // a title said alone before a word that opens a clause: no name ("rra madi", "mama nimetuma");
    // nor after an introduction ("c'est moi", "o bua le ofisi", "au nom de qui")
    const title = phrases.find((words) => HONORIFIC_PHRASES.has(words.join(' ')));
    const word = tokens[next]!.word;
    // (a title introduced alone stays: "jy praat met suster")
    const lower = word.toLowerCase();
    if (
      !isTitledName(lower, language) &&
      (title !== undefined ||
        (!HONORIFIC_PHRASES.has(lower) &&
          !isTitleAlone(lower, 0, lower.length, language) &&
          (isWhoWord(lower, language) || !listedNameAfter(text, tokens, next, language))))
    )
      continue;
    capitalise[next] = 1;
    cued[next] = 1;
    // (not after a bare copula, "dis nie", "c'est bon", nor after a label's noun said without its
    // colon, "jou volle name kry"; but a copula at the call's opening, right after a greeting or
    // at the text's start, gives the caller's name: "hello this is thabo from ...")
    if (
      title === undefined &&
      (!phrases.every(
        (words) =>
          isCopulaIntroduction(words.join(' '), language) || isNameNoun(words[words.length - 1]!, language),
      ) ||
        phrases.some((words) => openingCopula(text, tokens, index - words.length + 1, words, language)))
    )
      introduced[next] = 1;
    // a title gets its capital too: the honorific recognizer reads titles as written ("Meneer Isaacs")
    // (unless the word after it opens a clause: "madame ici", "mama nimetuma")
    if (title !== undefined && isTitleIn(title.join(' '), language)) titles[index - title.length + 1] = 1;
    const second = tokens[next + 1];
    if (
      second !== undefined &&
      adjacent(text, tokens[next]!, second) &&
      (wordFacts(second.word) & LISTED_NAME) !== 0 &&
      isNameCandidate(second, language)
    )
      capitalise[next + 1] = 1;
  }
  const kinship = kinshipNames(text, tokens, language, cued);
  for (let index = 0; index < tokens.length; index++) if (cued[index] === 1) capitalise[index] = 1;
  // the word between a copula "I am" said alone and a greeting is the speaker's name ("ke mpho
  // lumela ausi", "ndi eric muraho"): masked, but not restored (its repeats are no evidence)
  for (let index = 1; index + 1 < tokens.length; index++) {
    const next = tokens[index + 1]!.lower;
    if (
      capitalise[index] === 1 ||
      !isSpeakerCopula(tokens[index - 1]!.lower, language) ||
      !isVocativeWord(next, language) ||
      !adjacent(text, tokens[index - 1]!, tokens[index]!) ||
      !adjacent(text, tokens[index]!, tokens[index + 1]!) ||
      !isNameCandidate(tokens[index]!, language)
    )
      continue;
    introduced[index] = SPEAKER_NAME;
  }
  // the name before the words that sign it ("seydou à l'appareil", "ke neo nka u thusa joang"),
  // and a listed name before a one-word signature at the call's opening ("payroll office sipho here")
  const lowerWords = tokens.map((token) => token.lower);
  for (let index = 1; index + 1 < tokens.length; index++) {
    const kind =
      signingPhraseAt(lowerWords, index + 1, language) ??
      (index <= OPENING_WORDS &&
      isOneWordSignature(lowerWords[index + 1]!, language) &&
      (wordFacts(tokens[index]!.word) & LISTED_NAME) !== 0
        ? 'signature'
        : undefined);
    if (kind === undefined || !adjacent(text, tokens[index]!, tokens[index + 1]!)) continue;
    if (kind === 'offer' && !isSigningCopula(lowerWords[index - 1]!, language)) continue;
    const word = lowerWords[index]!;
    if (
      isNameCandidate(tokens[index]!, language) &&
      isTitledName(word, language) &&
      !isCueWord(word, language) &&
      !isVocativeWord(word, language)
    )
      capitalise[index] = 1;
  }
  const glued = GLUED_NAME_LANGUAGES.has(language)
    ? gluedNames(tokens, leads, capitalise, language)
    : undefined;
  // (a name glued to its introduction follows it as a cued name does: "ngunokuthula mbombo")
  if (glued !== undefined) for (const index of glued.keys()) cued[index] = 1;
  // two listed names side by side are a name (unless both are common words: "amani juma"), and
  // so is a listed name next to a capitalised one; twice, so that "kwame asante boateng" is whole
  const listed = new Uint8Array(tokens.length);
  for (const index of ambiguous) listed[index] = AMBIGUOUS.has(foldNumberWord(tokens[index]!.word)) ? 2 : 1;
  const joins = (index: number, other: number): boolean => {
    const first = Math.min(index, other);
    if (other < 0 || other >= tokens.length || !adjacent(text, tokens[first]!, tokens[first + 1]!))
      return false;
    return capitalise[other] === 1 || (listed[other] !== 0 && (listed[index] === 1 || listed[other] === 1));
  };
  // (a listed name that is also a word of the language's cues or closers does not join the name
  // before it: "ni wanjiru kamau | asante mama", thanks in Swahili, a surname in Twi)
  const closesName = ambiguous.map((index) => isCueWord(tokens[index]!.lower, language));
  for (let pass = 0; pass < 2; pass++) {
    ambiguous.forEach((index, position) => {
      if ((joins(index, index - 1) && !closesName[position]) || joins(index, index + 1))
        capitalise[index] = 1;
    });
  }
  // (the lower-case words the signing phrases were read in: nothing has changed them since)
  const words = lowerWords;
  // a name restored once is a name again after a greeting or thanks ("middag lerato"), and so is
  // a listed name there ("hi thabo"), not a title, cue or greeting ("hi mama", "thank you bye"),
  // nor after the greeting that opens the call (the company's name or a word follows it as often:
  // "buonasera tim assistenza", "lumela mona ke ofisi")
  // an unlisted word after a whole greeting or thanks word ("murakoze ange", not the particle "o" of
  // "o daa"): no verb of the language's shapes, number, function, kinship word or title ("enkosi
  // bhuti", "daalụ nwanne m"), nor a listed name behind an honorific prefix ("ndatenda vancube")
  const mayBeAddressedName = (index: number): boolean => {
    const word = words[index]!;
    const prefixes = HONORIFIC_PREFIXES[language] ?? [];
    return (
      [...words[index - 1]!].length >= 3 &&
      !isVerbShaped(word, language) &&
      !isKinshipWord(word, language) &&
      !HONORIFIC_PHRASES.has(word) &&
      !isTitleAlone(word, 0, word.length, language) &&
      mayBeSpokenNamePart(tokens[index]!.word, language) &&
      numberWord(language, tokens[index]!.word) === undefined &&
      !FUNCTION_WORDS.has(foldNumberWord(tokens[index]!.word)) &&
      !prefixes.some(
        (prefix) => word.startsWith(prefix) && (wordFacts(word.slice(prefix.length)) & LISTED_NAME) !== 0,
      )
    );
  };
  repeatNamesAfterVocatives(
    words,
    capitalise,
    titles,
    (index) => isVocativeWord(words[index]!, language) && adjacent(text, tokens[index]!, tokens[index + 1]!),
    (index) => isNameCandidate(tokens[index]!, language) && isTitledName(words[index]!, language),
    (index) =>
      index > OPENING_GREETING_WORDS &&
      (wordFacts(tokens[index]!.word) & HONORIFIC_WORD) === 0 &&
      ((wordFacts(tokens[index]!.word) & LISTED_NAME) !== 0 || mayBeAddressedName(index)) &&
      !isCueWord(words[index]!, language) &&
      !isVocativeWord(words[index]!, language),
  );
  // the word at `index` opens the next clause: the text's end, a pause, a word of the tables
  // (pronouns, function words, common verbs, cue words, greetings, numbers)
  const endsName = (index: number): boolean => {
    const token = tokens[index];
    if (token === undefined || !adjacent(text, tokens[index - 1]!, token)) return true;
    const word = words[index]!;
    return (
      !isTitledName(word, language) ||
      isCueWord(word, language) ||
      isVocativeWord(word, language) ||
      numberWord(language, token.word) !== undefined ||
      FUNCTION_WORDS.has(foldNumberWord(token.word))
    );
  };
  // a third name after two restored ones is their surname ("grace akinyi mboya"); so is the word
  // after one name that answers a question or follows an introduction ("nitwa uwase kevine
  // ndashaka"), when the word after it opens the next clause (`endsName`), past the call's opening
  // (where an agent gives a first name, then the offer of help), not after a title ("mama kombo
  // una": a title takes a surname) nor over a greeting or an offer of help
  // the word at `index` may continue a name: only spaces before it, name-shaped, no table word
  const continuesName = (index: number): boolean =>
    tokens[index] !== undefined &&
    adjacent(text, tokens[index - 1]!, tokens[index]!) &&
    isNameCandidate(tokens[index]!, language) &&
    isTitledName(tokens[index]!.word, language) &&
    !isCueWord(tokens[index]!.word, language);
  // one name that answers a question or follows an introduction: its surname, or its two surnames
  // where the word after the first does not open the next clause but the one after the second does
  // ("nombre y apellidos fernando micha abeso su fecha")
  const cuedSurnames = (index: number): number => {
    if (
      index <= OPENING_WORDS ||
      cued[index - 1] !== 1 ||
      !isTitledName(words[index - 1]!, language) ||
      !/^[\p{L}\p{M}]+$/u.test(words[index - 1]!) ||
      titles[index - 2] === 1 ||
      isVocativeWord(words[index]!, language) ||
      signingPhraseAt(words, index, language) !== undefined
    )
      return 0;
    if (endsName(index + 1)) return 1;
    return hasTwoSurnames(language) &&
      continuesName(index + 1) &&
      !isVocativeWord(words[index + 1]!, language) &&
      signingPhraseAt(words, index + 1, language) === undefined &&
      endsName(index + 2)
      ? 2
      : 0;
  };
  extendNameRuns(tokens.length, capitalise, (index, run) =>
    continuesName(index) ? (run > 1 ? 1 : cuedSurnames(index)) : 0,
  );
  // an unlisted given name before a one-word name that answers the question for a name
  givenNamesBefore(text, tokens, words, language, capitalise, titles);
  // (a kinship noun and its possessive are no given name: "umwana wanjye ishimwe")
  for (const index of kinship) capitalise[index] = 0;
  introducedNames(tokens, words, language, capitalise, titles, introduced, glued, names);
  // a listed name glued to an honorific prefix ("ndatenda vancube" -> "vaNcube"): the prefixed-name
  // recognizer reads the name after the prefix (last: no evidence for the rules above, "maita basa
  // vamoyo" is no name run)
  const honoured = honorificPrefixedNames(tokens, language, capitalise, glued);
  let result = '';
  let cursor = 0;
  tokens.forEach((token, index) => {
    if (capitalise[index] !== 1 && titles[index] !== 1) return;
    // a word glued to an elided article or preposition is no name ("l'indirizzo" after a surname)
    if (isElidedWord(token.word)) return;
    // (a name glued to its prefix gets its capital after the prefix: "nginguBongani")
    const offset = honoured?.get(index) ?? 0;
    const character = String.fromCodePoint(token.word.codePointAt(offset)!);
    result += text.slice(cursor, token.start + offset) + character.toUpperCase();
    cursor = token.start + offset + character.length;
  });
  return cursor === 0 ? text : result + text.slice(cursor);
}

/**
 * Marks in `cued` the word after a kinship noun of `language` and its possessive ("dis my broer
 * deon", "mi hija rosalía", "a mio marito kofi", "umwana wanjye ishimwe", "ga kanina sani"): calls
 * name next of kin, beneficiaries and the relative who will collect or answer this way. The
 * word must be able to be a name part (no word of the tables that open a clause, no cue,
 * greeting or number) and, unless listed, no verb of the language's shapes ("umntwana wam
 * ndifuna"). The lower-case title rule then reads the name after the kinship noun. Returns the
 * indexes of the kinship nouns and possessives, which no other rule may restore. Linear.
 */
function kinshipNames(
  text: string,
  tokens: readonly Token[],
  language: LanguageName,
  cued: Uint8Array,
): number[] {
  const kinship: number[] = [];
  const possessives = (ROLE_POSSESSIVES[language] ?? []).map((possessive) => possessive.split(' '));
  for (let index = 0; index + 1 < tokens.length; index++) {
    if (!isKinshipWord(tokens[index]!.lower, language)) continue;
    let next = index + 1;
    for (const possessive of possessives) {
      if (possessive.every((word, offset) => tokens[next + offset]?.lower === word)) {
        next += possessive.length;
        break;
      }
    }
    const token = tokens[next];
    if (token === undefined || !isNameCandidate(token, language)) continue;
    let spaced = true;
    for (let at = index; at < next && spaced; at++) spaced = adjacent(text, tokens[at]!, tokens[at + 1]!);
    const lower = token.lower;
    const listed = (wordFacts(token.word) & LISTED_NAME) !== 0;
    if (
      !spaced ||
      !mayBeSpokenNamePart(token.word, language) ||
      HONORIFIC_PHRASES.has(lower) ||
      isKinshipWord(lower, language) ||
      // (where the possessive follows the noun, the bare noun is as often generic, "ka mora
      // metsotso", after minutes; "umntwana": only a listed name after it)
      (!listed && (isVerbShaped(lower, language) || (possessives.length > 0 && next === index + 1)))
    )
      continue;
    cued[next] = 1;
    // (the kinship noun and its possessive are no part of it, though an answer reads them so:
    // "amazina y umurwayi ni umwana wanjye ishimwe")
    for (let at = index; at < next; at++) {
      cued[at] = 0;
      kinship.push(at);
    }
  }
  return kinship;
}

/** The words of a call's opening greeting ("good afternoon", "sawubona"): no listed name is read after them. */
const OPENING_GREETING_WORDS = 2;

/** In `introduced`, a name between a copula said alone and a greeting (1: a name after an introduction). */
const SPEAKER_NAME = 2;

/** A lone unlisted name the view restored after an introduction, by its offsets (in the text, then in the view). */
export interface IntroducedName {
  start: number;
  end: number;
  /**
   * `true` for a speaker's name between a copula said alone and a greeting ("ke mpho lumela"):
   * local evidence, masked where it is said but not carried to the word's other occurrences.
   */
  local: boolean;
}

/**
 * The lone unlisted names said after an introduction ("lumela ke mapalesa oa hr", "ndinonzi
 * rutendo ndingakubatsirei"), and each restored repeat of the same word ("hesi rutendo"), appended
 * to `names`: the view gives them their capital, but one unlisted capitalised word is no name to
 * the recognizers. Only a word alone (no restored word beside it: a name of two or more words is
 * the recognizers' to find), in no list of names, letters only, in none of the language's tables
 * (pronouns, function words, common verbs: `isTitledName`), no cue, greeting or introduction word.
 * Linear.
 */
function introducedNames(
  tokens: readonly Token[],
  words: readonly string[],
  language: LanguageName,
  capitalise: Uint8Array,
  titles: Uint8Array,
  introduced: Uint8Array,
  glued: ReadonlyMap<number, number> | undefined,
  names: IntroducedName[],
): void {
  const lone = (index: number): boolean =>
    capitalise[index] === 1 &&
    titles[index] !== 1 &&
    titles[index - 1] !== 1 &&
    capitalise[index - 1] !== 1 &&
    capitalise[index + 1] !== 1 &&
    glued?.has(index) !== true;
  const given = new Set<string>();
  for (let index = 0; index < tokens.length; index++) {
    if (introduced[index] === 0) continue;
    const speaker = introduced[index] === SPEAKER_NAME;
    if (speaker ? capitalise[index - 1] === 1 || capitalise[index + 1] === 1 : !lone(index)) continue;
    const word = words[index]!;
    if (
      // (a listed name after an introduction is the recognizers'; the speaker's name is not restored)
      (!speaker && (wordFacts(tokens[index]!.word) & LISTED_NAME) !== 0) ||
      !/^[\p{L}\p{M}]+$/u.test(word) ||
      !isTitledName(word, language) ||
      isCueWord(word, language) ||
      isVocativeWord(word, language) ||
      isNameCueWord(word, language) ||
      isQuestionWord(word) ||
      isSubjectVerb(word, language)
    )
      continue;
    if (speaker) names.push({ start: tokens[index]!.start, end: tokens[index]!.end, local: true });
    else given.add(word);
  }
  if (given.size === 0) return;
  for (let index = 0; index < tokens.length; index++) {
    if (given.has(words[index]!) && lone(index))
      names.push({ start: tokens[index]!.start, end: tokens[index]!.end, local: false });
  }
}

/** Words searched back from a given name for the word for "name" that asks for it ("die naam op die polis ..."). */
const NAME_NOUN_REACH = 6;

/** The words of the name questions of every language ("kikun", "eliphelele", "complet"), built on first use. */
let questionWords: ReadonlySet<string> | undefined;

function isQuestionWord(word: string): boolean {
  questionWords ??= new Set([...QUESTIONS].flatMap((question) => question.split(' ')));
  return questionWords.has(word);
}

/**
 * The unlisted given name said before a one-word restored name that answers a name question ("the
 * name on the account please elize botha" -> `Elize Botha`): a name-shaped word of no table,
 * letters only, no word of a name question or introduction, right before the restored name, not
 * right after the noun for "name" or a word of three letters or fewer (there it qualifies the noun:
 * "igama likababa", "der name der empfängerin"), with a noun for "name" within
 * {@link NAME_NOUN_REACH} words before it. Linear in the words (the reach is a constant).
 */
function givenNamesBefore(
  text: string,
  tokens: readonly Token[],
  words: readonly string[],
  language: LanguageName,
  capitalise: Uint8Array,
  titles: Uint8Array,
): void {
  for (let index = 2; index < tokens.length; index++) {
    const given = index - 1;
    // (one restored word: a name of two or more is whole, and the word before it qualifies the
    // question, "igama eliphelele", "nyirinzu")
    if (
      capitalise[index] !== 1 ||
      capitalise[index + 1] === 1 ||
      capitalise[given] === 1 ||
      titles[given] === 1
    )
      continue;
    const word = words[given]!;
    if (
      !adjacent(text, tokens[given]!, tokens[index]!) ||
      !/^[\p{L}\p{M}]+$/u.test(word) ||
      !isNameCandidate(tokens[given]!, language) ||
      !isTitledName(word, language) ||
      isCueWord(word, language) ||
      isVocativeWord(word, language) ||
      isNameCueWord(word, language) ||
      isQuestionWord(word)
    )
      continue;
    // (the word right after the noun, or after an article or other short word, qualifies the noun:
    // "igama likababa", "der name der empfängerin")
    const before = words[given - 1]!;
    if (isNameNoun(before, language) || [...before].length <= 3) continue;
    let asked = false;
    for (let back = given - 1; back >= 0 && back >= given - NAME_NOUN_REACH; back--) {
      if (isNameNoun(words[back]!, language)) asked = true;
    }
    if (asked) capitalise[given] = 1;
  }
}

/**
 * `true` when the introduction `words`, starting at token `start`, is a bare copula said at the
 * call's opening ({@link OPENING_WORDS}): at the text's start or right after a greeting ("hello
 * this is thabo from ...", "bonjour c'est awa", "hallo hier ist ...").
 */
function openingCopula(
  text: string,
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
  language: LanguageName,
): boolean {
  if (start > OPENING_WORDS || !isCopulaIntroduction(words.join(' '), language)) return false;
  if (start === 0) return true;
  const before = tokens[start - 1]!;
  return adjacent(text, before, tokens[start]!) && isVocativeWord(before.lower, language);
}

/** Words of a call's opening, where an agent gives a first name only ("ndinonzi tendai ndingakubatsirei"). */
const OPENING_WORDS = 12;

/** The name questions of every language, as their lower-case words joined by single spaces. */
const QUESTIONS: ReadonlySet<string> = new Set(
  NAME_QUESTION_PHRASES.map((phrase) =>
    tokenize(phrase.toLowerCase())
      .map((token) => token.word)
      .join(' '),
  ),
);
/** Words after a name question searched for the name that answers it ("your name please it's grace"). */
const ANSWER_WORDS = 4;
/** Words capitalised after the listed name that answers a name question ("pilar mbomio"; more would reach the next question). */
const ANSWER_TAIL_WORDS = 1;

/**
 * After a name question in text from speech, the answer's name: the first listed name among the
 * next ANSWER_WORDS words (only spaces between them) and the ANSWER_TAIL_WORDS name-shaped word
 * right after it, listed or not ("su nombre completo pilar mbomio" -> "Pilar Mbomio"; "jou naam
 * asseblief dit is marike" -> "Marike"). Unlike after an introduction, an unlisted first word
 * ("asseblief", "está") is no name: a question is often followed by other words.
 */
function capitaliseAnswer(
  text: string,
  tokens: readonly Token[],
  first: number,
  language: LanguageName,
  capitalise: Uint8Array,
  listedOnly = false,
): void {
  // (a "please" between the question and the answer is no word of it: "votre nom s'il vous plaît
  // ndèye fatou diop", "jina lako tafadhali ...")
  const wordAt = (index: number): string | undefined => tokens[index]?.lower;
  while (pleaseWordsAt(wordAt, first, language) > 0) first += pleaseWordsAt(wordAt, first, language);
  // a name-shaped word that opens no clause, is no cue word and does not greet
  const plain = (index: number): boolean => {
    const token = tokens[index];
    if (
      token === undefined ||
      !adjacent(text, tokens[index - 1]!, token) ||
      !isNameCandidate(token, language)
    )
      return false;
    const word = token.lower;
    return isTitledName(word, language) && !isCueWord(word, language) && !isVocativeWord(word, language);
  };
  // (a hesitation is no word of the answer: "what is your name please eh it's uh thabo")
  let counted = 0;
  for (let index = first; index < tokens.length && counted < ANSWER_WORDS; index++) {
    if (index > first && !adjacent(text, tokens[index - 1]!, tokens[index]!)) return;
    const token = tokens[index]!;
    if (!isNumberFiller(language, token.word)) counted++;
    if ((wordFacts(token.word) & LISTED_NAME) === 0 || !isNameCandidate(token, language)) continue;
    // (after a bare noun, the rest of a name cue is no name: "igama lami", my name)
    if (listedOnly && isNameCueWord(token.lower, language)) continue;
    capitalise[index] = 1;
    // the unlisted given name before the listed one, right after the question ("your full names
    // faith wanjiru"), unless it is a word of a name cue ("ngu", "kamili": the question's own end)
    // (after a bare noun for "name", the word after it qualifies it: "igama likamama", "izina
    // ryanditseho", "cikakke"; and the words after the name are the next clause)
    if (listedOnly) return;
    if (index === first + 1 && plain(first) && !isNameCueWord(tokens[first]!.lower, language))
      capitalise[first] = 1;
    for (let tail = index + 1; tail < tokens.length && tail <= index + ANSWER_TAIL_WORDS; tail++) {
      if (!adjacent(text, tokens[tail - 1]!, tokens[tail]!) || !isNameCandidate(tokens[tail]!, language))
        return;
      capitalise[tail] = 1;
    }
    return;
  }
  if (listedOnly) return;
  // no listed name: two name-shaped words right after the question are the name ("nom et prénom
  // ouédraogo issouf"), unless either opens a clause, is a cue word or greets
  if (first > 0 && plain(first) && plain(first + 1)) {
    capitalise[first] = 1;
    capitalise[first + 1] = 1;
  }
}

const nameCueWords = new Map<LanguageName, ReadonlySet<string>>();

/** `true` when `word` (lower case) is a word of a name cue of `language` or English, or a noun for "name". */
function isNameCueWord(word: string, language: LanguageName): boolean {
  let words = nameCueWords.get(language);
  if (words === undefined) {
    const set = new Set<string>();
    for (const phrase of [
      ...INTRODUCTION_PHRASES.English,
      ...INTRODUCTION_PHRASES[language],
      ...SPOKEN_INTRODUCTIONS[language],
    ]) {
      for (const token of tokenize(phrase.toLowerCase())) set.add(token.word);
    }
    words = set;
    nameCueWords.set(language, words);
  }
  return words.has(word) || isNameNoun(word, language);
}

/** Languages whose copulas and comitatives are written glued to the name ("ngingubongani", "nozanele"). */
const NGUNI_LANGUAGES: ReadonlySet<LanguageName> = new Set<LanguageName>(['Zulu', 'Isixhosa']);
/**
 * Languages whose introductions and verbs of speaking with someone are written glued to the name:
 * the Nguni ones and Shona ("munotaura nafarai", you are speaking with Farai).
 */
const GLUED_NAME_LANGUAGES: ReadonlySet<LanguageName> = new Set<LanguageName>([...NGUNI_LANGUAGES, 'Shona']);
/** The glued prefixes that end an introduction, longest first ("ngingu", "ukhuluma no"). */
const GLUED_PREFIXES = ['nginguye', 'ndinguye', 'ngingu', 'ndingu', 'ngu', 'no', 'na'];
/** Fewest letters of a name glued to its prefix. */
const GLUED_NAME_LETTERS = 3;

/**
 * Names glued to the copula or comitative that ends an introduction, in Zulu and Isixhosa text
 * from speech: "ngingubongani" (I am Bongani), "ukhuluma nozanele" (you are speaking with
 * Zanele). The word is marked in `capitalise`; the result maps its token to where the name starts
 * in it. A one-word introduction ("ngingu", "ngu") needs a listed name after it; one of several
 * words ("ukhuluma no") any name-shaped word.
 */
function gluedNames(
  tokens: readonly Token[],
  leads: ReadonlyMap<string, readonly (readonly string[])[]>,
  capitalise: Uint8Array,
  language: LanguageName,
): Map<number, number> {
  const glued = new Map<number, number>();
  tokens.forEach((token, index) => {
    const word = token.lower;
    for (const prefix of GLUED_PREFIXES) {
      if (!word.startsWith(prefix) || word.length - prefix.length < GLUED_NAME_LETTERS) continue;
      const rest = token.word.slice(prefix.length);
      // (not a word of the language's tables: "igama lakhe ngubani", who)
      if (
        !/^\p{L}+$/u.test(rest) ||
        (wordFacts(rest) & NOT_A_NAME) !== 0 ||
        !isTitledName(rest.toLowerCase(), language)
      )
        continue;
      const phrases = leads.get(prefix) ?? [];
      const introduced = phrases.some((phrase) => {
        const before = phrase.length - 1;
        if (before === 0) return (wordFacts(rest) & LISTED_NAME) !== 0;
        for (let offset = 0; offset < before; offset++) {
          if (tokens[index - before + offset]?.lower !== phrase[offset]) return false;
        }
        return true;
      });
      if (!introduced) continue;
      capitalise[index] = 1;
      glued.set(index, prefix.length);
      return;
    }
  });
  return glued;
}

/**
 * Honorific prefixes glued to a name, per language, as recognisers write them in text from speech
 * ("vamoyo", Mr Moyo): Shona "va" (also the plural of respect).
 */
const HONORIFIC_PREFIXES: Partial<Record<LanguageName, readonly string[]>> = { Shona: ['va'] };
/** Fewest letters of a listed name after an honorific prefix ("va" + "moyo"). */
const HONORIFIC_NAME_LETTERS = 4;

/**
 * The words that are an honorific prefix of the language glued to a listed name that is no
 * common word ("maita basa vamoyo", "ndatenda vancube"), marked in `capitalise`; the result maps
 * each such token (and the Nguni glued names of `glued`) to where its capital goes. A word whose
 * rest is unlisted is a verb or noun of the prefix's class ("vanoda", "vakadzi").
 */
function honorificPrefixedNames(
  tokens: readonly Token[],
  language: LanguageName,
  capitalise: Uint8Array,
  glued: Map<number, number> | undefined,
): Map<number, number> | undefined {
  const prefixes = HONORIFIC_PREFIXES[language];
  if (prefixes === undefined) return glued;
  const result = new Map(glued);
  tokens.forEach((token, index) => {
    if (capitalise[index] === 1) return;
    const word = token.word;
    for (const prefix of prefixes) {
      if (!word.startsWith(prefix) || word.length - prefix.length < HONORIFIC_NAME_LETTERS) continue;
      const rest = word.slice(prefix.length);
      if (
        !/^\p{Ll}+$/u.test(rest) ||
        (wordFacts(rest) & (LISTED_NAME | NOT_A_NAME)) !== LISTED_NAME ||
        AMBIGUOUS.has(foldNumberWord(rest))
      )
        continue;
      capitalise[index] = 1;
      result.set(index, prefix.length);
      return;
    }
  });
  return result;
}

/** Two tokens with only spaces between them. */
function adjacent(text: string, first: Token, second: Token): boolean {
  for (let index = first.end; index < second.start; index++) {
    if (text.charCodeAt(index) !== 32) return false;
  }
  return true;
}

/** Name particles: listed as parts of surnames ("de Villiers", "van der Merwe"), never a name alone. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'del',
  'dos',
  'das',
  'des',
  'les',
  'los',
  'las',
  'bin',
  'ibn',
  'abu',
  'ben',
  'binti',
  'bint',
]);

function isNameCandidate(token: Token, language: LanguageName): boolean {
  return (
    /^\p{L}[\p{L}\p{M}'’-]{2,}$/u.test(token.word) &&
    !PARTICLES.has(token.word) &&
    !FUNCTION_WORDS.has(foldNumberWord(token.word)) &&
    (wordFacts(token.word) & NOT_A_NAME) === 0 &&
    numberWord(language, token.word) === undefined
  );
}

/** The view text and its offset maps, from the cased base and the sorted replacements. */
function assemble(base: string, replacements: readonly Replacement[]): SpokenView {
  let text = '';
  let cursor = 0;
  const viewStarts: number[] = [];
  const viewEnds: number[] = [];
  for (const replacement of replacements) {
    text += base.slice(cursor, replacement.originalStart);
    viewStarts.push(text.length);
    text += replacement.replacement;
    viewEnds.push(text.length);
    cursor = replacement.originalEnd;
  }
  text += base.slice(cursor);
  /** Original offset of a view offset; inside a replacement, its start (`isEnd`: its end). */
  const originalOf = (offset: number, isEnd: boolean): number => {
    let shift = 0;
    for (let index = 0; index < replacements.length; index++) {
      const replacement = replacements[index]!;
      if (offset <= viewStarts[index]!) return offset + shift;
      if (offset < viewEnds[index]!) return isEnd ? replacement.originalEnd : replacement.originalStart;
      shift = replacement.originalEnd - viewEnds[index]!;
    }
    return offset + shift;
  };
  /** View offset of an original offset; inside a replacement, its start (`isEnd`: its end). */
  const viewOf = (offset: number, isEnd: boolean): number => {
    let shift = 0;
    for (let index = 0; index < replacements.length; index++) {
      const replacement = replacements[index]!;
      if (offset <= replacement.originalStart) return offset + shift;
      if (offset < replacement.originalEnd) return isEnd ? viewEnds[index]! : viewStarts[index]!;
      shift = viewEnds[index]! - replacement.originalEnd;
    }
    return offset + shift;
  };
  return {
    text,
    toOriginal: (start, end) => ({ start: originalOf(start, false), end: originalOf(end, true) }),
    toView: (start, end) => ({ start: viewOf(start, false), end: viewOf(end, true) }),
    names: [],
    uncased: false,
    digitByDigit: [],
  };
}
