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
import { ADDRESS_UNIT_WORDS } from './address-unit-words.js';
import { monthNames } from './month-names.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
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

const WORD = "\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}";
const ORDINAL = '\\d{1,3}(?:st|nd|rd|th)';
const NAME = `(?:${WORD}|${ORDINAL})(?:[ ](?:${WORD}|${ORDINAL}|(?:de|del|de la|des|du|di|della|van|von|der|wa|ya|na|ka|la|el|al)(?=[ ]\\p{Lu}))){0,3}`;
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
const BARE_STREET_NAME = `\\p{Lu}[\\p{L}\\p{M}'’-]{1,30}(?:[ ]\\p{Lu}[\\p{L}\\p{M}'’-]{1,30}){0,2}(?:[ ](?:${alternation(LOWER_STREET_WORDS)}))?`;
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
 * The `(?=[...])` heads of two patterns below list the characters a match can start with: they
 * only speed the scan up. Cheap necessary conditions (prefilters): a pattern can only match a text in which its trigger
 * matches (the street-type word, house word, ...), so a text without the trigger skips the
 * pattern's full scan. Triggers are weaker than their patterns, never stronger: output unchanged.
 */
const SUFFIX_TRIGGER = new RegExp(`[ ](?:${alternation(STREET_SUFFIXES)})`, 'u');
const PREFIX_TRIGGER = new RegExp(`(?:${alternation(withLowerCase(STREET_PREFIXES))})[ ]`, 'u');
const FUSED_TRIGGER = new RegExp(`(?:${alternation(FUSED_STREET_ENDINGS)})`, 'u');
const KIGALI_TRIGGER = /K[GNK][ ]?\d/;
const HOUSE_TRIGGER = new RegExp(`(?:${alternation(HOUSE_WORDS)})`, 'iu');
const POST_BOX_TRIGGER = new RegExp(`(?:${alternation(POST_BOX_WORDS)})`, 'iu');
const DIGIT = /\d/;

/**
 * The characters a `prefix-name` match can start with (a `NUMBER`: a digit, `N` or `#`; else a
 * street prefix): a look-ahead that only speeds the scan up. None when a prefix starts with a space
 * (`alternation` makes that space optional).
 */
const PREFIX_NAME_HEAD = withLowerCase(STREET_PREFIXES).some((word) => /^\s/.test(word))
  ? ''
  : firstCharacterLookahead([...'0123456789', 'N', '#', ...withLowerCase(STREET_PREFIXES)]);

