/**
 * Phrase scans tried only where a phrase can start. A phrase alternation guarded by a
 * `(?<![\p{L}\p{M}])` look-behind, whose phrases all start with a letter, can only match at a
 * letter-run start (`TextScan.letterRunStarts`); of those, only the starts where the first word
 * of some phrase follows (compared as the regex compares, so case-insensitively under the `i`
 * flag) are tried, with the same regex made sticky. The matches are those of the global scan.
 *
 * @example
 * ```ts
 * const phrases = ['my name is'];
 * const pattern = { phrases, escape: (phrase: string) => phrase.replace(/ /g, '\\s+'),
 *   prefix: '(?<![\\p{L}\\p{M}])', suffix: '', flags: 'giu' };
 * const scan = new PhraseScan(pattern, new CharacterClasses(firstWordCharacters(phrases), true));
 * scan.matches('So, my name is Ada', new TextScan('So, my name is Ada').letterRunStarts); // [match at 4]
 * ```
 */

/**
 * Numbers code units by the first of `characters` the regex flags make them equal to (under the
 * `i` flag 's', 'S' and 'ſ' get the number of the first of them listed), using one-character regexes
 * with those flags, so the numbering agrees with the phrase regexes by construction.
 */
export class CharacterClasses {
  /** How many classes there are (they are numbered from 0). */
  readonly size: number;
  readonly #matchers: RegExp[];
  /** Any of the characters: most code units get no class after this one test. */
  readonly #anyMatcher: RegExp;
  /** 0: not computed yet, -1: no class, n + 1: class n. */
  readonly #classes = new Int16Array(0x10000);

  constructor(characters: Iterable<string>, ignoreCase: boolean) {
    const distinct = [...new Set(characters)].filter(
      (character) => character.length === 1 && !isSurrogate(character.charCodeAt(0)),
    );
    const escaped = distinct.map((character) => `\\u{${character.charCodeAt(0).toString(16)}}`);
    const flags = ignoreCase ? 'iu' : 'u';
    this.#matchers = escaped.map((character) => new RegExp(`^${character}$`, flags));
    this.#anyMatcher = new RegExp(`^[${escaped.join('')}]$`, flags);
    this.size = distinct.length;
  }

  /** The class of a code unit, -1 for none (and for NaN, past the end of a text). */
  classOf(code: number): number {
    if (!(code >= 0 && code < 0x10000)) return -1;
    let stored = this.#classes[code]!;
    if (stored === 0) {
      const character = String.fromCharCode(code);
      const found = this.#anyMatcher.test(character)
        ? this.#matchers.findIndex((matcher) => matcher.test(character))
        : -1;
      stored = found >= 0 ? found + 1 : -1;
      this.#classes[code] = stored;
    }
    return stored < 0 ? -1 : stored - 1;
  }
}

