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

/** `true` when the code point at `index` of `value` is in `\p{Lu}` (as `/^\p{Lu}/u` on the rest). */
function isUppercaseStart(value: string, index: number): boolean {
  return (characterClass(value.codePointAt(index)!) & UPPERCASE_LETTER) !== 0;
}

/** Up to this many values, in a text up to MAX_SEARCHED_TEXT long, are found with the loop. */
const MAX_SEARCHED_VALUES = 32;
/** Longest text (code units) searched with the loop; longer ones use the compiled alternation. */
const MAX_SEARCHED_TEXT = 65_536;

/** `true` when `value` starts with a trail surrogate or ends with a lead surrogate. */
function hasSplitSurrogate(value: string): boolean {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return (first >= 0xdc00 && first <= 0xdfff) || (last >= 0xd800 && last <= 0xdbff);
}

/**
 * The values tried at a position, chained by the low byte of their first code unit: `CHAIN_HEADS`
 * holds the first value's index (-1: none), `CHAIN_NEXT` the next one's, in the values' order.
 * Filled and emptied again by each call of wholeWordOccurrences.
 */
const CHAIN_HEADS = new Int8Array(256).fill(-1);
const CHAIN_NEXT = new Int8Array(MAX_SEARCHED_VALUES);

/**
 * The index of the first value (in order) that occurs at `index` as a whole word, or -1. Only
 * values chained from the code unit's low byte are tried (fillChains must have run).
 */
function wholeWordAt(text: string, index: number, values: readonly string[]): number {
  let candidate = CHAIN_HEADS[text.charCodeAt(index) & 0xff]!;
  if (candidate < 0 || isWordCodePoint(codePointBefore(text, index))) return -1;
  for (; candidate >= 0; candidate = CHAIN_NEXT[candidate]!) {
    const value = values[candidate]!;
    const end = index + value.length;
    if (text.startsWith(value, index) && (end >= text.length || !isWordCodePoint(text.codePointAt(end)!)))
      return candidate;
  }
  return -1;
}

/** Where a value's first code unit can stand: at a letter-run start, a digit-run start, or anywhere. */
const STARTS_WITH_LETTER = 1;
const STARTS_WITH_DIGIT = 2;
const STARTS_WITH_OTHER = 4;

/** Where `value` can start: STARTS_WITH_LETTER (`\p{L}`), STARTS_WITH_DIGIT (ASCII) or STARTS_WITH_OTHER. */
function startKind(value: string): number {
  const code = value.charCodeAt(0);
  if (code >= 48 && code <= 57) return STARTS_WITH_DIGIT;
  return (characterClass(value.codePointAt(0)!) & LETTER) !== 0 ? STARTS_WITH_LETTER : STARTS_WITH_OTHER;
}

/**
 * Ascending positions of the code units that start a value without a letter or an ASCII digit
 * (`+234 ...`): the only positions where such a value can occur.
 */
function otherStartPositions(text: string, values: readonly string[]): number[] {
  const positions: number[] = [];
  const units: number[] = [];
  for (const value of values) {
    const unit = value.charCodeAt(0);
    if (startKind(value) !== STARTS_WITH_OTHER || units.includes(unit)) continue;
    units.push(unit);
    const character = value[0]!;
    for (let index = text.indexOf(character); index >= 0; index = text.indexOf(character, index + 1))
      positions.push(index);
  }
  if (units.length > 1) positions.sort((first, second) => first - second);
  return positions;
}

const NO_POSITIONS = new Int32Array(0);

/**
 * Each whole-word occurrence of `values` (sorted longest first) as `start, value index` pairs in
 * one flat list, as a global `u` scan of the alternation
 * `(?<![\p{L}\p{M}\p{N}])(?:v1|v2|...)(?![\p{L}\p{M}\p{N}])` finds them (leftmost, first value in
 * order, resumed after each match), without compiling that regex per call. A value can only
 * occur where its first code unit stands, so with the text's {@link TextScan} only these positions
 * are tried, in ascending order: letter-run starts when a value starts with a letter (a whole word
 * starting with a letter has no letter before it), digit-run starts when one starts with an ASCII
 * digit, and the places of any other first code unit (`+`); without the scan, every position, by
 * one loop over the code units. (One `indexOf` per value is faster in a loop of its own, but
 * slower inside a redaction, after the recognizers.)
 */
