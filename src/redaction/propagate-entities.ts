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
import { isWordCodePoint } from './word-code-points.js';

/** Score factor for propagated occurrences. */
export const PROPAGATION_FACTOR = 0.95;
/** At most this many distinct values are propagated (keeps the pattern small). */
export const MAX_PROPAGATED_VALUES = 2000;

const STOP: ReadonlySet<string> = new Set(NAME_STOP_WORDS.map(normalizeName));

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Up to this many values, in a text up to MAX_LOOP_TEXT long, are found with the loop. */
const MAX_LOOP_VALUES = 32;
/** Longest text (code units) searched with the loop; longer ones use the compiled alternation. */
const MAX_LOOP_TEXT = 65_536;

/** `true` when `value` starts with a trail surrogate or ends with a lead surrogate. */
function hasSplitSurrogate(value: string): boolean {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return (first >= 0xdc00 && first <= 0xdfff) || (last >= 0xd800 && last <= 0xdbff);
}

/** The code point ending just before `index` (a surrogate pair read as one), or -1 at the start. */
function codePointBefore(text: string, index: number): number {
  if (index === 0) return -1;
  const last = text.charCodeAt(index - 1);
  if (last >= 0xdc00 && last <= 0xdfff && index >= 2) {
    const lead = text.charCodeAt(index - 2);
    if (lead >= 0xd800 && lead <= 0xdbff) return (lead - 0xd800) * 0x400 + (last - 0xdc00) + 0x10000;
  }
  return last;
}

/**
 * `[start, value]` of each whole-word occurrence of `values` (sorted longest first), as a global
 * `u` scan of the alternation `(?<![\p{L}\p{M}\p{N}])(?:v1|v2|...)(?![\p{L}\p{M}\p{N}])` finds
 * them (leftmost, first value in order, resumed after each match), without compiling that regex
 * per call: only word starts whose first code unit begins a value are tried.
 */
function wholeWordOccurrences(text: string, values: readonly string[]): Array<[number, string]> {
  // many values or a long text: V8's compiled alternation scans faster than trying each value, and
  // its compile cost is then small beside the scan
  if (values.length > MAX_LOOP_VALUES || text.length > MAX_LOOP_TEXT || values.some(hasSplitSurrogate))
    return regexOccurrences(text, values);
  const byFirst = new Map<number, string[]>();
  for (const value of values) {
    const list = byFirst.get(value.charCodeAt(0));
    if (list) list.push(value);
    else byFirst.set(value.charCodeAt(0), [value]);
  }
  const found: Array<[number, string]> = [];
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const candidates = byFirst.get(code);
    // a `u` scan never starts inside a surrogate pair
    const insidePair =
      code >= 0xdc00 && code <= 0xdfff && index > 0 && (text.charCodeAt(index - 1) & 0xfc00) === 0xd800;
    let matched: string | undefined;
    if (candidates && !insidePair && !isWordCodePoint(codePointBefore(text, index))) {
      for (const value of candidates) {
        const end = index + value.length;
        if (
          text.startsWith(value, index) &&
          (end >= text.length || !isWordCodePoint(text.codePointAt(end)!))
        ) {
          matched = value;
          break;
        }
      }
    }
    if (matched !== undefined) {
      found.push([index, matched]);
      index += matched.length;
    } else index++;
  }
  return found;
}

/** The same occurrences with the compiled alternation (many values, or a split surrogate pair). */
function regexOccurrences(text: string, values: readonly string[]): Array<[number, string]> {
  const pattern = new RegExp(
    `${firstCharacterLookahead(values)}(?<![\\p{L}\\p{M}\\p{N}])(?:${values.map(escapeForRegex).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  const found: Array<[number, string]> = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text))
    found.push([match.index, match[0]]);
  return found;
}

/** New entities for other occurrences of the values in `entities` (kept ones are not repeated). */
export function propagateEntities(text: string, entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  const sources = new Map<string, RecognizedEntity>();
  const add = (value: string, entity: RecognizedEntity) => {
    const existing = sources.get(value);
    if (!existing || existing.score < entity.score) sources.set(value, entity);
  };
  for (const entity of entities) {
    const value = text.slice(entity.start, entity.end);
    if (value.length >= 3) add(value, entity);
    if (entity.type === 'PERSON_NAME') {
      for (const word of value.split(/[ \u00A0]+/)) {
        if (word.length >= 3 && /^\p{Lu}/u.test(word) && !STOP.has(normalizeName(word))) add(word, entity);
      }
    }
    if (sources.size >= MAX_PROPAGATED_VALUES) break;
  }
  if (sources.size === 0) return [];
  const values = [...sources.keys()].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  const found: RecognizedEntity[] = [];
  for (const [start, value] of wholeWordOccurrences(text, values)) {
    const source = sources.get(value)!;
    found.push({
      type: source.type,
      start,
      end: start + value.length,
      score: source.score * PROPAGATION_FACTOR,
      recognizer: 'propagation',
    });
  }
  return found;
}
