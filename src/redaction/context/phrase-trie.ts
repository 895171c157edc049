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
 * caches): one typed array, 16-bit where it fits, holding a table of the pairs of ASCII letters
 * (which takes a walk past its first two characters in one look-up, where the nodes have the most
 * edges, or rejects the position at once), the root's children by class, and the node records
 * numbered depth first, each followed by its edges, so a chain of single children is one run of
 * memory.
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
   * Everything the walk reads, in one array: at `26 * a + b` ({@link PAIR_TABLE}), for a walk
   * starting at two ASCII letters `a`, `b` (0 to 25, either case), the record of the node they
   * lead to, {@link NO_PAIR} when no alternative can match there, or {@link WALK_PAIR} when some
   * alternative ends after `a` (the walk then starts at the root); from {@link ROOT_TABLE}, the
   * record of each child of the root by class (0: none), `rootClasses` of them; then the node
   * records, depth first: one more than the smallest index of the alternatives ending at the node
   * (0: none); one more than the BMP character other than white space by which the alternatives
   * spell the child of the node's first edge (0: none), which a text equal to the alternative then
   * follows without a class look-up; the number of edges; then two numbers per edge, its class and
   * its child's record.
   */
  readonly nodes: Uint16Array | Int32Array;
  /** The classes the root table covers (one more than the largest class the trie knew). */
  readonly rootClasses: number;
  /** The most nodes a walk can pass (the longest alternative, white space runs counted once). */
  readonly depth: number;
}

/** Where the letter-pair table starts in {@link PhraseTrie.nodes}. */
const PAIR_TABLE = 0;
/** In the letter-pair table: no alternative matches at the pair. */
export const NO_PAIR = 0;
/** In the letter-pair table: walk from the root. */
const WALK_PAIR = 1;
/** Where the root's children start in {@link PhraseTrie.nodes}. */
const ROOT_TABLE = PAIR_TABLE + 26 * 26;

const ENDING = 0;
const FIRST_CODE = 1;
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

/** The class set of one atom (its code points' classes, each once, in order). */
function classSetOf(atom: PhraseAtom): ClassSet {
  const set: ClassSet = { classes: [], codePoints: [] };
  for (const codePoint of atom) {
    const foldClass = registerCaseFoldClass(codePoint);
    if (set.classes.includes(foldClass)) continue;
    set.classes.push(foldClass);
    set.codePoints.push(codePoint);
  }
  if (set.classes.includes(WHITESPACE_CLASS) && set.classes.length > 1)
    throw new Error('Expected an atom of only white space or no white space, got both');
  return set;
}

/**
 * A node while building: its edges in the order they were added (class, child, and the code
 * point first seen on the edge), and its record's offset once laid out. Plain arrays rather than
 * maps: a language's trie has thousands of nodes with a few edges each, built on its first text.
 */
interface BuildNode {
  ending: number;
  classes: number[];
  children: BuildNode[];
  spellings: number[];
  record: number;
}

function newBuildNode(): BuildNode {
  return { ending: -1, classes: [], children: [], spellings: [], record: 0 };
}

/** The child of `node` by `foldClass`, or `undefined`. */
function buildChild(node: BuildNode, foldClass: number): BuildNode | undefined {
  const index = node.classes.indexOf(foldClass);
  return index === -1 ? undefined : node.children[index];
}

/** The child of `node` by `foldClass`, added (first spelled `codePoint`) when missing. */
function childOrNew(node: BuildNode, foldClass: number, codePoint: number): BuildNode {
  const existing = buildChild(node, foldClass);
  if (existing !== undefined) return existing;
  const child = newBuildNode();
  node.classes.push(foldClass);
  node.children.push(child);
  node.spellings.push(codePoint);
  return child;
}

/** `'` in an alternative given as a string: `'` or `’`, as `['’]` in the regex. */
const APOSTROPHE_ATOM: PhraseAtom = [0x27, 0x2019];

/**
 * Builds the trie of `alternatives` (their indices are their order in the alternation). An
 * alternative is a list of atoms, or a string: one atom per code point, `'` standing for `'` or
 * `’` (what `Array.from(phrase, (c) => (c === "'" ? [0x27, 0x2019] : [c.codePointAt(0)]))` gives,
 * without building those arrays: the context phrases and the introduction phrases are given so).
 */
