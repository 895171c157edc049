/**
 * ADDRESS: street addresses in the 19 languages: a house number and a capitalised street name
 * with a street-type word after it (`12 Adeola Odeku Street`) or before it (`15 rue de la Paix`,
 * `Mtaa wa Moi 23`, `Calle Mayor 5`, `شارع الملك فهد 12`), fused German/Afrikaans names
 * (`Hauptstraße 5`, `12 Kerkstraat`), Kigali street codes (`KN 5 Rd`), house/plot numbers
 * (`Plot 23`, `Nyumba namba 45`, `የቤት ቁጥር 123`) and post-office boxes (`P.O. Box 1234`,
 * `S.L.P. 9120`, `Posbus 55`), `4410 Tammikatu 12` (number, bare name, number) and US military
 * addresses. A match is extended over its continuation on the same line or the next lines: unit
 * designators (`Apt. 7B`, `Suite 300`), towns, regions, state codes, postcodes and a country.
 * Without a number the match needs an address cue ("I live at", "anwani", ...).
 *
 * @example
 * ```ts
 * // 'I live at 12 Adeola Odeku Street, Victoria Island, Lagos.' -> ADDRESS covers '12 ... Lagos'
 * ```
 */

import type { LanguageName } from '../../languages.js';
import { firstCharacterLookahead } from '../context/context-index.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW } from '../scoring.js';
import { matchesAtStarts } from '../text-scan.js';
import { addressAreaWords } from './address-area-words.js';
import { landmarkPhrases } from './address-landmark-words.js';
import {
  type AddressPatternName,
  findAddressStarts,
  NAME_CONNECTORS,
  NAME_WORD_CODE_POINTS,
} from './address-starts.js';
import { addressTownEdges } from './address-town-edges.js';
import { addressUnitWords } from './address-unit-words.js';
import { monthNames } from './month-names.js';
import { LISTED_NAME, STOP_WORD, wordFacts } from './person-name-word-facts.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
  locativePrefixLength,
  POST_BOX_WORDS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
} from './street-words.js';

/** Score of an address with a house number or box number. */
export const NUMBERED_ADDRESS_SCORE = 0.8;
/** Score of a street name without a number (masked only after an address cue). */
export const UNNUMBERED_ADDRESS_SCORE = 0.3;

