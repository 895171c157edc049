/**
 * PHONE_NUMBER: candidate digit runs (with `+`, `00`, spaces, dashes, dots and brackets) checked
 * by libphonenumber-js: international numbers on their own, national numbers against the regions
 * where the language is spoken (LANGUAGES[...].countries; the first six for numbers starting with
 * a trunk `0`, only regions without a trunk prefix for the others) and NG, KE, ZA, GH, GB, US. A valid
 * number scores 0.75 (1 after a phone cue); a merely possible one, or a bare digit run without a
 * trunk `0` or `+`, 0.4 (0.75 after a cue; masked in the telecom domain). Digit groups shaped like
 * an amount (`1 250 000`) need a phone cue. Extensions (`x123`) stay in the span; a possible number
 * written with `+` or in the North American layout (`(555) 555-5555`) scores as a valid one, and a
 * line label (`Fax:`, `... office`) counts as a cue.
 *
 * @example
 * ```ts
 * // 'lambata 0803 123 4567' (Hausa) -> PHONE_NUMBER
 * ```
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW } from '../scoring.js';

/** Regions whose national numbers are written without a leading trunk `0`. */
const NO_TRUNK_PREFIX: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'IT',
  'ES',
  'BW',
  'LS',
  'MZ',
  'PT',
  'MX',
  'CO',
  'CL',
  'QA',
  'KW',
  'BH',
  'OM',
  'MR',
  'DJ',
  'SM',
  'VA',
  'GQ',
  'BI',
]);

/** How many of the language's countries (most relevant first) are tried for numbers with a trunk `0`. */
export const MAX_LANGUAGE_REGIONS = 6;
/** Regions always tried after the language's own (common in the contexts langproc serves). */
const EXTRA_REGIONS: readonly string[] = ['NG', 'KE', 'ZA', 'GH', 'GB', 'US'];

const CANDIDATE =
  /(?<![\p{L}\p{N}+/.,]|\p{N}-)(?:\+|00)?\(?\d[\d \u00A0().-]{5,20}\d(?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6}(?![\p{L}\p{N}]))?(?![\p{N}]|[.,-]\d)/gu;
/** An extension after the number (`x123`, `ext. 45`): kept in the span, not parsed. */
const EXTENSION = /[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6}$/;
/** The trunk `(0)` written inside an international number (`+44 (0)20 ...`): dropped before parsing. */
const BRACKETED_TRUNK = /^(\+\d{1,3})[ \u00A0]?\(0\)[ \u00A0]?/;
/** The North American layout (`(555) 555-5555`, `555.555.5555`, `555-555-5555`). */
const NORTH_AMERICAN_LAYOUT = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[.-])\d{3}[.-]\d{4}$/;
/** A line label right after the number (`555-1234 office`, `...-Fax`): a phone cue. */
const LABEL_AFTER = /^[ \t]*[-–]?[ \t]*(?:office|fax|mobile|cell|home|work|desk|tel|phone)\b/i;
/** A line label right before the number (`Fax: `, `Desk: `): a phone cue. */
const LABEL_BEFORE = /(?:fax|desk|office|mobile|cell|tel|phone)[ \t]*[:.]?[ \t]*$/i;
/** An ISO date (and time) start: `2015-12-22 04`. */
const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

/** Phone numbers are written in at most this many digit groups (`+33 6 12 34 56 78` has 6). */
const MAX_DIGIT_GROUPS = 6;
const HAS_DIGIT = /\d/;
const AMOUNT_LIKE = /^[1-9]\d{0,2}(?:[ \u00A0.,]\d{3})+$/;

/** Score of a number libphonenumber-js says is valid for a region. */
export const VALID_PHONE_SCORE = 0.75;
/** Score of a number that is only possible (right length) for a region. */
export const POSSIBLE_PHONE_SCORE = 0.4;

function digitCount(value: string): number {
  let count = 0;
  for (const character of value) if (character >= '0' && character <= '9') count++;
  return count;
}

/** Regions to try: for numbers without a leading 0, and for numbers with one. */
interface Regions {
  trunkless: readonly string[];
  withTrunk: readonly string[];
  /** Identifies the two lists (the verdict cache key). */
  key: string;
}

const regionsByLanguage = new Map<string, Regions>();