export function buildPhraseTrie(alternatives: ReadonlyArray<readonly PhraseAtom[] | string>): PhraseTrie {
  const root = newBuildNode();
  let depth = 0;
  // each alternative's atoms in one pass (an atom of one code point, the usual one, without a
  // class set), consecutive white space atoms as one position
  for (let index = 0; index < alternatives.length; index++) {
    let frontier = [root];
    let positions = 0;
    let firstIsWhitespace = false;
    let lastIsWhitespace = false;
    const alternative = alternatives[index]!;
    for (let at = 0; at < alternative.length; ) {
      // the atom, or only its code point when it has one
      let atom: PhraseAtom | undefined;
      let codePoint: number;
      if (typeof alternative === 'string') {
        codePoint = alternative.codePointAt(at)!;
        at += codePoint > 0xffff ? 2 : 1;
        atom = codePoint === 0x27 ? APOSTROPHE_ATOM : undefined;
      } else {
        atom = alternative[at++]!;
        codePoint = atom[0]!;
        if (atom.length === 1) atom = undefined;
      }
      const single = atom === undefined ? registerCaseFoldClass(codePoint) : undefined;
      const set = atom === undefined ? undefined : classSetOf(atom);
      const whitespace =
        single === undefined ? set!.classes[0] === WHITESPACE_CLASS : single === WHITESPACE_CLASS;
      if (whitespace && lastIsWhitespace) continue;
      if (positions === 0) firstIsWhitespace = whitespace;
      lastIsWhitespace = whitespace;
      positions++;
      if (single !== undefined && frontier.length === 1) {
        frontier[0] = childOrNew(frontier[0]!, single, codePoint);
        continue;
      }
      const classes = set?.classes ?? [single!];
      const codePoints = set?.codePoints ?? [codePoint];
      const next: BuildNode[] = [];
      for (const node of frontier)
        for (let member = 0; member < classes.length; member++)
          next.push(childOrNew(node, classes[member]!, codePoints[member]!));
      frontier = next;
    }
    if (positions === 0) throw new Error('Expected an alternative of at least one character, got none');
    if (firstIsWhitespace || lastIsWhitespace)
      throw new Error('Expected an alternative that neither starts nor ends with white space');
    depth = Math.max(depth, positions);
    for (const node of frontier) if (node.ending === -1 || index < node.ending) node.ending = index;
  }
  // depth first: a node's first child's record right after the node's own record and edges
  const order: BuildNode[] = [];
  const visit = (node: BuildNode): void => {
    order.push(node);
    for (const child of node.children) visit(child);
  };
  for (const child of root.children) visit(child);
  const rootClasses = caseFoldClassLimit();
  let size = ROOT_TABLE + rootClasses;
  for (const node of order) {
    node.record = size;
    size += FIRST_EDGE + 2 * node.children.length;
  }
  // every stored number (records, classes, alternatives + 1, BMP code units + 1) below 2^16?
  const wide = size > 0xffff || alternatives.length >= 0xffff || rootClasses > 0xffff;
  const nodes = wide ? new Int32Array(size) : new Uint16Array(size);
  for (const node of order) {
    const record = node.record;
    nodes[record + ENDING] = node.ending + 1;
    nodes[record + EDGE_COUNT] = node.children.length;
    let edge = record + FIRST_EDGE;
    for (let index = 0; index < node.children.length; index++) {
      nodes[edge] = node.classes[index]!;
      nodes[edge + 1] = node.children[index]!.record;
      edge += 2;
    }
    // the first edge's spelling: a text character equal to it has that edge's class
    const firstClass = node.classes[0];
    const code = firstClass === undefined ? -1 : node.spellings[0]!;
    nodes[record + FIRST_CODE] = firstClass !== WHITESPACE_CLASS && code >= 0 && code < 0xd800 ? code + 1 : 0;
  }
  for (let index = 0; index < root.children.length; index++)
    nodes[ROOT_TABLE + root.classes[index]!] = root.children[index]!.record;
  for (let first = 0; first < 26; first++) {
    const child = buildChild(root, caseFoldClass(97 + first));
    if (!child) continue;
    for (let second = 0; second < 26; second++) {
      const grandchild = buildChild(child, caseFoldClass(97 + second));
      if (child.ending !== -1) nodes[PAIR_TABLE + 26 * first + second] = WALK_PAIR;
      else if (grandchild) nodes[PAIR_TABLE + 26 * first + second] = grandchild.record;
    }
  }
  return { nodes, rootClasses, depth };
}

/** The record of the child of `record` by `foldClass`; 0 when there is none. */
function childOf(nodes: Uint16Array | Int32Array, record: number, foldClass: number): number {
  const end = record + FIRST_EDGE + 2 * nodes[record + EDGE_COUNT]!;
  for (let edge = record + FIRST_EDGE; edge < end; edge += 2)
    if (nodes[edge] === foldClass) return nodes[edge + 1]!;
  return 0;
}

/** The end of the white space run at `index` (at most `limit`). */
function skipWhitespace(text: string, index: number, limit: number): number {
  let end = index;
  while (end < limit && caseFoldClass(text.charCodeAt(end)) === WHITESPACE_CLASS) end++;
  return end;
}