function alternation(words: readonly string[]): string {
  return [...words]
    .sort((first, second) => second.length - first.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*'))
    .join('|');
}

function withLowerCase(words: readonly string[]): string[] {
  return [...new Set([...words, ...words.map((word) => word.toLowerCase())])];
}

const WORD = `\\p{Lu}[\\p{L}\\p{M}'’.-]{0,${NAME_WORD_CODE_POINTS - 1}}`;
/** An ordinal in a street name: `5th`, German `18.` before a capitalised word (`Straße des 18. Oktober`). */
const ORDINAL = '\\d{1,3}(?:st|nd|rd|th)|\\d{1,2}\\.(?=[ ]\\p{Lu})';
const NAME = `(?:${WORD}|${ORDINAL})(?:[ ](?:${WORD}|${ORDINAL}|(?:${NAME_CONNECTORS.join('|')})(?=[ ]\\p{Lu}))){0,3}`;
const NUMBER = '(?:(?:No\\.?|N[°º]|Number|#)\\s*)?\\d{1,5}[A-Za-z]?(?:[/-]\\d{1,4})?';
/** Lower-case street-type words after a street name (Hungarian, Polish, ...): `Kossuth Lajos u. 12`. */
const LOWER_STREET_WORDS = [
  'u.',
  'utca',
  'út',
  'útja',
  'tér',
  'krt.',
  'körút',
  'rkp.',
  'kapu',
  'ul.',
  'ulica',
  'str.',
  'str',
];
const BARE_WORD = `\\p{Lu}[\\p{L}\\p{M}'’-]{1,${NAME_WORD_CODE_POINTS - 1}}`;
const BARE_STREET_NAME = `${BARE_WORD}(?:[ ]${BARE_WORD}){0,2}(?:[ ](?:${alternation(LOWER_STREET_WORDS)}))?`;
/** Words that start a `number Name number` run that is not an address. */
const NOT_STREET_NAME_WORDS: ReadonlySet<string> = new Set(
  ['Page', 'Chapter', 'Section', 'Room', 'Level', 'Grade', 'Step', 'Part', 'Model', 'Version', 'Round'].map(
    (word) => word.toLowerCase(),
  ),
);
/** Function words that never stand inside a bare street name (`5 Musicians Of The 70s`). */
const FUNCTION_WORD = /[ ](?:Of|The|And|For|To|In|On|At|With|From|By)(?=[ ])/u;
const LOWER_NAME = "[\\p{L}\\p{M}'’-]{2,30}(?:[ ][\\p{L}\\p{M}'’-]{2,30}){0,2}";

/**
 * `name-number-suffix` has always run only on texts where a capitalised street-type word follows a
 * space somewhere (`street` in lower case alone does not count): kept, so outputs stay the same.
 */
const SUFFIX_TRIGGER = new RegExp(`[ ](?:${alternation(STREET_SUFFIXES)})`, 'u');

/**
 * The characters a `prefix-name` match can start with (a `NUMBER`: a digit, `N` or `#`; else a
 * street prefix): a look-ahead that only speeds the scan up. None when a prefix starts with a space
 * (`alternation` makes that space optional).
 */
const PREFIX_NAME_HEAD = withLowerCase(STREET_PREFIXES).some((word) => /^\s/.test(word))
  ? ''
  : firstCharacterLookahead([...'0123456789', 'N', '#', ...withLowerCase(STREET_PREFIXES)]);

/** A house letter in Arabic script after a house number, apart: `عمارة 12 ب`. */
const ARABIC_HOUSE_LETTER = '(?:[ ][\\u0621-\\u064A](?![\\p{L}\\p{M}\\p{N}]))?';
/** A pattern compiled on its first use and kept (importing compiles none of them). */
function lazyPattern(source: string, flags: string): () => RegExp {
  let compiled: RegExp | undefined;
  return () => {
    compiled ??= new RegExp(source, flags);
    return compiled;
  };
}

/**
 * The patterns, each a sticky regex tried only at the positions `findAddressStarts` gives it (the
 * same matches as a global scan). The `(?=[...])` heads of three of them only speed a scan up.
 */
export const ADDRESS_PATTERNS: ReadonlyArray<{
  name: AddressPatternName;
  /** The pattern, compiled on its first use (most texts have no address start: importing compiles none). */
  regex: () => RegExp;
  numbered: boolean | 'check';
  /** The pattern always matches an ASCII digit. */
  needsDigit: boolean;
  /** Drops a match whose first street word is not a street name (a month: `5 March 2021`). */
  checkNameWords?: boolean;
  /** A condition on the whole text: without it the pattern's matches are dropped. */
  gate?: RegExp;
}> = [
  {
    name: 'number-name-suffix',
    regex: lazyPattern(
      `(?<![\\p{L}\\p{N}])${NUMBER},?[ ]${NAME}[ ](?:${alternation(STREET_SUFFIXES)})\\.?(?![\\p{L}\\p{N}])`,
      'uy',
    ),
    numbered: true,
    needsDigit: true,
  },
  {
    name: 'name-suffix',
    regex: lazyPattern(
      `(?=[\\p{Lu}\\d])(?<![\\p{L}\\p{N}])${NAME}[ ](?:${alternation(STREET_SUFFIXES)})\\.?(?:,?[ ]${NUMBER})?(?![\\p{L}\\p{N}])`,
      'uy',
    ),
    numbered: 'check',
    needsDigit: false,
  },
  {
    name: 'prefix-name',
    regex: lazyPattern(
      `${PREFIX_NAME_HEAD}(?<![\\p{L}\\p{N}])(?:${NUMBER},?[ ])?(?:${alternation(withLowerCase(STREET_PREFIXES))})[ ](?:(?:de la|de|del|des|du|di|della|wa|ya|ka|la|el|al|dei|degli)[ ])?(?:${NAME}|${LOWER_NAME})(?:,?[ ](?:${NUMBER}))?(?![\\p{L}\\p{N}])`,
      'uy',
    ),
    numbered: 'check',
    needsDigit: false,
  },
  {
    name: 'fused-street',
    regex: lazyPattern(
      `(?=[\\p{Lu}\\d#])(?<![\\p{L}\\p{N}])(?:${NUMBER}[ ])?\\p{Lu}[\\p{L}-]{0,${NAME_WORD_CODE_POINTS - 1}}(?:${alternation(FUSED_STREET_ENDINGS)})(?:[ ]${NUMBER})?(?![\\p{L}\\p{N}])`,
      'uy',
    ),
    numbered: 'check',
    needsDigit: false,
    checkNameWords: true,
  },
  {
    // building number, street name without a type word, house number: `28245 Puruntie 82`
    name: 'number-name-number',
    regex: lazyPattern(
      `(?<![\\p{L}\\p{N}.,:/-])\\d{1,6}[ ]${BARE_STREET_NAME}[ ]\\d{1,5}[A-Za-z]?\\.?(?![\\p{L}\\p{N}]|[.,:/-]\\d)`,
      'uy',
    ),
    numbered: true,
    needsDigit: true,
    checkNameWords: true,
  },
  {
    // a street type word after the house number: `Nieuwe Baan 473 St.`, `Sludevej 13 street`
    name: 'name-number-suffix',
    regex: lazyPattern(
      `(?=\\p{Lu})(?<![\\p{L}\\p{N}])${BARE_STREET_NAME}[ ]\\d{1,5}[A-Za-z]?\\.?[ ](?:St|Street|street|Rd|Road|Ave|Avenue)\\.?(?![\\p{L}\\p{N}])`,
      'uy',
    ),
    numbered: true,
    needsDigit: true,
    checkNameWords: true,
    gate: SUFFIX_TRIGGER,
  },
  {
    // US military addresses: `PSC 1234, Box 5678` and ships (`USNS Name`) before an FPO line
    name: 'military',
    regex: () =>
      /(?<![\p{L}\p{N}])(?:(?:PSC|Unit|CMR)[ ]\d{3,5},[ ]Box[ ]\d{3,5}|(?:USNS|USNV|USS|USCGC)[ ]\p{Lu}[\p{L}\p{M}'’-]{1,30}(?=\r?\n[ \t]*[AF]PO[ ]A[AEP][ ]\d{5}))/uy,
    numbered: true,
    needsDigit: true,
  },
  {
    name: 'kigali-code',
    regex: () => /(?<![\p{L}\p{N}])K[GNK][ ]?\d{1,4}[ ](?:St|Ave|Rd)\b/uy,
    numbered: true,
    needsDigit: true,
  },
  {
    name: 'house-number',
    regex: lazyPattern(
      `(?<![\\p{L}\\p{N}])(?:${alternation(HOUSE_WORDS)})[ ]?(?:No\\.?|N[°º]|Number|nambari|namba|lamba|nọ́mbà|ቁጥር|رقم|#)?[ ]?\\d{1,5}[A-Za-z]?${ARABIC_HOUSE_LETTER}(?![\\p{L}\\p{N}])`,
      'iuy',
    ),
    numbered: true,
    needsDigit: true,
  },
  {
    name: 'post-box',
    regex: lazyPattern(
      // a Kenyan box number carries its post office's code: `P.O. Box 45678-00100`; a Ghanaian one
      // the office's letters before it: `P.O. Box KS 1402`
      `(?<![\\p{L}\\p{N}])(?:${alternation(POST_BOX_WORDS)})[ ]?(?:[A-Z]{1,3}[ ]?)?\\d{1,6}(?:[ ]?-[ ]?\\d{5})?(?![\\p{L}\\p{N}])`,
      'iuy',
    ),
    numbered: true,
    needsDigit: true,
  },
];

/** Gap before a continuation part: spaces, a comma, and up to two line breaks (`>` quotes too). */
const GAP = /^[ \t]*[,،፣]?[ \t]*(?:\r?\n[ \t>]*(?:\r?\n[ \t>]*)?)?[,،፣]?[ \t]*/u;
/** A house number after a name part of the address (`Casale Le Querce | 7, Rieti`). */
const HOUSE_NUMBER_PART = /^\d{1,5}[A-Za-z]?(?:[/-]\d{1,4})?(?=[ \t]*(?:[,،፣.;?!؟።\r\n]|$))/u;
/** US ZIP (5 or 5-4), 4 to 6 digit codes (ZA, KE, NG, ...), UK and Canadian postcodes. */
const POSTCODE =
  /^(?:\d{5}-\d{4}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|[A-Z]\d[A-Z][ ]?\d[A-Z]\d)(?![\p{L}\p{N}])/u;
/** The words of a town, region, state code or country after its first word (`Port Harcourt`, `CO`). */
const TOWN_WORDS =
  "(?:[ ](?:\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}|de|da|do|del|di|la|le|sur|sul|am|an|im|der|den|bei|nad|pod|upon|on)){0,3}(?:[ ]\\([^()\\n]{1,30}\\))?";
/** What may follow a town: a comma or sentence end, a postcode or a state code. */
const TOWN_END = '[ \\t]*(?:[,.;?!\\r\\n]|$)|[ ]\\d|[ ][A-Z]{1,2}\\d|[ ]\\p{Lu}{2,3}(?![\\p{L}\\p{N}])';

/** A final `.` ends the sentence unless it closes a short abbreviation (`St.`, `Rd.`, `Ave.`). */
const SENTENCE_PERIOD = /(?<![\p{L}\p{M}])(?!(?:St|Rd|Ave|Av|Cres|Blvd|Str|Bd|No)\.$)[\p{L}\p{M}]+\.$|\d\.$/u;
const EXTENSION_STOP =
  /^(?:Mr|Mrs|Ms|Dr|I|Please|Thank|Thanks|And|But|So|My|Your|The|Is|Can|Do|Yes|No|Ok|Okay|Dear|Hi|Hello|Regards|Best|Sincerely|Tel|Phone|Mobile|Email|Fax)\b/u;
/** Most continuation parts (unit, town, region, postcode, country) after the street. */
const MAX_CONTINUATION_PARTS = 7;

/**
 * `false` when {@link GAP} matches nothing before the code units `first`, `second`: it starts with
 * a space, a tab, a comma or a line break (`\r\n` or `\n`).
 */
function startsGap(first: number, second: number): boolean {
  return (
    first === 0x20 ||
    first === 0x09 ||
    first === 0x2c ||
    first === 0x060c ||
    first === 0x1363 ||
    first === 0x0a ||
    (first === 0x0d && second === 0x0a)
  );
}

/**
 * A floor: `3. OG`, `2. Stock`, `3.º B`, `4th floor`, Amharic `4ኛ ፎቅ`, Arabic `الدور التالت`
 * (the word for floor and an ordinal in words).
 */
const FLOOR =
  /^(?:\d{1,2}(?:\.[ ]?(?:OG|UG|EG|Stock|Etage)|\.?[ºª](?:[ ]?[A-Z])?|(?:st|nd|rd|th)[ ]floor|[ ]?(?:er|e|ème)[ ]étage|ኛ[ ]?ፎቅ)|(?:الدور|الطابق)[ ][\u0621-\u064A]{3,12})(?![\p{L}\p{M}\p{N}])/u;
/**
 * A town in a script without letter case (Arabic, Ethiopic): up to three words before a comma, a
 * full stop or the line's end; the Amharic copula that ends a statement ("ጎንደር ነው።") is none of them.
 */
const UNCASED_WORD = '(?!(?:ነው|ናት)(?![\\u1200-\\u135A]))[\\u0621-\\u065F\\u066E-\\u06D3\\u1200-\\u135A]+';
const UNCASED_TOWN = new RegExp(
  `^${UNCASED_WORD}(?:[ ]${UNCASED_WORD}){0,2}(?=[ \\t]*(?:[,،፣.;?!؟።\\r\\n]|[ ](?:ነው|ናት)|$))`,
  'u',
);
/** The continuation patterns of one language. */
interface ContinuationPatterns {
  /** A unit designator and its number: `Apt. 4B`, `Suite 501`, `Zimmer 1107`, `ብሎክ 27`, `شقة 7`. */
  unit: RegExp;
  /**
   * A town, region, state code or country: up to four capitalised words (`Port Harcourt`, `CO`), the
   * first maybe with a locative prefix (`eQonce`), before a comma, a sentence end, a postcode, a
   * state code or a copula of the language that closes the sentence (`Gusau ne?`).
   */
  town: RegExp;
  /**
   * An area part: an area word of the language and its name, up to four words before a comma or a
   * sentence end (`barrio Los Ángeles`, `ward ya Phuthadikobo`, `quartier Bonamoussadi`).
   */
  area: RegExp;
  /**
   * A unit part in words: a unit word and up to two words after it (`casa azul`, `Wohnung links`),
   * or one word and a unit word (`terzo piano`, `top floor`, `dritter Stock`), before a comma or a
   * sentence end.
   */
  unitWords: RegExp;
  /** A town of one capitalised word before the next clause's small word (`14 Main Street, Phuthaditjhaba empa ...`). */
  townBeforeClause: RegExp;
}

/** Where a part in words ends: before a comma, a sentence end or the line's end. */
const PART_END = '(?=[ \\t]*(?:[,،፣.;?!؟።\\r\\n]|$))';
/** One word of a part in words. */
const PART_WORD = '[^\\s,،፣.;?!؟።]+';
/** Most words of an area part after its area word. */
const AREA_NAME_WORDS = 4;

const continuationPatterns = new Map<LanguageName, ContinuationPatterns>();

/** The continuation patterns of `language`, compiled on first use. */
function continuationPatternsOf(language: LanguageName): ContinuationPatterns {
  let patterns = continuationPatterns.get(language);
  if (patterns === undefined) {
    const edges = addressTownEdges(language);
    const prefix =
      edges.locativePrefixes.length > 0 ? `(?:(?:${alternation(edges.locativePrefixes)})-?(?=\\p{Lu}))?` : '';
    const copula =
      edges.copulas.length > 0 ? `|[ ](?:${alternation(edges.copulas)})(?=[ \\t]*(?:[,.;?!؟።\\r\\n]|$))` : '';
    patterns = {
      unit: new RegExp(
        `^(?:${alternation(withLowerCase(addressUnitWords(language)))})\\.?[ ]?(?:No\\.?[ ]?|#[ ]?)?\\d[\\dA-Za-z-]{0,5}${ARABIC_HOUSE_LETTER}(?![\\p{L}\\p{N}])`,
        'u',
      ),
      town: new RegExp(`^${prefix}\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}${TOWN_WORDS}(?=${TOWN_END}${copula})`, 'u'),
      area: new RegExp(
        `^(?:${alternation(addressAreaWords(language))})(?:[ ]${PART_WORD}){1,${AREA_NAME_WORDS}}${PART_END}`,
        'iu',
      ),
      unitWords: new RegExp(
        `^(?:(?:${alternation(addressUnitWords(language))})(?:[ ]${PART_WORD}){1,2}|${PART_WORD}[ ](?:${alternation(addressUnitWords(language))}))${PART_END}`,
        'iu',
      ),
      townBeforeClause: new RegExp(`^${prefix}\\p{Lu}[\\p{L}\\p{M}'’-]{2,30}(?=[ ]\\p{Ll})`, 'u'),
    };
    continuationPatterns.set(language, patterns);
  }
  return patterns;
}

/** Most words of a landmark part after its phrase ("nítòsí | ṣọ́ọ̀ṣì Baptist"). */
const LANDMARK_WORDS = 6;

const landmarkPatterns = new Map<LanguageName, RegExp>();

/**
 * A landmark part at the start of `body`: a landmark phrase of the language ("kusa da", "near",
 * "detrás de") and at most {@link LANDMARK_WORDS} words, up to a comma or a sentence end.
 */
function landmarkPart(body: string, language: LanguageName): RegExpExecArray | null {
  let pattern = landmarkPatterns.get(language);
  if (pattern === undefined) {
    const phrases = [...landmarkPhrases(language)]
      .sort((first, second) => second.length - first.length)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '[ ]'));
    pattern = new RegExp(
      `^(?:${phrases.join('|')})(?:[ ][^\\s,،፣.;?!؟።]+){1,${LANDMARK_WORDS}}(?=[ \\t]*(?:[,،፣.;?!؟።\\r\\n]|$))`,
      'iu',
    );
    landmarkPatterns.set(language, pattern);
  }
  return pattern.exec(body);
}

/**
 * The end of the address continuation after `end`: unit designators, floors, postcodes, and
 * (after a comma or a line break) towns, regions and countries, and landmark parts ("near the
 * Methodist church"), on the same line or the next lines. A capitalised run must end the line or
 * stand before a comma, a sentence end, a postcode or a state code, so a following sentence is
 * never swallowed; a town may follow its postcode after a space ("10119 Berlin").
 */
function extend(text: string, end: number, language: LanguageName): { end: number; numbered: boolean } {
  const patterns = continuationPatternsOf(language);
  let position = end;
  let afterPostcode = false;
  let afterName = false;
  let numbered = false;
  for (let part = 0; part < MAX_CONTINUATION_PARTS; part++) {
    if (!startsGap(text.charCodeAt(position), text.charCodeAt(position + 1))) break;
    const rest = text.slice(position, position + 120);
    const gap = GAP.exec(rest)?.[0] ?? '';
    if (gap.length === 0) break;
    const body = rest.slice(gap.length);
    if (EXTENSION_STOP.test(body)) break;
    const afterComma = /[,،፣\n]/u.test(gap);
    const postcode = POSTCODE.exec(body);
    const unit = postcode ? null : (patterns.unit.exec(body) ?? FLOOR.exec(body));
    const houseNumber: RegExpExecArray | null =
      postcode || unit || !afterName || gap !== ' ' ? null : HOUSE_NUMBER_PART.exec(body);
    const town: RegExpExecArray | null =
      postcode || unit || houseNumber || !(afterComma || afterPostcode) ? null : patterns.town.exec(body);
    const part =
      postcode || unit || houseNumber || town || !afterComma
        ? null
        : (UNCASED_TOWN.exec(body) ??
          landmarkPart(body, language) ??
          patterns.area.exec(body) ??
          patterns.unitWords.exec(body));
    // a town before the next clause ends the address ("..., Phuthaditjhaba | empa ha ke bone ntlo")
    // (after a comma on the line: a line break ends a written address's lines, "...4001\nCall me")
    const clauseTown =
      postcode || unit || houseNumber || town || part || !/[,،፣]/u.test(gap) || gap.includes('\n')
        ? null
        : townBeforeClause(body, patterns);
    const item = postcode ?? unit ?? houseNumber ?? town ?? part ?? clauseTown;
    if (!item) break;
    afterPostcode = postcode !== null;
    afterName = town !== null;
    if (unit !== null || houseNumber !== null) numbered = true;
    position += gap.length + item[0].length;
    // a full stop that ends a sentence ends the address ("..., Gqeberha.\nEnkosi.")
    if (clauseTown !== null || (item[0].endsWith('.') && SENTENCE_PERIOD.test(item[0]))) break;
  }
  return { end: position, numbered };
}

/** The town before the next clause at the start of `body`, unless it is a personal name or a stop word. */
function townBeforeClause(body: string, patterns: ContinuationPatterns): RegExpExecArray | null {
  const town = patterns.townBeforeClause.exec(body);
  return town !== null && (wordFacts(town[0]) & (LISTED_NAME | STOP_WORD)) === 0 ? town : null;
}

/** A building number before the match's own number (`3369 24 Clarke Avenue`). */
const LEADING_NUMBER = /(?<![\p{L}\p{N}.,:/-])\d{1,6}[ ]$/u;

/** `start` moved back over a building number written just before the match. */
function withLeadingNumber(text: string, start: number): number {
  if (!/\d/.test(text[start] ?? '')) return start;
  const leading = LEADING_NUMBER.exec(text.slice(Math.max(0, start - 8), start));
  return leading ? start - leading[0].length : start;
}

const lowerCaseMonths = new Map<LanguageName, ReadonlySet<string>>();

/** The language's month names (and the English ones), lower-cased; computed once per language. */
function lowerCaseMonthNames(language: LanguageName): ReadonlySet<string> {
  let months = lowerCaseMonths.get(language);
  if (!months) {
    months = new Set(monthNames(language).map((month) => month.toLowerCase()));
    lowerCaseMonths.set(language, months);
  }
  return months;
}

/** `false` when the first word of a `number Name number` run is a month or a non-street word. */
function isStreetNameRun(value: string, language: LanguageName): boolean {
  const first = (/\p{Lu}[\p{L}\p{M}'’-]*/u.exec(value)?.[0] ?? '').toLowerCase();
  if (NOT_STREET_NAME_WORDS.has(first) || FUNCTION_WORD.test(value)) return false;
  // English words ending in `ring` (`During`, `Factoring`, `Spring`) are not `-ring` streets
  if (/[aeiouy]ring$|^(?:s[pt]|b)ring$/.test(first)) return false;
  return !lowerCaseMonthNames(language).has(first);
}

/**
 * Whether `gate` holds on `text`, asked only where there are `matches`: a match the gate finds in
 * (a part of the text) answers it without a scan of the whole text.
 */
function holdsGate(gate: RegExp, matches: readonly RegExpExecArray[], text: string): boolean {
  if (matches.length === 0) return false;
  for (const match of matches) if (gate.test(match[0])) return true;
  return gate.test(text);
}

/** The address recognizer. */
export const addressRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'address',
  entityTypes: ['ADDRESS'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const hasDigit = input.scan.digitRunStarts.length > 0;
    const starts = findAddressStarts(input.text, input.scan);
    for (const pattern of ADDRESS_PATTERNS) {
      const patternStarts = starts[pattern.name];
      if (patternStarts.length === 0 || (pattern.needsDigit && !hasDigit)) continue;
      const matches = matchesAtStarts(pattern.regex(), input.text, patternStarts);
      if (pattern.gate && !holdsGate(pattern.gate, matches, input.text)) continue;
      for (const match of matches) {
        // (a locative prefix fused to the house word is no part of the address: "ku|imba 57")
        const leading = withLeadingNumber(input.text, match.index);
        const start = leading === match.index ? leading + locativePrefixLength(match[0]) : leading;
        if (pattern.checkNameWords && !isStreetNameRun(match[0], input.language)) continue;
        const extension = extend(input.text, match.index + match[0].length, input.language);
        // a unit or house number among the parts after an unnumbered street numbers the address
        const numbered = pattern.numbered === true || /\d/.test(match[0]) || extension.numbered;
        const cue =
          input.context.cues.length > 0 &&
          input.context.cuesBefore(start, CONTEXT_WINDOW).some((before) => before.kinds.has('ADDRESS'));
        const base = numbered ? NUMBERED_ADDRESS_SCORE : UNNUMBERED_ADDRESS_SCORE;
        const score = Math.min(1, base + (cue ? CONTEXT_BOOST : 0));
        let end = extension.end;
        if (
          input.text.charCodeAt(end - 1) === 0x2e &&
          SENTENCE_PERIOD.test(input.text.slice(Math.max(start, end - 40), end))
        )
          end--;
        entities.push({ type: 'ADDRESS', start, end, score, recognizer: `address-${pattern.name}` });
      }
    }
    return withOverlapsJoined(input.text, entities);
  },
};

/**
 * `entities` with the numbered matches that share one word joined into one, with the highest score:
 * a street word read by two patterns from both ends ("14 Crown **Street**" and "**Street** Kishiev
 * Squares, Suite 321": the word ends one street name and opens the next part of the address).
 */
function withOverlapsJoined(text: string, entities: RecognizedEntity[]): RecognizedEntity[] {
  if (entities.length < 2) return entities;
  const sorted = entities
    .slice()
    .sort((first, second) => first.start - second.start || second.end - first.end);
  const joined: RecognizedEntity[] = [sorted[0]!];
  // the joined entity that reaches furthest (a match inside it is kept as it is)
  let reaching = 0;
  for (const entity of sorted.slice(1)) {
    const previous = joined[reaching]!;
    if (
      entity.start >= previous.end ||
      entity.end <= previous.end ||
      Math.min(entity.score, previous.score) < NUMBERED_ADDRESS_SCORE ||
      !/^\p{L}+\.?$/u.test(text.slice(entity.start, previous.end))
    ) {
      joined.push(entity);
      if (entity.end > previous.end) reaching = joined.length - 1;
      continue;
    }
    joined[reaching] = { ...previous, end: entity.end, score: Math.max(previous.score, entity.score) };
  }
  return joined;
}
