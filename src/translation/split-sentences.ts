/**
 * Language-aware sentence and line splitting with character offsets: lines (newlines are kept
 * out of every span), speaker labels at the start of a line (`Agent:`, `[Customer]:`), and
 * sentences found with `Intl.Segmenter` plus the terminators it may miss (Amharic `።` `፧` `፨`,
 * Arabic `؟` and `۔`). Every span is trimmed: whitespace between spans is never inside one.
 * The segmenter is fed in bounded windows (`sentenceSegments`), so splitting is linear in the text.
 *
 * @example
 * ```ts
 * splitLines('Agent: Hello. How are you?\nCaller: Fine.', 'English');
 * // [{ start: 0, end: 26, labelEnd: 7, sentences: [{ start: 7, end: 13 }, { start: 14, end: 26 }] }, ...]
 * ```
 */
import { LANGUAGES, type LanguageName } from '../languages.js';
import { sentenceSegments } from '../util/sentence-segments.js';

/** A span of the source text: UTF-16 offsets, end exclusive. */
export interface TextSpan {
  start: number;
  end: number;
}

/** One line of the source with its optional speaker label and its sentences. */
export interface LineSpans extends TextSpan {
  /** End of the speaker label and the space after it (equal to `start` when there is none). */
  labelEnd: number;
  /** Trimmed sentences after the label, in order. */
  sentences: TextSpan[];
}

/**
 * A speaker label: one to three short words (or a bracketed name) at the start of a line, then a
 * colon and a space. Linear: bounded repetition, no nested quantifiers over the same characters.
 */
const SPEAKER_LABEL =
  /^(?:\[[^\]\n]{1,40}\]|[\p{L}\p{N}][\p{L}\p{M}\p{N}_'.-]{0,24}(?: [\p{L}\p{N}][\p{L}\p{M}\p{N}_'.-]{0,24}){0,2}):[ \t]+/u;

/** Terminators `Intl.Segmenter` may not break after. */
const EXTRA_TERMINATORS = /[።፧፨؟۔]/u;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: LanguageName): Intl.Segmenter {
  const locale = LANGUAGES[language].iso6391 ?? LANGUAGES[language].iso6393;
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

function isSpace(character: string): boolean {
  return /\s/u.test(character);
}

/** Trims `span` of `text`; `undefined` when nothing but whitespace is left. */
export function trimSpan(text: string, span: TextSpan): TextSpan | undefined {
  let { start, end } = span;
  while (start < end && isSpace(text[start]!)) start++;
  while (end > start && isSpace(text[end - 1]!)) end--;
  return start < end ? { start, end } : undefined;
}

/** Splits `[start, end)` of `text` into trimmed sentences. */
export function splitSentences(text: string, span: TextSpan, language: LanguageName): TextSpan[] {
  const sentences: TextSpan[] = [];
  for (const segment of sentenceSegments(segmenterFor(language), text, span)) {
    let pieceStart = segment.start;
    const segmentEnd = segment.end;
    // Break again after terminators the segmenter did not treat as sentence ends.
    for (let index = pieceStart; index < segmentEnd; index++) {
      if (EXTRA_TERMINATORS.test(text[index]!) && index + 1 < segmentEnd && isSpace(text[index + 1]!)) {
        const trimmed = trimSpan(text, { start: pieceStart, end: index + 1 });
        if (trimmed) sentences.push(trimmed);
        pieceStart = index + 1;
      }
    }
    const trimmed = trimSpan(text, { start: pieceStart, end: segmentEnd });
    if (trimmed) sentences.push(trimmed);
  }
  return sentences;
}

/**
 * The end of the speaker label (and the spaces after it) that starts `span` of `text` (a line
 * trimmed at its start), or `span.start` when the line has no label. The pattern is anchored and
 * bounded, so this reads only the start of the span however long it is.
 */
export function speakerLabelEnd(text: string, span: TextSpan): number {
  const label = SPEAKER_LABEL.exec(text.slice(span.start, span.end));
  return label ? span.start + label[0].length : span.start;
}

/** Splits `text` into lines, each with its speaker label and sentences. Empty lines are omitted. */
export function splitLines(text: string, language: LanguageName): LineSpans[] {
  const lines: LineSpans[] = [];
  const pattern = /[^\r\n]+/gu;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const trimmed = trimSpan(text, { start: match.index, end: match.index + match[0].length });
    if (!trimmed) continue;
    const labelEnd = speakerLabelEnd(text, trimmed);
    const sentences =
      labelEnd < trimmed.end ? splitSentences(text, { start: labelEnd, end: trimmed.end }, language) : [];
    lines.push({ start: trimmed.start, end: trimmed.end, labelEnd, sentences });
  }
  return lines;
}