/** The record of the root's child by the class of `codePoint`; 0 when there is none. */
function rootChild(trie: PhraseTrie, codePoint: number): number {
  const foldClass = caseFoldClass(codePoint);
  return foldClass < trie.rootClasses ? trie.nodes[ROOT_TABLE + foldClass]! : 0;
}

/**
 * The entry of the letter-pair table for the two code units at `position` when both are ASCII
 * letters ({@link NO_PAIR}, {@link WALK_PAIR} or a record); {@link WALK_PAIR} otherwise. An entry
 * other than {@link NO_PAIR} is what {@link walkFrom} starts from.
 */
export function letterPairEntry(trie: PhraseTrie, text: string, position: number): number {
  // `(code | 32) - 97` is 0 to 25 exactly for the ASCII letters of either case; -1 past the end
  // (no read outside the string: one there throws the optimised code away)
  const first = position < text.length ? (text.charCodeAt(position) | 32) - 97 : -1;
  const second = position + 1 < text.length ? (text.charCodeAt(position + 1) | 32) - 97 : -1;
  return first >>> 0 < 26 && second >>> 0 < 26 ? trie.nodes[PAIR_TABLE + 26 * first + second]! : WALK_PAIR;
}

/** From {@link walkFrom}: no alternative matches. */
export const NO_MATCH = 0;
/** From {@link walkFrom}: an alternative matches a span holding a code unit beyond ASCII. */
export const MATCH = 1;
/** From {@link walkFrom}: an alternative matches a span of only ASCII code units. */
export const ASCII_MATCH = 2;

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
  const entry = letterPairEntry(trie, text, position);
  return entry !== NO_PAIR && walkFrom(trie, text, position, entry, notFollowedBy, match) !== NO_MATCH;
}

/**
 * {@link firstAlternativeAt} from the letter-pair `entry` at `position` (not {@link NO_PAIR}):
 * {@link NO_MATCH}, or {@link MATCH} / {@link ASCII_MATCH} with `match` filled in, the latter when
 * the matched span is all ASCII (the walk reads every code unit of it).
 */
export function walkFrom(
  trie: PhraseTrie,
  text: string,
  position: number,
  entry: number,
  notFollowedBy: number,
  match: AlternativeMatch,
): number {
  const { nodes } = trie;
  const { length } = text;
  let record = entry;
  let index = position + 2;
  // the code units read, or-ed: below 0x80 while they are all ASCII (the pair's two letters are)
  let read = 0;
  if (record === WALK_PAIR) {
    // the first character: alternatives never start with white space
    const codePoint = readCodePoint(text, position);
    record = rootChild(trie, codePoint);
    if (record === 0) return NO_MATCH;
    read = codePoint;
    index = position + (codePoint > 0xffff ? 2 : 1);
  }
  let best = 0;
  let bestEnd = -1;
  let bestRead = 0;
  for (;;) {
    const ending = nodes[record + ENDING]!;
    if (
      ending !== 0 &&
      (best === 0 || ending < best) &&
      (index >= length || (characterClass(readCodePoint(text, index)) & notFollowedBy) === 0)
    ) {
      best = ending;
      bestEnd = index;
      bestRead = read;
    }
    if (index >= length) break;
    const code = text.charCodeAt(index);
    if (code + 1 === nodes[record + FIRST_CODE]) {
      record = nodes[record + FIRST_EDGE + 1]!;
      read |= code;
      index++;
      continue;
    }
    const codePoint = code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, index) : code;
    const foldClass = caseFoldClass(codePoint);
    record = childOf(nodes, record, foldClass);
    if (record === 0) break;
    read |= code;
    index += codePoint > 0xffff ? 2 : 1;
    if (foldClass === WHITESPACE_CLASS) {
      // a white space run: ASCII only when every one of its code units is
      const runStart = index;
      index = skipWhitespace(text, index, length);
      for (let run = runStart; run < index; run++) read |= text.charCodeAt(run);
    }
  }
  if (best === 0) return NO_MATCH;
  match.index = best - 1;
  match.end = bestEnd;
  return bestRead < 0x80 ? ASCII_MATCH : MATCH;
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
  const { nodes } = trie;
  let codePoint = codePointWithin(text, position, limit);
  let record = rootChild(trie, codePoint);
  let count = 0;
  let index = position + (codePoint > 0xffff ? 2 : 1);
  while (record !== 0) {
    const ending = nodes[record + ENDING]!;
    if (ending !== 0) {
      found[2 * count] = ending - 1;
      found[2 * count + 1] = index;
      count++;
    }
    if (index >= limit) break;
    const code = text.charCodeAt(index);
    if (code + 1 === nodes[record + FIRST_CODE]) {
      record = nodes[record + FIRST_EDGE + 1]!;
      index++;
      continue;
    }
    codePoint = codePointWithin(text, index, limit);
    const foldClass = caseFoldClass(codePoint);
    record = childOf(nodes, record, foldClass);
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
