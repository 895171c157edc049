/**
 * Propagation: once a value is found, its other occurrences in the text are masked too. A
 * person's full name and each of its words (three letters or more: "Musa Bello" also masks a
 * later "Bello"), and every other value as a whole. New occurrences get the source's type and
 * PROPAGATION_FACTOR times its score, and go through overlap resolution again.
 *
 * @example
 * ```ts
 * propagateEntities('Sunana Musa Bello. Bello ya zo.', entities); // adds the second 'Bello'
 * ```
 */
import { firstCharacterLookahead } from './context/context-index.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { normalizeName } from './recognizers/name-gazetteer.js';
import { NAME_STOP_WORDS } from './recognizers/person-name-cues.js';
import { characterClass, codePointBefore, LETTER, type TextScan, UPPERCASE_LETTER } from './text-scan.js';
import { isWordCodePoint } from './word-code-points.js';

/** Score factor for propagated occurrences. */
export const PROPAGATION_FACTOR = 0.95;
/** At most this many distinct values are propagated (keeps the pattern small). */
export const MAX_PROPAGATED_VALUES = 2000;

const STOP: ReadonlySet<string> = new Set(NAME_STOP_WORDS.map(normalizeName));

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Up to this many values, in a text up to MAX_SEARCHED_TEXT long, are found with the loop. */
const MAX_SEARCHED_VALUES = 32;
/** Longest text (code units) searched with the loop; longer ones use the compiled alternation. */
const MAX_SEARCHED_TEXT = 65_536;

/**
 * The values tried at a position, chained by the low byte of their first code unit: `CHAIN_HEADS`
 * holds the first value's index (-1: none), `CHAIN_NEXT` the next one's, in the values' order.
 * Filled and emptied again by each call of wholeWordOccurrences.
 */
const CHAIN_HEADS = new Int8Array(256).fill(-1);
const CHAIN_NEXT = new Int8Array(MAX_SEARCHED_VALUES);

/** `true` when `text` holds at `index` the same code units as at `[from, to)` (`index + to - from` inside the text). */
function sameUnitsAt(text: string, index: number, from: number, to: number): boolean {
  const offset = index - from;
  for (let position = from; position < to; position++)
    if (text.charCodeAt(position + offset) !== text.charCodeAt(position)) return false;
  return true;
}

/**
 * The index of the first value (in order; value `v` is `text.slice(starts[v], ends[v])`) that
 * occurs at `index` as a whole word, or -1. Only values chained from the code unit's low byte are
 * tried (the chains must be filled).
 */
function wholeWordAt(text: string, index: number, starts: Int32Array, ends: Int32Array): number {
  let candidate = CHAIN_HEADS[text.charCodeAt(index) & 0xff]!;
  if (candidate < 0 || isWordCodePoint(codePointBefore(text, index))) return -1;
  for (; candidate >= 0; candidate = CHAIN_NEXT[candidate]!) {
    const from = starts[candidate]!;
    const to = ends[candidate]!;
    const end = index + (to - from);
    if (
      end <= text.length &&
      // (a value's own span, where it was first found, holds the same units; elsewhere the last
      // unit rejects most values at once)
      (index === from ||
        (text.charCodeAt(end - 1) === text.charCodeAt(to - 1) && sameUnitsAt(text, index, from, to - 1))) &&
      (end >= text.length || !isWordCodePoint(text.codePointAt(end)!))
    )
      return candidate;
  }
  return -1;
}

/** The chained letter-run and digit-run starts of one wholeWordOccurrences call (grown as needed). */
const chainedScratch: [Int32Array, Int32Array] = [new Int32Array(256), new Int32Array(256)];

/**
 * Copies to `chainedScratch[list]` the positions of `starts` whose code unit's low byte heads a
 * chain (the others cannot start a value: one cheap pass, then a short merge); returns how many.
 */
function chainedStarts(text: string, starts: Int32Array, list: 0 | 1): number {
  if (chainedScratch[list].length < starts.length) chainedScratch[list] = new Int32Array(starts.length);
  const chained = chainedScratch[list];
  let count = 0;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    if (CHAIN_HEADS[text.charCodeAt(start) & 0xff]! >= 0) chained[count++] = start;
  }
  return count;
}