/** The regions of a language, computed once per language. */
function regionsFor(input: AnalysisInput): Regions {
  const cached = regionsByLanguage.get(input.language);
  if (cached) return cached;
  const all = [...new Set([...input.languageInfo.countries, ...EXTRA_REGIONS])];
  const trunkless = all.filter((region) => NO_TRUNK_PREFIX.has(region));
  const withTrunk = [
    ...new Set([...input.languageInfo.countries.slice(0, MAX_LANGUAGE_REGIONS), ...EXTRA_REGIONS]),
  ];
  const regions: Regions = { trunkless, withTrunk, key: `${trunkless.join(',')};${withTrunk.join(',')}` };
  regionsByLanguage.set(input.language, regions);
  return regions;
}

type Verdict = 'valid' | 'possible' | undefined;

/**
 * Verdicts already computed, keyed by the regions tried and the candidate (libphonenumber-js is
 * deterministic, so a cached verdict equals a fresh one). Parsing costs about 20 µs per region, and
 * the same numbers recur across calls (hotlines, repeated turns); cleared when full, so bounded.
 */
const verdicts = new Map<string, Verdict>();
/** Most verdicts kept before the cache is cleared. */
const MAX_CACHED_VERDICTS = 8192;

function cachedClassify(candidate: string, regions: Regions): Verdict {
  const key = `${regions.key}\u0000${candidate}`;
  if (verdicts.has(key)) return verdicts.get(key);
  const verdict = classify(candidate, regions);
  if (verdicts.size >= MAX_CACHED_VERDICTS) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}

function classify(candidate: string, regions: Regions): Verdict {
  const international = candidate.startsWith('+') || candidate.startsWith('00');
  const normalized = candidate.startsWith('00') ? `+${candidate.slice(2)}` : candidate;
  let possible = false;
  // national numbers not starting with 0 can only belong to regions without a trunk prefix
  const trunkless = !international && !/^\(?0/.test(candidate);
  const tries = international ? [undefined] : trunkless ? regions.trunkless : regions.withTrunk;
  for (const region of tries) {
    const parsed = parsePhoneNumberFromString(normalized, region as CountryCode | undefined);
    if (!parsed) continue;
    if (parsed.isValid()) return 'valid';
    if (parsed.isPossible()) possible = true;
  }
  return possible ? 'possible' : undefined;
}

function trimCandidate(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  // an opening bracket belongs to the number only when it is closed inside it
  if (text[from] === '(' && !text.slice(from, to).includes(')')) from++;
  while (to > from && /[\s.(-]/.test(text[to - 1]!)) to--;
  return [from, to];
}

/** The phone-number recognizer. */
export const phoneNumberRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'phone-number',
  entityTypes: ['PHONE_NUMBER'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    // every candidate holds at least seven digits: no digit, nothing to do
    if (!HAS_DIGIT.test(input.text)) return entities;
    const regions = regionsFor(input);
    const regex = CANDIDATE;
    regex.lastIndex = 0;
    for (let match = regex.exec(input.text); match !== null; match = regex.exec(input.text)) {
      const [start, end] = trimCandidate(input.text, match.index, match.index + match[0].length);
      const spanValue = input.text.slice(start, end);
      if (ISO_DATE_START.test(spanValue)) continue;
      const value = spanValue.replace(EXTENSION, '').replace(BRACKETED_TRUNK, '$1 ');
      const digits = digitCount(value);
      if (digits < 7 || digits > 15) continue;
      if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(value)) continue;
      if (value.split(/[ \u00A0().-]+/).filter(Boolean).length > MAX_DIGIT_GROUPS) continue;
      const cue =
        input.context.kindsBefore(start, CONTEXT_WINDOW).has('PHONE_NUMBER') ||
        LABEL_AFTER.test(input.text.slice(end, end + 12)) ||
        LABEL_BEFORE.test(input.text.slice(Math.max(0, start - 12), start));
      // '1 250 000' is an amount unless a phone cue says otherwise
      if (!cue && AMOUNT_LIKE.test(value)) continue;
      const verdict = cachedClassify(value, regions);
      if (!verdict) continue;
      // a bare digit run without trunk 0 or + is as likely an id: only 'possible' without a cue
      const bare = /^\d+$/.test(value) && !value.startsWith('0');
      // a possible number written the way phone numbers are (`+`, `555-555-5555`) is as good as valid
      const shaped = /^(?:\+|00)/.test(value) || NORTH_AMERICAN_LAYOUT.test(value);
      const base = (verdict === 'valid' || shaped) && !bare ? VALID_PHONE_SCORE : POSSIBLE_PHONE_SCORE;
      entities.push({
        type: 'PHONE_NUMBER',
        start,
        end,
        score: Math.min(1, base + (cue ? CONTEXT_BOOST : 0)),
        recognizer: 'phone-number',
      });
    }
    return entities;
  },
};
