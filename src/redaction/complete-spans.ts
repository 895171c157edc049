/**
 * Completes found values at their edges: the words around a value that belong to it are masked
 * with it, so that no part of it reaches the output. After overlaps are resolved (and names
 * completed), each entity grows, never across a line break, punctuation or another entity:
 *
 * - DATE_OF_BIRTH, to the left over a prefix glued to its day ("we-12", "ngowama-27"), the day and month said in words that the date readers left out
 *   (number words, month names, the tens, the joiners between them and the word for "year", across
 *   commas: "lesome le bone mopitlwe 1984", "iri na ise nke julaị 1975", "Goma sha biyu ga
 *   Afrilu, 1968" when only the year was read) and then over one article or word for "day"/"date" ("the", "die", "le", "el",
 *   "tarehe", "itariki", "ọjọ́", "ụbọchị", "umhla") and the Bantu date particles, before a day in digits too (Sesotho "Ka la
 *   9 Phupu", Setswana "di 17", Nguni "ngomhla we-12", Shona "musi wa 8"); to the right over an article and an ordinal
 *   day after it ("nineteen ninety one october the fifth", Twi "may da a ɛtɔ so mmiɛnsa" with the
 *   words that make an ordinal between), over a calendar's era mark ("ሰኔ 3 ቀን 1982 ዓ.ም.", "١٥ رجب
 *   ١٤٠٥ هـ"), and, for a date without its month yet, over its second part, a day and a month after
 *   a comma or the era mark ("1956, ka la 4 Tšitoe", "1990 ዓ.ም. ግንቦት 3");
 * - ADDRESS that starts with a number (digits, a number word, a house letter or a house word), to
 *   the left over up to three house words ("plot", "house number", "No.", "nyumba namba", "gida mai lamba");
 * - identifiers (every ID type): to the left over the parts of their code glued before them by
 *   `-`, `_`, `/` or `.` ("FNBB-REF-55180327", "T_9QX4ML2A7P"); those that start with a digit (of
 *   any script), over one code of 2 to 8 capital letters, or one capital that is no vowel, written
 *   before it with one space ("BOMAID 0087 2219 03", "RSSB 1122 0498 7731", "S 26 0441 7719"),
 *   a scheme's name of up to five capitals even when it is a cue word ("NHIF 44719820", "SSN 1144
 *   0927 6": the name is part of the number), but not "ID", "BVN", "IBAN" or a word such as "OK";
 *   over spelled letters in small letters ("t f 10442", "mz 4471", "e MP00417" as the written view
 *   reads "e m p zero zero four ...", up to six before a code that starts with them: "m r n l n e
 *   otto zero ..."), a scheme's name in small letters that is no cue ("gha 709 ..."), capitals
 *   spelled with hyphens ("S-I-C, L-F, 0071932"), and over a check letter and up to three digits
 *   after it ("63-2214578 Q 42", "53 240891 N 01 2") or capitals that end the clause ("FNB 7741 0093
 *   AMU."), then over the rest of the code: letters before digits,
 *   a letter glued to digits, digit groups after a code with a letter ("JJD0001 4480 2219 73").
 *
 * Then ADDRESS entities that only a comma separates are joined into one ("ወረዳ 11፣ የቤት ቁጥር 402").
 *
 * The words are those of `span-edge-words.ts`, per language.
 *
 * @example
 * ```ts
 * // 'Le 14 juillet 1956' with DATE_OF_BIRTH '14 juillet 1956' -> DATE_OF_BIRTH 'Le 14 juillet 1956'
 * ```
 */
import type { LanguageName } from '../languages.js';
import { CONTEXT_WORDS, type ContextKind, contextPhrases } from './context/context-words.js';
import { isCustomerAccount } from './lettered-accounts.js';
import { IDENTIFIER_TYPES } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { SPOKEN_ANSWER_WORDS } from './recognizers/address-answer.js';
import { landmarkPhrases } from './recognizers/address-landmark-words.js';
import { addressTownEdges } from './recognizers/address-town-edges.js';
import { addressUnitWords } from './recognizers/address-unit-words.js';
import { ETHIOPIC_NON_NAME_WORDS, TOWN_NAMES } from './recognizers/person-name-cues.js';
import { STOP_WORD, wordFacts } from './recognizers/person-name-word-facts.js';
import { HOUSE_WORDS, STREET_PREFIXES, STREET_SUFFIXES } from './recognizers/street-words.js';
import { type SpanEdgeWords, spanEdgeWords } from './span-edge-words.js';
import { isSpeechText } from './speech-text.js';
import { isDateFrameWord } from './spoken/date-frame-words.js';
import { foldNumberWord, numberWord } from './spoken/number-words.js';
import { isMonthWord } from './spoken/spoken-dates.js';

/** Most number and joiner words a date grows over to its left. */
const MAX_DATE_WORDS = 10;
/** Most joiners between a date's article and an ordinal day after it ("da a ɛtɔ so mmiɛnsa"). */
const MAX_ORDINAL_JOINERS = 3;
/** Most house words an address grows over. */
const MAX_HOUSE_WORDS = 3;

/** Capital words that are never part of a code. */
const NOT_CODES: ReadonlySet<string> = new Set([
  'OK',
  'AM',
  'PM',
  'ID',
  'NO',
  'NR',
  'TEL',
  'FAX',
  'PIN',
  'SMS',
  // a format's name, and a type's own name
  'IBAN',
  'BVN',
]);

/**
 * Names of numbering schemes that no language has as a word, as a recogniser writes them in small
 * letters before the number ("gha 709 331 8245"): part of the number, unless the name is a cue word
 * of the language (said in small letters, "numéro cnss 1045...", it names the fund, not the code).
 */
const SCHEME_NAMES: ReadonlySet<string> = new Set([
  'nhif',
  'nhis',
  'nhia',
  'cbhi',
  'shif',
  'rssb',
  'mrn',
  'ssn',
  'nssf',
  'ssnit',
  'nssa',
  'cnps',
  'cnss',
  'cnaps',
  'rrr',
  'gha',
  'txn',
  'trx',
]);

/** Most single letters of a code spelled in small letters before its digits ("m r n l n e 80 ..."). */
const MAX_SPELLED_LETTERS = 6;

/** ISO 4217 codes of the currencies said in calls: an amount's unit after a number, not a code's part. */
const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'USD',
  'EUR',
  'GBP',
  'KES',
  'NGN',
  'ZAR',
  'GHS',
  'TZS',
  'UGX',
  'RWF',
  'ETB',
  'XOF',
  'XAF',
  'EGP',
  'MAD',
  'DZD',
  'TND',
  'BWP',
  'ZMW',
  'MWK',
  'NAD',
  'LSL',
  'SZL',
  'ZWL',
  'ZIG',
  'SLE',
  'LRD',
  'GMD',
  'CDF',
  'BIF',
  'SDG',
  'SSP',
  'SOS',
  'DJF',
  'ERN',
  'MZN',
  'AOA',
  'MUR',
  'SCR',
  'MGA',
  'CFA',
  'SAR',
  'AED',
]);

