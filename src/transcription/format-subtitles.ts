/**
 * SubRip (SRT) and WebVTT writers over {@link buildSubtitleCues}. SRT: cues numbered from 1,
 * `HH:MM:SS,mmm --> HH:MM:SS,mmm`, the text lines, a blank line between cues. WebVTT: a
 * `WEBVTT` header, `HH:MM:SS.mmm` times, and `&`, `<`, `>` escaped.
 *
 * @example
 * ```ts
 * formatSrt([{ start: 0, end: 1.5, text: 'Hello.' }]);
 * // '1\n00:00:00,000 --> 00:00:01,500\nHello.\n'
 * formatWebVtt([{ start: 0, end: 1.5, text: 'Hello.' }]);
 * // 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nHello.\n'
 * ```
 */
import type { TranscriptSegment } from '../spec/transcription-backend.js';
import { buildSubtitleCues, type SubtitleRules } from './build-subtitle-cues.js';

/** SubRip text for `segments` (empty string when there is nothing to show). */
export function formatSrt(
  segments: readonly TranscriptSegment[],
  rules: Partial<SubtitleRules> = {},
): string {
  return buildSubtitleCues(segments, rules)
    .map(
      (cue, index) =>
        `${index + 1}\n${formatTimestamp(cue.startMilliseconds, ',')} --> ${formatTimestamp(cue.endMilliseconds, ',')}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');
}

/** WebVTT text for `segments`. */
export function formatWebVtt(
  segments: readonly TranscriptSegment[],
  rules: Partial<SubtitleRules> = {},
): string {
  const cues = buildSubtitleCues(segments, rules).map(
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
