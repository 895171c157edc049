/**
 * The matches of a regex whose every match lies at something cheap to find, tried only there with
 * a sticky copy of the regex instead of at every position of the text. Gives exactly the matches a
 * global scan gives (same starts, same values, same order), in time proportional to the anchors,
 * not to the text. Two kinds of anchor:
 *
 * - a character every match contains shortly after its start (the `@` of an email address): the
 *   positions up to `within` code units before each occurrence are tried, or only the start of the
 *   run of `startsRun` characters ending at it;
 * - a run of ASCII digits every match starts at, or a few code units before (`digitRun`), with
 *   the number of digits it must hold (a NUBAN is a run of exactly ten) and the capital letters
 *   right before it (an IBAN's country code). Worth it only when few runs qualify: V8 scans a text
 *   fast, and each tried position costs a call;
 * - literal prefixes led by two ASCII capital letters at the start of a letter run
 *   (`capitalPrefixes`: `TXN-88213`): only the letter runs whose first two code units are such a
 *   pair (listed once per text) are looked up in a table of the prefixes' pairs.
 *
 * @example
 * ```ts
 * const matches = anchoredMatches(/[\w.]{1,64}@\w+\.\w+/gu, 'mail ada@example.com', { character: '@', within: 64 });
 * // [['ada@example.com']] at index 5
 * anchoredMatches(/(?<!\d)\d{10}(?!\d)/g, 'acct 0123456789', { digitRun: { minDigits: 10, maxDigits: 10 } });
 * // [['0123456789']] at index 5
 * anchoredMatches(/(?<!\p{L})(?:TXN|REF)-\d+/gu, 'ref TXN-88213', { capitalPrefixes: ['TXN', 'REF'] });
 * // [['TXN-88213']] at index 4
 * ```
 */
import { digitRunFacts } from './digit-run-facts.js';
import { codePointBefore, matchesAtStarts, TextScan } from './text-scan.js';

/** A character every match contains, at most `within` code units after the match's start. */
export interface CharacterAnchor {
  /** One UTF-16 code unit every match contains. @example '@' */
  character: string;
  /** The anchor lies at most this many code units after the match start. @example 128 */
  within: number;
  /**
   * One character of the run every match spans from its start to the anchor, where the character
   * before the start is not one (the regex's look-behind): only that run's start is tried.
   * @example /[\p{L}\p{N}._%+-]/u
   */
  startsRun?: RegExp;
}

/** Every match starts at a run of ASCII digits, or a fixed number of code units before one. */
export interface DigitRunAnchor {
  digitRun: {
    /** Code units from a match's start to the run (each tried). @default [0] @example [3, 4] */
    offsets?: readonly number[];
    /** Fewest digits in the run (with the runs joined to it). @default 1 */
    minDigits?: number;
    /** Most digits in the run (with the runs joined to it). @default Infinity */
    maxDigits?: number;
    /**
     * Characters that join a run to the next one when one of them stands alone between them, so
     * their digits count together (card groups `4111 1111 ...`). @default '' @example ' -'
     */
    joiners?: string;
    /**
     * ASCII capital letters (`A` to `Z`) every match has right before the run: runs without them
     * are not tried (an IBAN's country code: 2). @default 0
     */
    capitalsBefore?: number;
  };
}

/**
 * Every match starts with one of `capitalPrefixes` (case-sensitive literals, each led by two ASCII
 * capital letters) where a letter run starts: the regex's look-behind forbids a letter before it.
 */
export interface CapitalPrefixAnchor {
  /** @example ['TXN', 'REF', 'FT'] */
  capitalPrefixes: readonly string[];
}

/** Where every match of a pattern lies. */
export type MatchAnchor = CharacterAnchor | DigitRunAnchor | CapitalPrefixAnchor;

const stickyCopies = new WeakMap<RegExp, RegExp>();

