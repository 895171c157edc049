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
import { isGivenName, isSurname, normalizeName } from './name-gazetteer.js';
import { ORGANISATION_CUES } from './non-name-words.js';
import {
  HONORIFICS,
  INTRODUCTION_PHRASES,
  NAME_STOP_WORDS,
  WEAK_INTRODUCTION_PHRASES,
} from './person-name-cues.js';
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

/** `true` when `word` marks an organisation ('Orchestra', 'Inc', 'Bank'): no person around it. */
function isOrganisationCue(word: string): boolean {
  return ORGANISATION_WORDS.has(normalizeName(word.replace(/[.,;:!?'’]+$/u, '')));
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

const ETHIOPIC_PREFIXED_WORD = /^[ለበየከእ]/u;
const CASED_WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]{0,40}/uy;
const UPPER_START = /^\p{Lu}/u;
const UNCASED_SCRIPT = /^[\u1200-\u139F\u0600-\u06FF\u0750-\u077F]/u;
const NGUNI_PREFIX =
  /^(?:u|ngu|ngu-|ngi|ndi|ku|ka|kwa|no|na|ba|va|Va|ya|wa|kuka|nguye|nginguye|ndingu|ngingu|o|e|ko)$/;

/** `true` when `word` may be part of a name. */
function isNameWord(word: string): boolean {
  if (STOP_WORDS.has(normalizeName(word))) return false;
  if (UPPER_START.test(word)) return word.length >= 2 || /^\p{Lu}\.?$/u.test(word);
  if (UNCASED_SCRIPT.test(word)) {
    if (UNCASED_STOP_WORDS.has(normalizeName(word)) || word.length < 2) return false;
    // an Amharic word with an attached preposition ('በንግግራቸው') is a name only when listed
    return !ETHIOPIC_PREFIXED_WORD.test(word) || isGivenName(word) || isSurname(word);
  }
  return false;
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
  const uncased = UNCASED_SCRIPT.test(text.slice(position, position + 1));
  const limit = uncased ? Math.min(2, maxWords) : maxWords;
  while (count < limit) {
    CASED_WORD.lastIndex = cursor;
    const match = CASED_WORD.exec(text);
    if (!match) break;
    let word = match[0];
    while (word.endsWith('-') || word.endsWith("'") || word.endsWith('’')) word = word.slice(0, -1);
    if (!uncased && count <= 1 && PARTICLES.has(word)) {
      // 'van der Merwe': particles count only when a name word follows
      const next = text.charCodeAt(cursor + word.length);
      if (next !== 32) break;
      cursor += word.length + 1;
      continue;
    }
    if (!isNameWord(word)) break;
    if (UNCASED_SCRIPT.test(word) !== uncased) break;
    // uncased scripts give no capital-letter signal: a second word must be a listed name
    if (uncased && count >= 1 && !(isGivenName(word) || isSurname(word))) break;
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

const introductionPatterns = new Map<LanguageName, RegExp>();

function introductionPattern(language: LanguageName): RegExp {
  const cached = introductionPatterns.get(language);
  if (cached) return cached;
  const phrases = [
    ...new Set([
      ...INTRODUCTION_PHRASES.English,
      ...INTRODUCTION_PHRASES[language],
      ...WEAK_INTRODUCTION_PHRASES,
    ]),
  ].sort((first, second) => second.length - first.length);
  // the first-character look-ahead only speeds the scan up (V8 rejects most positions at once)
  const pattern = new RegExp(
    `${firstCharacterLookahead(phrases)}(?<![\\p{L}\\p{M}])(?:${phrases.map(escapePhrase).join('|')})`,
    'giu',
  );
  introductionPatterns.set(language, pattern);
  return pattern;
}

const WEAK: ReadonlySet<string> = new Set(WEAK_INTRODUCTION_PHRASES.map(normalizePhrase));
const HONORIFIC_LIST = [...HONORIFICS, ...ETHIOPIC_TITLES].sort(
  (first, second) => second.length - first.length,
);
// the look-ahead over the titles' first characters only speeds the scan up (same matches)
const HONORIFIC_PATTERN = new RegExp(
  `${firstCharacterLookahead(HONORIFIC_LIST)}(?=[\\p{Lu}\\u1200-\\u137F\\u0600-\\u06FF])(?<![\\p{L}\\p{M}])(?:${HONORIFIC_LIST.map(escapePhrase).join('|')})\\.?(?=[ \\u00A0])`,
  'gu',
);
const ETHIOPIC_PREPOSITION = /^[ለበየከ][\u1200-\u137F]{2}/u;
const CAPITALISED_TOKEN =
  /(?=[\p{Ll}\p{Lu}\u1200-\u139F\u0600-\u06FF])(?<![\p{L}\p{M}'’-])([\p{Ll}]{1,7}-?)?(\p{Lu}[\p{L}\p{M}'’-]*|[\u1200-\u139F\u0600-\u06FF][\u1200-\u139F\u0600-\u06FF\u064B-\u065F]*)/gu;

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

function nameAfter(text: string, position: number): [number, number] | undefined {
  let cursor = position;
  let skipped = 0;
  while (cursor < text.length && skipped < 3 && /[\s:,–—-]/.test(text[cursor]!)) {
    if (text[cursor] === '\n') return undefined;
    cursor++;
    skipped++;
  }
  // Nguni copulas attach to the name: 'nguSipho'
  return readName(text, cursor);
}

function hasGazetteerWord(text: string, span: [number, number]): boolean {
  return text
    .slice(span[0], span[1])
    .split(/[ \u00A0]/)
    .some((word) => isGivenName(word) || isSurname(word));
}

/** The person-name recognizer (rules and gazetteer). */
export const personNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name',
  entityTypes: ['PERSON_NAME'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const entities: RecognizedEntity[] = [];
    const introduction = introductionPattern(input.language);
    introduction.lastIndex = 0;
    for (let match = introduction.exec(text); match !== null; match = introduction.exec(text)) {
      const end = match.index + match[0].length;
      const next = text.slice(end, end + 1);
      if (next !== '' && !/[\s:,–—-]/.test(next) && !UPPER_START.test(next)) continue;
      const span = nameAfter(text, end);
      if (!span) continue;
      const weak = WEAK.has(normalizePhrase(match[0]));
      let score = weak ? WEAK_INTRODUCED_NAME_SCORE : INTRODUCED_NAME_SCORE;
      if (weak && hasGazetteerWord(text, span)) score = INTRODUCED_NAME_SCORE;
      entities.push({
        type: 'PERSON_NAME',
        start: span[0],
        end: span[1],
        score,
        recognizer: 'person-name-introduction',
      });
    }
    const honorific = HONORIFIC_PATTERN;
    honorific.lastIndex = 0;
    for (let match = honorific.exec(text); match !== null; match = honorific.exec(text)) {
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
    const tokens = CAPITALISED_TOKEN;
    tokens.lastIndex = 0;
    let coveredUntil = 0;
    for (let match = tokens.exec(text); match !== null; match = tokens.exec(text)) {
      const prefix = match[1];
      // group 2 starts right after the optional group 1 (no `d` flag: match indices are slow)
      const wordStart = match.index + (prefix?.length ?? 0);
      if (wordStart < coveredUntil) continue;
      if (prefix && !NGUNI_PREFIX.test(prefix.replace(/-$/, ''))) continue;
      let word = match[2] ?? '';
      while (word.endsWith('-') || word.endsWith("'") || word.endsWith('’')) word = word.slice(0, -1);
      let start = wordStart;
      if (!(isGivenName(word) || isSurname(word)) && ETHIOPIC_PREPOSITION.test(word)) {
        // Amharic prepositions attach to the name: 'ለዶናልድ' (to Donald), 'የአበበ' (Abebe's)
        word = word.slice(1);
        start++;
      }
      if (!(isGivenName(word) || isSurname(word)) || STOP_WORDS.has(normalizeName(word))) continue;
      const span = readName(text, start) ?? [start, start + word.length];
      const following = /^[ \u00A0]([\p{L}\p{M}.]+)/u.exec(text.slice(span[1], span[1] + 24))?.[1];
      if (following && (STREET_WORDS.has(normalizeName(following)) || isOrganisationCue(following))) continue;
      if (
        text
          .slice(span[0], span[1])
          .split(/[ \u00A0]/)
          .some(isOrganisationCue)
      )
        continue;
      const words = text.slice(span[0], span[1]).split(/[ \u00A0]/).length;
      const initial = !prefix && isSentenceInitial(text, wordStart);
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