const PATTERNS: ReadonlyArray<{
  name: string;
  regex: RegExp;
  numbered: boolean | 'check';
  /** A necessary condition for a match anywhere in the text. */
  trigger: RegExp;
  /** The pattern always matches an ASCII digit. */
  needsDigit: boolean;
  /** Drops a match whose first street word is not a street name (a month: `5 March 2021`). */
  checkNameWords?: boolean;
}> = [
  {
    name: 'number-name-suffix',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}])${NUMBER},?[ ]${NAME}[ ](?:${alternation(STREET_SUFFIXES)})\\.?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    numbered: true,
    trigger: SUFFIX_TRIGGER,
    needsDigit: true,
  },
  {
    name: 'name-suffix',
    regex: new RegExp(
      `(?=[\\p{Lu}\\d])(?<![\\p{L}\\p{N}])${NAME}[ ](?:${alternation(STREET_SUFFIXES)})\\.?(?:,?[ ]${NUMBER})?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    numbered: 'check',
    trigger: SUFFIX_TRIGGER,
    needsDigit: false,
  },
  {
    name: 'prefix-name',
    regex: new RegExp(
      `${PREFIX_NAME_HEAD}(?<![\\p{L}\\p{N}])(?:${NUMBER},?[ ])?(?:${alternation(withLowerCase(STREET_PREFIXES))})[ ](?:(?:de la|de|del|des|du|di|della|wa|ya|ka|la|el|al|dei|degli)[ ])?(?:${NAME}|${LOWER_NAME})(?:,?[ ](?:${NUMBER}))?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    numbered: 'check',
    trigger: PREFIX_TRIGGER,
    needsDigit: false,
  },
  {
    name: 'fused-street',
    regex: new RegExp(
      `(?=[\\p{Lu}\\d#])(?<![\\p{L}\\p{N}])(?:${NUMBER}[ ])?\\p{Lu}[\\p{L}-]{0,30}(?:${alternation(FUSED_STREET_ENDINGS)})(?:[ ]${NUMBER})?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    numbered: 'check',
    trigger: FUSED_TRIGGER,
    needsDigit: false,
    checkNameWords: true,
  },
  {
    // building number, street name without a type word, house number: `28245 Puruntie 82`
    name: 'number-name-number',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}.,:/-])\\d{1,6}[ ]${BARE_STREET_NAME}[ ]\\d{1,5}[A-Za-z]?\\.?(?![\\p{L}\\p{N}]|[.,:/-]\\d)`,
      'gu',
    ),
    numbered: true,
    trigger: DIGIT,
    needsDigit: true,
    checkNameWords: true,
  },
  {
    // a street type word after the house number: `Nieuwe Baan 473 St.`, `Sludevej 13 street`
    // (the `(?=\p{Lu})` head only speeds the scan up: every match starts with a capital)
    name: 'name-number-suffix',
    regex: new RegExp(
      `(?=\\p{Lu})(?<![\\p{L}\\p{N}])${BARE_STREET_NAME}[ ]\\d{1,5}[A-Za-z]?\\.?[ ](?:St|Street|street|Rd|Road|Ave|Avenue)\\.?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    numbered: true,
    trigger: SUFFIX_TRIGGER,
    needsDigit: true,
    checkNameWords: true,
  },
  {
    // US military addresses: `PSC 1234, Box 5678` and ships (`USNS Name`) before an FPO line
    name: 'military',
    regex:
      /(?<![\p{L}\p{N}])(?:(?:PSC|Unit|CMR)[ ]\d{3,5},[ ]Box[ ]\d{3,5}|(?:USNS|USNV|USS|USCGC)[ ]\p{Lu}[\p{L}\p{M}'’-]{1,30}(?=\r?\n[ \t]*[AF]PO[ ]A[AEP][ ]\d{5}))/gu,
    numbered: true,
    trigger: /PSC|Unit|CMR|USNS|USNV|USS|USCGC/,
    needsDigit: true,
  },
  {
    name: 'kigali-code',
    regex: /(?<![\p{L}\p{N}])K[GNK][ ]?\d{1,4}[ ](?:St|Ave|Rd)\b/gu,
    numbered: true,
    trigger: KIGALI_TRIGGER,
    needsDigit: true,
  },
  {
    name: 'house-number',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${alternation(HOUSE_WORDS)})[ ]?(?:No\\.?|N[°º]|Number|nambari|namba|lamba|nọ́mbà|ቁጥር|رقم|#)?[ ]?\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    numbered: true,
    trigger: HOUSE_TRIGGER,
    needsDigit: true,
  },
  {
    name: 'post-box',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${alternation(POST_BOX_WORDS)})[ ]?\\d{1,6}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    numbered: true,
    trigger: POST_BOX_TRIGGER,
    needsDigit: true,
  },
];

/** Gap before a continuation part: spaces, a comma, and up to two line breaks (`>` quotes too). */
const GAP = /^[ \t]*,?[ \t]*(?:\r?\n[ \t>]*(?:\r?\n[ \t>]*)?)?,?[ \t]*/u;
/** A unit designator and its number: `Apt. 4B`, `Suite 501`, `Unit #12`, `P.O. Box 55`. */
const UNIT = new RegExp(
  `^(?:${alternation(withLowerCase(ADDRESS_UNIT_WORDS))})\\.?[ ]?(?:No\\.?[ ]?|#[ ]?)?\\d[\\dA-Za-z-]{0,5}(?![\\p{L}\\p{N}])`,
  'u',
);
/** US ZIP (5 or 5-4), 4 to 6 digit codes (ZA, KE, NG, ...), UK and Canadian postcodes. */
const POSTCODE =
  /^(?:\d{5}-\d{4}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|[A-Z]\d[A-Z][ ]?\d[A-Z]\d)(?![\p{L}\p{N}])/u;
/** A town, region, state code or country: up to four capitalised words (`Port Harcourt`, `CO`). */
const TOWN =
  /^\p{Lu}[\p{L}\p{M}'’.-]{0,30}(?:[ ](?:\p{Lu}[\p{L}\p{M}'’.-]{0,30}|de|da|do|del|di|la|le|sur|sul|am|an|im|der|den|bei|nad|pod|upon|on)){0,3}(?:[ ]\([^()\n]{1,30}\))?(?=[ \t]*(?:[,.;\r\n]|$)|[ ]\d|[ ][A-Z]{1,2}\d|[ ]\p{Lu}{2,3}(?![\p{L}\p{N}]))/u;
/** A final `.` ends the sentence unless it closes a short abbreviation (`St.`, `Rd.`, `Ave.`). */
const SENTENCE_PERIOD = /(?<![\p{L}\p{M}])(?!(?:St|Rd|Ave|Av|Cres|Blvd|Str|Bd|No)\.$)[\p{L}\p{M}]+\.$|\d\.$/u;
const EXTENSION_STOP =
  /^(?:Mr|Mrs|Ms|Dr|I|Please|Thank|Thanks|And|But|So|My|Your|The|Is|Can|Do|Yes|No|Ok|Okay|Dear|Hi|Hello|Regards|Best|Sincerely|Tel|Phone|Mobile|Email|Fax)\b/u;
/** Most continuation parts (unit, town, region, postcode, country) after the street. */
const MAX_CONTINUATION_PARTS = 7;

/**
 * The end of the address continuation after `end`: unit designators, postcodes, and (after a
 * comma or a line break) towns, regions and countries, on the same line or the next lines. A
 * capitalised run must end the line or stand before a comma, a postcode or a state code, so a
 * following sentence is never swallowed.
 */
function extend(text: string, end: number): number {
  let position = end;
  for (let part = 0; part < MAX_CONTINUATION_PARTS; part++) {
    const rest = text.slice(position, position + 120);
    const gap = GAP.exec(rest)?.[0] ?? '';
    if (gap.length === 0) break;
    const body = rest.slice(gap.length);
    if (EXTENSION_STOP.test(body)) break;
    const item = POSTCODE.exec(body) ?? UNIT.exec(body) ?? (/[,\n]/.test(gap) ? TOWN.exec(body) : null);
    if (!item) break;
    position += gap.length + item[0].length;
  }
  return position;
}

/** A building number before the match's own number (`3369 24 Clarke Avenue`). */
const LEADING_NUMBER = /(?<![\p{L}\p{N}.,:/-])\d{1,6}[ ]$/u;

/** `start` moved back over a building number written just before the match. */
function withLeadingNumber(text: string, start: number): number {
  if (!/\d/.test(text[start] ?? '')) return start;
  const leading = LEADING_NUMBER.exec(text.slice(Math.max(0, start - 8), start));
  return leading ? start - leading[0].length : start;
}

/** `false` when the first word of a `number Name number` run is a month or a non-street word. */
function isStreetNameRun(value: string, language: LanguageName): boolean {
  const first = (/\p{Lu}[\p{L}\p{M}'’-]*/u.exec(value)?.[0] ?? '').toLowerCase();
  if (NOT_STREET_NAME_WORDS.has(first) || FUNCTION_WORD.test(value)) return false;
  // English words ending in `ring` (`During`, `Factoring`, `Spring`) are not `-ring` streets
  if (/[aeiouy]ring$|^(?:s[pt]|b)ring$/.test(first)) return false;
  return !monthNames(language).some((month) => month.toLowerCase() === first);
}

/** The address recognizer. */
export const addressRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'address',
  entityTypes: ['ADDRESS'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const hasDigit = DIGIT.test(input.text);
    for (const pattern of PATTERNS) {
      if (pattern.needsDigit && !hasDigit) continue;
      if (!pattern.trigger.test(input.text)) continue;
      const regex = pattern.regex;
      regex.lastIndex = 0;
      for (let match = regex.exec(input.text); match !== null; match = regex.exec(input.text)) {
        const start = withLeadingNumber(input.text, match.index);
        if (pattern.checkNameWords && !isStreetNameRun(match[0], input.language)) continue;
        const numbered = pattern.numbered === true || /\d/.test(match[0]);
        const cue = input.context.kindsBefore(start, CONTEXT_WINDOW).has('ADDRESS');
        const base = numbered ? NUMBERED_ADDRESS_SCORE : UNNUMBERED_ADDRESS_SCORE;
        const score = Math.min(1, base + (cue ? CONTEXT_BOOST : 0));
        let end = extend(input.text, match.index + match[0].length);
        if (SENTENCE_PERIOD.test(input.text.slice(Math.max(start, end - 40), end))) end--;
        entities.push({ type: 'ADDRESS', start, end, score, recognizer: `address-${pattern.name}` });
      }
    }
    return entities;
  },
};
