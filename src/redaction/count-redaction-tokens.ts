/**
 * The token count of `countTextTokens` (src/usage: each run of letters, marks and digits is one
 * token, each other non-space character is one token) computed with one character loop instead of
 * a regex match per token: the redaction hot path counts the input and the output of every call.
 * Kinds come from token-kinds.ts: a table over the Basic Multilingual Plane filled lazily from the
 * same `u`-flag classes as the regex (`[\p{L}\p{M}\p{N}]`, `\s`); astral code points ask the regex. Same
 * count for every string, lone surrogates included (test/redaction/count-redaction-tokens.test.ts
 * checks it).
 *
 * `countRedactedTokens` counts the input and the input with placeholders in the same pass,
 * without building the second text; given the text's TextScan (whose pass already counted the
 * input), it reads only the masked spans.
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
import type { TextScan } from './text-scan.js';
import {
  astralTokenKind as astralKind,
  BMP_TOKEN_KINDS as BMP_KINDS,
  bmpTokenKind as bmpKind,
  LONE_SURROGATE_KIND,
  TOKEN_NONE as NONE,
  TOKEN_SURROGATE as SURROGATE,
  TOKEN_START,
  TOKEN_WORD as WORD,
} from './token-kinds.js';

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
 *
 * With `scan`, the text's TextScan, the input count is the one its pass over the text made, and
 * only the masked spans are read (see {@link countFromInput}).
 */
export function countRedactedTokens(
  text: string,
  entities: readonly Pick<RecognizedEntity, 'type' | 'start' | 'end'>[],
  scan?: TextScan,
): RedactedTokenCounts {
  if (scan !== undefined && scan.text === text) return countFromInput(text, entities, scan.tokenCount);
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

/** The kind of the code point ending right before `position` (a pair read as one); NONE at 0. */
function kindBefore(text: string, position: number): number {
  if (position <= 0) return NONE;
  const low = text.charCodeAt(position - 1);
  if (low >= 0xdc00 && low <= 0xdfff && position >= 2) {
    const high = text.charCodeAt(position - 2);
    if (high >= 0xd800 && high <= 0xdbff)
      return astralKind((high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000);
  }
  return kindAt(text, position - 1, position);
}

/**
 * {@link countRedactedTokens} from the input's count: when no span edge cuts a surrogate pair,
 * every stretch reads its code points as the whole text does, so the output differs from the
 * input only by each span (its tokens, counted after the code point before it, become its
 * placeholder's) and by a kept stretch that starts with a word character after a span ending with
 * one (a new token once the span is a placeholder).
 */
function countFromInput(
  text: string,
  entities: readonly Pick<RecognizedEntity, 'type' | 'start' | 'end'>[],
  input: number,
): RedactedTokenCounts {
  let output = input;
  for (let next = 0; next < entities.length; next++) {
    const entity = entities[next]!;
    if (splitsPair(text, entity.start) || splitsPair(text, entity.end))
      return countSeparately(text, entities);
    const packed = countSpan(text, entity.start, entity.end, kindBefore(text, entity.start));
    output += placeholderTokenCount(entity.type) - (packed >> 3);
    const keptEnd = next + 1 < entities.length ? entities[next + 1]!.start : text.length;
    if (entity.end < keptEnd && (packed & 7) === WORD && kindAt(text, entity.end, keptEnd) === WORD) output++;
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
