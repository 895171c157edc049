/**
 * Recall first for identifier shapes: in a call transcript, a long digit run (digit groups joined
 * by spaces, `-`, `.` or `/`) or a code that mixes letters and digits (`KQ-4471920-07`,
 * `NHIF-NB-5520913`, `19870312-12345-00001-23`) is personal data unless it is clearly something
 * else: an amount (a currency next to it, or thousands separators), a time, an ordinary date, a
 * quantity with its unit. It is masked even when no cue announces it, with the best type the
 * context gives (the nearest identifier cue before it in the same turn or in the question before
 * it; a code's own prefix first: `EMP-`, `POL-`, then a national ID's own layout: a codice fiscale), else the best its shape gives (13 digits that open
 * with a date of birth and a citizenship digit: a South African ID; a Luhn-valid 13 to 19 digits, or four groups of four after a Visa or Mastercard prefix: a card; 20 digits, alone or in groups of four: a prepaid token; a leading `+` or `0`
 * and 9 to 13 digits, or a valid mobile number of a country of the language that dials without a trunk 0: a phone; 11 digits from 22: a Nigerian BVN; letters and digits: a transaction reference; digits alone: an
 * account number). Its score (0.55) is below every specific recognizer's, so those decide the
 * type where they fire; this one catches what they leave.
 *
 * @example
 * ```ts
 * // 'the code is KQ-4471920-07, thanks' -> TRANSACTION_ID 'KQ-4471920-07'
 * // 'I paid KSh 25,000 at 10:30'       -> nothing
 * ```
 */
import { countAsciiDigits } from '../ascii-digits.js';
import { isLuhnValid } from '../checksums/luhn.js';
import { hasSouthAfricanIdShape } from '../checksums/south-african-id.js';
import type { ContextKind } from '../context/context-words.js';
import type { PlaceholderType } from '../placeholder-types.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { gluedWordLength } from '../reference-tokens.js';
import { characterClass, LETTER, NUMBER } from '../text-scan.js';
import { isGluedAmount } from './context-references.js';
import { isTrunklessMobile } from './phone-number.js';
import { typeOfPrefix } from './reference-prefixes.js';

/** Score of an unannounced reference: above the default threshold, below every specific recognizer. */
export const UNANNOUNCED_REFERENCE_SCORE = 0.55;
/** Fewest digits in a reference with letters, and in one of digits alone. */
const MIN_DIGITS_WITH_LETTERS = 4;
const MIN_DIGITS_ALONE = 7;
/** Longest reference, in code units. */
const MAX_LENGTH = 40;
/** `14h30`, `9H05`: a time written the French way. */
const TIME = /^\d{1,2}[hH]\d{2}$/u;
/** Four groups of four digits with a Visa or Mastercard issuer prefix. */
const CARD_LAYOUT = /^(?:4\d{3}|5[1-5]\d{2}|2[2-7]\d{2})([ -])\d{4}\1\d{4}\1\d{4}$/u;
/** A prepaid electricity token (STS): 20 digits, in groups of four or not. */
const PREPAID_TOKEN_LAYOUT = /^\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}\1\d{4}$/u;
/**
 * National IDs with letters whose layout is their own: an Italian codice fiscale (six letters, the
 * year, a month letter, the day, a town code, a check letter: `MNCLCU41P52D969X`).
 */
const GOVERNMENT_ID_LAYOUTS: readonly RegExp[] = [/^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/u];
/** How far back (code units) an identifier cue may stand, across one turn break. */
const CUE_WINDOW = 160;

/** Identifier cue kinds and the type each announces. */
const CUE_TYPES: ReadonlyMap<ContextKind, PlaceholderType> = new Map<ContextKind, PlaceholderType>([
  ['PHONE_NUMBER', 'PHONE_NUMBER'],
  ['BVN', 'BVN'],
  ['ACCOUNT_NUMBER', 'ACCOUNT_NUMBER'],
  ['CARD_NUMBER', 'CARD_NUMBER'],
  ['GOVERNMENT_ID', 'GOVERNMENT_ID'],
  ['TRANSACTION_ID', 'TRANSACTION_ID'],
  ['CUSTOMER_ID', 'CUSTOMER_ID'],
  ['EMPLOYEE_ID', 'EMPLOYEE_ID'],
  ['STUDENT_ID', 'STUDENT_ID'],
  ['POLICY_NUMBER', 'POLICY_NUMBER'],
  ['MEDICAL_ID', 'MEDICAL_ID'],
]);

