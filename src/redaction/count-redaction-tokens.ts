/**
 * The token count of `countTextTokens` (src/usage: each run of letters, marks and digits is one
 * token, each other non-space character is one token) computed with one character loop instead of
 * a regex match per token: the redaction hot path counts the input and the output of every call.
 * Kinds come from a table over the Basic Multilingual Plane filled lazily from the same `u`-flag
 * classes as the regex (`[\p{L}\p{M}\p{N}]`, `\s`); astral code points ask the regex (cached). Same
 * count for every string, lone surrogates included (test/redaction/count-redaction-tokens.test.ts
 * checks it).
 *
 * `countRedactedTokens` counts the input and the input with placeholders in the same pass,
 * without building the second text.
 *
 * @example
 * ```ts
 * countRedactionTokens('My name is Ada.'); // 5, as countTextTokens
 * countRedactedTokens('My name is Ada.', [{ type: 'PERSON_NAME', start: 11, end: 14 }]);
 * // { input: 5, output: 9 }: 'My name is [PERSON_NAME].'
 * ```
 */
import { placeholderFor } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const SPACE_CHARACTER = /^\s$/u;

/** Character kinds: white space (no token), part of a word run, any other (one token each). */
const NONE = 0;
const SPACE = 1;
const WORD = 2;
const OTHER = 3;
/** In {@link BMP_KINDS}: a surrogate code unit, read with its partner when it has one. */
const SURROGATE = 4;

function classify(character: string): number {
  if (WORD_CHARACTER.test(character)) return WORD;
  return SPACE_CHARACTER.test(character) ? SPACE : OTHER;
}

/** Kind of each BMP code unit (NONE: not computed yet; SURROGATE for D800-DFFF), filled lazily. */
const BMP_KINDS = new Uint8Array(0x10000).fill(SURROGATE, 0xd800, 0xe000);
/** Kind of a surrogate without its partner (the classes never match one). */
const LONE_SURROGATE_KIND = classify('\ud800');
const ASTRAL_CACHE_LIMIT = 8192;
const astralKinds = new Map<number, number>();

/** 1 when a code point of kind `kind` after one of kind `previous` starts a token: `[previous * 4 + kind]`. */
const TOKEN_START = Uint8Array.from({ length: 16 }, (_, index) => {
  const previous = index >> 2;
  const kind = index & 3;
  return kind === OTHER || (kind === WORD && previous !== WORD) ? 1 : 0;
});

function bmpKind(code: number): number {
  const kind = classify(String.fromCharCode(code));
  BMP_KINDS[code] = kind;
  return kind;
}

function astralKind(codePoint: number): number {
  let kind = astralKinds.get(codePoint);
  if (kind === undefined) {
    kind = classify(String.fromCodePoint(codePoint));
    if (astralKinds.size >= ASTRAL_CACHE_LIMIT) astralKinds.clear();
    astralKinds.set(codePoint, kind);
  }
  return kind;
}

/** The kind of a surrogate unit at `index`: with its trail partner (before `to`) or alone. */
function surrogateKind(text: string, index: number, to: number): number {
  const code = text.charCodeAt(index);
  if (code <= 0xdbff && index + 1 < to) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return astralKind((code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000);
  }
  return LONE_SURROGATE_KIND;
}

/** The kind of the code point at `index`, a surrogate pair read as one only when it ends before `to`. */
function kindAt(text: string, index: number, to: number): number {
  const code = text.charCodeAt(index);
  const kind = BMP_KINDS[code]!;
  if (kind === SURROGATE) return surrogateKind(text, index, to);
  return kind === NONE ? bmpKind(code) : kind;
}

/**
 * The tokens starting in `text.slice(from, to)` (read on its own: a pair cut by `to` is two lone
 * surrogates) after a code point of kind `previous` (NONE at the start), packed with the kind of
 * the last code point read: `count * 8 + kind`.
 */
