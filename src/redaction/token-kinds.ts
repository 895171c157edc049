/**
 * Token kinds of `countTextTokens` (src/usage): a code point is part of a word run
 * (`[\p{L}\p{M}\p{N}]`), white space (`\s`) or any other character (one token each). A token starts
 * at every other character and at a word character after a non-word one. Kinds of the Basic
 * Multilingual Plane come from a table filled lazily from the same `u`-flag classes as the regex;
 * astral code points ask the regex (cached). Shared by countRedactedTokens and TextScan, which
 * counts the tokens of a whole text in its one pass over it.
 *
 * @example
 * ```ts
 * let count = 0;
 * let previous = TOKEN_NONE;
 * for (const character of 'Hi, Ada') {
 *   const kind = codePointTokenKind(character.codePointAt(0)!);
 *   count += TOKEN_START[previous * 4 + kind]!;
 *   previous = kind;
 * }
 * count; // 3: 'Hi', ',', 'Ada'
 * ```
 */

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const SPACE_CHARACTER = /^\s$/u;

/** Before the first code point (no token continues). */
export const TOKEN_NONE = 0;
/** White space: no token. */
export const TOKEN_SPACE = 1;
/** Part of a word run: one token per run. */
export const TOKEN_WORD = 2;
/** Any other code point: one token each. */
export const TOKEN_OTHER = 3;
/** In {@link BMP_TOKEN_KINDS}: a surrogate code unit, read with its partner when it has one. */
export const TOKEN_SURROGATE = 4;

function classify(character: string): number {
  if (WORD_CHARACTER.test(character)) return TOKEN_WORD;
  return SPACE_CHARACTER.test(character) ? TOKEN_SPACE : TOKEN_OTHER;
}

/**
 * Kind of each BMP code unit (TOKEN_NONE: not computed yet, see {@link bmpTokenKind};
 * TOKEN_SURROGATE for D800-DFFF), filled lazily.
 */
export const BMP_TOKEN_KINDS = new Uint8Array(0x10000).fill(TOKEN_SURROGATE, 0xd800, 0xe000);
/** Kind of a surrogate without its partner (the classes never match one). */
export const LONE_SURROGATE_KIND = classify('\ud800');
const ASTRAL_CACHE_LIMIT = 8192;
const astralKinds = new Map<number, number>();

/** 1 when a code point of kind `kind` after one of kind `previous` starts a token: `[previous * 4 + kind]`. */
export const TOKEN_START = Uint8Array.from({ length: 16 }, (_, index) => {
  const previous = index >> 2;
  const kind = index & 3;
  return kind === TOKEN_OTHER || (kind === TOKEN_WORD && previous !== TOKEN_WORD) ? 1 : 0;
});

/** Computes, stores and returns the kind of a BMP code unit that is not a surrogate. */
export function bmpTokenKind(code: number): number {
  const kind = classify(String.fromCharCode(code));
  BMP_TOKEN_KINDS[code] = kind;
  return kind;
}

/** The kind of an astral code point (cached; the cache is cleared when it grows too large). */
export function astralTokenKind(codePoint: number): number {
  let kind = astralKinds.get(codePoint);
  if (kind === undefined) {
    kind = classify(String.fromCodePoint(codePoint));
    if (astralKinds.size >= ASTRAL_CACHE_LIMIT) astralKinds.clear();
    astralKinds.set(codePoint, kind);
  }
  return kind;
}

/** The kind of any code point (a lone surrogate: LONE_SURROGATE_KIND). */
export function codePointTokenKind(codePoint: number): number {
  if (codePoint >= 0x10000) return astralTokenKind(codePoint);
  const kind = BMP_TOKEN_KINDS[codePoint]!;
  if (kind === TOKEN_SURROGATE) return LONE_SURROGATE_KIND;
  return kind === TOKEN_NONE ? bmpTokenKind(codePoint) : kind;
}