/** Most capitals of a scheme's name written before its digits ("NHIF", "SSNIT"), a cue or not. */
const MAX_SCHEME_CAPITALS = 5;

/** Characters that end a token: white space and punctuation that separates words. */
function isTokenBoundary(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 10 ||
    code === 13 ||
    code === 0xa0 ||
    code === 44 || // ,
    code === 59 || // ;
    code === 58 || // :
    code === 63 || // ?
    code === 33 || // !
    code === 40 ||
    code === 41 ||
    code === 0x60c || // Arabic comma
    code === 0x61f || // Arabic question mark
    code === 0x1363 || // Ethiopic comma
    code === 0x1362 // Ethiopic full stop
  );
}

/** `a`-`z`. */
function isLowerCaseLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0;
}

/** A token that ends at `end` after spaces only (no line break), or undefined. */
function tokenBefore(
  text: string,
  position: number,
  limit: number,
  afterComma = false,
): { start: number; end: number } | undefined {
  let end = position;
  while (end > limit && isSpace(text.charCodeAt(end - 1))) end--;
  // `afterComma`: the token may stand before a comma ("Afrilu, 1968")
  if (afterComma && end > limit + 1 && end < position && text.charCodeAt(end - 1) === 44) end--;
  if (end === position || end <= limit) return undefined;
  let start = end;
  while (start > limit && !isTokenBoundary(text.charCodeAt(start - 1))) start--;
  return start < end ? { start, end } : undefined;
}

/** A token that starts after spaces only (no line break) at `position`, or undefined. */
function tokenAfter(
  text: string,
  position: number,
  limit: number,
): { start: number; end: number } | undefined {
  let start = position;
  while (start < limit && isSpace(text.charCodeAt(start))) start++;
  if (start === position || start >= limit) return undefined;
  let end = start;
  while (end < limit && !isTokenBoundary(text.charCodeAt(end))) end++;
  return start < end ? { start, end } : undefined;
}

/** A token's folded form, without a final full stop (kept for era marks written with dots). */
function folded(text: string, start: number, end: number): string {
  return foldNumberWord(text.slice(start, end));
}

function withoutFinalStop(word: string): string {
  return word.length > 1 && word.endsWith('.') ? word.slice(0, -1) : word;
}

/** Grows entities over the words at their edges that belong to them; see the module comment. */
export function completeSpans(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
): RecognizedEntity[] {
  return joinAddressParts(text, withGrownEdges(text, language, entities, false));
}

/** `entities` grown at their edges: every type {@link completeSpans} grows, or the identifiers alone. */
function withGrownEdges(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
  identifiersOnly: boolean,
): RecognizedEntity[] {
  let result: RecognizedEntity[] | undefined;
  for (let index = 0; index < entities.length; index++) {
    const entity = entities[index]!;
    if (
      !IDENTIFIER_TYPES.has(entity.type) &&
      (identifiersOnly || (entity.type !== 'DATE_OF_BIRTH' && entity.type !== 'ADDRESS'))
    )
      continue;
    const previousEnd = index > 0 ? (result ?? entities)[index - 1]!.end : 0;
    const nextStart = index + 1 < entities.length ? entities[index + 1]!.start : text.length;
    let start = entity.start;
    let end = entity.end;
    if (entity.type === 'DATE_OF_BIRTH') {
      start = dateStart(text, language, start, previousEnd);
      end = dateEnd(text, language, start, end, nextStart);
    } else if (entity.type === 'ADDRESS') {
      start = addressStart(text, language, start, end, previousEnd);
      end = addressEnd(text, language, end, nextStart);
    } else {
      ({ start, end } = identifierEdges(text, language, start, end, previousEnd, nextStart));
    }
    // an account number that opens with letters other than a country's is a customer's account
    const type =
      entity.type === 'ACCOUNT_NUMBER' && isCustomerAccount(text.slice(start, end))
        ? 'CUSTOMER_ID'
        : entity.type;
    if (start === entity.start && end === entity.end && type === entity.type) continue;
    result ??= entities.slice();
    result[index] = { ...entity, type, start, end };
  }
  return result ?? (entities as RecognizedEntity[]);
}

/** Only a comma (Latin, Arabic or Ethiopic) and spaces between two parts of one address. */
const ADDRESS_PART_GAP = /^[ \t]*[,،፣]?[ \t]*$/u;

/**
 * `entities` with every run of ADDRESS entities that only a comma separates joined into one
 * ("ወረዳ 11፣ የቤት ቁጥር 402", "Plot 9, Kiwatule": parts found by different recognizers are one address).
 */
function joinAddressParts(text: string, entities: RecognizedEntity[]): RecognizedEntity[] {
  let joined: RecognizedEntity[] | undefined;
  for (let index = 1; index < entities.length; index++) {
    const entity = entities[index]!;
    const previous = (joined ?? entities)[(joined?.length ?? index) - 1]!;
    if (
      entity.type === 'ADDRESS' &&
      previous.type === 'ADDRESS' &&
      previous.end <= entity.start &&
      ADDRESS_PART_GAP.test(text.slice(previous.end, entity.start))
    ) {
      joined ??= entities.slice(0, index);
      joined[joined.length - 1] = {
        ...previous,
        end: entity.end,
        score: Math.max(previous.score, entity.score),
      };
      continue;
    }
    joined?.push(entity);
  }
  return joined ?? entities;
}

/**
 * The identifiers of `entities` grown over their codes' letters and check letters (the identifier
 * step of {@link completeSpans} alone). Run on the written view of text from speech too, where
 * number words are digits: "pp two four one ..." is read "pp 241...", whose letters then join it.
 */
export function completeIdentifiers(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
): RecognizedEntity[] {
  return withGrownEdges(text, language, entities, true);
}

/** An identifier's start and end grown over its code's letters and its check letter. */
function identifierEdges(
  text: string,
  language: LanguageName,
  start: number,
  end: number,
  previousEnd: number,
  nextStart: number,
): { start: number; end: number } {
  let grown = gluedCodeStart(text, start, previousEnd);
  grown = codeStart(text, language, grown, previousEnd);
  if (grown === start) grown = spelledCodeStart(text, language, start, previousEnd);
  grown = schemeNameStart(text, language, grown, previousEnd);
  grown = spelledCapitalsStart(text, grown, previousEnd);
  return {
    start: grown,
    end: codeContinuationEnd(text, start, codeEnd(text, language, end, nextStart), nextStart),
  };
}

/** Most parts a code's continuation takes. */
const MAX_CONTINUATION_PARTS = 4;

/**
 * The end of an identifier grown over the rest of its code read after its digits, each part one
 * space after the last: one or two single letters before a digit group ("pp 24051911 33 **a 07**",
 * "k j a 44019 **a a 72**", as the written view reads a spelled code), a letter or two glued to a
 * digit group ("pp240611 **1533 c00912**"), and, after a code that holds a letter, a digit group
 * ("JJD0001 **4480 2219 73**"). A letter is taken only with two or three digits after it ("SRD4419022
 * r 2090" leaves the amount: rands).
 */
