/**
 * Stretches of a recording that carry sound but no recognised word. Whisper decoding a 30 s
 * window sometimes skips a whole sentence (it jumps to a later timestamp), and a sentence that was
 * never written down is never masked: in the German round trip a turn holding an e-mail address
 * was skipped this way and stayed audible. `redactAudio()` transcribes each such gap again on its
 * own, where the recogniser has nothing else to skip to.
 *
 * A gap is the time before the first word, between two words or after the last word, at least
 * {@link MINIMUM_UNHEARD_GAP_SECONDS} long, holding at least {@link MINIMUM_LOUD_SECONDS} of
 * 20 ms frames louder than {@link LOUD_FRAME_RMS} (about -40 dBFS): pauses and line noise are
 * not sent again.
 *
 * The recogniser's times are least reliable there: in the same call the e-mail address was
 * timed into its last two seconds, and the gap before it, transcribed again, held its start
 * ("Jona sprungt ..."), which no rule can read. So a masked span whose words border a gap (its
 * first word is the one heard right after the gap in the whole call, or its last word the one
 * right before) is widened over the whole gap ({@link widenOverGaps}); a span of words heard in
 * the gap itself keeps its times (they come from the short transcription, and the gap may hold
 * other sentences).
 *
 * @example
 * ```ts
 * const gaps = unheardGaps({ words, samples, sampleRate: 16000, channels: 1 });
 * // [{ start: 36.1, end: 42.4 }]
 * ```
 */
import type { TimedWord } from './timed-words.js';

/** Shortest stretch without a word that is checked for sound, in seconds. */
export const MINIMUM_UNHEARD_GAP_SECONDS = 2;
/** Sound (loud frames, in seconds) a gap must hold to be transcribed again. */
export const MINIMUM_LOUD_SECONDS = 0.5;
/** Root mean square of a loud 20 ms frame (samples in [-1, 1]; 0.01 is -40 dBFS). */
export const LOUD_FRAME_RMS = 0.01;

/** A span this close to a gap (in seconds) is widened over it. */
export const GAP_TOUCH_SECONDS = 0.3;

const FRAME_SECONDS = 0.02;

/** A stretch of the recording, in seconds. */
export interface TimeGap {
  start: number;
  end: number;
}

/** The gaps of `words` (ordered by time) over interleaved `samples` that hold sound. */
export function unheardGaps(options: {
  words: readonly TimedWord[];
  samples: Float32Array;
  sampleRate: number;
  channels: number;
}): TimeGap[] {
  const { words, samples, sampleRate, channels } = options;
  const duration = samples.length / channels / sampleRate;
  const candidates: TimeGap[] = [];
  let heardUntil = 0;
  for (const word of words) {
    if (word.start - heardUntil >= MINIMUM_UNHEARD_GAP_SECONDS)
      candidates.push({ start: heardUntil, end: word.start });
    heardUntil = Math.max(heardUntil, word.end);
  }
  if (duration - heardUntil >= MINIMUM_UNHEARD_GAP_SECONDS)
    candidates.push({ start: heardUntil, end: duration });
  return candidates.filter((gap) => loudSeconds(gap, samples, sampleRate, channels) >= MINIMUM_LOUD_SECONDS);
}

/** Seconds of 20 ms frames in `gap` whose root mean square (over all channels) is loud. */
function loudSeconds(gap: TimeGap, samples: Float32Array, sampleRate: number, channels: number): number {
  const frameLength = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  const first = Math.floor(gap.start * sampleRate);
  const last = Math.min(Math.floor(gap.end * sampleRate), samples.length / channels);
  let loudFrames = 0;
  for (let frame = first; frame + frameLength <= last; frame += frameLength) {
    let sum = 0;
    for (let index = frame * channels; index < (frame + frameLength) * channels; index++) {
      const value = samples[index] ?? 0;
      sum += value * value;
    }
    if (Math.sqrt(sum / (frameLength * channels)) >= LOUD_FRAME_RMS) loudFrames++;
  }
  return loudFrames * (frameLength / sampleRate);
}

/**
 * `spans` widened over the gaps they border: a span whose first word starts within
 * {@link GAP_TOUCH_SECONDS} of a gap's end (the word heard right after the gap in the whole call)
 * starts at the gap's start, and one whose last word ends within that of a gap's start ends at
 * the gap's end. Spans of words heard inside a gap keep their times.
 */
export function widenOverGaps<Span extends TimeGap & { firstWord: number; lastWord: number }>(
  spans: readonly Span[],
  words: readonly TimedWord[],
  gaps: readonly TimeGap[],
): Span[] {
  return spans.map((span) => {
    const firstStart = words[span.firstWord]?.start ?? span.start;
    const lastEnd = words[span.lastWord]?.end ?? span.end;
    let { start, end } = span;
    for (const gap of gaps) {
      if (Math.abs(firstStart - gap.end) <= GAP_TOUCH_SECONDS) start = Math.min(start, gap.start);
      if (Math.abs(lastEnd - gap.start) <= GAP_TOUCH_SECONDS) end = Math.max(end, gap.end);
    }
    return start === span.start && end === span.end ? span : { ...span, start, end };
  });
}
