/**
 * The matches of the honorific alternation,
 * `(?=[\p{Lu}\u1200-\u137F\u0600-\u06FF])(?<![\p{L}\p{M}])(?:title|title|...)\.?(?=[ \u00A0])`
 * with the `gu` flags (case-sensitive; a space of a title written `\s+`, an apostrophe `['’]`),
 * found without running the regex: at each letter-run start (`TextScan.letterRunStarts`) whose
 * character passes the look-ahead, at or after the end of the previous match, a walk of a trie of
 * the titles' code units finds the title the alternation would pick there (the first in its order
 * that matches, a dot and a space or a space after it). Titles the trie cannot read as the regex
 * does (one not starting with a letter, with a surrogate, or with a space at either end) make the
 * scan fall back to the regex itself.
 *
 * @example
 * ```ts
 * const scan = new HonorificScan(['Mrs', 'Mr']);
 * const text = 'Ask Mr. Okafor';
 * scan.matches(text, new TextScan(text).letterRunStarts); // [4, 7]: start and end of each match
 * ```
 */
import {
  characterClass,
  codePointAt,
  codePointBefore,
  LETTER,
  MARK,
  UPPERCASE_LETTER,
} from '../text-scan.js';
import { CodeUnits } from './code-units.js';

/** A node of the title trie: the first title (in the alternation's order) ending here, and the children. */
interface TitleNode {
  ending: number;
  /** The code units of the edges (a node has few) and the nodes they lead to. */
  childCodes: number[];
  childNodes: TitleNode[];
  /** Reached by a white space run (`\s+`). */
  whitespace: TitleNode | undefined;
}

function titleNode(): TitleNode {
  return { ending: -1, childCodes: [], childNodes: [], whitespace: undefined };
}

function childOf(node: TitleNode, code: number): TitleNode | undefined {
  const codes = node.childCodes;
  for (let index = 0; index < codes.length; index++) {
    if (codes[index] === code) return node.childNodes[index];
  }
  return undefined;
}

/** Code units below this (Latin, Arabic, Ge'ez among them) find the root's child in an array. */
const ROOT_ARRAY_LIMIT = 0x1400;

/** The root's children by code unit: in an array below ROOT_ARRAY_LIMIT, the others in a map. */
interface TitleRoot {
  low: (TitleNode | undefined)[];
  other: Map<number, TitleNode>;
}

const WHITE_SPACE = /^\s$/u;
/** By code unit: 0 not computed yet, 1 white space, 2 not. */
const whiteSpaceCodes = new Uint8Array(0x10000);

function isWhiteSpace(code: number): boolean {
  let stored = whiteSpaceCodes[code]!;
  if (stored === 0) {
    stored = WHITE_SPACE.test(String.fromCharCode(code)) ? 1 : 2;
    whiteSpaceCodes[code] = stored;
  }
  return stored === 1;
}

/** `[ \u00A0]`: what must follow a title (after its optional dot). */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0xa0;
}

const STARTS_WITH_LETTER = /^\p{L}/u;
const SURROGATE = /[\ud800-\udfff]/;

/** `true` when the trie reads `title` as the regex does. */
function isTrieReady(title: string): boolean {
  return (
    STARTS_WITH_LETTER.test(title) &&
    !SURROGATE.test(title) &&
    !title.endsWith(' ') &&
    [...title].every((character) => character === ' ' || !WHITE_SPACE.test(character))
  );
}