const DIGITS_ONLY_TYPES: ReadonlySet<PlaceholderType> = new Set(['PHONE_NUMBER', 'CARD_NUMBER', 'BVN']);

/** Currencies written before or after an amount (lower case; symbols as they are). */
const CURRENCIES = new Set(
  `ksh kshs kes ush ugx tsh tzs rwf frw ngn naira ₦ n zar r rand rands ghs gh₵ ₵ cedi cedis etb birr br egp mad dh dhs
  usd us$ $ eur € euro euros gbp £ chf xof xaf cfa fcfa francs franc dollars dollar pounds shillings shilling sh
  shs kwacha zmw mwk bwp pula lsl maloti szl emalangeni nad ريال جنيه درهم دينار ብር`
    .split(/\s+/u)
    .filter(Boolean),
);
/** Units after a quantity (lower case). */
const UNITS = new Set(
  `kg g mg km m cm mm l ml litres liters litre liter gb mb kb tb kw kwh mw units unit bags bags pieces pcs boxes
  tonnes tons kilos grams metres meters minutes seconds hours days weeks months years people persons`
    .split(/\s+/u)
    .filter(Boolean),
);

/** A letter or digit: ASCII by ranges, the rest by the shared class table (a surrogate counts as a letter). */
function isReferenceCode(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);
  if (code >= 0xd800 && code <= 0xdfff) return true;
  return (characterClass(code) & (LETTER | NUMBER)) !== 0;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The recall-first recognizer of identifier shapes. */
export const unannouncedReferenceRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'unannounced-reference',
  entityTypes: [...new Set(CUE_TYPES.values())],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text, scan } = input;
    const entities: RecognizedEntity[] = [];
    const digitStarts = scan.digitRunStarts;
    let covered = 0;
    for (let index = 0; index < digitStarts.length; index++) {
      const digitStart = digitStarts[index]!;
      if (digitStart < covered) continue;
      const span = referenceAround(text, digitStart);
      covered = span.end;
      // a word glued to the value by a hyphen ("Ngu-681104 5823 086") is no part of it, nor a
      // locative glued to a phone number ("ku0773 301 552", "Pa0733 286 410")
      span.start += gluedWordLength(text, span.start) || gluedLocativeLength(text, span.start, span.end);
      // a code's capitals said before its digit groups ("ngu-DH 881 902 447")
      span.start = capitalPrefixStart(input, span.start, span.end);
      // no identifier is that long: a blob of digits is left to the specific recognizers
      if (span.end - span.start > MAX_LENGTH || span.end - span.start < MIN_DIGITS_WITH_LETTERS) continue;
      const value = text.slice(span.start, span.end);
      const digits = countAsciiDigits(value);
      if (TIME.test(value)) continue;
      const hasLetters = /\p{L}/u.test(value);
      if (
        digits < (hasLetters ? MIN_DIGITS_WITH_LETTERS : MIN_DIGITS_ALONE) &&
        !isCapitalCode(value) &&
        (hasLetters || !isSaidDigitByDigit(input, span.start, span.end))
      )
        continue;
      if (hasLetters && (!isCodeShape(value) || isGluedAmount(value))) continue;
      if (!hasLetters && isOrdinaryNumber(input, span.start, span.end, value)) continue;
      entities.push({
        type: typeFor(input, span.start, value, hasLetters),
        start: span.start,
        end: span.end,
        score: UNANNOUNCED_REFERENCE_SCORE,
        recognizer: 'unannounced-reference',
      });
    }
    return entities;
  },
};

/**
 * `[start, end)` is a number said digit by digit (the spoken view's, {@link AnalysisInput.digitByDigit}):
 * an identifier with fewer than {@link MIN_DIGITS_ALONE} digits too ("ስድስት ሶስት ሁለት ዜሮ ዘጠኝ",
 * "huɗu huɗu bakwai uku"), since no amount, time or quantity is said so.
 */
function isSaidDigitByDigit(input: AnalysisInput, start: number, end: number): boolean {
  const spans = input.digitByDigit;
  if (spans === undefined) return false;
  // (in text order: a binary search keeps a text of many numbers linear)
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (spans[middle]!.start < start) low = middle + 1;
    else high = middle;
  }
  const span = spans[low];
  return span !== undefined && span.start === start && span.end === end;
}

