/**
 * Joins the timed words of overlapping chunks into one timeline with the same two rules as
 * {@link stitchChunkTranscripts} (each word belongs to the chunk whose half of the overlap holds
 * its midpoint; words repeated at the start of the next chunk are dropped), each word treated as a
 * one-word segment. Words come out in order, non-overlapping, in seconds from the start.
 *
 * @example
 * ```ts
 * stitchChunkWords([
 *   { startSeconds: 0, endSeconds: 30, words: [{ word: 'meet', start: 27, end: 27.4 }, { word: 'tomorrow', start: 27.4, end: 28 }] },
 *   { startSeconds: 25, endSeconds: 40, words: [{ word: 'tomorrow', start: 2.3, end: 3 }, { word: 'at', start: 3.1, end: 3.2 }] },
 * ]);
 * // [{ word: 'meet', start: 27, end: 27.4 }, { word: 'tomorrow', start: 27.4, end: 28 }, { word: 'at', start: 28.1, end: 28.2 }]
 * ```
 */
import type { TranscriptWord } from '../backend-interfaces/transcription-backend.js';
import { stitchChunkTranscripts } from './stitch-chunk-transcripts.js';

/** One chunk's words; times are relative to the chunk start. */
export interface ChunkWords {
  startSeconds: number;
  endSeconds: number;
  words: readonly TranscriptWord[];
}

/** Absolute, ordered, non-overlapping words for the whole signal. */
export function stitchChunkWords(chunks: readonly ChunkWords[]): TranscriptWord[] {
  return stitchChunkTranscripts(
    chunks.map((chunk) => ({
      startSeconds: chunk.startSeconds,
      endSeconds: chunk.endSeconds,
      segments: chunk.words.map((word) => ({ start: word.start, end: word.end, text: word.word })),
    })),
  ).map((segment) => ({ word: segment.text, start: segment.start, end: segment.end }));
}