function escapeTitle(title: string): string {
  return title
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

/** The code units of the text being read when the caller gives none. */
const CODE_UNITS = new CodeUnits();

/** The matches of one title list, in the alternation's order (the first listed wins at a position). */
export class HonorificScan {
  readonly #root: TitleRoot | undefined;
  /** The alternation, built only for titles the trie cannot read. */
  readonly #regex: RegExp | undefined;

  constructor(titles: readonly string[]) {
    if (!titles.every(isTrieReady)) {
      this.#regex = new RegExp(
        `(?=[\\p{Lu}\\u1200-\\u137F\\u0600-\\u06FF])(?<![\\p{L}\\p{M}])(?:${titles.map(escapeTitle).join('|')})\\.?(?=[ \\u00A0])`,
        'gu',
      );
      return;
    }
    const root = titleNode();
    const childByCode = (node: TitleNode, code: number): TitleNode => {
      let child = childOf(node, code);
      if (child === undefined) {
        child = titleNode();
        node.childCodes.push(code);
        node.childNodes.push(child);
      }
      return child;
    };
    // code unit by code unit (a trie-ready title has no surrogate); one node in place while the
    // title has had no apostrophe (which branches into ' and ’)
    titles.forEach((title, index) => {
      let nodes = [root];
      for (let position = 0; position < title.length; position++) {
        const character = title.charCodeAt(position);
        if (nodes.length === 1 && character !== 0x27) {
          const node = nodes[0]!;
          if (character === 0x20) {
            node.whitespace ??= titleNode();
            nodes[0] = node.whitespace;
          } else nodes[0] = childByCode(node, character);
          continue;
        }
        const codes = character === 0x27 ? [0x27, 0x2019] : [character];
        const next: TitleNode[] = [];
        for (const node of nodes) {
          if (character === 0x20) {
            node.whitespace ??= titleNode();
            next.push(node.whitespace);
            continue;
          }
          for (const code of codes) next.push(childByCode(node, code));
        }
        nodes = next;
      }
      for (const node of nodes) if (node.ending === -1) node.ending = index;
    });
    const low = new Array<TitleNode | undefined>(ROOT_ARRAY_LIMIT).fill(undefined);
    const other = new Map<number, TitleNode>();
    root.childCodes.forEach((code, index) => {
      if (code < ROOT_ARRAY_LIMIT) low[code] = root.childNodes[index];
      else other.set(code, root.childNodes[index]!);
    });
    this.#root = { low, other };
  }

  /**
   * The matches a global scan of the alternation finds, in order: two numbers each, the start and
   * the end (after the dot, if any). `letterRunStarts` from `TextScan`; `units`, when given, from
   * `CodeUnits.load(text)` (read instead of the text's `charCodeAt`).
   */
  matches(text: string, letterRunStarts: ArrayLike<number>, units?: Uint16Array): number[] {
    const found: number[] = [];
    const root = this.#root;
    if (root === undefined) {
      const regex = this.#regex!;
      regex.lastIndex = 0;
      for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
        found.push(match.index, match.index + match[0].length);
      }
      return found;
    }
    const codes = units ?? CODE_UNITS.load(text);
    let from = 0;
    for (let index = 0; index < letterRunStarts.length; index++) {
      const start = letterRunStarts[index]!;
      if (start < from) continue;
      const first = codes[start]!;
      // (?=[\p{Lu}\u1200-\u137F\u0600-\u06FF])
      if (
        first < 0x80
          ? first < 0x41 || first > 0x5a
          : !(
              (first >= 0x1200 && first <= 0x137f) ||
              (first >= 0x0600 && first <= 0x06ff) ||
              (characterClass(codePointAt(text, start)) & UPPERCASE_LETTER) !== 0
            )
      ) {
        continue;
      }
      const end = this.#matchAt(root, text, codes, start);
      if (end < 0 || (characterClass(codePointBefore(text, start)) & (LETTER | MARK)) !== 0) continue;
      found.push(start, end);
      from = end;
    }
    return found;
  }

  /** The end of the alternation's match at `start` (the look-arounds before it aside), or -1. */
  #matchAt(root: TitleRoot, text: string, codes: Uint16Array, start: number): number {
    const first = codes[start]!;
    const { length } = text;
    let node = first < ROOT_ARRAY_LIMIT ? root.low[first] : root.other.get(first);
    if (node === undefined) return -1;
    let index = start + 1;
    let best = -1;
    let bestEnd = -1;
    for (;;) {
      const ending = node.ending;
      if (ending !== -1 && (best === -1 || ending < best)) {
        // (past the end, `codes` reads 0: neither a dot nor a space)
        const code = codes[index]!;
        if (code === 0x2e && isSpace(codes[index + 1]!)) {
          best = ending;
          bestEnd = index + 1;
        } else if (isSpace(code)) {
          best = ending;
          bestEnd = index;
        }
      }
      if (index >= length) break;
      const code = codes[index]!;
      const whitespace: TitleNode | undefined = node.whitespace;
      if (whitespace !== undefined && isWhiteSpace(code)) {
        node = whitespace;
        index++;
        while (index < length && isWhiteSpace(codes[index]!)) index++;
        continue;
      }
      const child: TitleNode | undefined = childOf(node, code);
      if (child === undefined) break;
      node = child;
      index++;
    }
    return bestEnd;
  }
}