function countSpan(text: string, from: number, to: number, previous: number): number {
  let count = 0;
  let kind = previous;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    let next = BMP_KINDS[code]!;
    if (next === NONE) next = bmpKind(code);
    else if (next === SURROGATE) {
      next = LONE_SURROGATE_KIND;
      if (code <= 0xdbff && index + 1 < to) {
        const low = text.charCodeAt(index + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          next = astralKind((code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000);
          index++;
        }
      }
    }
    count += TOKEN_START[kind * 4 + next]!;
    kind = next;
  }
  return count * 8 + kind;
}

/** The number of tokens in `text`, exactly as `countTextTokens` counts them. */
export function countRedactionTokens(text: string): number {
  return countSpan(text, 0, text.length, NONE) >> 3;
}

const placeholderTokens = new Map<string, number>();

/** Tokens of a type's placeholder (`[PERSON_NAME]`: 5); it starts and ends with a bracket. */
function placeholderTokenCount(type: RecognizedEntity['type']): number {
  let count = placeholderTokens.get(type);
  if (count === undefined) {
    count = countRedactionTokens(placeholderFor(type));
    placeholderTokens.set(type, count);
  }
  return count;
}

/** Token counts of an input and of its redaction (see {@link countRedactedTokens}). */
export interface RedactedTokenCounts {
  input: number;
  output: number;
}

/** `true` when `position` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, position: number): boolean {
  return (
    position > 0 &&
    position < text.length &&
    (text.charCodeAt(position - 1) & 0xfc00) === 0xd800 &&
    (text.charCodeAt(position) & 0xfc00) === 0xdc00
  );
}

/**
 * `input`: the tokens of `text`; `output`: the tokens of `replaceSpans(text, entities)` (each
 * entity's span replaced by its placeholder), both as {@link countRedactionTokens} counts them,
 * in one pass over `text`. Entities must be sorted, non-overlapping and inside the text. A
 * placeholder starts with `[` and ends with `]`, so it never joins a neighbouring word run: a
 * kept stretch of the input adds the same tokens to both counts, plus one to the output when it
 * starts with a word character that continues, in the input, a word run of the masked span.
 */
export function countRedactedTokens(
  text: string,
  entities: readonly Pick<RecognizedEntity, 'type' | 'start' | 'end'>[],
): RedactedTokenCounts {
  let input = 0;
  let output = 0;
  let previous = NONE;
  let cursor = 0;
  for (let next = 0; next <= entities.length; next++) {
    const entity = entities[next];
    const keptEnd = entity === undefined ? text.length : entity.start;
    // a pair cut by a span edge reads as one code point in the input, two in the output
    if (splitsPair(text, cursor) || splitsPair(text, keptEnd)) return countSeparately(text, entities);
    if (cursor < keptEnd) {
      const packed = countSpan(text, cursor, keptEnd, previous);
      input += packed >> 3;
      output += packed >> 3;
      if (previous === WORD && kindAt(text, cursor, keptEnd) === WORD) output++;
      previous = packed & 7;
    }
    if (entity === undefined) break;
    const packed = countSpan(text, entity.start, entity.end, previous);
    input += packed >> 3;
    output += placeholderTokenCount(entity.type);
    previous = packed & 7;
    cursor = entity.end;
  }
  return { input, output };
}

/** {@link countRedactedTokens} counted in two passes (for span edges that cut a surrogate pair). */
function countSeparately(
  text: string,
  entities: readonly Pick<RecognizedEntity, 'type' | 'start' | 'end'>[],
): RedactedTokenCounts {
  let output = 0;
  let cursor = 0;
  for (const entity of entities) {
    output += (countSpan(text, cursor, entity.start, NONE) >> 3) + placeholderTokenCount(entity.type);
    cursor = entity.end;
  }
  output += countSpan(text, cursor, text.length, NONE) >> 3;
  return { input: countRedactionTokens(text), output };
}
