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
 * caches): the nodes of the first levels, where most walks end, are numbered level by level and
 * lie together; below them each subtree is numbered depth first, so a chain of single children is
 * a run of consecutive records; a node's edges lie side by side.
 *
 * @example
 * ```ts
 * const trie = buildPhraseTrie([atomsOf('date of birth'), atomsOf('born')]);
 * const match = { index: -1, end: -1 };
 * firstAlternativeAt(trie, 'He was BORN in', 7, LETTER | MARK | NUMBER, match); // true, { index: 1, end: 11 }
 * const found = new Set<number>();
 * collectAlternatives(trie, 'Date  of birth', 0, () => true, found); // found: {0}
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
   * Four numbers per node (node `n` at `4 * n`): the smallest index of the alternatives ending
   * there (-1: none); its first edge and its number of edges; and, for a single child reached by
   * a BMP character other than white space, that character as the alternatives spell it (-1
   * otherwise), which a text equal to the alternative then follows without a class look-up.
   */
  readonly nodes: Int32Array;
  /** The class and the child of each edge, a node's edges side by side. */
  readonly edgeClasses: Uint16Array;
  readonly edgeChildren: Int32Array;
  /** The children of the root by class (-1: none). */
  readonly rootChildren: Int32Array;
}

/** Levels below the root numbered level by level. */
const DENSE_LEVELS = 2;

const ENDING = 0;
const FIRST_EDGE = 1;
const EDGE_COUNT = 2;
const ONLY_CODE = 3;

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

/** Builds the trie of `alternatives` (their indices are their order in the alternation). */
export function buildPhraseTrie(alternatives: ReadonlyArray<readonly PhraseAtom[]>): PhraseTrie {
  const root = newBuildNode();
  alternatives.forEach((atoms, index) => {
    let frontier = [root];
    for (const { classes, codePoints } of classSets(atoms)) {
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
  // number the first levels level by level, then each subtree below them depth first
  const order: BuildNode[] = [root];
  let level = [root];
  for (let depth = 1; depth <= DENSE_LEVELS; depth++) {
    level = level.flatMap((node) => [...node.children.values()]);
    order.push(...level);
  }
  const visit = (node: BuildNode): void => {
    order.push(node);
    for (const child of node.children.values()) visit(child);
  };
  for (const node of level) for (const child of node.children.values()) visit(child);
  const numbers = new Map(order.map((node, number) => [node, number]));
  const edgeCount = order.reduce((sum, node) => sum + node.children.size, 0);
  const nodes = new Int32Array(4 * order.length);
  const edgeClasses = new Uint16Array(edgeCount);
  const edgeChildren = new Int32Array(edgeCount);
  let edge = 0;
  order.forEach((node, number) => {
    const record = 4 * number;
    nodes[record + ENDING] = node.ending;
    nodes[record + FIRST_EDGE] = edge;
    nodes[record + EDGE_COUNT] = node.children.size;
    nodes[record + ONLY_CODE] = -1;
    for (const [foldClass, child] of node.children) {
      edgeClasses[edge] = foldClass;
      edgeChildren[edge] = numbers.get(child)!;
      edge++;
    }
    const [onlyClass] = node.children.keys();
    const code = onlyClass === undefined ? -1 : node.spelling.get(onlyClass)!;
    if (node.children.size === 1 && onlyClass !== WHITESPACE_CLASS && code < 0xd800)
      nodes[record + ONLY_CODE] = code;
  });
  const rootChildren = new Int32Array(caseFoldClassLimit()).fill(-1);
  for (const [foldClass, child] of root.children) rootChildren[foldClass] = numbers.get(child)!;
  return { nodes, edgeClasses, edgeChildren, rootChildren };
}

/** The child of `node` by `foldClass`; -1 when there is none. */
function childOf(trie: PhraseTrie, node: number, foldClass: number): number {
  const { nodes, edgeClasses } = trie;
  const first = nodes[4 * node + FIRST_EDGE]!;
  const end = first + nodes[4 * node + EDGE_COUNT]!;
  for (let edge = first; edge < end; edge++)
    if (edgeClasses[edge] === foldClass) return trie.edgeChildren[edge]!;
  return -1;
}

/** The end of the white space run at `index`. */
function skipWhitespace(text: string, index: number): number {
  let end = index;
  while (end < text.length && caseFoldClass(text.charCodeAt(end)) === WHITESPACE_CLASS) end++;
  return end;
}

/** The code point at `position`, read fast when it is not a high surrogate. */
function codePointAtIndex(text: string, position: number): number {
  const code = text.charCodeAt(position);
  return code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, position) : code;
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
  const { nodes, edgeChildren, rootChildren } = trie;
  const { length } = text;
  // the first character: alternatives never start with white space
  let codePoint = codePointAtIndex(text, position);
  let foldClass = caseFoldClass(codePoint);
  let node = foldClass < rootChildren.length ? rootChildren[foldClass]! : -1;
  if (node === -1) return false;
  let index = position + (codePoint > 0xffff ? 2 : 1);
  let best = -1;
  let bestEnd = -1;
  for (;;) {
    const alternative = nodes[4 * node + ENDING]!;
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
    if (code === nodes[4 * node + ONLY_CODE]) {
      node = edgeChildren[nodes[4 * node + FIRST_EDGE]!]!;
      index++;
      continue;
    }
    codePoint = code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, index) : code;
    foldClass = caseFoldClass(codePoint);
    node = childOf(trie, node, foldClass);
    if (node === -1) break;
    index += codePoint > 0xffff ? 2 : 1;
    if (foldClass === WHITESPACE_CLASS) index = skipWhitespace(text, index);
  }
  if (best === -1) return false;
  match.index = best;
  match.end = bestEnd;
  return true;
}

/**
 * Adds to `found` the index recorded at every node where an alternative ends on the walk from
 * `position` and is followed by a code unit that `followedBy` accepts (-1 at the end of the text):
 * every span some alternative matches there has one of them (the first in order that ends at its
 * node).
 */
export function collectAlternatives(
  trie: PhraseTrie,
  text: string,
  position: number,
  followedBy: (code: number) => boolean,
  found: Set<number>,
): void {
  const { nodes, edgeChildren, rootChildren } = trie;
  const { length } = text;
  let codePoint = codePointAtIndex(text, position);
  let foldClass = caseFoldClass(codePoint);
  let node = foldClass < rootChildren.length ? rootChildren[foldClass]! : -1;
  if (node === -1) return;
  let index = position + (codePoint > 0xffff ? 2 : 1);
  for (;;) {
    const alternative = nodes[4 * node + ENDING]!;
    if (alternative !== -1 && followedBy(index < length ? text.charCodeAt(index) : -1))
      found.add(alternative);
    if (index >= length) return;
    const code = text.charCodeAt(index);
    if (code === nodes[4 * node + ONLY_CODE]) {
      node = edgeChildren[nodes[4 * node + FIRST_EDGE]!]!;
      index++;
      continue;
    }
    codePoint = code >= 0xd800 && code <= 0xdbff ? readCodePoint(text, index) : code;
    foldClass = caseFoldClass(codePoint);
    node = childOf(trie, node, foldClass);
    if (node === -1) return;
    index += codePoint > 0xffff ? 2 : 1;
    if (foldClass === WHITESPACE_CLASS) index = skipWhitespace(text, index);
  }
}
