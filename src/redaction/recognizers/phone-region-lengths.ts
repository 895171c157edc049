/**
 * A necessary condition, read from libphonenumber-js's own metadata, for a national number (no `+`)
 * of `digits` digits to parse as valid or possible with a default region: the national significant
 * number libphonenumber-js derives from it is the digits less at most the calling code (stripped
 * when the number starts with it) and a national prefix, and a valid or possible number has a
 * length listed for some country of that calling code (its general or type lengths). A number
 * starting with the region's international dialling prefix (`00`, `011`) becomes international and
 * is never ruled out, nor is a region whose national prefix for parsing is more than digit
 * literals (capture groups, transform rules), nor one with a length list missing. Skipping a
 * region this rules out gives the same verdict without its 20 to 200 µs parse.
 *
 * A valid number also matches, entirely, the national number pattern of the country it is checked
 * against (one of the calling code's countries): `mayBeValidNationalNumberOf` tries that pattern on
 * the same national significant numbers, so a region that cannot turn a number already found
 * possible into a valid one is not parsed either.
 *
 * @example
 * ```ts
 * mayBeNationalNumberOf('US', '7804125123081'); // false: US numbers have 10 digits
 * mayBeNationalNumberOf('KE', '0712345678'); // true
 * mayBeValidNationalNumberOf('US', '1234567890'); // false: no US area code starts with 1
 * ```
 */
import { phoneNumberLibrary } from './phone-number-library.js';

/** The number types libphonenumber-js validates against (`getNumberType`). */
const NUMBER_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'PERSONAL_NUMBER',
  'VOICEMAIL',
  'UAN',
  'PAGER',
  'VOIP',
  'SHARED_COST',
] as const;

/**
 * The parts of libphonenumber-js's `Metadata` read here (untyped in its declarations; when one is
 * missing, the region is never ruled out).
 */
interface MetadataReader {
  hasCountry(region: string): boolean;
  selectNumberingPlan(region: string): void;
  numberingPlan?: {
    callingCode(): string;
    IDDPrefix(): string | undefined;
    nationalPrefixForParsing(): string | undefined;
  };
  getCountryCodesForCallingCode(callingCode: string): readonly string[] | undefined;
  nationalNumberPattern(): string | undefined;
  possibleLengths(): readonly number[] | undefined;
  type(type: string): { possibleLengths(): readonly number[] | undefined } | undefined;
}

/** What a region allows, or `undefined` when nothing can be ruled out for it. */
interface RegionLengths {
  /** The international dialling prefix, as libphonenumber-js searches for it. */
  internationalPrefix: RegExp;
  /** The calling code, stripped when the number starts with it. */
  callingCode: string;
  /** The national prefixes for parsing (digit literals), stripped when the number starts with one. */
  nationalPrefixes: readonly string[];
  /** `allowed[length]` is 1 when a national significant number of that length can be valid or possible. */
  allowed: Uint8Array;
  /**
   * The national number pattern of each country of the calling code, as libphonenumber-js matches
   * it (`^(?:pattern)$`); `null` when a country has none (validity is then never ruled out).
   */
  nationalPatterns: readonly RegExp[] | null;
}

const lengthsByRegion = new Map<string, RegionLengths | null>();

/** Longest national significant number libphonenumber-js parses (`MAX_LENGTH_FOR_NSN`). */
const MAX_NATIONAL_LENGTH = 17;

/** The lengths a region allows (once per region), or `null` when none can be relied on. */
function regionLengths(region: string): RegionLengths | null {
  const cached = lengthsByRegion.get(region);
  if (cached !== undefined) return cached;
  let result: RegionLengths | null = null;
  try {
    result = computeRegionLengths(region);
  } catch {
    result = null;
  }
  lengthsByRegion.set(region, result);
  return result;
}