/** Where a value's first code unit can stand: at a letter-run start, a digit-run start, or anywhere. */
const STARTS_WITH_LETTER = 1;
const STARTS_WITH_DIGIT = 2;
const STARTS_WITH_OTHER = 4;

/**
 * Where the value at `start` of `text` (two code units at least) can start: STARTS_WITH_LETTER
 * (`\p{L}`), STARTS_WITH_DIGIT (ASCII) or STARTS_WITH_OTHER.
 */
function startKind(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (code >= 48 && code <= 57) return STARTS_WITH_DIGIT;
  return (characterClass(text.codePointAt(start)!) & LETTER) !== 0 ? STARTS_WITH_LETTER : STARTS_WITH_OTHER;
}

/**
 * Ascending positions of the code units that start a value without a letter or an ASCII digit
 * (`+234 ...`): the only positions where such a value can occur.
 */
function otherStartPositions(text: string, starts: Int32Array, count: number): number[] {
  const positions: number[] = [];
  const units: number[] = [];
  for (let value = 0; value < count; value++) {
    const start = starts[value]!;
    const unit = text.charCodeAt(start);
    if (startKind(text, start) !== STARTS_WITH_OTHER || units.includes(unit)) continue;
    units.push(unit);
    const character = text[start]!;
    for (let index = text.indexOf(character); index >= 0; index = text.indexOf(character, index + 1))
      positions.push(index);
  }
  if (units.length > 1) positions.sort((first, second) => first - second);
  return positions;
}

/** `true` when the span starts with a trail surrogate or ends with a lead surrogate. */
function splitsSurrogate(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  return (first >= 0xdc00 && first <= 0xdfff) || (last >= 0xd800 && last <= 0xdbff);
}

/**
 * Each whole-word occurrence of the `count` values `text.slice(starts[v], ends[v])` (distinct,
 * sorted longest first) as `start, value index` pairs written to {@link occurrenceScratch} (the
 * number of entries written is returned), as a global `u` scan of
 * the alternation `(?<![\p{L}\p{M}\p{N}])(?:v1|v2|...)(?![\p{L}\p{M}\p{N}])` finds them (leftmost,
 * first value in order, resumed after each match), without compiling that regex per call. A value
 * can only occur where its first code unit stands, so with the text's {@link TextScan} only these
 * positions are tried, in ascending order: letter-run starts when a value starts with a letter (a
 * whole word starting with a letter has no letter before it), digit-run starts when one starts
 * with an ASCII digit, and the places of any other first code unit (`+`); without the scan, every
 * position, by one loop over the code units. (One `indexOf` per value is faster in a loop of its
 * own, but slower inside a redaction, after the recognizers.)
 */
