/**
 * ADDRESS: street addresses in the 19 languages: a house number and a capitalised street name
 * with a street-type word after it (`12 Adeola Odeku Street`) or before it (`15 rue de la Paix`,
 * `Mtaa wa Moi 23`, `Calle Mayor 5`, `شارع الملك فهد 12`), fused German/Afrikaans names
 * (`Hauptstraße 5`, `12 Kerkstraat`), Kigali street codes (`KN 5 Rd`), house/plot numbers
 * (`Plot 23`, `Nyumba namba 45`, `የቤት ቁጥር 123`) and post-office boxes (`P.O. Box 1234`,
 * `S.L.P. 9120`, `Posbus 55`). A match is extended over up to two following `, Town` parts and
 * a postal code. Without a number the match needs an address cue ("I live at", "anwani", ...).
 *
 * @example
 * ```ts
 * // 'I live at 12 Adeola Odeku Street, Victoria Island, Lagos.' -> ADDRESS covers '12 ... Lagos'
 * ```
 */

import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW } from '../scoring.js';
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

const PATTERNS: ReadonlyArray<{
  name: string;
  regex: RegExp;
  numbered: boolean | 'check';
  /** A necessary condition for a match anywhere in the text. */
  trigger: RegExp;
  /** The pattern always matches an ASCII digit. */
  needsDigit: boolean;
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
      `(?<![\\p{L}\\p{N}])(?:${NUMBER},?[ ])?(?:${alternation(withLowerCase(STREET_PREFIXES))})[ ](?:(?:de la|de|del|des|du|di|della|wa|ya|ka|la|el|al|dei|degli)[ ])?(?:${NAME}|${LOWER_NAME})(?:,?[ ](?:${NUMBER}))?(?![\\p{L}\\p{N}])`,
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

const TOWN_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]{0,30}";
const EXTENSION = new RegExp(`^,?[ ](?:${TOWN_WORD})(?:[ ]${TOWN_WORD}){0,2}`, 'u');
/** A final `.` ends the sentence unless it closes a short abbreviation (`St.`, `Rd.`, `Ave.`). */
const SENTENCE_PERIOD = /(?<![\p{L}\p{M}])(?!(?:St|Rd|Ave|Av|Cres|Blvd|Str|Bd|No)\.$)[\p{L}\p{M}]+\.$|\d\.$/u;
const POSTAL_CODE = /^,?[ ]\d{4,6}(?![\p{L}\p{N}])/u;
const EXTENSION_STOP =
  /^,?[ ](?:Mr|Mrs|Ms|Dr|I|Please|Thank|Thanks|And|But|So|My|Your|The|Is|Can|Do|Yes|No|Ok|Okay)\b/u;

function extend(text: string, end: number): number {
  let position = end;
  for (let part = 0; part < 3; part++) {
    const rest = text.slice(position, position + 80);
    const postal = POSTAL_CODE.exec(rest);
    if (postal) {
      position += postal[0].length;
      continue;
    }
    if (part >= 2 || EXTENSION_STOP.test(rest)) break;
    const town = EXTENSION.exec(rest);
    if (!town || !rest.startsWith(',')) break;
    position += town[0].length;
  }
  return position;
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
        const start = match.index;
        const numbered = pattern.numbered === true || /\d/.test(match[0]);
        const cue = input.context.kindsBefore(start, CONTEXT_WINDOW).has('ADDRESS');
        const base = numbered ? NUMBERED_ADDRESS_SCORE : UNNUMBERED_ADDRESS_SCORE;
        const score = Math.min(1, base + (cue ? CONTEXT_BOOST : 0));
        let end = extend(input.text, start + match[0].length);
        if (SENTENCE_PERIOD.test(input.text.slice(Math.max(start, end - 40), end))) end--;
        entities.push({ type: 'ADDRESS', start, end, score, recognizer: `address-${pattern.name}` });
      }
    }
    return entities;
  },
};
