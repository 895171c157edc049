/**
 * Sentence segments of a span of text through `Intl.Segmenter`, fed in bounded windows.
 *
 * Why windows: V8's segment iterator does work proportional to the whole segmented string for
 * every segment it returns, so segmenting one long string of many sentences is quadratic
 * (measured with Node 20: 400,000 characters of short repeated sentences took 14 s, 800,000
 * took 64 s). Here the segmenter only ever sees a window of about {@link SEGMENT_WINDOW} code
 * units: every segment of a window but the last is kept (a sentence break is decided by the
 * characters up to the next terminator, which lie inside the window), and the next window starts
 * at the last one. A sentence longer than the window is found by doubling the window and reading
 * only the first two segments, so the work stays linear in the text.
 *
 * @example
 * ```ts
 * const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
 * [...sentenceSegments(segmenter, 'One. Two.', { start: 0, end: 9 })];
 * // [{ start: 0, end: 5 }, { start: 5, end: 9 }]
 * ```
 */

/** Code units the segmenter sees at once (when no sentence is longer). */
export const SEGMENT_WINDOW = 1024;

/** A segment: UTF-16 offsets into the text, end exclusive. */
export interface SentenceSegment {
  start: number;
  end: number;
}

/** Counts the segmenter's work, for tests and benchmarks. */
export interface SegmentationMeter {
  /** Sum over windows of (segments read × window length): what the segmenter's cost follows. */
  work: number;
}

/** Options of {@link sentenceSegments}. */
export interface SentenceSegmentsOptions {
  /**
   * Code units the segmenter sees at once.
   * @default SEGMENT_WINDOW
   */
  window?: number;
  /** Adds the segmenter's work to `meter.work`. */
  meter?: SegmentationMeter;
}

/** Yields the sentence segments of `[span.start, span.end)` of `text`, untrimmed, in order. */
export function* sentenceSegments(
  segmenter: Intl.Segmenter,
  text: string,
  span: SentenceSegment,
  options: SentenceSegmentsOptions = {},
): Generator<SentenceSegment> {
  const baseWindow = options.window ?? SEGMENT_WINDOW;
  let position = span.start;
  let window = baseWindow;
  while (position < span.end) {
    const windowEnd = Math.min(span.end, position + window);
    const length = windowEnd - position;
    const iterator = segmenter.segment(text.slice(position, windowEnd))[Symbol.iterator]();
    const starts: number[] = [];
    // In a grown window (one long sentence) only the first segment is wanted: two starts do.
    const grown = window > baseWindow;
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      starts.push(next.value.index);
      if (grown && starts.length === 2) break;
    }
    if (options.meter) options.meter.work += starts.length * length;
    if (windowEnd === span.end && (!grown || starts.length < 2)) {
      for (const [index, start] of starts.entries()) {
        yield { start: position + start, end: position + (starts[index + 1] ?? length) };
      }
      return;
    }
    if (starts.length < 2) {
      window *= 2;
      continue;
    }
    // The last segment may run on past the window: keep the others, start again at it.
    for (let index = 0; index < starts.length - 1; index++) {
      yield { start: position + starts[index]!, end: position + starts[index + 1]! };
    }
    position += starts.at(-1)!;
    window = baseWindow;
  }
}
