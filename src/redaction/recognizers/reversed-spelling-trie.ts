/**
 * A trie of spellings read backwards, for finding where a spelling that must end at a known
 * position can start: the date-of-birth recognizer knows where the month of a month-first date
 * ends (right before the white space before the day), so one walk back from there tells which
 * positions before it are worth a forward walk of the month trie, and most digit runs get none.
 *
 * Characters are compared by {@link caseFoldClass}, as the forward trie and the `iu` regex compare
 * them; a white space run in a spelling stands for a run of any length in the text. The walk only
 * ever over-reports (every span the forward walk matches is found), which is all a bound needs.
 *
 * @example
 * ```ts
 * const trie = reversedSpellingTrie(['March', 'kuMarch']);
 * earliestSpellingStart(trie, 'born kuMARCH 12', 12, 0); // 5 ('kuMARCH'; 'MARCH' starts at 7)
 * earliestSpellingStart(trie, 'born on 12', 7, 0); // -1
 * ```
 */
import { caseFoldClass, registerCaseFoldClass, WHITESPACE_CLASS } from '../context/case-fold-classes.js';

/** A built trie (see {@link reversedSpellingTrie}). */
export interface ReversedSpellingTrie {
  /** The offset of the record of each child of the root by class (-1: none). */
  readonly rootChildren: Int32Array;
  /**
   * The node records: 1 when a spelling starts at the node (0 otherwise), the number of edges,
   * then two numbers per edge: its class and the offset of its child's record.
   */
  readonly records: Int32Array;
}

const STARTS = 0;
const EDGE_COUNT = 1;
const FIRST_EDGE = 2;

interface BuildNode {
  starts: boolean;
  children: Map<number, BuildNode>;
}

/** The classes of `spelling`'s code points, last first, a white space run as one. */
function reversedClasses(spelling: string): number[] {
  const classes: number[] = [];
  for (const character of spelling) {
    const foldClass = registerCaseFoldClass(character.codePointAt(0)!);
    if (foldClass === WHITESPACE_CLASS && classes[classes.length - 1] === WHITESPACE_CLASS) continue;
    classes.push(foldClass);
  }
  return classes.reverse();
}

/** Builds the backward trie of `spellings`. */
export function reversedSpellingTrie(spellings: readonly string[]): ReversedSpellingTrie {
  const root: BuildNode = { starts: false, children: new Map() };
  for (const spelling of spellings) {
    let node = root;
    for (const foldClass of reversedClasses(spelling)) {
      let child = node.children.get(foldClass);
      if (!child) {
        child = { starts: false, children: new Map() };
        node.children.set(foldClass, child);
      }
      node = child;
    }
    node.starts = true;
  }
  const offsets = new Map<BuildNode, number>();
  const order: BuildNode[] = [];
  let size = 0;
  const visit = (node: BuildNode): void => {
    offsets.set(node, size);
    order.push(node);
    size += FIRST_EDGE + 2 * node.children.size;
    for (const child of node.children.values()) visit(child);
  };
  for (const child of root.children.values()) visit(child);
  const records = new Int32Array(size);
  for (const node of order) {
    const record = offsets.get(node)!;
    records[record + STARTS] = node.starts ? 1 : 0;
    records[record + EDGE_COUNT] = node.children.size;
    let edge = record + FIRST_EDGE;
    for (const [foldClass, child] of node.children) {
      records[edge] = foldClass;
      records[edge + 1] = offsets.get(child)!;
      edge += 2;
    }
  }
  const rootChildren = new Int32Array(Math.max(0, ...root.children.keys()) + 1).fill(-1);
  for (const [foldClass, child] of root.children) rootChildren[foldClass] = offsets.get(child)!;
  return { rootChildren, records };
}

/** The record of the child of `record` by `foldClass`; -1 when there is none. */
function childOf(records: Int32Array, record: number, foldClass: number): number {
  const end = record + FIRST_EDGE + 2 * records[record + EDGE_COUNT]!;
  for (let edge = record + FIRST_EDGE; edge < end; edge += 2)
    if (records[edge] === foldClass) return records[edge + 1]!;
  return -1;
}

/**
 * The smallest position `start` (at least `floor`) where `text.slice(start, end)` is a spelling of
 * `trie`, reading only `text.slice(floor, end)` (a surrogate pair cut by `floor` is a lone
 * surrogate); -1 when there is none.
 */
export function earliestSpellingStart(
  trie: ReversedSpellingTrie,
  text: string,
  end: number,
  floor: number,
): number {
  const { rootChildren, records } = trie;
  let earliest = -1;
  let record = -1;
  let index = end;
  while (index > floor) {
    let codePoint = text.charCodeAt(index - 1);
    let size = 1;
    if (codePoint >= 0xdc00 && codePoint <= 0xdfff && index - 2 >= floor) {
      const high = text.charCodeAt(index - 2);
      if (high >= 0xd800 && high <= 0xdbff) {
        codePoint = (high - 0xd800) * 0x400 + (codePoint - 0xdc00) + 0x10000;
        size = 2;
      }
    }
    const foldClass = caseFoldClass(codePoint);
    if (record === -1) record = foldClass < rootChildren.length ? rootChildren[foldClass]! : -1;
    else record = childOf(records, record, foldClass);
    if (record === -1) break;
    index -= size;
    if (foldClass === WHITESPACE_CLASS)
      while (index > floor && caseFoldClass(text.charCodeAt(index - 1)) === WHITESPACE_CLASS) index--;
    if (records[record + STARTS] === 1) earliest = index;
  }
  return earliest;
}
