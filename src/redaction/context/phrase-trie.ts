/**
 * A trie of the alternatives of a case-insensitive alternation (`iu` flags), read the way the
 * regex reads a text: characters compared by {@link caseFoldClass}, a white space run standing
 * for `\s+`. Walking it from a text position finds the alternatives that match there without
 * running the regex, and which one the alternation would pick (the first in its order).
 *
 * An alternative is a list of atoms; an atom lists the code points it may be (`'` and `’` for an
 * apostrophe that the regex writes `['’]`), and a white space code point means a run of white
 * space. An alternative must not start or end with white space (the regex could then give some of
 * that run back), which {@link buildPhraseTrie} checks.
 *
 * The trie is stored compactly for the walk's sake (it runs between other recognizers, with cold
 * caches): one `Int32Array` of node records numbered depth first, each record followed by its
 * edges, so a chain of single children is one run of memory; and a table of the pairs of ASCII
 * letters, which takes a walk past its first two characters in one look-up (the nodes there have
 * the most edges) or rejects the position at once.
 *
 * @example
 * ```ts
 * const trie = buildPhraseTrie([atomsOf('date of birth'), atomsOf('born')]);
 * const match = { index: -1, end: -1 };
 * firstAlternativeAt(trie, 'He was BORN in', 7, LETTER | MARK | NUMBER, match); // true, { index: 1, end: 11 }
 * const found = new Int32Array(2 * trie.depth);
 * alternativesAlong(trie, 'Date  of birth', 0, 14, found); // 1: found [0, 14]
 * ```
 */
import { characterClass } from '../text-scan.js';
import {
  caseFoldClass,
  caseFoldClassLimit,
  readCodePoint,
  registerCaseFoldClass,
  WHITESPACE_CLASS,
} from './case-fold-classes.js';

/** One character of an alternative: the code points it may be. */
export type PhraseAtom = readonly number[];

/** A built trie. */
export interface PhraseTrie {
  /**
   * The node records below the root, depth first: the smallest index of the alternatives ending
   * at the node (-1: none); for a single child reached by a BMP character other than white space,
   * that character as the alternatives spell it (-1 otherwise), which a text equal to the
   * alternative then follows without a class look-up; the number of edges; then two numbers per
   * edge, its class and the offset of its child's record.
   */
  readonly records: Int32Array;
  /** The offset of the record of each child of the root by class (-1: none). */
  readonly rootChildren: Int32Array;
  /**
   * At `26 * a + b`, for a walk starting at two ASCII letters `a`, `b` (0 to 25, either case): the
   * record of the node they lead to; {@link NO_PAIR} when no alternative can match there; or
   * {@link WALK_PAIR} when some alternative ends after `a` or the record lies too far for 16 bits
   * (the walk then starts at the root).
   */
  readonly letterPairs: Int16Array;
  /** The most nodes a walk can pass (the longest alternative, white space runs counted once). */
  readonly depth: number;
}

/** In {@link PhraseTrie.letterPairs}: no alternative matches at the pair. */
const NO_PAIR = -1;
/** In {@link PhraseTrie.letterPairs}: walk from the root. */
const WALK_PAIR = -2;

const ENDING = 0;
const ONLY_CODE = 1;
const EDGE_COUNT = 2;
const FIRST_EDGE = 3;

/** Where an alternative matched: its index and the end of the match. */
export interface AlternativeMatch {
  index: number;
  end: number;
}

/** The atoms of `value`, one code point each. */
export function atomsOf(value: string): PhraseAtom[] {
  return Array.from(value, (character) => [character.codePointAt(0)!]);
}

/** One position of an alternative: its classes and, for each, the code point that gave it. */
interface ClassSet {
  classes: number[];
  codePoints: number[];
}

/** The class sets of an alternative's atoms, consecutive white space runs as one. */
function classSets(atoms: readonly PhraseAtom[]): ClassSet[] {
  const sets: ClassSet[] = [];
  for (const atom of atoms) {
    const set: ClassSet = { classes: [], codePoints: [] };
    for (const codePoint of atom) {
      const foldClass = registerCaseFoldClass(codePoint);
      if (set.classes.includes(foldClass)) continue;
      set.classes.push(foldClass);
      set.codePoints.push(codePoint);
    }
    const whitespace = set.classes.includes(WHITESPACE_CLASS);
    if (whitespace && set.classes.length > 1)
      throw new Error('Expected an atom of only white space or no white space, got both');
    if (whitespace && sets[sets.length - 1]?.classes[0] === WHITESPACE_CLASS) continue;
    sets.push(set);
  }
  if (sets.length === 0) throw new Error('Expected an alternative of at least one character, got none');
  if (sets[0]!.classes[0] === WHITESPACE_CLASS || sets[sets.length - 1]!.classes[0] === WHITESPACE_CLASS)
    throw new Error('Expected an alternative that neither starts nor ends with white space');
  return sets;
}