function codeContinuationEnd(text: string, start: number, end: number, limit: number): number {
  const last = text.charCodeAt(end - 1);
  if (last < 48 || last > 57) return end;
  let lettered = /[A-Za-z]/u.test(text.slice(start, end));
  let grown = end;
  for (let part = 0; part < MAX_CONTINUATION_PARTS; part++) {
    let token = tokenAfter(text, grown, limit);
    if (token === undefined || token.start - grown !== 1) break;
    // (a sentence's full stop after a part is not part of it)
    if (text.charCodeAt(token.end - 1) === 46) token.end--;
    let word = text.slice(token.start, token.end);
    if (/^\d{2,}$/u.test(word) && lettered) {
      grown = token.end;
      continue;
    }
    if (/^[A-Za-z]{1,2}\d{2,}$/u.test(word)) {
      grown = token.end;
      lettered = true;
      continue;
    }
    // one or two single letters, then a digit group
    let letters = 0;
    while (letters < 2 && /^[A-Za-z]$/u.test(word)) {
      letters++;
      const next = tokenAfter(text, token.end, limit);
      if (next === undefined || next.start - token.end !== 1) break;
      token = next;
      if (text.charCodeAt(token.end - 1) === 46) token.end--;
      word = text.slice(token.start, token.end);
    }
    // (a longer number after a letter is what follows: "... 4419022 r 2090", rands)
    if (letters === 0 || !/^\d{2,3}$/u.test(word)) break;
    grown = token.end;
    lettered = true;
  }
  return grown;
}

function isDayNumberWord(language: LanguageName, word: string, words: SpanEdgeWords): boolean {
  if (isBareDayNumberWord(language, word, words.dayNumbers)) return true;
  // a noun class or copula prefix glued to the day ("**zinga**mashumi", "**ngowama**-27", "**we**sithathu")
  for (const prefix of words.dayPrefixes) {
    if (word.length <= prefix.length + 1 || !word.startsWith(prefix)) continue;
    const rest =
      word.charCodeAt(prefix.length) === 45 ? word.slice(prefix.length + 1) : word.slice(prefix.length);
    if (DAY_DIGITS.test(rest) || isBareDayNumberWord(language, rest, words.dayNumbers)) return true;
  }
  return false;
}

/** A day of the month in digits. */
const DAY_DIGITS = /^(?:[1-9]|[12]\d|3[01])$/u;

function isBareDayNumberWord(language: LanguageName, word: string, dayNumbers: ReadonlySet<string>): boolean {
  if (dayNumbers.has(word)) return true;
  const number = numberWord(language, word);
  // no day is said with a zero ("Oh, the twelfth of June", Igbo "ọ bụ ..." read as English "o")
  return (
    number !== undefined &&
    number.role !== 'plus' &&
    number.role !== 'repeat' &&
    number.role !== 'connector' &&
    !(number.role === 'digit' && number.value === 0)
  );
}

/** Most letters of a prefix glued to a date by a hyphen ("ngowama-27", "ziyi-17", "ngo-1988"). */
const MAX_GLUED_PREFIX = 10;
/** Most words that open a date before its day or year ("ka la", "ka di", "musi wa", "le", "tariki"). */
const MAX_DATE_LEADS = 2;

/**
 * `start` moved back to the start of its word when the date starts after one of the language's day
 * prefixes and a hyphen (the noun class or copula prefix of a Nguni day: "we-12", "ngowama-27",
 * "ziyi-17"; not the locative "ngo-" of "ngo-12 Mashi").
 */
function gluedPrefixStart(text: string, start: number, limit: number, prefixes: readonly string[]): number {
  if (prefixes.length === 0 || start - 2 < limit || text.charCodeAt(start - 1) !== 45) return start;
  let grown = start - 1;
  while (grown > limit && start - 1 - grown < MAX_GLUED_PREFIX && /\p{L}/u.test(text[grown - 1]!)) grown--;
  if (grown === start - 1 || (grown > limit && !isTokenBoundary(text.charCodeAt(grown - 1)))) return start;
  return prefixes.includes(foldNumberWord(text.slice(grown, start - 1))) ? grown : start;
}

/**
 * The start of a date grown over a prefix glued to its day, the day's number words, and the words
 * that open it ({@link MAX_DATE_LEADS} at most): an article before a day said in words ("le deux
 * avril"), a Bantu date particle before any day ("Ka la 9 Phupu", "tariki cumi n icyenda",
 * "Ngomhla we-12 kuTshazimpuzi").
 */
function dateStart(text: string, language: LanguageName, start: number, limit: number): number {
  const words = spanEdgeWords(language);
  let committed = gluedPrefixStart(text, start, limit, words.dayPrefixes);
  let position = committed;
  // one word no table knows may stand between the day and the year: a month in a spelling of its own
  let unknownWord = true;
  for (let count = 0; count < MAX_DATE_WORDS; count++) {
    const token = tokenBefore(text, position, limit, true);
    if (token === undefined) break;
    const word = folded(text, token.start, token.end);
    if (isDayNumberWord(language, word, words) || isMonthWord(language, text.slice(token.start, token.end))) {
      committed = token.start;
      position = token.start;
    } else if (words.dateJoiners.has(word)) {
      // a joiner belongs to the date only with a number word before it
      position = token.start;
    } else if (unknownWord && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(text.slice(token.start, token.end))) {
      // (as a joiner: only with a number word before it)
      unknownWord = false;
      position = token.start;
    } else break;
  }
  // an article or "day" word opens a date whose day is said in words ("le deux avril", not "Le 9
  // novembre"); a Bantu date particle any date ("ka la 9 Phupu", "ngomhla we-12", "musi wa 8")
  const day = text.charCodeAt(committed);
  const inWords =
    !(day >= 48 && day <= 57) &&
    !DAY_DIGITS.test(
      folded(text, committed, readToken(text, committed, text.length).end).replace(GLUED_DAY_PREFIX, ''),
    );
  let particle = false;
  for (let count = 0; count < MAX_DATE_LEADS; count++) {
    const lead = tokenBefore(text, committed, limit);
    if (lead === undefined) break;
    const word = folded(text, lead.start, lead.end);
    // (the word before a particle only with it: Sesotho "**ka** la 9", not "ka 12/12/1990")
    const opens = particle ? words.particleOpeners.has(word) : words.dateParticles.has(word);
    if (!opens && !(inWords && words.dateLeads.has(word))) break;
    particle ||= words.dateParticles.has(word);
    committed = lead.start;
  }
  return committed;
}