/**
 * The reference token around a digit: letters and digits joined by `-`, `/`, `.` or `_`, and digit
 * groups of two or more joined by single spaces (`0123 4567 89`).
 */
function referenceAround(text: string, position: number): { start: number; end: number } {
  let start = position;
  while (start > 0) {
    const before = text.charCodeAt(start - 1);
    if (isReferenceCode(before)) start--;
    else if (isJoinerCode(before) && start > 1 && isReferenceCode(text.charCodeAt(start - 2))) start -= 2;
    else break;
  }
  let end = position;
  while (end < text.length) {
    const next = text.charCodeAt(end);
    if (isReferenceCode(next)) end++;
    else if (isJoinerCode(next) && end + 1 < text.length && isReferenceCode(text.charCodeAt(end + 1)))
      end += 2;
    else if (
      next === 32 &&
      isDigitCode(text.charCodeAt(end - 1)) &&
      isDigitCode(text.charCodeAt(end + 1)) &&
      (isDigitCode(text.charCodeAt(end + 2)) || isLastCheckDigit(text, start, end))
    )
      end++;
    else break;
  }
  // a trailing joiner or space is never part of it; a leading + is (an international number)
  while (end > start && !isReferenceCode(text.charCodeAt(end - 1))) end--;
  if (start > 0 && text.charCodeAt(start - 1) === 43) start--;
  return { start, end };
}

/** Fewest digits of digit groups before a last group of one digit ({@link isLastCheckDigit}). */
const MIN_DIGITS_BEFORE_CHECK_DIGIT = 10;

/**
 * One digit after digit groups ending at `end` (a space between) that ends the value: no letter,
 * digit or space after it, at least {@link MIN_DIGITS_BEFORE_CHECK_DIGIT} digits before it, the
 * last group of three or more ("1000 2345 6789 1.", an account's check digit; "1 250 000" opens
 * with its short group).
 */
function isLastCheckDigit(text: string, start: number, end: number): boolean {
  const after = text.charCodeAt(end + 2);
  if (end + 2 < text.length && (after === 32 || isReferenceCode(after))) return false;
  const value = text.slice(start, end);
  return /\d{3} ?$/u.test(value) && countAsciiDigits(value) >= MIN_DIGITS_BEFORE_CHECK_DIGIT;
}

/** `-`, `/`, `.` or `_`. */
function isJoinerCode(code: number): boolean {
  return code === 45 || code === 47 || code === 46 || code === 95;
}

/**
 * Two or three small letters (a capital first), or one or two letters of a script without case
 * (Ethiopic, Arabic), glued to a trunk `0` or `+` and nine digits or more, and nothing else.
 */
const GLUED_LOCATIVE = /^(?:\p{L}\p{Ll}{1,2}|[\u0600-\u06FF\u1200-\u137F]{1,2})(?=[+0][\d ]{8,}$)/u;

/**
 * The length of a preposition or locative written glued to a phone number ("ku0773 301 552",
 * "pa0242 270 118", Shona and other Bantu languages; Amharic "በ0911 437 208", at): two or three
 * letters, the first maybe a capital, or one or two Ethiopic or Arabic letters, before a trunk `0`
 * or `+` and at least nine more digits and spaces; else 0. A code's one Latin letter ("s0123 0045
 * 2018", "c00912") stays.
 */
function gluedLocativeLength(text: string, start: number, end: number): number {
  return GLUED_LOCATIVE.exec(text.slice(start, end))?.[0].length ?? 0;
}

/**
 * A code of capitals and digits mixed through it, as mobile-money and national-ID systems issue
 * them ("SFK3H9QZ2W", "KQ9T4X2M"): 8 to 16 characters, at least two digits and three capitals, no
 * small letter, no separator; a word and a number written together ("COVID19", "MP3") are shorter
 * or end in their digits.
 */
function isCapitalCode(value: string): boolean {
  return (
    CAPITAL_CODE.test(value) && /\d\D+\d|\d[A-Z]/u.test(value) && (value.match(/[A-Z]/gu)?.length ?? 0) >= 3
  );
}

const CAPITAL_CODE = /^(?=(?:[A-Z]*\d){2})[A-Z0-9]{8,16}$/u;

