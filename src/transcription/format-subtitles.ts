/**
 * SubRip (SRT) and WebVTT writers over {@link buildSubtitleCues} (segments) and
 * {@link buildWordCues} (timed words, used whenever the source has any). SRT: cues numbered from 1,
 * `HH:MM:SS,mmm --> HH:MM:SS,mmm`, the text lines, a blank line between cues. WebVTT: a
 * `WEBVTT` header, `HH:MM:SS.mmm` times, and `&`, `<`, `>` escaped.
 *
 * @example
 * ```ts
 * formatSrt([{ start: 0, end: 1.5, text: 'Hello.' }]);
 * // '1\n00:00:00,000 --> 00:00:01,500\nHello.\n'
 * formatWebVtt([{ start: 0, end: 1.5, text: 'Hello.' }]);
 * // 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nHello.\n'
 * formatSrt(await transcribe({ audio: 'clip.ogg', backend })); // word-timed cues when the backend times words
 * ```
 */

import type { TranscriptSegment, TranscriptWord } from '../backend-interfaces/transcription-backend.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { buildSubtitleCues, type SubtitleCue } from './build-subtitle-cues.js';
import { buildWordCues, type WordCueRules } from './build-word-cues.js';

/**
 * What subtitles are made from: segments, or a transcript (such as a `transcribe()` result)
 * whose `words`, when present and not empty, give word-timed cues.
 */
export type SubtitleSource =
  | readonly TranscriptSegment[]
  | { segments: readonly TranscriptSegment[]; words?: readonly TranscriptWord[] };

/** The cues for `source`: from its words when it has any, else from its segments. */
export function buildTranscriptCues(
  source: SubtitleSource,
  rules: Partial<WordCueRules> = {},
): SubtitleCue[] {
  if (Array.isArray(source)) return buildSubtitleCues(source, rules);
  if (typeof source !== 'object' || source === null) {
    throw new InvalidInputError({
      message: 'Expected segments or a transcript with segments.',
      details: { field: 'segments' },
    });
  }
  const { segments, words } = source as Exclude<SubtitleSource, readonly TranscriptSegment[]>;
  return words !== undefined && words.length > 0
    ? buildWordCues(words, rules)
    : buildSubtitleCues(segments, rules);
}

/** SubRip text for `source` (empty string when there is nothing to show). */
export function formatSrt(source: SubtitleSource, rules: Partial<WordCueRules> = {}): string {
  return buildTranscriptCues(source, rules)
    .map(
      (cue, index) =>
        `${index + 1}\n${formatTimestamp(cue.startMilliseconds, ',')} --> ${formatTimestamp(cue.endMilliseconds, ',')}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');
}

/** WebVTT text for `source`. */
export function formatWebVtt(source: SubtitleSource, rules: Partial<WordCueRules> = {}): string {
  const cues = buildTranscriptCues(source, rules).map(
    (cue, index) =>
      `${index + 1}\n${formatTimestamp(cue.startMilliseconds, '.')} --> ${formatTimestamp(cue.endMilliseconds, '.')}\n${cue.lines.map(escapeVtt).join('\n')}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}

/** `HH:MM:SS<separator>mmm` for a time in milliseconds (hours grow past 99 when needed). */
export function formatTimestamp(milliseconds: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(milliseconds));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${separator}${pad(millis, 3)}`;
}

function escapeVtt(line: string): string {
  return line.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}