/** The end of a date grown over "the fifth" and an era mark after it. */
function dateEnd(text: string, language: LanguageName, start: number, end: number, limit: number): number {
  const words = spanEdgeWords(language);
  let grown = end;
  const article = tokenAfter(text, grown, limit);
  if (article !== undefined && words.dateLeads.has(folded(text, article.start, article.end))) {
    // the joiners that make an ordinal of a number may stand between (Twi "da **a ɛtɔ so** mmiɛnsa": the third day)
    let day = tokenAfter(text, article.end, limit);
    let joined = false;
    for (let count = 0; count < MAX_ORDINAL_JOINERS && day !== undefined; count++) {
      if (!words.dateJoiners.has(folded(text, day.start, day.end))) break;
      joined = true;
      day = tokenAfter(text, day.end, limit);
    }
    if (day !== undefined) {
      const number = numberWord(language, withoutFinalStop(folded(text, day.start, day.end)));
      if (
        number !== undefined &&
        (number.role === 'ordinal' || (joined && (number.role === 'digit' || number.role === 'teen'))) &&
        number.value <= 31
      )
        grown = text.charCodeAt(day.end - 1) === 46 ? day.end - 1 : day.end;
    }
  }
  const era = tokenAfter(text, grown, limit);
  if (era !== undefined) {
    const word = folded(text, era.start, era.end);
    if (words.eraMarks.has(word)) grown = era.end;
    else if (words.eraMarks.has(withoutFinalStop(word))) grown = era.end - 1;
  }
  return holdsMonth(text, language, start, end)
    ? grown
    : dateContinuationEnd(
        text,
        language,
        words,
        grown,
        grown !== end || endsWithEra(text, words, start, end),
        limit,
      );
}

/** Whether the date `text.slice(start, end)` ends with its calendar's era mark ("1990 ዓ.ም."). */
function endsWithEra(text: string, words: SpanEdgeWords, start: number, end: number): boolean {
  let last = end;
  while (last > start && !isTokenBoundary(text.charCodeAt(last - 1))) last--;
  const word = folded(text, last, end);
  return last < end && (words.eraMarks.has(word) || words.eraMarks.has(withoutFinalStop(word)));
}

/** Whether a date already holds its month: a month name, or digits in groups ("04/11/1994"). */
function holdsMonth(text: string, language: LanguageName, start: number, end: number): boolean {
  if (/\d[-/.]\d/u.test(text.slice(start, end))) return true;
  for (let position = start; position < end; ) {
    const token = readToken(text, position, end);
    if (
      token.end > token.start &&
      isMonthWord(language, withoutFinalStop(text.slice(token.start, token.end)))
    )
      return true;
    position = Math.max(token.end, position + 1);
  }
  return false;
}

/** A noun class or copula prefix glued to a day in digits by a hyphen ("we-3", "ka-17", "ziyi-17"). */
const GLUED_DAY_PREFIX = /^\p{L}{1,8}-(?=\d)/u;

/** Most words a date's second part takes: frame and joining words, the day and the month. */
const MAX_CONTINUATION_WORDS = 6;
/** The commas (Latin, Arabic, Ethiopic) between two parts of one date. */
const DATE_PART_COMMAS: ReadonlySet<number> = new Set([44, 0x60c, 0x1363]);

/**
 * The end of a date grown over its second part, a day and a month after a comma or an era mark
 * ("1956, **ka la 4 Tšitoe**", "1990 ዓ.ም. **ግንቦት 3**"): the frame and joining words of the
 * language between, the day in digits or words, the month by name; both the day and the month, or
 * nothing.
 */
function dateContinuationEnd(
  text: string,
  language: LanguageName,
  words: SpanEdgeWords,
  end: number,
  afterEra: boolean,
  limit: number,
): number {
  let position = end;
  if (!afterEra) {
    if (!DATE_PART_COMMAS.has(text.charCodeAt(position))) return end;
    position++;
  }
  let day = false;
  let month = false;
  let grown = end;
  for (let count = 0; count < MAX_CONTINUATION_WORDS && !(day && month); count++) {
    const token = tokenAfter(text, position, limit);
    if (token === undefined) break;
    const raw = text.slice(token.start, token.end);
    const word = withoutFinalStop(folded(text, token.start, token.end));
    const tokenEnd = raw.length > 1 && raw.endsWith('.') ? token.end - 1 : token.end;
    if (
      !day &&
      (DAY_DIGITS.test(word.replace(GLUED_DAY_PREFIX, '')) || isDayNumberWord(language, word, words))
    ) {
      day = true;
      grown = tokenEnd;
    } else if (!month && isMonthWord(language, withoutFinalStop(raw))) {
      month = true;
      grown = tokenEnd;
    } else if (!(words.dateLeads.has(word) || words.dateJoiners.has(word) || isDateFrameWord(language, word)))
      break;
    position = token.end;
  }
  return day && month ? grown : end;
}

/** The start of an address that opens with a number, grown over the house words before it. */
function addressStart(
  text: string,
  language: LanguageName,
  start: number,
  end: number,
  limit: number,
): number {
  const first = readToken(text, start, end);
  const firstWord = text.slice(first.start, first.end);
  const words = spanEdgeWords(language);
  const firstFolded = foldNumberWord(firstWord);
  const opensWithNumber =
    /\d/u.test(firstWord) ||
    /^\p{L}$/u.test(firstWord) ||
    numberWord(language, firstFolded) !== undefined ||
    words.houseWords.has(firstFolded);
  if (/^\p{Lu}/u.test(firstWord)) start = streetNameStart(text, words, start, limit);
  start = areaPartsStart(text, words, start, limit);
  start = numberedPartsStart(text, language, start, limit);
  if (!opensWithNumber) return start;
  let grown = start;
  for (let count = 0; count < MAX_HOUSE_WORDS; count++) {
    const token = tokenBefore(text, grown, limit);
    if (token === undefined) break;
    const word = folded(text, token.start, token.end);
    if (!words.houseWords.has(word) && !words.houseWords.has(withoutFinalStop(word))) break;
    grown = token.start;
  }
  return grown;
}

/** Most words a street name's opening grows over ("An der", "Kleine"). */
const MAX_STREET_OPENERS = 3;
/** The articles between a German preposition and the street name ("An der Mühle"). */
const STREET_ARTICLES: ReadonlySet<string> = new Set(['der', 'dem', 'den']);

/**
 * `start` moved back over the capitalised words that open the street name ("Kleine Ulrichstraße 7",
 * "Am Hang 3", "Ou Kerkstraat 12"): the language's `streetOpeners`, and an article after a preposition.
 */
function streetNameStart(text: string, words: SpanEdgeWords, start: number, limit: number): number {
  if (words.streetOpeners.size === 0) return start;
  let grown = start;
  let position = start;
  for (let count = 0; count < MAX_STREET_OPENERS; count++) {
    const token = tokenBefore(text, position, limit);
    if (token === undefined) break;
    const word = text.slice(token.start, token.end);
    const lower = folded(text, token.start, token.end);
    if (STREET_ARTICLES.has(word)) {
      position = token.start;
      continue;
    }
    if (!/^\p{Lu}/u.test(word) || !words.streetOpeners.has(lower)) break;
    grown = position = token.start;
  }
  return grown;
}