function wholeWordOccurrences(
  text: string,
  starts: Int32Array,
  ends: Int32Array,
  count: number,
  scan?: TextScan,
): number {
  // many values, a long text or a value cut inside a surrogate pair: the compiled alternation
  let split = false;
  for (let value = 0; value < count && !split; value++)
    split = splitsSurrogate(text, starts[value]!, ends[value]!);
  if (count > MAX_SEARCHED_VALUES || text.length > MAX_SEARCHED_TEXT || split) {
    const values: string[] = [];
    for (let value = 0; value < count; value++) values.push(text.slice(starts[value]!, ends[value]!));
    const pairs = regexOccurrences(text, values);
    for (let index = 0; index < pairs.length; index += 2)
      addOccurrence(index, pairs[index]!, pairs[index + 1]!);
    return pairs.length;
  }
  let kinds = 0;
  for (let index = count - 1; index >= 0; index--) {
    const bucket = text.charCodeAt(starts[index]!) & 0xff;
    CHAIN_NEXT[index] = CHAIN_HEADS[bucket]!;
    CHAIN_HEADS[bucket] = index;
    kinds |= startKind(text, starts[index]!);
  }
  let found = 0;
  try {
    if (scan !== undefined && scan.text === text) {
      // the run starts whose code unit heads a chain (the others cannot start a value)
      const letterCount = kinds & STARTS_WITH_LETTER ? chainedStarts(text, scan.letterRunStarts, 0) : 0;
      const digitCount = kinds & STARTS_WITH_DIGIT ? chainedStarts(text, scan.digitRunStarts, 1) : 0;
      const [letters, digits] = chainedScratch;
      const others = kinds & STARTS_WITH_OTHER ? otherStartPositions(text, starts, count) : [];
      let cursor = 0;
      let letter = 0;
      let digit = 0;
      let other = 0;
      for (;;) {
        // the three ascending lists merged (a position holds one code unit, so it is in one list)
        let index = letter < letterCount ? letters[letter]! : text.length;
        let source = 0;
        if (digit < digitCount && digits[digit]! < index) {
          index = digits[digit]!;
          source = 1;
        }
        if (other < others.length && others[other]! < index) {
          index = others[other]!;
          source = 2;
        }
        if (index >= text.length) break;
        if (source === 0) letter++;
        else if (source === 1) digit++;
        else other++;
        if (index < cursor) continue;
        const matched = wholeWordAt(text, index, starts, ends);
        if (matched < 0) continue;
        found = addOccurrence(found, index, matched);
        cursor = index + (ends[matched]! - starts[matched]!);
      }
    } else {
      // no value starts with a trail surrogate here, so no position inside a pair can match
      let index = 0;
      while (index < text.length) {
        const matched = wholeWordAt(text, index, starts, ends);
        if (matched < 0) index++;
        else {
          found = addOccurrence(found, index, matched);
          index += ends[matched]! - starts[matched]!;
        }
      }
    }
  } finally {
    // the chains are shared: leave them empty whatever happens
    for (let value = 0; value < count; value++) CHAIN_HEADS[text.charCodeAt(starts[value]!) & 0xff] = -1;
  }
  return found;
}

/** The occurrences of one wholeWordOccurrences call, `start, value index` pairs (grown as needed). */
let occurrenceScratch = new Int32Array(128);
/** A larger occurrence buffer is dropped after its call. */
const MAX_KEPT_OCCURRENCES = 8192;

/** Writes one occurrence at `found` in {@link occurrenceScratch}; returns the new length. */
function addOccurrence(found: number, start: number, value: number): number {
  if (found + 2 > occurrenceScratch.length) {
    const grown = new Int32Array(2 * occurrenceScratch.length);
    grown.set(occurrenceScratch);
    occurrenceScratch = grown;
  }
  occurrenceScratch[found] = start;
  occurrenceScratch[found + 1] = value;
  return found + 2;
}

