/**
 * PHONE_NUMBER: candidate digit runs (with `+`, `00`, spaces, dashes, dots and brackets) checked
 * by libphonenumber-js (loaded on the first candidate: phone-number-library.ts): international
 * numbers on their own, national numbers against the regions where the language is spoken
 * (LANGUAGES[...].countries; the first six for numbers starting with a trunk `0`, only regions
 * without a trunk prefix for the others) and NG, KE, ZA, GH, GB, US. A valid
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
import type { CountryCode } from 'libphonenumber-js/max';
import { decidingCue } from '../context/deciding-cue.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW } from '../scoring.js';
import { matchesAtStarts } from '../text-scan.js';
import { phoneNumberLibrary } from './phone-number-library.js';
import {
  digitCount,
  groupCount,
  isAmountLike,
  isGroupSeparator,
  startsInternational,
  startsWithIsoDate,
} from './phone-number-shapes.js';
import { mayBeNationalNumberOf, mayBeValidNationalNumberOf } from './phone-region-lengths.js';
import { isWhiteSpace } from './white-space.js';

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
  // West and Central African numbering plans without a trunk prefix (Senegal 7x xxx xx xx, Cameroon 6xx xx xx xx)
  'SN',
  'ML',
  'BF',
  'NE',
  'TG',
  'CM',
]);

/** How many of the language's countries (most relevant first) are tried for numbers with a trunk `0`. */
export const MAX_LANGUAGE_REGIONS = 6;
/** Regions always tried after the language's own (common in the contexts langproc serves). */
const EXTRA_REGIONS: readonly string[] = ['NG', 'KE', 'ZA', 'GH', 'GB', 'US'];

/**
 * A candidate number. It starts at a digit run, or at the `+`, `(` or `+(` right before one (the
 * look-behind forbids a digit before it): tried only there (`candidateStarts`), with the same
 * matches as a global scan.
 */
const CANDIDATE =
  /(?<![\p{L}\p{N}+/.,]|[\p{L}\p{N}]-)(?:\+|00)?\(?\d[\d \u00A0().-]{5,20}\d(?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6}(?![\p{L}\p{N}]))?(?![\p{N}]|[.,-]\d)/uy;
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

/** Phone numbers are written in at most this many digit groups (`+33 6 12 34 56 78` has 6). */
const MAX_DIGIT_GROUPS = 6;
/** A date (`12/03/1985`), not a number. */
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$/;

/** Score of a number libphonenumber-js says is valid for a region. */
export const VALID_PHONE_SCORE = 0.75;
/** Score of a number that is only possible (right length) for a region. */
export const POSSIBLE_PHONE_SCORE = 0.4;

/** `true` for the characters a candidate's digit part is made of: digits and group separators. */
function isNumberCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || isGroupSeparator(code);
}

/** Shortest digit part of a candidate: a digit, five digits or separators, a digit. */
const MIN_CANDIDATE_LENGTH = 7;

/**
 * Where a candidate can start: each digit run followed by at least seven digits and separators,
 * and a `+`, `(` or `+(` right before it.
 */
function candidateStarts(text: string, digitRunStarts: Int32Array): number[] {
  const starts: number[] = [];
  for (let index = 0; index < digitRunStarts.length; index++) {
    const start = digitRunStarts[index]!;
    // the indices stay inside the text, so charCodeAt keeps to small integers
    const limit = Math.min(MIN_CANDIDATE_LENGTH, text.length - start);
    let length = 1;
    while (length < limit && isNumberCharacter(text.charCodeAt(start + length))) length++;
    if (length < MIN_CANDIDATE_LENGTH) continue;
    const before = start > 0 ? text.charCodeAt(start - 1) : -1;
    if (before === 0x28 && start > 1 && text.charCodeAt(start - 2) === 0x2b) starts.push(start - 2);
    if (before === 0x2b || before === 0x28) starts.push(start - 1);
    starts.push(start);
  }
  return starts;
}

type Verdict = 'valid' | 'possible' | undefined;

/** Regions to try: for numbers without a leading 0, and for numbers with one. */
interface Regions {
  trunkless: readonly string[];
  withTrunk: readonly string[];
  /** Verdicts already computed for these two lists, by candidate (`null`: neither). */
  verdicts: Map<string, Verdict | null>;
}

