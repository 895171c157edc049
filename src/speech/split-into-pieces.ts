/**
 * Splits text for synthesis: first into sentences (Unicode sentence boundaries through
 * `Intl.Segmenter`, which knows `.`, `?`, `!`, the Ethiopic `።` and the Arabic `؟`), then groups
 * consecutive sentences into pieces of at most `maxCodePoints`. A sentence longer than that is cut
 * at the last comma-like mark or space before the limit (never inside a surrogate pair). The
 * segmenter sees bounded windows (`sentenceSegments`), so splitting stays linear in the text.
 *
 * @example
 * ```ts
 * splitIntoPieces({ text: 'One. Two? Three!', maxCodePoints: 9 }); // ['One. Two?', 'Three!']
 * ```
 */

import { sentenceSegments } from '../util/sentence-segments.js';

/** Options of {@link splitIntoPieces}. */
export interface SplitIntoPiecesOptions {
  text: string;
  /**
   * Largest piece, in code points.
   * @default 400
   */
  maxCodePoints?: number;
  /**
   * BCP 47 locale for sentence boundaries.
   * @default 'en'
   */
  locale?: string;
}

/** Default largest piece handed to a speech backend in one call, in code points. */
export const DEFAULT_PIECE_CODE_POINTS = 400;

/** Non-empty, trimmed pieces of at most `maxCodePoints` code points, in text order. */
export function splitIntoPieces(options: SplitIntoPiecesOptions): string[] {
  const maxCodePoints = options.maxCodePoints ?? DEFAULT_PIECE_CODE_POINTS;
  if (!Number.isInteger(maxCodePoints) || maxCodePoints < 1) {
    throw new RangeError(`Expected maxCodePoints to be a positive integer, got ${maxCodePoints}.`);
  }
  const segmenter = new Intl.Segmenter(options.locale ?? 'en', { granularity: 'sentence' });
  const pieces: string[] = [];
  let current: string[] = [];
  let currentLength = 0;
  const flush = (): void => {
    if (current.length > 0) pieces.push(current.join(' '));
    current = [];
    currentLength = 0;
  };
  const { text } = options;
  for (const { start, end } of sentenceSegments(segmenter, text, { start: 0, end: text.length })) {
    const sentence = text.slice(start, end);
    for (const part of cutLongSentence(sentence.trim().replace(/\s+/gu, ' '), maxCodePoints)) {
      if (part === '') continue;
      const length = [...part].length;
      if (currentLength > 0 && currentLength + 1 + length > maxCodePoints) flush();
      current.push(part);
      currentLength += (currentLength > 0 ? 1 : 0) + length;
    }
  }
  flush();
  return pieces;
}

const CLAUSE_MARKS = new Set([',', ';', ':', '،', '؛', '፣', '፤', '፥', '—', '–']);

function cutLongSentence(sentence: string, maxCodePoints: number): string[] {
  const parts: string[] = [];
  let rest = [...sentence];
  while (rest.length > maxCodePoints) {
    let cut = -1;
    for (let index = maxCodePoints - 1; index > 0 && cut < 0; index--) {
      if (CLAUSE_MARKS.has(rest[index] ?? '')) cut = index + 1;
    }
    for (let index = maxCodePoints; index > 0 && cut < 0; index--) {
      if (rest[index] === ' ') cut = index;
    }
    if (cut <= 0) cut = maxCodePoints;
    parts.push(rest.slice(0, cut).join('').trim());
    rest = rest.slice(cut);
    while (rest[0] === ' ') rest.shift();
  }
  parts.push(rest.join('').trim());
  return parts;
}
