/**
 * Joins the transcripts of overlapping chunks into one timeline without duplicated words at the
 * seams. Two steps per seam:
 * 1. Time: each segment (moved to absolute time) belongs to the chunk whose window holds the
 *    segment's midpoint; windows meet at the middle of each overlap.
 * 2. Words: where the kept text of the next chunk starts with words that the text so far ends
 *    with (compared case- and punctuation-insensitively, up to {@link MAX_SEAM_WORDS} words),
 *    those words are dropped from the next chunk. A single repeated word is only dropped when the
 *    two segments overlap in time, so a real "that that" survives.
 *
 * @example
 * ```ts
 * stitchChunkTranscripts([
 *   { startSeconds: 0, endSeconds: 30, segments: [{ start: 20, end: 29, text: 'we will meet tomorrow' }] },
 *   { startSeconds: 25, endSeconds: 40, segments: [{ start: 1, end: 8, text: 'meet tomorrow at noon' }] },
 * ]);
 * // [{ start: 20, end: 29, text: 'we will meet tomorrow' }, { start: 29.5, end: 33, text: 'at noon' }]
 * ```
 */
import type { TranscriptSegment } from '../backend-interfaces/transcription-backend.js';

/** Longest run of words compared at a seam. */
export const MAX_SEAM_WORDS = 12;

/** One chunk's transcript; segment times are relative to the chunk start. */
export interface ChunkTranscript {
  startSeconds: number;
  endSeconds: number;
  segments: readonly TranscriptSegment[];
}

/** Absolute, ordered, non-overlapping segments for the whole signal. */
export function stitchChunkTranscripts(chunks: readonly ChunkTranscript[]): TranscriptSegment[] {
  const result: TranscriptSegment[] = [];
  chunks.forEach((chunk, index) => {
    const previous = chunks[index - 1];
    const next = chunks[index + 1];
    const windowStart =
      previous === undefined ? Number.NEGATIVE_INFINITY : (chunk.startSeconds + previous.endSeconds) / 2;
    const windowEnd =
      next === undefined ? Number.POSITIVE_INFINITY : (next.startSeconds + chunk.endSeconds) / 2;
    const kept = chunk.segments
      .map((segment) => ({
        start: chunk.startSeconds + Math.max(0, segment.start),
        end: chunk.startSeconds + Math.max(0, segment.end),
        text: normaliseSpace(segment.text),
      }))
      .filter((segment) => {
        const middle = (segment.start + segment.end) / 2;
        return segment.text !== '' && middle >= windowStart && middle < windowEnd;
      });
    if (index > 0) removeSeamRepeats(result, kept);
    for (const segment of kept) {
      const last = result[result.length - 1];
      const start = last === undefined ? segment.start : Math.max(segment.start, last.end);
      result.push({ start, end: Math.max(start, segment.end), text: segment.text });
    }
  });
  return result;
}

function removeSeamRepeats(before: readonly TranscriptSegment[], after: TranscriptSegment[]): void {
  const tail = wordsOf(before.slice(-MAX_SEAM_WORDS)).slice(-MAX_SEAM_WORDS);
  const head = wordsOf(after.slice(0, MAX_SEAM_WORDS)).slice(0, MAX_SEAM_WORDS);
  let repeated = 0;
  for (let length = Math.min(tail.length, head.length); length > 0; length--) {
    const suffix = tail.slice(-length).map(comparable);
    const prefix = head.slice(0, length).map(comparable);
    if (suffix.every((word, position) => word !== '' && word === prefix[position])) {
      repeated = length;
      break;
    }
  }
  const lastBefore = before[before.length - 1];
  const firstAfter = after[0];
  if (
    repeated === 1 &&
    (lastBefore === undefined || firstAfter === undefined || firstAfter.start >= lastBefore.end)
  ) {
    repeated = 0;
  }
  while (repeated > 0 && after.length > 0) {
    const first = after[0] as TranscriptSegment;
    const words = first.text.split(' ');
    if (words.length <= repeated) {
      repeated -= words.length;
      after.shift();
    } else {
      const share = repeated / words.length;
      after[0] = {
        start: first.start + (first.end - first.start) * share,
        end: first.end,
        text: words.slice(repeated).join(' '),
      };
      repeated = 0;
    }
  }
}

function wordsOf(segments: readonly TranscriptSegment[]): string[] {
  return segments.flatMap((segment) => normaliseSpace(segment.text).split(' ')).filter((word) => word !== '');
}

function comparable(word: string): string {
  return word.toLocaleLowerCase().replace(/[\p{P}\p{S}]/gu, '');
}

function normaliseSpace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