/** A node while building: its children by class, and the code point first seen on each edge. */
interface BuildNode {
  ending: number;
  children: Map<number, BuildNode>;
  spelling: Map<number, number>;
}

function newBuildNode(): BuildNode {
  return { ending: -1, children: new Map(), spelling: new Map() };
}

/** The index of ASCII letter `code` (0 to 25, either case), or -1. */
function letterIndex(code: number): number {
  const lower = code | 32;
  return lower >= 97 && lower <= 122 ? lower - 97 : -1;
}

/** Builds the trie of `alternatives` (their indices are their order in the alternation). */
export function buildPhraseTrie(alternatives: ReadonlyArray<readonly PhraseAtom[]>): PhraseTrie {
  const root = newBuildNode();
  let depth = 0;
  alternatives.forEach((atoms, index) => {
    let frontier = [root];
    const sets = classSets(atoms);
    depth = Math.max(depth, sets.length);
    for (const { classes, codePoints } of sets) {
      const next: BuildNode[] = [];
      for (const node of frontier) {
        classes.forEach((foldClass, member) => {
          let child = node.children.get(foldClass);
          if (!child) {
            child = newBuildNode();
            node.children.set(foldClass, child);
            node.spelling.set(foldClass, codePoints[member]!);
          }
          next.push(child);
        });
      }
      frontier = next;
    }
    for (const node of frontier) if (node.ending === -1 || index < node.ending) node.ending = index;
  });
  // depth first: a node's first child's record right after the node's own record and edges
  const order: BuildNode[] = [];
  const visit = (node: BuildNode): void => {
    order.push(node);
    for (const child of node.children.values()) visit(child);
  };
  for (const child of root.children.values()) visit(child);
  const offsets = new Map<BuildNode, number>();
  let size = 0;
  for (const node of order) {
    offsets.set(node, size);
    size += FIRST_EDGE + 2 * node.children.size;
  }
  const records = new Int32Array(size);
  for (const node of order) {
    const record = offsets.get(node)!;
    records[record + ENDING] = node.ending;
    records[record + EDGE_COUNT] = node.children.size;
    let edge = record + FIRST_EDGE;
    for (const [foldClass, child] of node.children) {
      records[edge] = foldClass;
      records[edge + 1] = offsets.get(child)!;
      edge += 2;
    }
    const [onlyClass] = node.children.keys();
    const code = onlyClass === undefined ? -1 : node.spelling.get(onlyClass)!;
    records[record + ONLY_CODE] =
      node.children.size === 1 && onlyClass !== WHITESPACE_CLASS && code < 0xd800 ? code : -1;
  }
  const rootChildren = new Int32Array(caseFoldClassLimit()).fill(-1);
  for (const [foldClass, child] of root.children) rootChildren[foldClass] = offsets.get(child)!;
  const letterPairs = new Int16Array(26 * 26).fill(NO_PAIR);
  for (let first = 0; first < 26; first++) {
    const child = root.children.get(caseFoldClass(97 + first));
    if (!child) continue;
    for (let second = 0; second < 26; second++) {
      const grandchild = child.children.get(caseFoldClass(97 + second));
      const offset = grandchild ? offsets.get(grandchild)! : -1;
      if (child.ending !== -1 || offset > 0x7fff) letterPairs[26 * first + second] = WALK_PAIR;
      else if (offset !== -1) letterPairs[26 * first + second] = offset;
    }
  }
  return { records, rootChildren, letterPairs, depth };
}

/** The record of the child of `record` by `foldClass`; -1 when there is none. */
function childOf(records: Int32Array, record: number, foldClass: number): number {
  const end = record + FIRST_EDGE + 2 * records[record + EDGE_COUNT]!;
  for (let edge = record + FIRST_EDGE; edge < end; edge += 2)
    if (records[edge] === foldClass) return records[edge + 1]!;
  return -1;
}

/** The end of the white space run at `index` (at most `limit`). */
function skipWhitespace(text: string, index: number, limit: number): number {
  let end = index;
  while (end < limit && caseFoldClass(text.charCodeAt(end)) === WHITESPACE_CLASS) end++;
  return end;
}

/** The code point at `position`, read fast when it is not a high surrogate. */
function codePointAtIndex(text: string, position: number): number {
  const code = text.charCodeAt(position);
  return code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, position) : code;
}