/** A cached sticky, non-global copy of `pattern`. */
function stickyCopy(pattern: RegExp): RegExp {
  let copy = stickyCopies.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}y`);
    stickyCopies.set(pattern, copy);
  }
  return copy;
}

/** `true` at the second half of a surrogate pair, where a Unicode global scan never starts. */
function insidePair(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 0xdc00 || code > 0xdfff || index === 0) return false;
  const previous = text.charCodeAt(index - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}

/**
 * The non-empty matches of `pattern` in `text`, as a global scan from index 0 finds them.
 * `pattern` must never match the empty string, and every match must lie at its anchor as
 * {@link MatchAnchor} describes. `scan` (the text's {@link TextScan}) serves the digit-run anchor.
 * `pattern` may be a function that returns the regex: with a character or capital-prefix anchor it
 * is called only when the text holds the anchor, so a pattern created on first use is not created
 * for a text without it.
 */
export function anchoredMatches(
  pattern: RegExp | (() => RegExp),
  text: string,
  anchor: MatchAnchor,
  scan?: TextScan,
): RegExpExecArray[] {
  const regex = typeof pattern === 'function' ? pattern : () => pattern;
  if ('digitRun' in anchor) {
    const unicode = regex().unicode;
    const starts = digitRunCandidates(text, scan ?? new TextScan(text), anchor.digitRun, unicode);
    return starts.length === 0 ? [] : matchesAtStarts(stickyCopy(regex()), text, starts);
  }
  if ('capitalPrefixes' in anchor)
    return capitalPrefixMatches(regex, text, anchor, scan ?? new TextScan(text));
  return characterAnchoredMatches(regex, text, anchor);
}

function characterAnchoredMatches(
  pattern: () => RegExp,
  text: string,
  anchor: CharacterAnchor,
): RegExpExecArray[] {
  let at = text.indexOf(anchor.character);
  if (at === -1) return [];
  const sticky = stickyCopy(pattern());
  const matches: RegExpExecArray[] = [];
  // every start below `tried` has been tried or cannot start a match
  let tried = 0;
  while (at !== -1) {
    const first = Math.max(tried, at - anchor.within);
    let found: RegExpExecArray | null = null;
    if (anchor.startsRun) {
      // the one start: where the run of `startsRun` characters ending at the anchor begins
      const start = runStartBefore(text, at, first, anchor.startsRun);
      if (start !== -1) found = nonEmptyMatchAt(sticky, text, start);
    } else {
      for (let start = first; start <= at && found === null; start++)
        found = nonEmptyMatchAt(sticky, text, start);
    }
    if (found) matches.push(found);
    tried = found ? found.index + found[0].length : at + 1;
    at = text.indexOf(anchor.character, tried);
  }
  return matches;
}

/** The match of `sticky` at `start` when it is not empty (none inside a surrogate pair for a `u` regex). */
function nonEmptyMatchAt(sticky: RegExp, text: string, start: number): RegExpExecArray | null {
  if (sticky.unicode && insidePair(text, start)) return null;
  sticky.lastIndex = start;
  const match = sticky.exec(text);
  return match !== null && match[0].length > 0 ? match : null;
}

/**
 * The start of the run of `member` characters (code points) that ends at `end`, or -1 when the
 * run begins before `first` (a match would have to start before `first`).
 */
function runStartBefore(text: string, end: number, first: number, member: RegExp): number {
  const ascii = asciiVerdicts(member);
  let start = end;
  for (;;) {
    const before = codePointBefore(text, start);
    if (before < 0) return start >= first ? start : -1;
    let verdict = before < 128 ? ascii[before]! : NOT_KNOWN;
    if (verdict === NOT_KNOWN) {
      verdict = member.test(String.fromCodePoint(before)) ? MEMBER : NOT_MEMBER;
      if (before < 128) ascii[before] = verdict;
    }
    if (verdict === NOT_MEMBER) return start >= first ? start : -1;
    start -= before > 0xffff ? 2 : 1;
    if (start < first) return -1;
  }
}

const NOT_KNOWN = 0;
const MEMBER = 1;
const NOT_MEMBER = 2;

/** Per run regex: its verdict on each ASCII character, filled as they are met. */
const asciiVerdictTables = new WeakMap<RegExp, Uint8Array>();

function asciiVerdicts(member: RegExp): Uint8Array {
  let table = asciiVerdictTables.get(member);
  if (!table) {
    table = new Uint8Array(128);
    asciiVerdictTables.set(member, table);
  }
  return table;
}

const NO_OFFSET: readonly number[] = [0];
const NO_CANDIDATES: number[] = [];

/** The starts `anchor` allows, ascending (a shared empty list when there are none: not to be changed). */
function digitRunCandidates(
  text: string,
  scan: TextScan,
  anchor: DigitRunAnchor['digitRun'],
  unicode: boolean,
): number[] {
  const minDigits = anchor.minDigits ?? 1;
  const facts = digitRunFacts(text, scan);
  // `joined` holds each run's digit count with the runs joined after it
  const joined = facts.joined(anchor.joiners ?? '');
  // no run has enough digits: most texts, for the recognizers of long numbers
  if (joined.most < minDigits) return NO_CANDIDATES;
  const { starts } = facts;
  const counts = joined.counts;
  const maxDigits = anchor.maxDigits ?? Number.POSITIVE_INFINITY;
  const offsets = anchor.offsets ?? NO_OFFSET;
  const capitalsBefore = anchor.capitalsBefore ?? 0;
  const candidates: number[] = [];
  for (let index = 0; index < starts.length; index++) {
    const digits = counts[index]!;
    if (digits < minDigits || digits > maxDigits) continue;
    if (capitalsBefore > 0 && !capitalsEndAt(text, starts[index]!, capitalsBefore)) continue;
    for (let offsetIndex = 0; offsetIndex < offsets.length; offsetIndex++) {
      const start = starts[index]! - offsets[offsetIndex]!;
      if (start >= 0 && !(unicode && insidePair(text, start))) candidates.push(start);
    }
  }
  // one offset keeps the runs' order; several interleave
  if (offsets.length > 1 && candidates.length > 1) candidates.sort((first, second) => first - second);
  return candidates;
}

/** `true` when the `count` code units before `end` are ASCII capital letters. */
function capitalsEndAt(text: string, end: number, count: number): boolean {
  if (end < count) return false;
  for (let index = end - count; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x41 || code > 0x5a) return false;
  }
  return true;
}

/**
 * The text analysed last and its letter-run starts whose first two code units are ASCII capital
 * letters (one entry, compared by identity: the prefix recognizers run one after another on the
 * same TextScan, and this is cheaper than a WeakMap entry per text).
 */
let lastPairScan: TextScan | undefined;
let lastPairText = '';
let lastPairs: number[] = [];

function capitalPairs(text: string, scan: TextScan): number[] {
  if (lastPairScan !== scan || lastPairText !== text) {
    const pairs: number[] = [];
    const letterRunStarts = scan.letterRunStarts;
    for (let index = 0; index < letterRunStarts.length; index++) {
      const start = letterRunStarts[index]!;
      if (isCapitalPair(text, start)) pairs.push(start);
    }
    lastPairScan = scan;
    lastPairText = text;
    lastPairs = pairs;
  }
  return lastPairs;
}

function isCapitalPair(text: string, start: number): boolean {
  // (no read past the end: a run's start is inside the text, the code unit after it may not be)
  if (start + 1 >= text.length) return false;
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  return first >= 0x41 && first <= 0x5a && second >= 0x41 && second <= 0x5a;
}

/** The index of a pair of ASCII capitals in a 26 by 26 table. */
function pairIndex(first: number, second: number): number {
  return (first - 0x41) * 26 + (second - 0x41);
}

/** Per anchor: which capital pairs lead one of its prefixes (1) and which do not (0). */
const prefixPairTables = new WeakMap<CapitalPrefixAnchor, Uint8Array>();

function prefixPairs(anchor: CapitalPrefixAnchor): Uint8Array {
  let table = prefixPairTables.get(anchor);
  if (!table) {
    table = new Uint8Array(26 * 26);
    for (const prefix of anchor.capitalPrefixes) {
      if (!isCapitalPair(prefix, 0))
        throw new RangeError(`Expected a prefix led by two ASCII capital letters, got "${prefix}".`);
      table[pairIndex(prefix.charCodeAt(0), prefix.charCodeAt(1))] = 1;
    }
    prefixPairTables.set(anchor, table);
  }
  return table;
}

/** The matches of a {@link CapitalPrefixAnchor} pattern: tried only at letter runs led by a prefix's pair. */
function capitalPrefixMatches(
  pattern: () => RegExp,
  text: string,
  anchor: CapitalPrefixAnchor,
  scan: TextScan,
): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  const pairs = capitalPairs(text, scan);
  if (pairs.length === 0) return matches;
  const table = prefixPairs(anchor);
  let sticky: RegExp | undefined;
  // as matchesAtStarts: a start inside the previous match is not tried
  let from = 0;
  for (let index = 0; index < pairs.length; index++) {
    const start = pairs[index]!;
    if (start < from || table[pairIndex(text.charCodeAt(start), text.charCodeAt(start + 1))] === 0) continue;
    sticky ??= stickyCopy(pattern());
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null || match[0].length === 0) continue;
    matches.push(match);
    from = start + match[0].length;
  }
  return matches;
}