function computeRegionLengths(region: string): RegionLengths | null {
  const metadata = new (phoneNumberLibrary().Metadata)() as unknown as MetadataReader;
  if (!metadata.hasCountry(region)) return null;
  metadata.selectNumberingPlan(region);
  const plan = metadata.numberingPlan;
  if (plan === undefined) return null;
  const callingCode = plan.callingCode();
  const internationalPrefix = plan.IDDPrefix();
  const nationalPrefix = plan.nationalPrefixForParsing();
  // only plain digit literals ('0', '1', '0|180020'): their match strips at most the longest one
  if (nationalPrefix !== undefined && nationalPrefix !== '' && !/^[0-9]+(?:\|[0-9]+)*$/.test(nationalPrefix))
    return null;
  if (typeof internationalPrefix !== 'string' || internationalPrefix === '') return null;
  const nationalPrefixes = nationalPrefix ? nationalPrefix.split('|') : [];
  const allowed = new Uint8Array(MAX_NATIONAL_LENGTH + 1);
  const countries = metadata.getCountryCodesForCallingCode(callingCode) ?? [region];
  let nationalPatterns: RegExp[] | null = [];
  for (const country of countries) {
    metadata.selectNumberingPlan(country);
    const pattern = metadata.nationalNumberPattern();
    if (typeof pattern === 'string' && nationalPatterns !== null)
      nationalPatterns.push(new RegExp(`^(?:${pattern})$`));
    else nationalPatterns = null;
    const general = metadata.possibleLengths();
    if (!general) return null;
    const lists: Array<readonly number[] | undefined> = [general];
    for (const type of NUMBER_TYPES) {
      const definition = metadata.type(type);
      if (definition !== undefined) lists.push(definition.possibleLengths());
    }
    for (const list of lists) {
      if (!list) return null;
      for (const length of list) if (length >= 0 && length <= MAX_NATIONAL_LENGTH) allowed[length] = 1;
    }
  }
  return {
    internationalPrefix: new RegExp(internationalPrefix),
    callingCode,
    nationalPrefixes,
    allowed,
    nationalPatterns,
  };
}

/**
 * `false` when libphonenumber-js cannot find a national number (no `+`) whose digits are
 * `digits` valid or possible with `region` as its default region; `true` when it may.
 */
export function mayBeNationalNumberOf(region: string, digits: string): boolean {
  const lengths = regionLengths(region);
  if (lengths === null) return true;
  // an international dialling prefix makes it an international number: anything goes
  if (digits.search(lengths.internationalPrefix) === 0) return true;
  if (mayKeepLength(lengths, digits, 0)) return true;
  // the calling code written without `+` ('254712...') may be stripped first
  return digits.startsWith(lengths.callingCode) && mayKeepLength(lengths, digits, lengths.callingCode.length);
}

/**
 * `false` when libphonenumber-js cannot find a national number (no `+`) whose digits are `digits`
 * valid with `region` as its default region (its national significant number, read as
 * {@link mayBeNationalNumberOf} reads it, matches no national number pattern of the calling code's
 * countries); `true` when it may. Implies {@link mayBeNationalNumberOf}.
 */
export function mayBeValidNationalNumberOf(region: string, digits: string): boolean {
  const lengths = regionLengths(region);
  if (lengths === null) return true;
  if (digits.search(lengths.internationalPrefix) === 0) return true;
  if (mayMatchPattern(lengths, digits, 0)) return true;
  return (
    digits.startsWith(lengths.callingCode) && mayMatchPattern(lengths, digits, lengths.callingCode.length)
  );
}

/**
 * `true` when the national significant number read from `digits` after `from` (the digits
 * themselves, or less a national prefix they start with) may have an allowed length and match a
 * national number pattern.
 */
function mayMatchPattern(lengths: RegionLengths, digits: string, from: number): boolean {
  if (isAllowed(lengths, digits.length - from) && matchesNationalPattern(lengths, digits.slice(from)))
    return true;
  for (const prefix of lengths.nationalPrefixes) {
    const rest = from + prefix.length;
    if (digits.startsWith(prefix, from) && isAllowed(lengths, digits.length - rest)) {
      if (matchesNationalPattern(lengths, digits.slice(rest))) return true;
    }
  }
  return false;
}

function matchesNationalPattern(lengths: RegionLengths, nationalNumber: string): boolean {
  if (lengths.nationalPatterns === null) return true;
  for (const pattern of lengths.nationalPatterns) if (pattern.test(nationalNumber)) return true;
  return false;
}

/**
 * `true` when the national significant number read from `digits` after `from` (the digits
 * themselves, or less a national prefix they start with) may have an allowed length.
 */
function mayKeepLength(lengths: RegionLengths, digits: string, from: number): boolean {
  const count = digits.length - from;
  if (isAllowed(lengths, count)) return true;
  for (const prefix of lengths.nationalPrefixes) {
    if (digits.startsWith(prefix, from) && isAllowed(lengths, count - prefix.length)) return true;
  }
  return false;
}

function isAllowed(lengths: RegionLengths, length: number): boolean {
  return length >= 0 && length <= MAX_NATIONAL_LENGTH && lengths.allowed[length] === 1;
}