/**
 * A code: no spaces, no lower-case-only word longer than three letters (so "2024-invoice" or
 * "room-12345-floor" are words with numbers, while "KQ-4471920-07" and "cus70088" are codes); or a
 * capital prefix glued to digit groups ({@link PREFIXED_DIGIT_GROUPS}: "HR-448 201 773/02").
 */
function isCodeShape(value: string): boolean {
  if (value.includes(' ')) return PREFIXED_DIGIT_GROUPS.test(value);
  for (const part of value.split(/[-/._]/u)) {
    if (/^\p{Ll}{4,}$/u.test(part)) return false;
  }
  return true;
}

/**
 * Capitals, a joiner or a space, then digit groups parted by spaces, and one more part after a
 * joiner ("HR-448 201 773/02", "TAL 118 420 95"; glued, "R1 250" is an amount).
 */
const PREFIXED_DIGIT_GROUPS = /^[A-Z]{1,6}[-/. ]\d+(?: \d+)+(?:[-/.]\d+)?$/u;

/** Two to four capitals, a word of their own (or after a hyphen: "ngu-DH"), then one space. */
const CAPITAL_PREFIX = /(?:^|[\s-])([A-Z]{2,4}) $/u;

/**
 * The start of digit groups (`start`..`end`, digits only, no trunk 0 or `+`: no phone) with the
 * capitals said before them as a word of their own ("Inombolo ngu-DH 881 902 447", "TAL 118 420
 * 95"), or `start`: not a currency ("KES 250 000") nor a cue ("ID 881 902 447").
 */
function capitalPrefixStart(input: AnalysisInput, start: number, end: number): number {
  const { text } = input;
  if (start < 1 || text.charCodeAt(start - 1) !== 32 || !/^[1-9]\d* \d/u.test(text.slice(start, end)))
    return start;
  const prefix = CAPITAL_PREFIX.exec(text.slice(Math.max(0, start - 6), start))?.[1];
  if (prefix === undefined || CURRENCIES.has(prefix.toLowerCase())) return start;
  const prefixStart = start - 1 - prefix.length;
  if (input.context.cuesBefore(start, 8).some((cue) => cue.end > prefixStart)) return start;
  return prefixStart;
}

/**
 * Amounts, times, dates and quantities: digit runs that are not identifiers. Digit groups of three
 * after a short lead group read as an amount ("1 250 000"), unless, with no currency or unit next
 * to them, they are a valid mobile number of a country of the language that dials without a trunk
 * 0 ("74 880 213", a Botswana number).
 */
function isOrdinaryNumber(input: AnalysisInput, start: number, end: number, value: string): boolean {
  const { text } = input;
  const before = text.slice(Math.max(0, start - 12), start).toLowerCase();
  const after = text.slice(end, end + 16).toLowerCase();
  const previousWord = /([\p{L}\p{Sc}$₦₵€£]+\$?)[\s.]*$/u.exec(before)?.[1];
  // (a letter elided before an apostrophe is an article or a preposition: "l'adresse", "d'accord")
  const nextWord = /^[\s]*([\p{L}\p{Sc}$₦₵€£]+)(?!['’])/u.exec(after)?.[1];
  const measured =
    (previousWord !== undefined && CURRENCIES.has(previousWord)) ||
    (nextWord !== undefined && (CURRENCIES.has(nextWord) || UNITS.has(nextWord))) ||
    /[\p{Sc}]\s*$/u.test(before) ||
    /^\s*[\p{Sc}]/u.test(after);
  // thousands separators or decimals: an amount or a measure
  if (
    /^\d{1,3}(?:[,. ]\d{3})+(?:[.,]\d{1,2})?$/u.test(value) &&
    !/^\d{3} \d{3} \d{3,4}$/u.test(value) &&
    (measured || !/^\d{1,3}(?: \d{3})+$/u.test(value) || !isTrunklessMobile(input, value.replace(/ /gu, '')))
  )
    return true;
  if (/^\d+[.,]\d{1,2}$/u.test(value)) return true;
  if (isDate(value)) return true;
  if (measured) return true;
  if (/^:\d/u.test(text.slice(end, end + 2)) || /\d:$/u.test(text.slice(start - 2, start))) return true;
  return false;
}

/** `dd/mm/yyyy`, `yyyy-mm-dd`, `dd.mm.yy` and the like, with plausible parts. */
function isDate(value: string): boolean {
  const parts = value.split(/[-/.]/u);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/u.test(part))) return false;
  const numbers = parts.map(Number);
  const [first, second, third] = numbers as [number, number, number];
  if (parts[0]!.length === 4) return second >= 1 && second <= 12 && third >= 1 && third <= 31;
  if (parts[2]!.length === 4 || parts[2]!.length === 2) {
    const dayMonth = first >= 1 && first <= 31 && second >= 1 && second <= 12;
    const monthDay = first >= 1 && first <= 12 && second >= 1 && second <= 31;
    return (dayMonth || monthDay) && parts[0]!.length <= 2 && parts[1]!.length <= 2;
  }
  return false;
}