/**
 * The record reached from two ASCII letters at `position`, {@link NO_PAIR} when no alternative
 * can match there, or {@link WALK_PAIR} when the walk must start at the root (other characters).
 */
function letterPairRecord(trie: PhraseTrie, text: string, position: number): number {
  const first = letterIndex(text.charCodeAt(position));
  if (first === -1) return WALK_PAIR;
  const second = letterIndex(text.charCodeAt(position + 1));
  if (second === -1) return WALK_PAIR;
  return trie.letterPairs[26 * first + second]!;
}

/**
 * The alternative the alternation would match at `position` (the one first in its order among
 * those that match) when each must be followed by a code point outside the character classes
 * `notFollowedBy` (bits of `characterClass`, e.g. a `(?![\p{L}\p{M}\p{N}])` look-ahead): `true`
 * and `match` filled in, or `false` when none matches. The look-behind, if any, is the caller's.
 */
export function firstAlternativeAt(
  trie: PhraseTrie,
  text: string,
  position: number,
  notFollowedBy: number,
  match: AlternativeMatch,
): boolean {
  const { records, rootChildren } = trie;
  const { length } = text;
  let record = letterPairRecord(trie, text, position);
  if (record === NO_PAIR) return false;
  let index = position + 2;
  let codePoint: number;
  let foldClass: number;
  if (record === WALK_PAIR) {
    // the first character: alternatives never start with white space
    codePoint = codePointAtIndex(text, position);
    foldClass = caseFoldClass(codePoint);
    record = foldClass < rootChildren.length ? rootChildren[foldClass]! : -1;
    if (record === -1) return false;
    index = position + (codePoint > 0xffff ? 2 : 1);
  }
  let best = -1;
  let bestEnd = -1;
  for (;;) {
    const alternative = records[record + ENDING]!;
    if (
      alternative !== -1 &&
      (best === -1 || alternative < best) &&
      (index >= length || (characterClass(codePointAtIndex(text, index)) & notFollowedBy) === 0)
    ) {
      best = alternative;
      bestEnd = index;
    }
    if (index >= length) break;
    const code = text.charCodeAt(index);
    if (code === records[record + ONLY_CODE]) {
      record = records[record + FIRST_EDGE + 1]!;
      index++;
      continue;
    }
    codePoint = code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, index) : code;
    foldClass = caseFoldClass(codePoint);
    record = childOf(records, record, foldClass);
    if (record === -1) break;
    index += codePoint > 0xffff ? 2 : 1;
    if (foldClass === WHITESPACE_CLASS) index = skipWhitespace(text, index, length);
  }
  if (best === -1) return false;
  match.index = best;
  match.end = bestEnd;
  return true;
}

/**
 * The alternatives met on the walk from `position` through `text.slice(0, limit)` (as a regex
 * run on that slice reads it: a surrogate pair cut by `limit` is a lone surrogate): for every node
 * of the walk where some alternative ends, the smallest such index and the end of the walk there,
 * written to `found` as pairs (index, end) in walk order; returns the number of pairs. Every span
 * some alternative matches at `position` has one pair, with the first alternative in order that
 * matches exactly that span. `found` needs room for `2 * trie.depth` numbers.
 */
export function alternativesAlong(
  trie: PhraseTrie,
  text: string,
  position: number,
  limit: number,
  found: Int32Array,
): number {
  if (position >= limit) return 0;
  const { records, rootChildren } = trie;
  let codePoint = codePointWithin(text, position, limit);
  let foldClass = caseFoldClass(codePoint);
  let record = foldClass < rootChildren.length ? rootChildren[foldClass]! : -1;
  let count = 0;
  let index = position + (codePoint > 0xffff ? 2 : 1);
  while (record !== -1) {
    const alternative = records[record + ENDING]!;
    if (alternative !== -1) {
      found[2 * count] = alternative;
      found[2 * count + 1] = index;
      count++;
    }
    if (index >= limit) break;
    const code = text.charCodeAt(index);
    if (code === records[record + ONLY_CODE]) {
      record = records[record + FIRST_EDGE + 1]!;
      index++;
      continue;
    }
    codePoint = codePointWithin(text, index, limit);
    foldClass = caseFoldClass(codePoint);
    record = childOf(records, record, foldClass);
    index += codePoint > 0xffff ? 2 : 1;
    if (foldClass === WHITESPACE_CLASS) index = skipWhitespace(text, index, limit);
  }
  return count;
}

/** The code point at `position` of `text.slice(0, limit)` (a pair cut by `limit` not joined). */
function codePointWithin(text: string, position: number, limit: number): number {
  const code = text.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdbff && position + 1 < limit) {
    const low = text.charCodeAt(position + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return code;
}