/** The same occurrences with the compiled alternation (many values, or a split surrogate pair). */
function regexOccurrences(text: string, values: readonly string[]): number[] {
  const pattern = new RegExp(
    `${firstCharacterLookahead(values)}(?<![\\p{L}\\p{M}\\p{N}])(?:${values.map(escapeForRegex).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  const indexOfValue = new Map(values.map((value, index) => [value, index]));
  const found: number[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text))
    found.push(match.index, indexOfValue.get(match[0])!);
  return found;
}

/**
 * `true` when the value `[first, firstEnd)` of `text` comes before `[second, secondEnd)` in search
 * order: longer first, then by code units (as `<` compares strings).
 */
function searchesBefore(
  text: string,
  first: number,
  firstEnd: number,
  second: number,
  secondEnd: number,
): boolean {
  const length = firstEnd - first;
  if (length !== secondEnd - second) return length > secondEnd - second;
  for (let offset = 0; offset < length; offset++) {
    const unit = text.charCodeAt(first + offset);
    const other = text.charCodeAt(second + offset);
    if (unit !== other) return unit < other;
  }
  return false;
}

/** The search order of one call (grown as needed). */
let orderScratch = new Int32Array(64);

/**
 * Indices of the `count` values of `values` (distinct) ordered longest first, then by code units,
 * in the first `count` places of the returned (shared) array.
 */
function searchOrder(text: string, values: SpanIndex): Int32Array {
  const { starts, ends, count } = values;
  if (orderScratch.length < count) orderScratch = new Int32Array(2 * count);
  const order = orderScratch;
  // distinct values make the order strict, so every sort gives the same result
  if (count > MAX_SEARCHED_VALUES) {
    const sorted: number[] = [];
    for (let index = 0; index < count; index++) sorted.push(index);
    sorted.sort((first, second) =>
      searchesBefore(text, starts[first]!, ends[first]!, starts[second]!, ends[second]!) ? -1 : 1,
    );
    order.set(sorted);
    return order;
  }
  for (let index = 0; index < count; index++) {
    const start = starts[index]!;
    const end = ends[index]!;
    let position = index;
    while (position > 0) {
      const previous = order[position - 1]!;
      if (!searchesBefore(text, start, end, starts[previous]!, ends[previous]!)) break;
      order[position] = previous;
      position--;
    }
    order[position] = index;
  }
  return order;
}

/** Up to this many keys, a SpanIndex finds a key by a linear search (no Map to build and grow). */
const MAX_LINEAR_KEYS = 16;

/**
 * Distinct strings of one text, each kept as its span `[starts[i], ends[i])` (no slice), in
 * insertion order; found by a linear search while few, by a Map of the sliced strings beyond.
 * Reused by each call of propagateEntities ({@link reset}).
 */
class SpanIndex {
  starts = new Int32Array(64);
  ends = new Int32Array(64);
  /** The last code unit of each string (-1: empty). */
  lasts = new Int32Array(64);
  count = 0;
  #text = '';
  #indices: Map<string, number> | undefined;

  /** Empties the index for the spans of `text`. */
  reset(text: string): void {
    this.#text = text;
    this.count = 0;
    this.#indices = undefined;
  }

  /** The index of the string `text.slice(start, end)`, or -1. */
  indexOf(start: number, end: number): number {
    if (this.#indices !== undefined) return this.#indices.get(this.#text.slice(start, end)) ?? -1;
    if (this.count === 0) return -1;
    const text = this.#text;
    const length = end - start;
    // the last code unit (none for an empty span) rejects most other values of the same length
    const last = length > 0 ? text.charCodeAt(end - 1) : -1;
    for (let index = 0; index < this.count; index++) {
      const from = this.starts[index]!;
      if (
        this.ends[index]! - from === length &&
        this.lasts[index] === last &&
        sameUnitsAt(text, start, from, from + length - 1)
      )
        return index;
    }
    return -1;
  }

  /** Adds `text.slice(start, end)` (not yet present) and returns its index. */
  add(start: number, end: number): number {
    const index = this.count;
    if (index === this.starts.length) {
      const starts = new Int32Array(2 * index);
      const ends = new Int32Array(2 * index);
      const lasts = new Int32Array(2 * index);
      starts.set(this.starts);
      ends.set(this.ends);
      lasts.set(this.lasts);
      this.starts = starts;
      this.ends = ends;
      this.lasts = lasts;
    }
    this.starts[index] = start;
    this.ends[index] = end;
    this.lasts[index] = end > start ? this.#text.charCodeAt(end - 1) : -1;
    this.count++;
    if (this.#indices !== undefined) this.#indices.set(this.#text.slice(start, end), index);
    else if (this.count > MAX_LINEAR_KEYS) {
      this.#indices = new Map();
      for (let each = 0; each < this.count; each++)
        this.#indices.set(this.#text.slice(this.starts[each]!, this.ends[each]!), each);
    }
    return index;
  }
}

/** The values found by one call and the person names it has split (propagateEntities does not re-enter). */
const distinctValues = new SpanIndex();
const splitNames = new SpanIndex();
/** The values' spans in search order (grown as needed). */
let sortedStarts = new Int32Array(64);
let sortedEnds = new Int32Array(64);

/** `position` as `String.prototype.slice` reads a bound in a text of `length` code units. */
function sliceBound(position: number, length: number): number {
  const integer = Math.trunc(+position);
  if (Number.isNaN(integer)) return 0;
  return integer < 0 ? Math.max(length + integer, 0) : Math.min(integer, length);
}

/** Lower-case ASCII stop words by length, then first code unit: `ASCII_STOP_WORDS[length * 128 + unit]`. */
const ASCII_STOP_WORDS = new Map<number, string[]>();
for (const word of STOP) {
  // (only ASCII entries can equal the lower-cased form of an ASCII word)
  if (!/^[\x00-\x7f]+$/.test(word)) continue;
  const key = word.length * 128 + word.charCodeAt(0);
  const bucket = ASCII_STOP_WORDS.get(key);
  if (bucket === undefined) ASCII_STOP_WORDS.set(key, [word]);
  else bucket.push(word);
}

/**
 * `STOP.has(normalizeName(text.slice(start, end)))`: for an ASCII word (normalizeName lower-cases
 * it, nothing more) compared with the ASCII stop words in place, without making the strings.
 */
function isStopWord(text: string, start: number, end: number): boolean {
  let ascii = true;
  for (let index = start; index < end && ascii; index++) ascii = text.charCodeAt(index) < 128;
  if (!ascii) return STOP.has(normalizeName(text.slice(start, end)));
  const bucket = ASCII_STOP_WORDS.get((end - start) * 128 + lowerAscii(text.charCodeAt(start)));
  if (bucket === undefined) return false;
  for (const word of bucket) {
    let same = true;
    for (let index = start + 1; index < end && same; index++)
      same = lowerAscii(text.charCodeAt(index)) === word.charCodeAt(index - start);
    if (same) return true;
  }
  return false;
}

/** An ASCII code unit lower-cased. */
function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** How many words of `text.slice(start, end)` (split at spaces) start with a capital letter. */
function capitalisedWords(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = start; index < end; index++) {
    if (
      (index === start || text.charCodeAt(index - 1) === 0x20) &&
      (characterClass(text.codePointAt(index)!) & UPPERCASE_LETTER) !== 0
    )
      count++;
  }
  return count;
}

/** How {@link propagateEntities} compares and scores occurrences. */
export interface PropagationOptions {
  /**
   * Which values are found in any letter case (the value as `text` holds it): for the written view
   * of text from speech, where a value restored with a capital ("nguZanelo") is said again in lower
   * case ("kulungile zanelo"). Only whole values are asked, never a word split from a name (its
   * source may have taken in the next word: "Ikenna Obi Salarị"), but for the one restored word of
   * a name that grew over lower-case words ("Borna jerković"). @default undefined (none)
   */
  foldsCase?: (value: string) => boolean;
  /**
   * The threshold a source of each type passed: an occurrence of a source that reached it scores
   * at least that much (a repeat of a value that is masked is masked too, whatever
   * PROPAGATION_FACTOR takes off). @default undefined (no floor)
   */
  floor?: (type: RecognizedEntity['type']) => number;
}

/** `text` in lower case where that keeps every code unit in place, else `text` itself. */
function lowerCaseInPlace(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

/**
 * New entities for other occurrences of the values in `entities` (kept ones are not repeated).
 * `scan`, the text's TextScan when the caller has one, narrows the search to word starts. With
 * `skipDominated`, `entities` must be sorted by start with distinct starts (a resolution), and an
 * occurrence on the exact span of one of them that scores higher is left out (most occurrences
 * are the found values themselves, which overlap resolution would drop again). Values are handled
 * as spans of `text` (compared in place), not as sliced strings.
 */
export function propagateEntities(
  text: string,
  entities: readonly RecognizedEntity[],
  scan?: TextScan,
  skipDominated = false,
  options: PropagationOptions = {},
): RecognizedEntity[] {
  // values are compared in `searched`: the text, or the text in lower case (same offsets)
  const searched = options.foldsCase === undefined ? text : lowerCaseInPlace(text);
  const searchScan = searched === text ? scan : undefined;
  // distinct values in first-seen order, each with its source: the first entity of highest score
  const values = distinctValues;
  values.reset(searched);
  const sources: RecognizedEntity[] = [];
  // with foldsCase, whether each value is found in another letter case
  const folds: boolean[] = [];
  const folding = searched !== text;
  const foldsCase = (start: number, end: number) => options.foldsCase!(text.slice(start, end));
  const add = (start: number, end: number, entity: RecognizedEntity, whole: boolean) => {
    const known = values.indexOf(start, end);
    if (known < 0) {
      values.add(start, end);
      sources.push(entity);
      folds.push(whole && folding && foldsCase(start, end));
    } else {
      if (sources[known]!.score < entity.score) sources[known] = entity;
      if (whole && folding && !folds[known]!) folds[known] = foldsCase(start, end);
    }
  };
  // the names already split into words, with the highest score they were split at
  splitNames.reset(text);
  const splitScores: number[] = [];
  for (const entity of entities) {
    // the span of `text.slice(entity.start, entity.end)`
    const start = sliceBound(entity.start, text.length);
    const end = Math.max(start, entity.end === undefined ? text.length : sliceBound(entity.end, text.length));
    if (end - start >= 3) add(start, end, entity, true);
    // a name already split by an entity of this score or a higher one: its words cannot change
    // source again (the same words, and each source already scores at least that much)
    const split = entity.type === 'PERSON_NAME' ? splitNames.indexOf(start, end) : -1;
    if (entity.type === 'PERSON_NAME' && !(split >= 0 && splitScores[split]! >= entity.score)) {
      if (split >= 0) splitScores[split] = entity.score;
      else splitScores[splitNames.add(start, end)] = entity.score;
      // (in text from speech, the one restored word of a name grown over lower-case words is
      // found in any case, as it was before the name grew: "nitwa Borna jerković ... borna")
      const oneRestored = folding && capitalisedWords(text, start, end) === 1;
      // the words of `value.split(/[ \u00A0]+/)`: maximal runs without a space or no-break space
      let wordStart = start;
      for (let index = start; index <= end; index++) {
        const code = index < end ? text.charCodeAt(index) : 0x20;
        if (code !== 0x20 && code !== 0xa0) continue;
        // (a word of three code units or more: a pair at its start is read whole, as in the slice)
        if (
          index - wordStart >= 3 &&
          (characterClass(text.codePointAt(wordStart)!) & UPPERCASE_LETTER) !== 0 &&
          !isStopWord(text, wordStart, index)
        )
          add(wordStart, index, entity, oneRestored);
        wordStart = index + 1;
      }
    }
    if (values.count >= MAX_PROPAGATED_VALUES) break;
  }
  // (the indices keep no text, nor a Map of its slices, past this call)
  splitNames.reset('');
  const count = values.count;
  if (count === 0) {
    values.reset('');
    return [];
  }
  const order = searchOrder(searched, values);
  if (sortedStarts.length < count) {
    sortedStarts = new Int32Array(2 * count);
    sortedEnds = new Int32Array(2 * count);
  }
  for (let index = 0; index < count; index++) {
    sortedStarts[index] = values.starts[order[index]!]!;
    sortedEnds[index] = values.ends[order[index]!]!;
  }
  const occurrenceCount = wholeWordOccurrences(searched, sortedStarts, sortedEnds, count, searchScan);
  const occurrences = occurrenceScratch;
  const valueStarts = values.starts;
  const valueEnds = values.ends;
  values.reset('');
  const found: RecognizedEntity[] = [];
  // occurrences ascend by start: the next entity that may start where one does
  let next = 0;
  for (let index = 0; index < occurrenceCount; index += 2) {
    const start = occurrences[index]!;
    const valueIndex = order[occurrences[index + 1]!]!;
    const source = sources[valueIndex]!;
    const end = start + (valueEnds[valueIndex]! - valueStarts[valueIndex]!);
    // (a word of a name is found in its own letter case only)
    if (
      folding &&
      !folds[valueIndex]! &&
      !sameUnitsAt(text, start, valueStarts[valueIndex]!, valueEnds[valueIndex]!)
    )
      continue;
    // (a source that passed its floor: its repeats score that floor at least)
    const floor = options.floor?.(source.type) ?? 1;
    const score = Math.max(source.score * PROPAGATION_FACTOR, source.score >= floor ? floor : 0);
    if (skipDominated) {
      while (next < entities.length && entities[next]!.start < start) next++;
      const same = entities[next];
      if (same !== undefined && same.start === start && same.end === end && same.score > score) continue;
    }
    found.push({ type: source.type, start, end, score, recognizer: 'propagation' });
  }
  // (the many occurrences of a long text are not kept)
  if (occurrenceScratch.length > MAX_KEPT_OCCURRENCES) occurrenceScratch = new Int32Array(128);
  return found;
}