const regionsByLanguage = new Map<string, Regions>();
/** The verdict caches, shared by the languages whose two lists are the same. */
const verdictsByRegions = new Map<string, Map<string, Verdict | null>>();

/** The regions of a language, computed once per language. */
function regionsFor(input: AnalysisInput): Regions {
  const cached = regionsByLanguage.get(input.language);
  if (cached) return cached;
  const all = [...new Set([...input.languageInfo.countries, ...EXTRA_REGIONS])];
  const trunkless = all.filter((region) => NO_TRUNK_PREFIX.has(region));
  const withTrunk = [
    ...new Set([...input.languageInfo.countries.slice(0, MAX_LANGUAGE_REGIONS), ...EXTRA_REGIONS]),
  ];
  const key = `${trunkless.join(',')};${withTrunk.join(',')}`;
  let verdicts = verdictsByRegions.get(key);
  if (!verdicts) {
    verdicts = new Map();
    verdictsByRegions.set(key, verdicts);
  }
  const regions: Regions = { trunkless, withTrunk, verdicts };
  regionsByLanguage.set(input.language, regions);
  return regions;
}

/** Most verdicts kept per pair of region lists before that cache is cleared. */
const MAX_CACHED_VERDICTS = 8192;

/**
 * The verdict for a candidate, cached per regions tried and candidate (libphonenumber-js is
 * deterministic, so a cached verdict equals a fresh one). Parsing costs about 20 µs per region, and
 * the same numbers recur across calls (hotlines, repeated turns); cleared when full, so bounded.
 */
function cachedClassify(candidate: string, regions: Regions): Verdict {
  const cached = regions.verdicts.get(candidate);
  if (cached !== undefined) return cached ?? undefined;
  const verdict = classify(candidate, regions);
  if (regions.verdicts.size >= MAX_CACHED_VERDICTS) regions.verdicts.clear();
  regions.verdicts.set(candidate, verdict ?? null);
  return verdict;
}

/** The digits of `candidate` when it holds only digits, spaces, `.`, `-` and brackets; else undefined. */
function nationalDigits(candidate: string): string | undefined {
  let digits = '';
  for (let index = 0; index < candidate.length; index++) {
    const code = candidate.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) digits += candidate[index];
    else if (
      code !== 0x20 &&
      code !== 0xa0 &&
      code !== 0x2e &&
      code !== 0x2d &&
      code !== 0x28 &&
      code !== 0x29
    )
      return undefined;
  }
  return digits;
}

