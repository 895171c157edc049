/**
 * Turns transcript segments into subtitle cues that follow the usual SubRip rules: at most
 * 2 lines of at most 42 characters (code points), at most 7 seconds on screen, strictly
 * increasing and non-overlapping times in whole milliseconds. A segment with more text than one
 * cue holds is split into several cues, its time shared in proportion to their characters.
 *
 * @example
 * ```ts
 * buildSubtitleCues([{ start: 0, end: 2.5, text: 'Good morning, everyone.' }]);
 * // [{ startMilliseconds: 0, endMilliseconds: 2500, lines: ['Good morning, everyone.'] }]
 * ```
 */

import type { TranscriptSegment } from '../backend-interfaces/transcription-backend.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Limits of a cue. */
export interface SubtitleRules {
  /** @default 42 */
  maxLineLength: number;
  /** @default 2 */
  maxLines: number;
  /** @default 7000 */
  maxCueMilliseconds: number;
}

/** The default rules: 2 lines of 42 characters, 7 seconds. */
export const DEFAULT_SUBTITLE_RULES: Readonly<SubtitleRules> = Object.freeze({
  maxLineLength: 42,
  maxLines: 2,
  maxCueMilliseconds: 7000,
});

/** How long a cue whose segment has no duration stays on screen, in milliseconds. */
export const ZERO_LENGTH_CUE_MILLISECONDS = 1000;

/** One subtitle cue. */
export interface SubtitleCue {
  startMilliseconds: number;
  endMilliseconds: number;
  lines: string[];
}

/** Cues for `segments` under `rules`. */
export function buildSubtitleCues(
  segments: readonly TranscriptSegment[],
  rules: Partial<SubtitleRules> = {},
): SubtitleCue[] {
  if (!Array.isArray(segments)) {
    throw new InvalidInputError({
      message: 'Expected segments to be an array.',
      details: { field: 'segments' },
    });
  }
  segments.forEach((segment: unknown, index) => {
    if (
      typeof segment !== 'object' ||
      segment === null ||
      typeof (segment as TranscriptSegment).text !== 'string'
    ) {
      throw new InvalidInputError({
        message: `Expected segments[${index}] to be a segment with string text.`,
        details: { field: `segments[${index}]` },
      });
    }
  });
  const { maxLineLength, maxLines, maxCueMilliseconds } = { ...DEFAULT_SUBTITLE_RULES, ...rules };
  for (const [field, value] of Object.entries({ maxLineLength, maxLines, maxCueMilliseconds })) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new InvalidInputError({
        message: `Expected ${field} to be a positive integer, got ${String(value)}.`,
        details: { field },
      });
    }
  }
  const cues: SubtitleCue[] = [];
  const ordered = [...segments]
    .map((segment) => ({ ...segment, text: cleanText(segment.text) }))
    .filter(
      (segment) => segment.text !== '' && Number.isFinite(segment.start) && Number.isFinite(segment.end),
    )
    .sort((a, b) => a.start - b.start);
  for (const segment of ordered) {
    const blocks = chunkLines(wrapWords(segment.text, maxLineLength), maxLines);
    let start = Math.max(0, Math.round(segment.start * 1000));
    let end = Math.round(segment.end * 1000);
    if (end <= start) end = start + ZERO_LENGTH_CUE_MILLISECONDS;
    const totalCharacters = blocks.reduce((sum, block) => sum + lengthOf(block.join(' ')), 0);
    let consumed = 0;
    for (const block of blocks) {
      consumed += lengthOf(block.join(' '));
      const blockEnd = Math.round(start + ((end - start) * consumed) / totalCharacters);
      const previous = cues[cues.length - 1];
      const cueStart = Math.max(start, previous?.endMilliseconds ?? 0);
      const cueEnd = Math.min(Math.max(blockEnd, cueStart + 1), cueStart + maxCueMilliseconds);
      cues.push({ startMilliseconds: cueStart, endMilliseconds: cueEnd, lines: block });
      start = Math.max(blockEnd, cueEnd);
      end = Math.max(end, start);
    }
  }
  return cues;
}

function cleanText(text: string): string {
  // "-->" would end a timing line in a parser's eyes.
  return text.replace(/-->/gu, '->').replace(/\s+/gu, ' ').trim();
}

function lengthOf(text: string): number {
  return [...text].length;
}

function wrapWords(text: string, maxLineLength: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    for (const piece of splitLongWord(word, maxLineLength)) {
      if (line === '') line = piece;
      else if (lengthOf(line) + 1 + lengthOf(piece) <= maxLineLength) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function splitLongWord(word: string, maxLineLength: number): string[] {
  const characters = [...word];
  if (characters.length <= maxLineLength) return [word];
  const pieces: string[] = [];
  for (let index = 0; index < characters.length; index += maxLineLength) {
    pieces.push(characters.slice(index, index + maxLineLength).join(''));
  }
  return pieces;
}

function chunkLines(lines: readonly string[], maxLines: number): string[][] {
  const blocks: string[][] = [];
  for (let index = 0; index < lines.length; index += maxLines)
    blocks.push(lines.slice(index, index + maxLines));
  return blocks;
}