function wholeWordOccurrences(text: string, values: readonly string[], scan?: TextScan): number[] {
  // many values, a long text or a value cut inside a surrogate pair: the compiled alternation
  if (
    values.length > MAX_SEARCHED_VALUES ||
    text.length > MAX_SEARCHED_TEXT ||
    values.some(hasSplitSurrogate)
  )
    return regexOccurrences(text, values);
  let kinds = 0;
  for (let index = values.length - 1; index >= 0; index--) {
    const value = values[index]!;
    const bucket = value.charCodeAt(0) & 0xff;
    CHAIN_NEXT[index] = CHAIN_HEADS[bucket]!;
    CHAIN_HEADS[bucket] = index;
    kinds |= startKind(value);
  }
  const found: number[] = [];
  try {
    if (scan !== undefined && scan.text === text) {
      const letters = kinds & STARTS_WITH_LETTER ? scan.letterRunStarts : NO_POSITIONS;
      const digits = kinds & STARTS_WITH_DIGIT ? scan.digitRunStarts : NO_POSITIONS;
      const others = kinds & STARTS_WITH_OTHER ? otherStartPositions(text, values) : [];
      let cursor = 0;
      let letter = 0;
      let digit = 0;
      let other = 0;
      for (;;) {
        // the three ascending lists merged (a position holds one code unit, so it is in one list)
        let index = letter < letters.length ? letters[letter]! : text.length;
        let source = 0;
        if (digit < digits.length && digits[digit]! < index) {
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
        const matched = wholeWordAt(text, index, values);
        if (matched < 0) continue;
        found.push(index, matched);
        cursor = index + values[matched]!.length;
      }
    } else {
      // no value starts with a trail surrogate here, so no position inside a pair can match
      let index = 0;
      while (index < text.length) {
        const matched = wholeWordAt(text, index, values);
        if (matched < 0) index++;
        else {
          found.push(index, matched);
          index += values[matched]!.length;
        }
      }
    }
  } finally {
    // the chains are shared: leave them empty whatever happens
    for (const value of values) CHAIN_HEADS[value.charCodeAt(0) & 0xff] = -1;
  }
  return found;
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

/** Indices of `values` (distinct) ordered longest first, then by code units. */
function searchOrder(values: readonly string[]): number[] {
  const before = (first: string, second: string) =>
    first.length > second.length || (first.length === second.length && first < second);
  const order: number[] = [];
  for (let index = 0; index < values.length; index++) order.push(index);
  // distinct values make the order strict, so every sort gives the same result
  if (values.length > MAX_SEARCHED_VALUES)
    return order.sort((first, second) => (before(values[first]!, values[second]!) ? -1 : 1));
  for (let index = 1; index < order.length; index++) {
    let position = index;
    while (position > 0 && before(values[index]!, values[order[position - 1]!]!)) {
      order[position] = order[position - 1]!;
      position--;
    }
    order[position] = index;
  }
  return order;
}

/** Up to this many keys, a StringIndex finds a key by a linear search (no Map to build and grow). */
const MAX_LINEAR_KEYS = 16;

/** Distinct strings in insertion order, found by a linear search while few, by a Map beyond. */
class StringIndex {
  /** The strings, in the order they were added. */
  readonly keys: string[] = [];
  #indices: Map<string, number> | undefined;

  /** The index of `key`, or -1. */
  indexOf(key: string): number {
    return this.#indices === undefined ? this.keys.indexOf(key) : (this.#indices.get(key) ?? -1);
  }

  /** Adds `key` (not yet present) and returns its index. */
  add(key: string): number {
    const index = this.keys.length;
    this.keys.push(key);
    if (this.#indices !== undefined) this.#indices.set(key, index);
    else if (this.keys.length > MAX_LINEAR_KEYS)
      this.#indices = new Map(this.keys.map((each, position) => [each, position]));
    return index;
  }
}

/**
 * New entities for other occurrences of the values in `entities` (kept ones are not repeated).
 * `scan`, the text's TextScan when the caller has one, narrows the search to word starts. With
 * `skipDominated`, `entities` must be sorted by start with distinct starts (a resolution), and an
 * occurrence on the exact span of one of them that scores higher is left out (most occurrences
 * are the found values themselves, which overlap resolution would drop again).
 */
export function propagateEntities(
  text: string,
  entities: readonly RecognizedEntity[],
  scan?: TextScan,
  skipDominated = false,
): RecognizedEntity[] {
  // distinct values in first-seen order, each with its source: the first entity of highest score
  const distinctValues = new StringIndex();
  const values = distinctValues.keys;
  const sources: RecognizedEntity[] = [];
  const add = (value: string, entity: RecognizedEntity) => {
    const known = distinctValues.indexOf(value);
    if (known < 0) {
      distinctValues.add(value);
      sources.push(entity);
    } else if (sources[known]!.score < entity.score) sources[known] = entity;
  };
  // the names already split into words, with the highest score they were split at
  const splitNames = new StringIndex();
  const splitScores: number[] = [];
  for (const entity of entities) {
    const value = text.slice(entity.start, entity.end);
    if (value.length >= 3) add(value, entity);
    // a name already split by an entity of this score or a higher one: its words cannot change
    // source again (the same words, and each source already scores at least that much)
    const split = entity.type === 'PERSON_NAME' ? splitNames.indexOf(value) : -1;
    if (entity.type === 'PERSON_NAME' && !(split >= 0 && splitScores[split]! >= entity.score)) {
      if (split >= 0) splitScores[split] = entity.score;
      else splitScores[splitNames.add(value)] = entity.score;
      // the words of `value.split(/[ \u00A0]+/)`: maximal runs without a space or no-break space
      let wordStart = 0;
      for (let index = 0; index <= value.length; index++) {
        const code = index < value.length ? value.charCodeAt(index) : 0x20;
        if (code !== 0x20 && code !== 0xa0) continue;
        if (index - wordStart >= 3 && isUppercaseStart(value, wordStart)) {
          const word = value.slice(wordStart, index);
          if (!STOP.has(normalizeName(word))) add(word, entity);
        }
        wordStart = index + 1;
      }
    }
    if (values.length >= MAX_PROPAGATED_VALUES) break;
  }
  if (values.length === 0) return [];
  const order = searchOrder(values);
  const sorted = order.map((index) => values[index]!);
  const occurrences = wholeWordOccurrences(text, sorted, scan);
  const found: RecognizedEntity[] = [];
  // occurrences ascend by start: the next entity that may start where one does
  let next = 0;
  for (let index = 0; index < occurrences.length; index += 2) {
    const start = occurrences[index]!;
    const valueIndex = order[occurrences[index + 1]!]!;
    const source = sources[valueIndex]!;
    const end = start + values[valueIndex]!.length;
    const score = source.score * PROPAGATION_FACTOR;
    if (skipDominated) {
      while (next < entities.length && entities[next]!.start < start) next++;
      const same = entities[next];
      if (same !== undefined && same.start === start && same.end === end && same.score > score) continue;
    }
    found.push({ type: source.type, start, end, score, recognizer: 'propagation' });
  }
  return found;
}