function classify(candidate: string, regions: Regions): Verdict {
  const international = candidate.startsWith('+') || candidate.startsWith('00');
  const normalized = candidate.startsWith('00') ? `+${candidate.slice(2)}` : candidate;
  let possible = false;
  // national numbers not starting with 0 can only belong to regions without a trunk prefix
  const trunkless = !international && !/^\(?0/.test(candidate);
  const tries = international ? [undefined] : trunkless ? regions.trunkless : regions.withTrunk;
  const { parsePhoneNumberFromString } = phoneNumberLibrary();
  // a national number written with digits and separators only: regions whose lengths rule it out
  // are skipped, and regions where it cannot be valid are parsed last, only while no region has
  // found it possible (the same verdict: valid for any region, else possible for any, whatever the
  // order), without their parse
  const digits = international ? undefined : nationalDigits(candidate);
  let onlyPossible: string[] | undefined;
  for (const region of tries) {
    if (digits !== undefined && region !== undefined) {
      if (!mayBeNationalNumberOf(region, digits)) continue;
      if (!mayBeValidNationalNumberOf(region, digits)) {
        if (onlyPossible === undefined) onlyPossible = [];
        onlyPossible.push(region);
        continue;
      }
    }
    const parsed = parsePhoneNumberFromString(normalized, region as CountryCode | undefined);
    if (!parsed) continue;
    if (parsed.isValid()) return 'valid';
    if (parsed.isPossible()) possible = true;
  }
  if (possible || onlyPossible === undefined) return possible ? 'possible' : undefined;
  for (const region of onlyPossible) {
    const parsed = parsePhoneNumberFromString(normalized, region as CountryCode);
    if (!parsed) continue;
    if (parsed.isValid()) return 'valid';
    if (parsed.isPossible()) return 'possible';
  }
  return possible ? 'possible' : undefined;
}

/** `true` when a `)` stands in `text` from `from` to before `to`. */
function hasClosingBracket(text: string, from: number, to: number): boolean {
  const index = text.indexOf(')', from);
  return index >= 0 && index < to;
}

/** `true` for what a candidate never ends with (`/[\s.(-]/`): white space, `.`, `(`, `-`. */
function isTrailingFiller(code: number): boolean {
  return code === 0x2e || code === 0x28 || code === 0x2d || isWhiteSpace(code);
}

function trimCandidate(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  // an opening bracket belongs to the number only when it is closed inside it
  if (text.charCodeAt(from) === 0x28 && !hasClosingBracket(text, from, to)) from++;
  while (to > from && isTrailingFiller(text.charCodeAt(to - 1))) to--;
  return [from, to];
}

/** `true` when a `(` stands right before the `+` at `start` and is closed inside the span. */
function opensBracket(text: string, start: number, end: number): boolean {
  return (
    start > 0 &&
    text.charCodeAt(start - 1) === 0x28 &&
    text.charCodeAt(start) === 0x2b &&
    hasClosingBracket(text, start, end)
  );
}

/** A phone context phrase before the number, or a line label before or after it. */
function hasPhoneCue(input: AnalysisInput, start: number, end: number): boolean {
  const { text, context } = input;
  return (
    (context.cues.length > 0 &&
      decidingCue(input, start, CONTEXT_WINDOW)?.kinds.has('PHONE_NUMBER') === true) ||
    LABEL_AFTER.test(text.slice(end, end + 12)) ||
    LABEL_BEFORE.test(text.slice(Math.max(0, start - 12), start))
  );
}

const trunklessMobileRegions = new Map<string, readonly string[]>();

/**
 * `true` when `digits` (digits alone, no `+` and no trunk `0`) is a valid mobile number of a
 * country where the language is spoken that dials without a trunk prefix: Italy (`3xx xxx xxxx`),
 * Spain (`6xx xxx xxx`), Botswana (`7x xxx xxx`), Lesotho (`5x xxx xxx`, `6x xxx xxx`), ... A digit
 * run with no cue that has this shape is read as a phone (unannounced-reference.ts).
 *
 * @example
 * ```ts
 * // Setswana: isTrunklessMobile(input, '72418806') -> true; '12345678' -> false
 * ```
 */
export function isTrunklessMobile(input: AnalysisInput, digits: string): boolean {
  let regions = trunklessMobileRegions.get(input.language);
  if (regions === undefined) {
    regions = input.languageInfo.countries.filter((region) => NO_TRUNK_PREFIX.has(region));
    trunklessMobileRegions.set(input.language, regions);
  }
  if (regions.length === 0 || !/^[1-9]\d{6,11}$/u.test(digits)) return false;
  const { parsePhoneNumberFromString } = phoneNumberLibrary();
  for (const region of regions) {
    if (!mayBeValidNationalNumberOf(region, digits)) continue;
    const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
    if (parsed?.isValid() && parsed.getType() === 'MOBILE') return true;
  }
  return false;
}

const trunkMobileRegions = new Map<string, readonly string[]>();

/**
 * `true` when `digits` (digits alone) is a trunk `0` and a valid mobile number of a country where
 * the language is spoken that dials with a trunk prefix (South Africa `07x xxx xxxx`, Nigeria
 * `080x xxx xxxx`, Kenya `07xx xxx xxx`, ...).
 *
 * @example
 * ```ts
 * // Afrikaans: isTrunkMobile(input, '0793318442') -> true; '1537402918' -> false
 * ```
 */
export function isTrunkMobile(input: AnalysisInput, digits: string): boolean {
  if (!/^0\d{8,11}$/u.test(digits)) return false;
  let regions = trunkMobileRegions.get(input.language);
  if (regions === undefined) {
    regions = input.languageInfo.countries.filter((region) => !NO_TRUNK_PREFIX.has(region));
    trunkMobileRegions.set(input.language, regions);
  }
  const { parsePhoneNumberFromString } = phoneNumberLibrary();
  for (const region of regions) {
    const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
    if (parsed?.isValid() && parsed.getType() === 'MOBILE') return true;
  }
  return false;
}

/** The phone-number recognizer. */
export const phoneNumberRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'phone-number',
  entityTypes: ['PHONE_NUMBER'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const { text, scan } = input;
    // every candidate holds at least seven digits: no digit, nothing to do
    if (scan.digitRunStarts.length === 0) return entities;
    const regions = regionsFor(input);
    for (const match of matchesAtStarts(CANDIDATE, text, candidateStarts(text, scan.digitRunStarts))) {
      const [start, end] = trimCandidate(text, match.index, match.index + match[0].length);
      const spanValue = text.slice(start, end);
      if (startsWithIsoDate(spanValue)) continue;
      // every extension holds an `x`; a bracketed trunk follows a `+`
      let value = spanValue.includes('x') ? spanValue.replace(EXTENSION, '') : spanValue;
      if (value.charCodeAt(0) === 0x2b) value = value.replace(BRACKETED_TRUNK, '$1 ');
      const digits = digitCount(value);
      if (digits < 7 || digits > 15) continue;
      if (DATE_LIKE.test(value)) continue;
      if (groupCount(value) > MAX_DIGIT_GROUPS) continue;
      // '1 250 000' is an amount unless a phone cue says otherwise (the cue is read only when needed)
      let cue: boolean | undefined;
      if (isAmountLike(value)) {
        cue = hasPhoneCue(input, start, end);
        if (!cue) continue;
      }
      const verdict = cachedClassify(value, regions);
      if (!verdict) continue;
      cue ??= hasPhoneCue(input, start, end);
      // a bare digit run without trunk 0 or + is as likely an id: only 'possible' without a cue
      const bare = digits === value.length && value.charCodeAt(0) !== 0x30;
      // a possible number written the way phone numbers are (`+`, `555-555-5555`) is as good as valid
      const shaped = startsInternational(value) || NORTH_AMERICAN_LAYOUT.test(value);
      const base = (verdict === 'valid' || shaped) && !bare ? VALID_PHONE_SCORE : POSSIBLE_PHONE_SCORE;
      entities.push({
        type: 'PHONE_NUMBER',
        // a country code in brackets ("(+233) 24 412 3856"): the opening bracket is the number's
        start: opensBracket(text, start, end) ? start - 1 : start,
        end,
        score: Math.min(1, base + (cue ? CONTEXT_BOOST : 0)),
        recognizer: 'phone-number',
      });
    }
    slashedNumbers(input, regions, entities);
    return entities;
  },
};