/** The characters of the phrases' first words (what `CharacterClasses` must number). */
export function firstWordCharacters(phrases: Iterable<string>): string[] {
  const characters = ["'", '’'];
  for (const phrase of phrases) {
    const space = phrase.indexOf(' ');
    characters.push(...(space < 0 ? phrase : phrase.slice(0, space)));
  }
  return characters;
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

const WHITE_SPACE = /^\s$/;
const whiteSpaceCodes = new Uint8Array(0x10000);

/** `true` when the code unit is `\s` (what a space of a phrase matches). */
function isWhiteSpace(code: number): boolean {
  if (!(code >= 0 && code < 0x10000)) return false;
  if (whiteSpaceCodes[code] === 0) {
    whiteSpaceCodes[code] = WHITE_SPACE.test(String.fromCharCode(code)) ? 1 : 2;
  }
  return whiteSpaceCodes[code] === 1;
}

/** A node of the first-word trie. */
interface TrieNode {
  /** A phrase's first word ends here. */
  end: boolean;
  /** A phrase's first word ends here and a space follows it in the phrase (any white space will do). */
  endBeforeSpace: boolean;
  /** The classes of the next characters, and the node each leads to. */
  childClasses: number[];
  childNodes: TrieNode[];
  /** The same children by class, every class an entry, where there are many (read in one step). */
  childrenByClass: (TrieNode | undefined)[] | undefined;
}

/** Children a node may have before they are also indexed by class. */
const LISTED_CHILDREN = 4;

function trieNode(): TrieNode {
  return { end: false, endBeforeSpace: false, childClasses: [], childNodes: [], childrenByClass: undefined };
}

function childOf(node: TrieNode, characterClass: number): TrieNode | undefined {
  const byClass = node.childrenByClass;
  if (byClass !== undefined) return characterClass < 0 ? undefined : byClass[characterClass];
  const classes = node.childClasses;
  for (let index = 0; index < classes.length; index++) {
    if (classes[index] === characterClass) return node.childNodes[index];
  }
  return undefined;
}

/**
 * A necessary condition for one of `phrases` to match at a position: the first word of some phrase
 * (and the space after it, if any) follows there, character by character as the regex compares
 * them, read from a trie of the first words (a character the classes cannot number ends a word early).
 */
export class PhraseStartIndex {
  readonly #classes: CharacterClasses;
  readonly #root = trieNode();
  /** A phrase starts with a character the classes cannot number: every position may start one. */
  readonly #everywhere: boolean = false;

  constructor(phrases: readonly string[], classes: CharacterClasses) {
    this.#classes = classes;
    for (const phrase of phrases) {
      if (classes.classOf(phrase.charCodeAt(0)) < 0) this.#everywhere = true;
      else this.#insert(this.#root, phrase, 0);
    }
    this.#indexByClass(this.#root);
  }

  #indexByClass(node: TrieNode): void {
    for (const child of node.childNodes) this.#indexByClass(child);
    if (node.childNodes.length <= LISTED_CHILDREN) return;
    const byClass: (TrieNode | undefined)[] = Array.from({ length: this.#classes.size }, () => undefined);
    node.childClasses.forEach((characterClass, index) => {
      byClass[characterClass] = node.childNodes[index];
    });
    node.childrenByClass = byClass;
  }

  /** Adds the rest of `phrase`'s first word from `index` under `node` (`'` stands for `'` and `’`). */
  #insert(node: TrieNode, phrase: string, index: number): void {
    const character = phrase[index];
    if (character === undefined) {
      node.end = true;
      return;
    }
    if (character === ' ') {
      node.endBeforeSpace = true;
      return;
    }
    const codes = character === "'" ? [0x27, 0x2019] : [phrase.charCodeAt(index)];
    for (const code of codes) {
      const characterClass = this.#classes.classOf(code);
      if (characterClass < 0) {
        node.end = true;
        continue;
      }
      let child = childOf(node, characterClass);
      if (child === undefined) {
        child = trieNode();
        node.childClasses.push(characterClass);
        node.childNodes.push(child);
      }
      this.#insert(child, phrase, index + 1);
    }
  }

  /** `false` when no phrase can match at `position` of `text`. */
  mayStartAt(text: string, position: number): boolean {
    if (this.#everywhere) return true;
    const classes = this.#classes;
    let node = this.#root;
    for (let index = position; !node.end; index++) {
      const code = text.charCodeAt(index);
      if (node.endBeforeSpace && isWhiteSpace(code)) return true;
      const child = childOf(node, classes.classOf(code));
      if (child === undefined) return false;
      node = child;
    }
    return true;
  }
}

const LETTER = /^\p{L}/u;

/**
 * `true` when every character the regex takes for the first character of `phrase` is a letter:
 * under `i` and `u` one non-letter, U+0345, equals letters (ι, Ι).
 */
function startsWithLetter(phrase: string, ignoreCase: boolean): boolean {
  if (!LETTER.test(phrase)) return false;
  const first = phrase.codePointAt(0)!.toString(16);
  return !(ignoreCase && new RegExp(`^\\u{${first}}`, 'iu').test('\u0345'));
}

/** A phrase regex: `prefix(?:phrase|phrase|...)suffix`, the phrases escaped, in this order. */
export interface PhrasePattern {
  /** Not empty; a space of a phrase must be escaped to `\s+`, a `'` to `['’]`, anything else literally. */
  phrases: readonly string[];
  escape: (phrase: string) => string;
  /** Look-arounds before the alternation, a look-behind that forbids a letter before a match among them. */
  prefix: string;
  suffix: string;
  /** With `g`. */
  flags: string;
}

/** The matches of a phrase regex over a text, tried as a sticky regex at candidate starts only. */
export class PhraseScan {
  readonly #global: RegExp;
  readonly #sticky: RegExp;
  readonly #index: PhraseStartIndex | undefined;

  /** `classes` must number `firstWordCharacters(pattern.phrases)` with the case rule of `pattern.flags`. */
  constructor(pattern: PhrasePattern, classes: CharacterClasses) {
    const { phrases, prefix, suffix, flags } = pattern;
    const source = `${prefix}(?:${phrases.map(pattern.escape).join('|')})${suffix}`;
    this.#global = new RegExp(source, flags);
    this.#sticky = new RegExp(source, `${flags.replace('g', '')}y`);
    const ignoreCase = flags.includes('i');
    this.#index = phrases.every((phrase) => startsWithLetter(phrase, ignoreCase))
      ? new PhraseStartIndex(phrases, classes)
      : undefined;
  }

  /** The matches a global scan finds, in order; `letterRunStarts` from `TextScan`. */
  matches(text: string, letterRunStarts: ArrayLike<number>): RegExpExecArray[] {
    const found: RegExpExecArray[] = [];
    const index = this.#index;
    if (index === undefined) {
      const global = this.#global;
      global.lastIndex = 0;
      for (let match = global.exec(text); match !== null; match = global.exec(text)) found.push(match);
      return found;
    }
    const sticky = this.#sticky;
    let from = 0;
    for (let position = 0; position < letterRunStarts.length; position++) {
      const start = letterRunStarts[position]!;
      if (start < from || !index.mayStartAt(text, start)) continue;
      sticky.lastIndex = start;
      const match = sticky.exec(text);
      if (match === null) continue;
      found.push(match);
      from = start + match[0].length;
    }
    return found;
  }
}