/** Most words of an area part before a comma in a script without letter case. */
const MAX_AREA_PART_WORDS = 4;
/** Most name words before the area words of a part ("ኮልፌ ቀራኒዮ | ክፍለ ከተማ"). */
const MAX_AREA_NAME_WORDS = 2;
/** Words that are no part of an area's name (Ethiopic function words and time words: "አሁን", "ደግሞ"). */
const AREA_STOP_WORDS: ReadonlySet<string> = new Set(ETHIOPIC_NON_NAME_WORDS);
/** Most area parts an address grows over. */
const MAX_AREA_PARTS = 2;
/** A part of an address in Ethiopic or Arabic script: no digit, no Latin letter. */
const UNCASED_PART = /^[\u0600-\u06FF\u1200-\u139F/ ]+$/u;

/**
 * `start` moved back over the parts before it, each before an Arabic or Ethiopic comma, that name
 * an area of the address with one of the language's `areaWords` ("ኮልፌ ቀራኒዮ ክፍለ ከተማ፣ ወረዳ 11",
 * "درب السلطان، زنقة 14"): written from the largest place down, they are parts of the same address.
 * Before such parts, the last word of the part before them is the town ("መቐለ፣ ሓድነት ክፍለ ከተማ፣ ቀበሌ 16").
 */
function areaPartsStart(text: string, words: SpanEdgeWords, start: number, limit: number): number {
  if (words.areaWords.size === 0) return start;
  let grown = start;
  for (let count = 0; count < MAX_AREA_PARTS; count++) {
    let comma = grown;
    while (comma > limit && isSpace(text.charCodeAt(comma - 1))) comma--;
    const mark = text.charCodeAt(comma - 1);
    if (comma <= limit || (mark !== 0x60c && mark !== 0x1363)) break;
    let partStart = comma - 1;
    while (partStart > limit && !/[.,:;!?\n\u060c\u061f\u1361-\u1368]/u.test(text[partStart - 1]!))
      partStart--;
    const part = text.slice(partStart, comma - 1);
    if (!UNCASED_PART.test(part)) break;
    // the area words at the part's end and up to two name words before them ("አሁን | አዲስ ከተማ ክፍለ ከተማ")
    const partWords = [...part.matchAll(/\S+/gu)];
    let first = partWords.length;
    while (first > 0 && words.areaWords.has(foldNumberWord(partWords[first - 1]![0]))) first--;
    const areaFirst = first;
    if (
      areaFirst === partWords.length &&
      !partWords.some((word) => words.areaWords.has(foldNumberWord(word[0])))
    ) {
      // the town before the area parts, written from the largest place down ("መቐለ፣ ሓድነት ክፍለ
      // ከተማ፣ ቀበሌ 16"): the last word of the part before them, a name (no stop word)
      const town = partWords[partWords.length - 1];
      if (count > 0 && town !== undefined && !AREA_STOP_WORDS.has(town[0])) grown = partStart + town.index;
      break;
    }
    while (
      first > 0 &&
      areaFirst - first < MAX_AREA_NAME_WORDS &&
      partWords.length - first < MAX_AREA_PART_WORDS &&
      !AREA_STOP_WORDS.has(partWords[first - 1]![0])
    )
      first--;
    if (first === partWords.length) break;
    grown = partStart + partWords[first]!.index;
    if (first > 0) break;
  }
  return grown;
}

/** Most numbered parts an address grows over to its left. */
const MAX_NUMBERED_PARTS = 3;
/** Most words of a numbered part ("Hay Nahda 2", "rue 14", "Block C 12"). */
const MAX_NUMBERED_PART_WORDS = 4;
/** A house number in a part: digits, maybe with a letter or a second number (`14`, `4B`, `12/3`). */
const PART_NUMBER = /^\d{1,5}[A-Za-z]?(?:[/-]\d{1,4})?$/u;

/**
 * `start` moved back over the parts before it, each before a comma, that hold a place word of the
 * language (a street, house, unit or area word) and a number, and only capitalised words, numbers
 * and place words ("**Hay Nahda 2, rue 14,** maison 37, Rabat"): written from the largest place
 * down, they are parts of the same address. A stop word ("C'est") or a lower-case word ends a part.
 * A whole part of capitalised words without a number is taken too when it holds a place word
 * ("**Haus Abendrot,** Zimmer 21, ...") or when a numbered part stands before it ("**Eenheid 12,
 * Protea Park,** Wilgerstraat 40, Polokwane": the estate's name between two parts of the address).
 */