/**
 * A national number written with a slash between its area or network code and the subscriber's
 * number, as German and Austrian writing has it ("0151 / 2280 4417", "030/1234567"): a trunk `0`
 * and one to four digits, the slash (spaces around it or not), then at least five digits in groups.
 */
const SLASHED = /(?<![\p{L}\p{N}/.,])0\d{1,4}[ ]?\/[ ]?\d[\d ]{3,12}\d(?![\p{N}]|[.,/-]\d)/uy;

/** Appends to `entities` the numbers written with a slash ({@link SLASHED}) that are valid for a region. */
function slashedNumbers(input: AnalysisInput, regions: Regions, entities: RecognizedEntity[]): void {
  const { text, scan } = input;
  if (!text.includes('/')) return;
  for (const start of scan.digitRunStarts) {
    if (text.charCodeAt(start) !== 0x30) continue;
    // a slash right after the code (a space before it or not)
    let after = start + 1;
    while (after < start + 5 && text.charCodeAt(after) >= 0x30 && text.charCodeAt(after) <= 0x39) after++;
    if (text.charCodeAt(after) === 0x20) after++;
    if (text.charCodeAt(after) !== 0x2f) continue;
    SLASHED.lastIndex = start;
    const match = SLASHED.exec(text);
    if (match === null) continue;
    const value = match[0].replace(/[ ]?\/[ ]?/u, ' ');
    if (cachedClassify(value, regions) !== 'valid') continue;
    const end = start + match[0].length;
    entities.push({
      type: 'PHONE_NUMBER',
      start,
      end,
      score: Math.min(1, VALID_PHONE_SCORE + (hasPhoneCue(input, start, end) ? CONTEXT_BOOST : 0)),
      recognizer: 'phone-number',
    });
  }
}