/** Most digits of a phone number (E.164: 15 with the country code). */
const MAX_PHONE_DIGITS = 15;

/** Fewest and most digits of a card number (Maestro cards have 12). */
const CARD_DIGITS = { min: 12, max: 19 } as const;

function isCardLength(value: string): boolean {
  const digits = countAsciiDigits(value);
  return digits >= CARD_DIGITS.min && digits <= CARD_DIGITS.max;
}

/**
 * The type: the nearest identifier cue before the value (its turn or the question before) that no
 * other value answered already, else the shape's.
 */
function typeFor(input: AnalysisInput, start: number, value: string, hasLetters: boolean): PlaceholderType {
  // a code's own prefix says most (reference-prefixes.ts): EMP-5541, NHIF-NB-5520913
  const prefixed = hasLetters ? typeOfPrefix(value) : undefined;
  if (prefixed !== undefined) return prefixed;
  // a national ID's own layout: an Italian codice fiscale
  if (hasLetters && GOVERNMENT_ID_LAYOUTS.some((layout) => layout.test(value))) return 'GOVERNMENT_ID';
  const cues = input.context.cuesBefore(start, CUE_WINDOW);
  const lineStart = input.text.lastIndexOf('\n', start - 1);
  const previousLineStart = lineStart <= 0 ? -1 : input.text.lastIndexOf('\n', lineStart - 1);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.end <= previousLineStart) break;
    // a cue already answered by a value between it and this one announces that value, not this one
    if (/\d/u.test(input.text.slice(cue.end, start))) break;
    for (const kind of cue.kinds) {
      const type = CUE_TYPES.get(kind);
      // no phone, card or BVN holds letters; a card has 12 to 19 digits (Maestro from 12; a phone's ten are no card's)
      if (type === 'CARD_NUMBER' && !isCardLength(value)) continue;
      // nor is a number longer than any phone's (15 digits with the country code) a phone
      if (type === 'PHONE_NUMBER' && countAsciiDigits(value) > MAX_PHONE_DIGITS) continue;
      if (type !== undefined && !(hasLetters && DIGITS_ONLY_TYPES.has(type))) return type;
    }
  }
  if (hasLetters) return 'TRANSACTION_ID';
  const digits = value.replace(/\D/gu, '');
  // 13 digits that open with a date of birth and hold a citizenship digit: a South African ID,
  // whatever its check digit (before the card test: a Luhn-valid one is an ID, not a 13-digit card)
  if (hasSouthAfricanIdShape(digits)) return 'GOVERNMENT_ID';
  if (digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits)) return 'CARD_NUMBER';
  // a card's layout (four groups of four) and an issuer's prefix (Visa 4, Mastercard 51-55 and
  // 22-27), whatever its check digit: a card number read out one digit wrong
  if (CARD_LAYOUT.test(value)) return 'CARD_NUMBER';
  // five groups of four: a prepaid electricity token (the STS standard's 20 digits)
  if (PREPAID_TOKEN_LAYOUT.test(value)) return 'TRANSACTION_ID';
  if (/^(?:\+|0)/u.test(value) && digits.length >= 9 && digits.length <= 13) return 'PHONE_NUMBER';
  if (/^22\d{9}$/u.test(value)) return 'BVN';
  // a mobile number of a country that dials without a trunk 0 ("nomoro ya gago seven two four one
  // eight eight zero six", "mi chiami al tre due zero ...")
  if (isTrunklessMobile(input, digits)) return 'PHONE_NUMBER';
  return 'ACCOUNT_NUMBER';
}