function numberedPartsStart(text: string, language: LanguageName, start: number, limit: number): number {
  let grown = start;
  let position = start;
  for (let count = 0; count < MAX_NUMBERED_PARTS; count++) {
    let comma = position;
    while (comma > limit && isSpace(text.charCodeAt(comma - 1))) comma--;
    if (comma <= limit || text.charCodeAt(comma - 1) !== 44) break;
    let partStart = comma - 1;
    while (partStart > limit && !/[.,:;!?\n]/u.test(text[partStart - 1]!)) partStart--;
    const partWords = [...text.slice(partStart, comma - 1).matchAll(/\S+/gu)];
    let first = partWords.length;
    let hasNumber = false;
    let hasPlace = false;
    while (first > 0 && partWords.length - first < MAX_NUMBERED_PART_WORDS) {
      const word = partWords[first - 1]![0];
      const place = isPlaceWord(language, word);
      if (PART_NUMBER.test(word)) hasNumber = true;
      else if (place) hasPlace = true;
      else if (!/^\p{Lu}[\p{L}\p{M}'’-]*$/u.test(word) || (wordFacts(word) & STOP_WORD) !== 0) break;
      first--;
    }
    if (first === partWords.length) break;
    const partBegin = partStart + partWords[first]!.index;
    if (hasNumber && hasPlace) grown = position = partBegin;
    // a whole part without a number: taken with a place word, or kept for a numbered part before it
    else if (first === 0 && !hasNumber && partWords.length <= MAX_NAMED_PART_WORDS) {
      position = partBegin;
      if (hasPlace) grown = position;
    } else break;
  }
  return grown;
}

/** Most words of a part without a number ("Protea Park", "Haus Abendrot"). */
const MAX_NAMED_PART_WORDS = 3;

const placeWordSets = new Map<LanguageName, ReadonlySet<string>>();

/** A street, house, unit or area word of `language` (or English), any case. */
function isPlaceWord(language: LanguageName, word: string): boolean {
  let words = placeWordSets.get(language);
  if (words === undefined) {
    const edges = spanEdgeWords(language);
    words = new Set(
      [
        ...STREET_PREFIXES,
        ...STREET_SUFFIXES,
        ...HOUSE_WORDS,
        ...addressUnitWords(language),
        ...edges.houseWords,
        ...edges.areaWords,
      ]
        .filter((place) => !/\s/u.test(place) && place.length > 1 && !/^n[or°º.]*$/iu.test(place))
        .map(foldNumberWord),
    );
    placeWordSets.set(language, words);
  }
  return words.has(foldNumberWord(word));
}

function readToken(text: string, start: number, end: number): { start: number; end: number } {
  let tokenEnd = start;
  while (tokenEnd < end && !isTokenBoundary(text.charCodeAt(tokenEnd))) tokenEnd++;
  return { start, end: tokenEnd };
}

/** `-`, `_`, `/` or `.`: what joins the parts of a code written whole. */
function isCodeJoiner(code: number): boolean {
  return code === 45 || code === 95 || code === 47 || code === 46;
}

/** A capital letter A-Z or an ASCII digit. */
function isCapitalOrDigit(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/**
 * The start of an identifier grown over the parts of its code glued before it by `-`, `_`, `/` or
 * `.` ("FNBB-REF-55180327" where a cue word inside the code, "REF", announced only its digits;
 * "T_9QX4ML2A7P", whose `_` the reference reader does not join): capitals and digits only, so a word
 * glued by a hyphen ("Ngu-", "yi-") stays out.
 */
function gluedCodeStart(text: string, start: number, limit: number): number {
  let grown = start;
  while (grown - 1 > limit && isCodeJoiner(text.charCodeAt(grown - 1))) {
    let partStart = grown - 1;
    while (partStart > limit && isCapitalOrDigit(text.charCodeAt(partStart - 1))) partStart--;
    if (partStart === grown - 1) break;
    // the part starts the token: nothing but a boundary before it (or another joiner, read next)
    if (partStart > 0) {
      const before = text.charCodeAt(partStart - 1);
      if (!isTokenBoundary(before) && !isCodeJoiner(before)) break;
    }
    grown = partStart;
  }
  return grown;
}

/** A decimal digit of any script ("4", "٤"). */
const DECIMAL_DIGIT = /^\p{Nd}/u;

/**
 * The start of an identifier grown over a capital-letter code written before it: 2 to 8 capitals,
 * or one capital that is no vowel ("S 26 0441 7719", "F 08271543"; "A", "I", "O" are words).
 */
function codeStart(text: string, language: LanguageName, start: number, limit: number): number {
  if (!DECIMAL_DIGIT.test(text.slice(start, start + 1))) return start;
  // exactly one space between the code and the digits
  if (start - 2 < limit || text.charCodeAt(start - 1) !== 32) return start;
  let codeStart = start - 1;
  while (codeStart > limit) {
    const code = text.charCodeAt(codeStart - 1);
    if (code >= 65 && code <= 90) codeStart--;
    else break;
  }
  const length = start - 1 - codeStart;
  if (length > 8 || length < 1) return start;
  if (length === 1 && VOWELS.test(text[codeStart]!)) return start;
  if (codeStart > 0) {
    const before = text.charCodeAt(codeStart - 1);
    // a code stands alone: no letter, digit or joiner glued to it, but for a prefix in small
    // letters before a hyphen (the copula of Zulu and Isixhosa: 'ngu-CLM 7730 1945')
    if (!isTokenBoundary(before) && !(before === 45 && isLowerCaseLetter(text.charCodeAt(codeStart - 2))))
      return start;
  }
  const code = text.slice(codeStart, start - 1);
  // a scheme's name in capitals is the code's first part, cue or not ("NHIF 44719820", "SSN 1144
  // 0927 6", "RRR 2904-7731-0558"); a longer cue word ("PASSPORT") and a word such as "ID" or "OK" are not
  if (NOT_CODES.has(code)) return start;
  if (length > MAX_SCHEME_CAPITALS && isNeverCode(language, code)) return start;
  return codeStart;
}

/** `code` (any case) is never part of a code: one of {@link NOT_CODES}, or a one-word cue of `language` ("NHIF", "NRC"), which says what the value is. */
export function isNeverCode(language: LanguageName, code: string): boolean {
  return NOT_CODES.has(code.toUpperCase()) || oneWordCues(language).has(code.toLowerCase());
}

const cueWords = new Map<LanguageName, ReadonlySet<string>>();

/** The cue phrases of one word of `language` (lower case). */
function oneWordCues(language: LanguageName): ReadonlySet<string> {
  let words = cueWords.get(language);
  if (words === undefined) {
    const set = new Set<string>();
    for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[]) {
      for (const phrase of contextPhrases(language, kind))
        if (!/\s/u.test(phrase)) set.add(phrase.toLowerCase());
    }
    words = set;
    cueWords.set(language, words);
  }
  return words;
}

/** A letter that is a word of its own in some language ("a", "i", "e", "o", "u", "y"). */
const VOWELS = /[aeiouy]/iu;

/**
 * The start of an identifier grown over the letters written before it in small letters, as a
 * speech recogniser writes a spelled code: one group of 2 to 4 consonants ("mz 4471 2098", "bd
 * 04771": no word of the languages is a lone consonant cluster), or two or three single letters
 * ("t f 10442", "m c 0098 4471"), the last one space before the digits.
 */
function spelledCodeStart(text: string, language: LanguageName, start: number, limit: number): number {
  // digits, or a code whose spelled letters were joined to its digits ("e MP00417": "e m p zero
  // ..."), or a code that starts with letters spelled in small letters ("l n e otto zero ...")
  const leading = /^(?:[A-Z]{0,3}(?=\d)|[a-z](?= \S))/u.exec(text.slice(start, start + 4))?.[0].length;
  if (leading === undefined) return start;
  const token = tokenBefore(text, start, limit);
  if (token === undefined || start - token.end !== 1) return start;
  const word = text.slice(token.start, token.end);
  // (a cue is not part of the value: "nrc 123456", "mtcn 8412...")
  if (leading === 0 && /^[b-df-hj-np-tv-xz]{2,4}$/u.test(word))
    return oneWordCues(language).has(word) ? start : token.start;
  if (!/^[a-z]$/u.test(word)) return start;
  let grown = token.start;
  let letters = 1 + leading;
  const most = /^[a-z]/u.test(text.slice(start, start + 1)) ? MAX_SPELLED_LETTERS : 3;
  for (let count = 0; count < most - 1; count++) {
    const before = tokenBefore(text, grown, limit);
    if (
      before === undefined ||
      grown - before.end !== 1 ||
      !/^[a-z]$/u.test(text.slice(before.start, before.end))
    )
      break;
    grown = before.start;
    letters++;
  }
  return letters >= 2 ? grown : start;
}

/** Most groups of capitals spelled with hyphens before a code ("S-I-C, L-F, 0071932"). */
const MAX_SPELLED_CAPITAL_GROUPS = 3;

/**
 * The start of an identifier grown over groups of capitals spelled with hyphens before it, each
 * one space or a comma and a space before the next ("S-I-C, L-F, 0071932": a scheme's letters
 * spelled out).
 */
function spelledCapitalsStart(text: string, start: number, limit: number): number {
  let grown = start;
  for (let group = 0; group < MAX_SPELLED_CAPITAL_GROUPS; group++) {
    let end = grown;
    if (end - 1 <= limit || text.charCodeAt(end - 1) !== 32) break;
    end--;
    if (text.charCodeAt(end - 1) === 44) end--;
    let groupStart = end;
    while (groupStart > limit && !isTokenBoundary(text.charCodeAt(groupStart - 1))) groupStart--;
    if (!/^[A-Z](?:-[A-Z]){1,5}$/u.test(text.slice(groupStart, end))) break;
    grown = groupStart;
  }
  return grown;
}

/** The start of an identifier grown over a scheme's name in small letters one space before it ("gha 709 331 8245"). */
function schemeNameStart(text: string, language: LanguageName, start: number, limit: number): number {
  const token = tokenBefore(text, start, limit);
  if (token === undefined || start - token.end !== 1 || token.end - token.start > MAX_SCHEME_CAPITALS)
    return start;
  const word = text.slice(token.start, token.end);
  return SCHEME_NAMES.has(word) && !oneWordCues(language).has(word) ? token.start : start;
}

/**
 * The end of an identifier grown over a check letter after its digits ("63-2214578 Q 42", "08
 * 1045523 m 13", "RR 447 120 933 ZA"): one letter that is no word of its own, two capitals, or up
 * to five that end the clause ("FNB 7741 0093 AMU."; no currency: "4500 KES"),
 * and up to three digits after it, in one group or two ("65 180375 K 004", "53 240891 N 01 2").
 * A letter before a longer number or a number word starts what follows (a currency: "... 4419022
 * r 2090", "... two two r two thousand").
 */
function codeEnd(text: string, language: LanguageName, end: number, limit: number): number {
  const last = text.charCodeAt(end - 1);
  if (last < 48 || last > 57) return end;
  const token = tokenAfter(text, end, limit);
  if (token === undefined || token.start - end !== 1) return end;
  // (a sentence's full stop after the letter is not part of it)
  if (text.charCodeAt(token.end - 1) === 46) token.end--;
  const word = text.slice(token.start, token.end);
  const letter = /^[A-Za-z]$/u.test(word) && !VOWELS.test(word);
  // a code of capitals after the digits: two, or up to five that end the clause ("FNB 7741 0093
  // AMU."), no currency ("4500 KES") nor word such as "OK"
  const capitals =
    /^[A-Z]{2,5}$/u.test(word) &&
    !NOT_CODES.has(word) &&
    !CURRENCY_CODES.has(word) &&
    (word.length === 2 || !/^ \p{L}/u.test(text.slice(token.end, token.end + 2)));
  if (!letter && !capitals) return end;
  const following = tokenAfter(text, token.end, limit);
  if (following !== undefined && following.start - token.end === 1) {
    const next = text.slice(following.start, following.end);
    if (/^\d{4}/u.test(next) || numberWord(language, next) !== undefined) return end;
  }
  // up to three digits after it, in one group or two ("K 004", "N 01 2": a serial and a check digit)
  let grown = token.end;
  let digitCount = 0;
  for (let group = 0; group < 2; group++) {
    const digits = tokenAfter(text, grown, limit);
    if (digits === undefined || digits.start - grown !== 1) break;
    // (a sentence's full stop after the digits is not part of them either)
    if (text.charCodeAt(digits.end - 1) === 46) digits.end--;
    const length = digits.end - digits.start;
    if (!/^\d{1,3}$/u.test(text.slice(digits.start, digits.end)) || digitCount + length > 3) break;
    digitCount += length;
    grown = digits.end;
  }
  return grown;
}

/** `word` without a locative prefix fused to its capital (`eQonce` -> `Qonce`, `kwaMashu` -> `Mashu`). */
function withoutLocativePrefix(word: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(word[prefix.length] === '-' ? prefix.length + 1 : prefix.length);
    if (/^\p{Lu}/u.test(rest)) return rest;
  }
  return word;
}

/** Most characters of an address's tail: the parts after it up to the end of its sentence. */
const MAX_ADDRESS_TAIL = 120;
/** Most words of one part of an address's tail (a town, a postcode and a town, an area). */
const MAX_ADDRESS_TAIL_WORDS = 3;
/** Most comma-separated parts of an address's tail. */
const MAX_ADDRESS_TAIL_PARTS = 4;
/** Most words of a landmark part after its phrase ("near | the Methodist church"). */
const MAX_LANDMARK_WORDS = 6;
/** A word of a script without letter case (Ethiopic, Arabic). */
const UNCASED_WORD = /^[\u0600-\u06FF\u1200-\u139F]/u;
/** A number in any script, maybe with a house letter or a second number ("14", "4B", "12/3", "٢"). */
const TAIL_NUMBER = /^\p{Nd}+[\p{L}]?(?:[/-]\p{Nd}+)?$/u;

/**
 * The end of an address grown over the rest of its sentence when that rest is made of parts of
 * the address: up to four parts after commas, each a town, a postcode, a country, an area or a
 * unit (at most three words, each capitalised (no stop word), a number, a place word, or after a
 * comma in a script without case) or a landmark ("near the Methodist church", "detrás de la
 * iglesia"), up to the end of the line or sentence ("P.O. Box 1142, Mafeteng **900**",
 * "Brunnenstraße 118, 10119 **Berlin**", "ፖ.ሳ.ቁ. 26113**፣ አዲስ አበባ**", "فيلا ٣٣، كمبوند الياسمين**،
 * البوابة رقم ٢، التجمع الخامس، القاهرة الجديدة**"). The first part may follow without a comma
 * ("Gartenweg 3 **79102 Freiburg**").
 */
function addressEnd(text: string, language: LanguageName, end: number, limit: number): number {
  const town = townAfterNumber(text, language, end, limit);
  const landmark = isSpeech(text) ? spokenLandmarkEnd(text, language, town, limit) : town;
  if (landmark > end) return landmark;
  let stop = end;
  const reach = Math.min(limit, end + MAX_ADDRESS_TAIL + 1);
  while (stop < reach) {
    const code = text.charCodeAt(stop);
    if (
      code === 10 ||
      code === 13 ||
      code === 46 ||
      code === 63 ||
      code === 33 ||
      code === 0x1362 ||
      code === 0x61f
    )
      break;
    stop++;
  }
  if (stop === reach && stop < text.length && stop !== limit) return end;
  const edges = addressTownEdges(language);
  // a copula that closes the sentence stays outside ("... Gusau | ne?")
  const copula = /[ \t]+(\S+)[ \t]*$/u.exec(text.slice(end, stop));
  if (copula && edges.copulas.includes(copula[1]!)) stop -= copula[0].length;
  const tail = text.slice(end, stop);
  if (!/^[ \t]*[,،፣]?[ \t]*\S/u.test(tail)) return end;
  const parts = tail.split(/[,،፣]/u);
  if (parts.length > MAX_ADDRESS_TAIL_PARTS + 1) return end;
  for (let index = 0; index < parts.length; index++) {
    const words = parts[index]!.split(/\s+/u).filter((word) => word !== '');
    // (the part before the first comma is empty when the tail opens with one)
    if (words.length === 0 && index === 0) continue;
    if (!isTailPart(language, words, index > 0)) return end;
  }
  let grown = stop;
  while (grown > end && /\s/u.test(text[grown - 1]!)) grown--;
  return grown;
}

/** Whether `words` make one part of an address's tail (see {@link addressEnd}). */
function isTailPart(language: LanguageName, words: readonly string[], afterComma: boolean): boolean {
  if (words.length === 0) return false;
  if (afterComma && words.length <= MAX_LANDMARK_WORDS + 3 && opensWithLandmark(language, words)) return true;
  if (words.length > MAX_ADDRESS_TAIL_WORDS) return false;
  const edges = addressTownEdges(language);
  for (const word of words) {
    // words without case only after a comma (in speech the next question follows with a space)
    if (TAIL_NUMBER.test(word) || (afterComma && UNCASED_WORD.test(word))) continue;
    if (afterComma && isPlaceWord(language, word)) continue;
    const town = withoutLocativePrefix(word, edges.locativePrefixes);
    if (!/^\p{Lu}[\p{L}\p{M}'’-]*$/u.test(town)) return false;
    // (a stop word ends no address, but a town that is one does: "Kampala", "Berlin")
    if ((wordFacts(town) & STOP_WORD) !== 0 && !TOWNS.has(town.toLowerCase())) return false;
  }
  return true;
}

/**
 * The end of the town said right after an address's last number, in any case, as speech writes it
 * ("torstraße einhundertzwei zehn eins eins neun **berlin** wohnen sie noch", "plot 12 block 8
 * **gaborone**"): one word of {@link TOWN_NAMES}, a town that no other rule takes in lower case.
 */
function townAfterNumber(text: string, language: LanguageName, end: number, limit: number): number {
  let lastStart = end;
  while (lastStart > 0 && !isTokenBoundary(text.charCodeAt(lastStart - 1))) lastStart--;
  const lastWord = text.slice(lastStart, end);
  if (!/\p{Nd}$/u.test(lastWord) && numberWord(language, foldNumberWord(lastWord)) === undefined) return end;
  const next = tokenAfter(text, end, limit);
  if (next === undefined) return end;
  if (TOWNS.has(text.slice(next.start, next.end).toLowerCase())) return next.end;
  return isSpeech(text) ? placeWordsBeforeCloser(text, language, end, limit) : end;
}

/** The text last asked about, and whether it is speech: asked once per text, not per address. */
let speechText: string | undefined;
let speechTextIsSpeech = false;

/**
 * {@link isSpeechText} and written without capitals (a recogniser's output: "Pick me up on Nørrevej
 * 14 tomorrow" is one line but typed), remembered for the text last asked about.
 */
function isSpeech(text: string): boolean {
  if (text !== speechText) {
    speechText = text;
    speechTextIsSpeech = isSpeechText(text) && !/\p{Lu}/u.test(text);
  }
  return speechTextIsSpeech;
}

/** Most words of an area and a town said after an address's last number in speech. */
const MAX_SPOKEN_TAIL_WORDS = 2;

/**
 * The end of the area and town said after an address's last number in speech, when a word that
 * closes the answer follows them ("erf eins null zwei vier **vineta swakopmund** ah da haben wir",
 * "postfach zwei drei eins eins **swakopmund** danke schön", the closers of address-answer.ts) or
 * the text ends: one or two words of three letters or more, no number word, stop word, closer or cue.
 */
function placeWordsBeforeCloser(text: string, language: LanguageName, end: number, limit: number): number {
  const closers = answerClosers(language);
  let position = end;
  for (let count = 0; count <= MAX_SPOKEN_TAIL_WORDS; count++) {
    const token = tokenAfter(text, position, limit);
    if (token === undefined)
      return count > 0 && limit === text.length && position === trimmedEnd(text) ? position : end;
    const word = text.slice(token.start, token.end).toLowerCase();
    if (closers.has(word)) return count > 0 ? position : end;
    if (
      count === MAX_SPOKEN_TAIL_WORDS ||
      !/^[\p{L}\p{M}'’-]{3,}$/u.test(word) ||
      numberWord(language, foldNumberWord(word)) !== undefined ||
      ((wordFacts(word) & STOP_WORD) !== 0 && !TOWNS.has(word)) ||
      oneWordCues(language).has(word)
    )
      return end;
    position = token.end;
  }
  return end;
}

/**
 * The end of a landmark said after an address in speech, before or after its noun ("plot 12
 * **near the total petrol station** okay", "b 14 **methodist asɔre no akyi** medaase"): at most
 * {@link MAX_LANDMARK_WORDS} + 2 words that hold a landmark phrase of the language (or English),
 * up to a word that closes the answer or the text's end. No number word, digit or cue word (the
 * next question) may stand in them.
 */
function spokenLandmarkEnd(text: string, language: LanguageName, end: number, limit: number): number {
  const closers = answerClosers(language);
  const cues = oneWordCues(language);
  const words: string[] = [];
  let position = end;
  let closed = false;
  while (words.length <= MAX_LANDMARK_WORDS + 2) {
    const token = tokenAfter(text, position, limit);
    if (token === undefined) break;
    const word = text.slice(token.start, token.end).toLowerCase();
    if (closers.has(word)) {
      closed = true;
      break;
    }
    if (cues.has(word) || /\d/u.test(word) || numberWord(language, foldNumberWord(word)) !== undefined)
      return end;
    words.push(word);
    position = token.end;
  }
  if (words.length === 0 || words.length > MAX_LANDMARK_WORDS + 2) return end;
  if (!closed && !(limit === text.length && position === trimmedEnd(text))) return end;
  const phrases = landmarkWordLists(language);
  for (let index = 0; index < words.length; index++)
    for (const phrase of phrases)
      if (phrase.every((word, offset) => words[index + offset] === word)) return position;
  return end;
}

/** The landmark phrases of `language` (and English), each as its words. */
function landmarkWordLists(language: LanguageName): ReadonlyArray<readonly string[]> {
  let phrases = landmarkPhraseWords.get(language);
  if (phrases === undefined) {
    phrases = landmarkPhrases(language).map((phrase) => phrase.split(' '));
    landmarkPhraseWords.set(language, phrases);
  }
  return phrases;
}

/** The end of `text` without its trailing white space. */
function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && /\s/u.test(text[end - 1]!)) end--;
  return end;
}

const closerSets = new Map<LanguageName, ReadonlySet<string>>();

/** The first words of the answer closers of `language` and English (two letters or more). */
function answerClosers(language: LanguageName): ReadonlySet<string> {
  let closers = closerSets.get(language);
  if (closers === undefined) {
    closers = new Set(
      [...SPOKEN_ANSWER_WORDS[language].closers, ...SPOKEN_ANSWER_WORDS.English.closers]
        .map((closer) => closer.split(' ')[0]!.toLowerCase())
        .filter((closer) => closer.length > 1),
    );
    closerSets.set(language, closers);
  }
  return closers;
}

/** {@link TOWN_NAMES} in lower case. */
const TOWNS: ReadonlySet<string> = new Set(TOWN_NAMES.map((town) => town.toLowerCase()));

const landmarkPhraseWords = new Map<LanguageName, ReadonlyArray<readonly string[]>>();

/** Whether `words` open with a landmark phrase of `language` and hold at most {@link MAX_LANDMARK_WORDS} words after it. */
function opensWithLandmark(language: LanguageName, words: readonly string[]): boolean {
  for (const phrase of landmarkWordLists(language)) {
    if (words.length <= phrase.length || words.length - phrase.length > MAX_LANDMARK_WORDS) continue;
    if (phrase.every((word, index) => words[index]!.toLowerCase() === word)) return true;
  }
  return false;
}
